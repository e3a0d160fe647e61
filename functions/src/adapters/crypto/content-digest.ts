import { createHash } from 'node:crypto';
import type { ContentDigest } from '../../ports/index.js';

/** SHA-256 of a file's exact bytes, hex (the signed document's fingerprint). */
export const sha256ContentDigest: ContentDigest = (bytes) => createHash('sha256').update(bytes).digest('hex');
