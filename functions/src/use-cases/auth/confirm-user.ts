import { AppError, confirmUserSchema, normalizeShortCode, SHORT_CODE_MAX_ATTEMPTS } from '@almanac/core';
import type { Ports, UserRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { parseInput } from '../validate.js';
import { consumeOneTimeToken } from './consume-token.js';
import { startSession } from './session.js';

type Deps = Pick<
  Ports,
  'users' | 'organizations' | 'sessions' | 'oneTimeTokens' | 'shortCodes' | 'clock' | 'random' | 'digest'
>;

/**
 * Confirm an e-mail address. CONFIRM_SHORTCODE: the 5-character code, for the signed-in user
 * (a code alone does not say whose it is). CONFIRM: the e-mailed link token, signed in or not.
 * Answers with a new session (the server keeps only token hashes, so it cannot hand back the
 * caller's own); the web app replaces its stored token with it.
 */
export async function confirmUser(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  const { token, type } = parseInput(confirmUserSchema, rawArgs);
  const user =
    type === 'CONFIRM_SHORTCODE'
      ? await confirmWithCode(ports, caller, token)
      : await confirmWithLink(ports, token);
  const confirmed = user.confirmedAt
    ? user
    : await ports.users.setConfirmed(user.id, ports.clock.now().toISOString());
  return startSession(ports, confirmed);
}

async function confirmWithCode(ports: Deps, caller: Caller | null, rawCode: string): Promise<UserRecord> {
  if (!caller) throw new AppError('UNAUTHORIZED');
  const user = await ports.users.get(caller.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  // The code is checked even for a confirmed user: a used or made-up code must not start a new
  // session (that would also let a live session outlast its renewal limit).
  const record = await ports.shortCodes.get(user.id);
  const now = ports.clock.now();
  if (!record || record.usedAt || record.attempts >= SHORT_CODE_MAX_ATTEMPTS)
    throw new AppError('INVALID_TOKEN');
  if (new Date(record.expiresAt) <= now) throw new AppError('TOKEN_EXPIRED');
  const hash = ports.digest(normalizeShortCode(rawCode));
  if (hash !== record.codeHash) {
    await ports.shortCodes.recordAttempt(user.id);
    throw new AppError('INVALID_TOKEN');
  }
  if (!(await ports.shortCodes.consume(user.id, hash, now.toISOString())))
    throw new AppError('INVALID_TOKEN');
  return user;
}

async function confirmWithLink(ports: Deps, token: string): Promise<UserRecord> {
  const record = await consumeOneTimeToken(ports, token, ['CONFIRM']);
  const user = await ports.users.get(record.userId);
  if (!user) throw new AppError('INVALID_TOKEN');
  return user;
}
