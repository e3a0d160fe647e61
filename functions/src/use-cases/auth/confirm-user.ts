import { AppError, confirmUserSchema, normalizeShortCode, SHORT_CODE_MAX_ATTEMPTS } from '@almanac/core';
import type { Ports, SessionRecord, UserRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { parseInput } from '../validate.js';
import { consumeOneTimeToken, issuedBeforeCredentialsChanged } from './consume-token.js';
import { confirmAccount } from './confirm-account.js';
import { startSession } from './session.js';

type Deps = Pick<
  Ports,
  'users' | 'organizations' | 'sessions' | 'oneTimeTokens' | 'shortCodes' | 'clock' | 'random' | 'digest'
>;

/**
 * Confirm an e-mail address. CONFIRM_SHORTCODE: the 5-character code, for the signed-in user
 * (a code alone does not say whose it is). CONFIRM: the e-mailed link token, signed in or not.
 * Answers with a new session (the server keeps only token hashes, so it cannot hand back the
 * caller's own); the web app replaces its stored token with it. A code's session is derived from
 * the caller's: it keeps that session's renewal limit and ends with its logout.
 */
export async function confirmUser(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  const { token, type } = parseInput(confirmUserSchema, rawArgs);
  const { user, parent } =
    type === 'CONFIRM_SHORTCODE'
      ? await confirmWithCode(ports, caller, token)
      : { user: (await consumeOneTimeToken(ports, token, ['CONFIRM'])).user, parent: undefined };
  return startSession(ports, await confirmAccount(ports, user), false, parent);
}

/**
 * Each guess is counted before it is compared, atomically, so no more than
 * SHORT_CODE_MAX_ATTEMPTS guesses are ever checked against one code, however many arrive at once.
 */
async function confirmWithCode(
  ports: Deps,
  caller: Caller | null,
  rawCode: string,
): Promise<{ user: UserRecord; parent: SessionRecord }> {
  if (!caller) throw new AppError('UNAUTHORIZED');
  const [user, parent] = await Promise.all([
    ports.users.get(caller.userId),
    ports.sessions.get(caller.sessionHash),
  ]);
  if (!user || !parent) throw new AppError('UNAUTHORIZED');
  // The code is checked even for a confirmed user: a used or made-up code must not start a new
  // session.
  const record = await ports.shortCodes.takeAttempt(user.id, SHORT_CODE_MAX_ATTEMPTS);
  if (!record) throw new AppError('INVALID_TOKEN');
  const now = ports.clock.now();
  if (new Date(record.expiresAt) <= now) throw new AppError('TOKEN_EXPIRED');
  const hash = ports.digest(normalizeShortCode(rawCode));
  if (
    hash !== record.codeHash ||
    issuedBeforeCredentialsChanged({ ...record, type: 'CONFIRM_SHORTCODE' }, user)
  )
    throw new AppError('INVALID_TOKEN');
  if (!(await ports.shortCodes.consume(user.id, hash, now.toISOString())))
    throw new AppError('INVALID_TOKEN');
  return { user, parent };
}
