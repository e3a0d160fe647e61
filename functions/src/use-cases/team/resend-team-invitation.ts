import { AppError, teamEditMessages, teamMemberArgSchema } from '@almanac/core';
import type { OrganizationRecord, Ports, UserRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { parseInput } from '../validate.js';
import {
  countInvitation,
  mailInvitation,
  newInvitation,
  type InvitationMailDeps,
} from './invitation-mail.js';
import { isInvitee, requireManagedMember, requireTeamManager } from './team-access.js';
import { toTeamMember } from './team-view.js';

type Deps = InvitationMailDeps & Pick<Ports, 'organizations'>;

/**
 * resendTeamInvitation(user): a manager sends an invited member a fresh link with a new expiry;
 * the member's record then holds only the new token's hash, so the old link stops working. Also
 * revives an expired or withdrawn invitation (the member must not be disabled).
 */
export async function resendTeamInvitation(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  const context = await requireTeamManager(ports, caller);
  const { user } = parseInput(teamMemberArgSchema, rawArgs);
  const member = await requireManagedMember(ports, context, user);
  const updated = await reinvite(ports, member, context.me, context.org);
  return toTeamMember(updated, context.org, ports.clock.now());
}

/**
 * Replace the member's invitation with a fresh one and e-mail it, counted against the rate limits
 * unless the caller counted it already; CONFLICT on a race.
 */
export async function reinvite(
  ports: InvitationMailDeps,
  member: UserRecord,
  me: UserRecord,
  org: OrganizationRecord,
  { counted = false } = {},
): Promise<UserRecord> {
  if (!isInvitee(member)) throw new AppError('VALIDATION_ERROR', teamEditMessages.notInvited);
  if (member.disabledAt) throw new AppError('VALIDATION_ERROR', teamEditMessages.disabled);
  if (!counted) await countInvitation(ports, me.id, member.email);
  const { invitation, token } = await newInvitation(ports, member.id, me.id, member.invitation?.phone);
  const updated = await ports.users.updateMember(member, {
    updatedAt: invitation.invitedAt,
    invitation,
  });
  if (!updated) throw new AppError('CONFLICT');
  await mailInvitation(ports, updated, token, me, org);
  return updated;
}
