import { AppError, agencyManagerRoles } from '@almanac/core';
import * as z from 'zod';
import type { Ports } from '../../ports/index.js';
import { requireCaller, type Caller } from '../caller.js';
import { parseInput } from '../validate.js';
import { loadUserView, toUserView } from './user-view.js';

/**
 * The caller's own account. The user and the organisation the authorizer last saw them in are read
 * in one batch; the organisation is used only when the user record read now names it (else it is
 * read afresh), so a stale hint costs a read, never a wrong answer.
 */
export async function currentUser(ports: Pick<Ports, 'users' | 'organizations'>, caller: Caller | null) {
  const { userId, organizationId } = requireCaller(caller);
  const { user, organization } = await ports.users.getWithOrganization(userId, organizationId);
  if (!user) throw new AppError('UNAUTHORIZED');
  return organization ? toUserView(user, organization, user.id) : loadUserView(ports, user, user.id);
}

const getUserSchema = z.object({ id: z.string().trim().min(1).max(100) });

/**
 * Another user's record: yourself, or a member of your own organisation when you manage it
 * (admin, primary agent, super admin). Everyone else gets INVALID_PERMISSIONS — also for ids
 * that do not exist, so ids cannot be probed.
 */
export async function getUser(
  ports: Pick<Ports, 'users' | 'organizations'>,
  caller: Caller | null,
  rawArgs: unknown,
) {
  const { id } = parseInput(getUserSchema, rawArgs);
  const me = await ports.users.get(requireCaller(caller).userId);
  if (!me) throw new AppError('UNAUTHORIZED');
  if (id === me.id) return loadUserView(ports, me, me.id);
  const other = await ports.users.get(id);
  const sameOrg = !!other && !!me.organizationId && other.organizationId === me.organizationId;
  if (!other || !sameOrg || !agencyManagerRoles.includes(me.role)) throw new AppError('INVALID_PERMISSIONS');
  return loadUserView(ports, other, me.id);
}
