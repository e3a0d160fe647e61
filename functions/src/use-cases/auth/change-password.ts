import { AppError, changePasswordSchema } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import { requireCaller, type Caller } from '../caller.js';
import { parseInput } from '../validate.js';

/**
 * Change the caller's password after checking the current one (INVALID_PASSWORD otherwise).
 * Every other session of the user ends, and every reset link, confirmation link or code and
 * login hand-off issued before now stops working; the session in use goes on.
 */
export async function changePassword(
  ports: Pick<Ports, 'users' | 'sessions' | 'clock' | 'hasher'>,
  caller: Caller | null,
  rawArgs: unknown,
) {
  const { currentPassword, newPassword } = parseInput(changePasswordSchema, rawArgs);
  const me = requireCaller(caller);
  const user = await ports.users.get(me.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (!(await ports.hasher.verify(currentPassword, user.passwordHash)))
    throw new AppError('INVALID_PASSWORD');
  const now = ports.clock.now().toISOString();
  await ports.users.setPasswordHash(user.id, await ports.hasher.hash(newPassword), now);
  const sessions = await ports.sessions.listForUser(user.id);
  await Promise.all(
    sessions
      .filter((s) => !s.revokedAt && s.tokenHash !== me.sessionHash)
      .map((s) => ports.sessions.revoke(s.tokenHash, now)),
  );
  return true;
}
