import { AppError, updateUserSchema } from '@almanac/core';
import { z } from 'zod';
import type { Ports } from '../../ports/index.js';
import { requireCaller, type Caller } from '../caller.js';
import { parseInput } from '../validate.js';
import { loadUserView } from './user-view.js';

const argsSchema = z.object({ input: updateUserSchema });

/**
 * Update the caller's own name and phone. The e-mail cannot change
 * (docs/requirements.md#roles-and-permissions).
 */
export async function updateUser(
  ports: Pick<Ports, 'users' | 'organizations' | 'clock'>,
  caller: Caller | null,
  rawArgs: unknown,
) {
  const { input } = parseInput(argsSchema, rawArgs);
  const me = await ports.users.get(requireCaller(caller).userId);
  if (!me) throw new AppError('UNAUTHORIZED');
  if (input.email && input.email.toLowerCase() !== me.email) {
    throw new AppError('VALIDATION_ERROR', 'Email cannot be changed');
  }
  const updated = await ports.users.updateProfile(
    me.id,
    { firstName: input.firstName, lastName: input.lastName, phone: input.phone },
    ports.clock.now().toISOString(),
  );
  return loadUserView(ports, updated, me.id);
}
