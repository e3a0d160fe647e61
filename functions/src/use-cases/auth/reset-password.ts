import { AppError, resetPasswordSchema } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import { parseInput } from '../validate.js';
import { consumeOneTimeToken } from './consume-token.js';
import { confirmAccount } from './confirm-account.js';
import { startSession } from './session.js';

/**
 * Set a new password with a RESET link token. Every other session of the user is revoked, every
 * older reset or confirmation link stops working (the password change stamps the user), and a
 * successful reset also confirms the e-mail (the link proved the address).
 */
export async function resetPassword(
  ports: Pick<
    Ports,
    | 'users'
    | 'organizations'
    | 'sessions'
    | 'oneTimeTokens'
    | 'throttle'
    | 'clock'
    | 'random'
    | 'digest'
    | 'hasher'
  >,
  rawArgs: unknown,
) {
  const { token, password } = parseInput(resetPasswordSchema, rawArgs);
  const passwordHash = await ports.hasher.hash(password);
  const { user } = await consumeOneTimeToken(ports, token, ['RESET']);
  if (user.disabledAt) throw new AppError('ACCOUNT_DISABLED');
  const now = ports.clock.now().toISOString();
  await ports.users.setPasswordHash(user.id, passwordHash, now);
  await ports.sessions.revokeAllForUser(user.id, now);
  await ports.throttle.clear(`login:${user.email}`);
  return startSession(ports, await confirmAccount(ports, user));
}
