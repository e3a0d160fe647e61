import { displayNameOf, roleLabels, teamInvitationPath } from '@almanac/core';
import { teamInvitationAccountExistsEmail, teamInvitationEmail } from '../../emails/team-emails.js';
import type { OrganizationRecord, Ports, TeamInvitationRecord, UserRecord } from '../../ports/index.js';
import { issueOneTimeToken } from '../auth/issue-tokens.js';
import { enforceRateLimit } from '../rate-limit.js';

export type InvitationMailDeps = Pick<
  Ports,
  'users' | 'oneTimeTokens' | 'throttle' | 'clock' | 'random' | 'digest' | 'mailQueue' | 'webUrl'
>;

/**
 * A fresh invitation for a member: a random token, stored hashed (the TEAM_INVITATION link
 * record finds the member; the hash on the member's record is the only one that works), expiring
 * after core's TEAM_INVITATION_SECONDS. Answers the record to write on the member and the token
 * for the e-mail.
 */
export async function newInvitation(
  ports: Pick<Ports, 'oneTimeTokens' | 'clock' | 'random' | 'digest'>,
  memberId: string,
  invitedBy: string,
  phone: string | undefined,
): Promise<{ invitation: TeamInvitationRecord; token: string }> {
  const { token, expiresAt } = await issueOneTimeToken(ports, memberId, 'TEAM_INVITATION');
  const invitation: TeamInvitationRecord = {
    tokenHash: ports.digest(token),
    invitedBy,
    invitedAt: ports.clock.now().toISOString(),
    expiresAt,
    ...(phone ? { phone } : {}),
  };
  return { invitation, token };
}

/** Count an invitation against the inviter's and the recipient's limits (TOO_MANY_REQUESTS past either). */
export async function countInvitation(
  ports: Pick<Ports, 'throttle' | 'clock'>,
  inviterId: string,
  email: string,
): Promise<void> {
  await enforceRateLimit(ports, 'teamInvitesPerInviter', inviterId);
  await enforceRateLimit(ports, 'teamInviteMailPerRecipient', email);
}

const inviterNameOf = (inviter: UserRecord) =>
  displayNameOf({
    firstName: inviter.profile.firstName,
    lastName: inviter.profile.lastName,
    email: inviter.email,
  });

/** The note to an address's owner that an agency tried to invite it (never a link). */
export async function mailAccountExistsNote(
  ports: InvitationMailDeps,
  to: string,
  inviter: UserRecord,
  org: OrganizationRecord,
): Promise<void> {
  await ports.mailQueue.send(
    teamInvitationAccountExistsEmail({
      id: ports.random.id(),
      to,
      inviterName: inviterNameOf(inviter),
      organizationName: org.name,
      loginLink: `${ports.webUrl}/login`,
    }),
  );
}

/**
 * E-mail the invitation link, or, when the member's address belongs to another account (the
 * member holds no claim on it), a note to that account's owner instead: the inviter sees the same
 * answer either way.
 */
export async function mailInvitation(
  ports: InvitationMailDeps,
  member: UserRecord,
  token: string,
  inviter: UserRecord,
  org: OrganizationRecord,
): Promise<void> {
  const owner = await ports.users.getByEmail(member.email);
  if (owner && owner.id !== member.id) {
    await mailAccountExistsNote(ports, member.email, inviter, org);
    return;
  }
  const inviterName = inviterNameOf(inviter);
  await ports.mailQueue.send(
    teamInvitationEmail({
      id: ports.random.id(),
      to: member.email,
      firstName: member.profile.firstName,
      inviterName,
      organizationName: org.name,
      roleLabel: roleLabels[member.role],
      link: `${ports.webUrl}${teamInvitationPath(token)}`,
      expiresAt: member.invitation?.expiresAt ?? ports.clock.now().toISOString(),
    }),
  );
}
