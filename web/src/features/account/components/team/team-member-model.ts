import {
  agencyManagerRoles,
  roleLabels,
  teamMemberStatusColors,
  type Role,
  type TeamMemberStatus,
} from '@almanac/core';
import type { TeamMember } from '../../api/team-api.js';

const palettes = { green: 'green', amber: 'orange', grey: 'gray', red: 'red' } as const;
/** The Chakra palette of a status's colour in core (Active green, Invited amber, Disabled grey, Error red). */
export const statusPalette = (status: TeamMemberStatus) => palettes[teamMemberStatusColors[status]];

export const memberFirstName = (m: TeamMember) => m.invitedFirstName ?? m.user?.profile?.firstName ?? '';
export const memberLastName = (m: TeamMember) => m.invitedLastName ?? m.user?.profile?.lastName ?? '';
export const memberName = (m: TeamMember) =>
  `${memberFirstName(m)} ${memberLastName(m)}`.trim() || memberEmail(m);
export const memberEmail = (m: TeamMember) => m.invitedEmail ?? m.user?.email ?? '';
export const memberRole = (m: TeamMember): Role | undefined => m.invitedRole ?? m.user?.role;
export const memberRoleLabel = (m: TeamMember) => {
  const role = memberRole(m);
  return role ? roleLabels[role] : '';
};

/** Whether the signed-in user may edit this member: a manager, not themselves, a super admin only by one. */
export function canEditMember(me: { _id: string; role: Role }, m: TeamMember): boolean {
  if (!agencyManagerRoles.includes(me.role) || m._id === me._id) return false;
  return memberRole(m) !== 'superAdmin' || me.role === 'superAdmin';
}

/** An invitation not accepted yet (Invited, or Error because it expired or was withdrawn). */
export const hasOpenInvitation = (m: TeamMember) => m.invitedEmail !== null;
