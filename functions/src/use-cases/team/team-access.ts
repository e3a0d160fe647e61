import { AppError, agencyManagerRoles, teamMemberRoles } from '@almanac/core';
import type { OrganizationRecord, Ports, UserRecord } from '../../ports/index.js';
import { requireCaller, type Caller } from '../caller.js';

export interface TeamContext {
  me: UserRecord;
  org: OrganizationRecord;
}

/**
 * The caller and their organisation, for a team operation: an agency member (core's
 * teamMemberRoles: not a client, whose organisation is their agent's, nor Almanac staff).
 * Everyone else gets INVALID_PERMISSIONS.
 */
export async function requireOrganizationMember(
  ports: Pick<Ports, 'users' | 'organizations'>,
  caller: Caller | null,
): Promise<TeamContext> {
  const me = await ports.users.get(requireCaller(caller).userId);
  if (!me) throw new AppError('UNAUTHORIZED');
  const org =
    teamMemberRoles.includes(me.role) && me.organizationId
      ? await ports.organizations.get(me.organizationId)
      : undefined;
  if (!org) throw new AppError('INVALID_PERMISSIONS');
  return { me, org };
}

/** requireOrganizationMember, for managers only: admin, primary agent, super admin. */
export async function requireTeamManager(
  ports: Pick<Ports, 'users' | 'organizations'>,
  caller: Caller | null,
): Promise<TeamContext> {
  const context = await requireOrganizationMember(ports, caller);
  if (!agencyManagerRoles.includes(context.me.role)) throw new AppError('INVALID_PERMISSIONS');
  return context;
}

/**
 * Another member of the manager's organisation that the manager may change: never themselves
 * (nobody disables or re-roles themselves), never a client, never another organisation's user (all
 * INVALID_PERMISSIONS, also for ids that do not exist); a super admin only by a super admin.
 */
export async function requireManagedMember(
  ports: Pick<Ports, 'users'>,
  { me, org }: TeamContext,
  userId: string,
): Promise<UserRecord> {
  const member = await ports.users.get(userId);
  if (
    !member ||
    member.organizationId !== org.id ||
    !teamMemberRoles.includes(member.role) ||
    member.id === me.id
  )
    throw new AppError('INVALID_PERMISSIONS');
  if (member.role === 'superAdmin' && me.role !== 'superAdmin') throw new AppError('INVALID_PERMISSIONS');
  return member;
}

/** A member whose invitation is still open: it has not been accepted. */
export const isInvitee = (user: UserRecord): boolean => !!user.invitation && !user.confirmedAt;
