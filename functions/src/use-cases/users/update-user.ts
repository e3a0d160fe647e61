import { AppError, teamEditMessages, updateUserSchema } from '@almanac/core';
import * as z from 'zod';
import type { Ports } from '../../ports/index.js';
import { requireCaller, type Caller } from '../caller.js';
import { updateTeamMember, type TeamEditDeps } from '../team/update-team-member.js';
import { parseInput } from '../validate.js';
import { loadUserView } from './user-view.js';

const argsSchema = z.object({
  input: z.record(z.string(), z.unknown()),
  id: z.string().trim().min(1).max(100).nullish(),
});
/** Fields only a manager's edit of another member may set. */
const teamOnlyFields = ['role', 'stateLicenseNumber', 'state', 'fileId'] as const;

/**
 * Update the caller's own name and phone; the e-mail cannot change, nor one's own role or license
 * (docs/requirements.md#roles-and-permissions). With the id of another member: a manager's team
 * edit (use-cases/team/update-team-member.ts).
 */
export async function updateUser(
  ports: Pick<Ports, 'users' | 'organizations' | 'clock'> & TeamEditDeps,
  caller: Caller | null,
  rawArgs: unknown,
) {
  const args = parseInput(argsSchema, rawArgs);
  const me = await ports.users.get(requireCaller(caller).userId);
  if (!me) throw new AppError('UNAUTHORIZED');
  if (args.id && args.id !== me.id) return updateTeamMember(ports, caller, args.id, args.input);
  if (teamOnlyFields.some((field) => args.input[field] != null))
    throw new AppError('INVALID_PERMISSIONS', teamEditMessages.ownAccount);
  const input = parseInput(updateUserSchema, args.input);
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
