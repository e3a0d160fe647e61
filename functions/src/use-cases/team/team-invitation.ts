import {
  AppError,
  acceptTeamInvitationArgsSchema,
  agencyManagerRoles,
  invitedRoleProblems,
  needsStateLicense,
  teamInvitationMessages,
  teamInvitationTokenArgSchema,
} from '@almanac/core';
import type { OrganizationRecord, Ports, UserRecord } from '../../ports/index.js';
import { startSession } from '../auth/session.js';
import { normalizeAddress } from '../network-address.js';
import { enforceRateLimit } from '../rate-limit.js';
import { parseInput } from '../validate.js';

type LookupDeps = Pick<Ports, 'users' | 'organizations' | 'oneTimeTokens' | 'throttle' | 'clock' | 'digest'>;

/**
 * The invitation a link's token opens: the TEAM_INVITATION link record finds the member, whose
 * record must still hold this token's hash (a resend or a withdrawal replaced it otherwise), be
 * unaccepted and not disabled, and hold its e-mail (a member written without a claim never
 * accepts). INVALID_TOKEN otherwise; TOKEN_EXPIRED with core's text past its expiry. Counted per
 * network address first.
 */
const isActiveManagerOf = (user: UserRecord, organizationId: string) =>
  user.organizationId === organizationId && !user.disabledAt && agencyManagerRoles.includes(user.role);

async function openInvitation(
  ports: LookupDeps,
  token: string,
  remoteIp: string | undefined,
): Promise<{ member: UserRecord; org: OrganizationRecord; tokenHash: string }> {
  await enforceRateLimit(ports, 'teamInvitationLinksPerAddress', normalizeAddress(remoteIp) ?? 'unknown');
  const tokenHash = ports.digest(token);
  const link = await ports.oneTimeTokens.get(tokenHash);
  const invalid = () => new AppError('INVALID_TOKEN', teamInvitationMessages.invalid);
  if (!link || link.type !== 'TEAM_INVITATION') throw invalid();
  const member = await ports.users.get(link.userId);
  const invitation = member?.invitation;
  if (!member || !invitation || invitation.tokenHash !== tokenHash || member.confirmedAt || member.disabledAt)
    throw invalid();
  if (new Date(invitation.expiresAt) <= ports.clock.now())
    throw new AppError('TOKEN_EXPIRED', teamInvitationMessages.expired);
  const [owner, org, inviter] = await Promise.all([
    ports.users.getByEmail(member.email),
    member.organizationId ? ports.organizations.get(member.organizationId) : undefined,
    ports.users.get(invitation.invitedBy),
  ]);
  if (owner?.id !== member.id || !org) throw invalid();
  // An invitation speaks for the manager who sent it: once they are disabled, demoted or gone
  // from the organisation, their open invitations no longer admit anyone.
  if (!inviter || !isActiveManagerOf(inviter, org.id)) throw invalid();
  return { member, org, tokenHash };
}

/** getTeamInvitation(token) (public): what /agent-sign-up prefills. */
export async function getTeamInvitation(ports: LookupDeps, rawArgs: unknown, remoteIp?: string) {
  const { token } = parseInput(teamInvitationTokenArgSchema, rawArgs);
  const { member, org } = await openInvitation(ports, token, remoteIp);
  return {
    email: member.email,
    firstName: member.profile.firstName ?? null,
    lastName: member.profile.lastName ?? null,
    role: member.role,
    organizationName: org.name,
    stateLicenseNumber: member.legal?.stateLicenseNumber ?? null,
    phone: member.invitation?.phone ?? member.profile.phone ?? null,
    expiresAt: member.invitation!.expiresAt,
  };
}

/**
 * acceptTeamInvitation(input) (public): the invitee sets a password (core's rules), names, phone
 * and, for sellers, the state license and its state; they become a confirmed member of the
 * inviting organisation with the invited role (an invited primary agent stays one;
 * docs/decisions.md) and are signed in. Single use: the write is conditional on the invitation
 * as read, so of parallel accepts exactly one wins (the others: INVALID_TOKEN).
 */
export async function acceptTeamInvitation(
  ports: LookupDeps & Pick<Ports, 'sessions' | 'random' | 'hasher'>,
  rawArgs: unknown,
  remoteIp?: string,
) {
  const { input } = parseInput(acceptTeamInvitationArgsSchema, rawArgs);
  const { member, tokenHash } = await openInvitation(ports, input.token, remoteIp);
  const phone = input.phone || member.invitation?.phone || member.profile.phone;
  const [problem] = invitedRoleProblems(member.role, { ...input, phone });
  if (problem)
    throw new AppError('VALIDATION_ERROR', problem[1], {
      fieldErrors: { [`input.${problem[0]}`]: problem[1] },
    });
  const passwordHash = await ports.hasher.hash(input.password);
  const now = ports.clock.now().toISOString();
  const seller = needsStateLicense(member.role);
  const state = seller ? input.state?.toUpperCase() : undefined;
  const accepted = await ports.users.updateMember(member, {
    updatedAt: now,
    passwordHash,
    confirmedAt: now,
    joinedAt: now,
    invitation: null,
    profile: {
      ...member.profile,
      firstName: input.firstName,
      lastName: input.lastName,
      ...(phone ? { phone } : {}),
      ...(state ? { state } : {}),
    },
    ...(seller
      ? { legal: { ...member.legal, stateLicenseNumber: input.stateLicenseNumber, stateLicenseState: state } }
      : {}),
  });
  if (!accepted) throw new AppError('INVALID_TOKEN', teamInvitationMessages.invalid);
  await ports.oneTimeTokens.consume(tokenHash, now);
  return startSession(ports, accepted);
}
