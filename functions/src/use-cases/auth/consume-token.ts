import { AppError, type TokenType } from '@almanac/core';
import type { Ports } from '../../ports/index.js';

/**
 * Check and use up a one-time link token of the given types. Unknown, wrong-type or used tokens
 * are INVALID_TOKEN; expired ones TOKEN_EXPIRED. Single use even under concurrent attempts.
 */
export async function consumeOneTimeToken(
  ports: Pick<Ports, 'oneTimeTokens' | 'clock' | 'digest'>,
  token: string,
  types: readonly TokenType[],
) {
  const hash = ports.digest(token);
  const record = await ports.oneTimeTokens.get(hash);
  if (!record || !types.includes(record.type) || record.usedAt) throw new AppError('INVALID_TOKEN');
  const now = ports.clock.now();
  if (new Date(record.expiresAt) <= now) throw new AppError('TOKEN_EXPIRED');
  if (!(await ports.oneTimeTokens.consume(hash, now.toISOString()))) throw new AppError('INVALID_TOKEN');
  return record;
}
