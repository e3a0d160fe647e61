import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { POLICY_CODE_BYTES, policyCodeFromBytes, shortCodeFromBytes, SHORT_CODE_LENGTH } from '@almanac/core';
import type { Random, TokenDigest } from '../../ports/index.js';

export const cryptoRandom: Random = {
  id: () => randomUUID(),
  token: () => randomBytes(32).toString('base64url'),
  shortCode: () => shortCodeFromBytes(randomBytes(SHORT_CODE_LENGTH)),
  policyCode: () => policyCodeFromBytes(randomBytes(POLICY_CODE_BYTES)),
};

export const sha256Digest: TokenDigest = (token) => createHash('sha256').update(token).digest('hex');
