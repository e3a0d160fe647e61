import { AppError, changePasswordSchema } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import { requireCaller, type Caller } from '../caller.js';
import { parseInput } from '../validate.js';

/** Change the caller's password after checking the current one (INVALID_PASSWORD otherwise). */
export async function changePassword(
  ports: Pick<Ports, 'users' | 'clock' | 'hasher'>,
  caller: Caller | null,
  rawArgs: unknown,
) {
  const { currentPassword, newPassword } = parseInput(changePasswordSchema, rawArgs);
  const user = await ports.users.get(requireCaller(caller).userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (!(await ports.hasher.verify(currentPassword, user.passwordHash)))
    throw new AppError('INVALID_PASSWORD');
  await ports.users.setPasswordHash(
    user.id,
    await ports.hasher.hash(newPassword),
    ports.clock.now().toISOString(),
  );
  return true;
}
