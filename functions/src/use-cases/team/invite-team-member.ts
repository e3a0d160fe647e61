import {
  AppError,
  defaultPermissionsFor,
  inviteTeamMemberArgsSchema,
  inviteTeamMemberSchema,
  needsStateLicense,
  TEAM_INVITE_HAS_ACCOUNT_MESSAGE,
  TEAM_INVITE_SELF_MESSAGE,
} from '@almanac/core';
import type { OrganizationRecord, Ports, UserRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { UNUSABLE_PASSWORD_HASH } from '../users/password-state.js';
import { parseInput } from '../validate.js';
import {
  countInvitation,
  mailAccountExistsNote,
  mailInvitation,
  newInvitation,
  type InvitationMailDeps,
} from './invitation-mail.js';
import { requireTeamManager } from './team-access.js';

type Deps = InvitationMailDeps & Pick<Ports, 'organizations'>;

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);

/** Whether an e-mail is already a member (or invited) of the organisation. */
export async function isMemberEmail(
  ports: Pick<Ports, 'users'>,
  organizationId: string,
  email: string,
  except?: string,
): Promise<boolean> {
  const members = await ports.users.listMembers(organizationId);
  return members.some((m) => m.id !== except && m.email.toLowerCase() === email.toLowerCase());
}

/**
 * inviteLpcOrgAgent (docs/requirements.md#invitations): a manager invites a primary agent, agent
 * or admin. The invited member is written at once (role, names, license, no usable password,
 * `invitation` with the token's hash), claiming the address, and gets a single-use link to
 * /agent-sign-up. ORGANIZATION_CONTACT_ALREADY_INVITED when the address is the inviter's own, a
 * member or invited in this organisation, or has another account (a client, another agency's
 * member): then nothing is written, the inviter is told why (core's TEAM_INVITE_* messages) and
 * the address's owner gets a note of the attempt (docs/decisions.md, docs/security.md).
 */
export async function inviteTeamMember(
  ports: Deps,
  caller: Caller | null,
  rawArgs: unknown,
): Promise<boolean> {
  const context = await requireTeamManager(ports, caller);
  const raw = parseInput(inviteTeamMemberArgsSchema, rawArgs).inputs;
  const inputs = parseInput(inviteTeamMemberSchema, {
    email: raw.email ?? undefined,
    firstName: raw.firstName ?? undefined,
    lastName: raw.lastName ?? undefined,
    accountType: raw.orgContactType ?? undefined,
    stateLicenseNumber: text(raw.stateLicenseNumber),
    phoneNumber: text(raw.phoneNumber),
  });
  const { me, org } = context;
  const email = inputs.email.toLowerCase();
  if (email === me.email.toLowerCase())
    throw new AppError('ORGANIZATION_CONTACT_ALREADY_INVITED', TEAM_INVITE_SELF_MESSAGE);
  if (await isMemberEmail(ports, org.id, email)) throw new AppError('ORGANIZATION_CONTACT_ALREADY_INVITED');
  await countInvitation(ports, me.id, email);
  await refuseOtherAccount(ports, email, me, org);

  const id = ports.random.id();
  const { invitation, token } = await newInvitation(ports, id, me.id, inputs.phoneNumber);
  const now = ports.clock.now().toISOString();
  const member: UserRecord = {
    id,
    email,
    role: inputs.accountType,
    passwordHash: UNUSABLE_PASSWORD_HASH,
    createdAt: now,
    updatedAt: now,
    profile: {
      firstName: inputs.firstName,
      lastName: inputs.lastName,
      companyName: org.name,
      ...(inputs.phoneNumber ? { phone: inputs.phoneNumber } : {}),
    },
    ...(needsStateLicense(inputs.accountType) && inputs.stateLicenseNumber
      ? { legal: { stateLicenseNumber: inputs.stateLicenseNumber } }
      : {}),
    permissions: defaultPermissionsFor(inputs.accountType),
    organizationId: org.id,
    invitation,
  };
  // The address's claim is the commit point: a parallel invitation or sign-up that took it first wins.
  if (!(await ports.users.create(member))) {
    await refuseOtherAccount(ports, email, me, org);
    throw new AppError('ORGANIZATION_CONTACT_ALREADY_INVITED');
  }
  await mailInvitation(ports, member, token, me, org);
  return true;
}

/**
 * An address that belongs to an account: this organisation's member (a parallel invitation won) is
 * a repeat; any other account (a client, another agency's member) is refused before anything is
 * written, and its owner gets a note of the attempt.
 */
export async function refuseOtherAccount(
  ports: InvitationMailDeps,
  email: string,
  me: UserRecord,
  org: OrganizationRecord,
): Promise<void> {
  const owner = await ports.users.getByEmail(email);
  if (!owner) return;
  if (owner.organizationId === org.id && owner.role !== 'client')
    throw new AppError('ORGANIZATION_CONTACT_ALREADY_INVITED');
  await mailAccountExistsNote(ports, email, me, org);
  throw new AppError('ORGANIZATION_CONTACT_ALREADY_INVITED', TEAM_INVITE_HAS_ACCOUNT_MESSAGE);
}
