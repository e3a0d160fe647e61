import { AppError, createLoginTokenSchema } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import { requireCaller, type Caller } from '../caller.js';
import { parseInput } from '../validate.js';
import { issueOneTimeToken } from './issue-tokens.js';

/**
 * A one-time LOGIN token for the caller (handed to the agency-onboarding site, which exchanges
 * it with `authorize`) for a session derived from the caller's (the token's subject). Other token
 * types are issued by their own flows (invites, resets).
 */
export async function createLoginToken(
  ports: Pick<Ports, 'oneTimeTokens' | 'clock' | 'random' | 'digest'>,
  caller: Caller | null,
  rawArgs: unknown,
) {
  const { tokenType } = parseInput(createLoginTokenSchema, rawArgs);
  const who = requireCaller(caller);
  if (tokenType !== 'LOGIN') throw new AppError('INVALID_PERMISSIONS');
  const { token, expiresAt } = await issueOneTimeToken(ports, who.userId, 'LOGIN', who.sessionHash);
  return { token, tokenType, expiresAt };
}
