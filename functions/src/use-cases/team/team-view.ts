import { teamMemberStatusOf } from '@almanac/core';
import type { OrganizationRecord, UserRecord } from '../../ports/index.js';
import { toUserView } from '../users/user-view.js';

/**
 * The GraphQL TeamMember: the member's status at `now` (core's rule), their user view, and for an
 * open invitation the invited names, e-mail, role and dates.
 */
export function toTeamMember(user: UserRecord, org: OrganizationRecord, now: Date) {
  const { status, reason } = teamMemberStatusOf(user, now);
  const invitation = user.invitation;
  return {
    _id: user.id,
    status,
    statusReason: reason ?? null,
    user: toUserView(user, org),
    invitedFirstName: invitation ? (user.profile.firstName ?? null) : null,
    invitedLastName: invitation ? (user.profile.lastName ?? null) : null,
    invitedEmail: invitation ? user.email : null,
    invitedRole: invitation ? user.role : null,
    invitedAt: invitation?.invitedAt ?? null,
    invitationExpiresAt: invitation?.expiresAt ?? null,
    joinedAt: user.joinedAt ?? null,
  };
}
export type TeamMemberView = ReturnType<typeof toTeamMember>;
