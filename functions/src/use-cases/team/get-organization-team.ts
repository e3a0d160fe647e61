import { teamMemberRoles } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { requireOrganizationMember } from './team-access.js';
import { toTeamMember } from './team-view.js';

/**
 * getOrganizationTeam: the caller's organisation's members (not its clients) and open
 * invitations, in the order they joined or were invited, each with its status now. Any member of
 * the organisation may read it; nobody reads another organisation's.
 */
export async function getOrganizationTeam(
  ports: Pick<Ports, 'users' | 'organizations' | 'clock'>,
  caller: Caller | null,
) {
  const { org } = await requireOrganizationMember(ports, caller);
  const now = ports.clock.now();
  const members = await ports.users.listMembers(org.id);
  return members
    .filter((m) => teamMemberRoles.includes(m.role))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
    .map((m) => toTeamMember(m, org, now));
}
