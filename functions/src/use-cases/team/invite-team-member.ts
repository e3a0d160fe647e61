import {
  AppError,
  defaultPermissionsFor,
  inviteTeamMemberArgsSchema,
  inviteTeamMemberSchema,
  needsStateLicense,
} from '@almanac/core';
import type { OrganizationRecord, Ports, UserRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { UNUSABLE_PASSWORD_HASH } from '../users/password-state.js';
import { parseInput } from '../validate.js';
import {
  countInvitation,
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
 * /agent-sign-up. ORGANIZATION_CONTACT_ALREADY_INVITED when the address is a member or invited in
 * this organisation. An address with an account elsewhere is never told apart: the answer is the
 * same true, the member is written without a claim (it can never accept), and the address's owner
 * gets a note instead of the link (docs/decisions.md).
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
  if (await isMemberEmail(ports, org.id, email)) throw new AppError('ORGANIZATION_CONTACT_ALREADY_INVITED');
  await countInvitation(ports, me.id, email);

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
  if (!(await ports.users.create(member))) await writeUnclaimed(ports, member, org);
  await mailInvitation(ports, member, token, me, org);
  return true;
}

/** The address has an owner: within this organisation (a parallel invite won) refuse, else keep it unclaimed. */
async function writeUnclaimed(ports: Pick<Ports, 'users'>, member: UserRecord, org: OrganizationRecord) {
  const owner = await ports.users.getByEmail(member.email);
  if (owner?.organizationId === org.id && owner.role !== 'client')
    throw new AppError('ORGANIZATION_CONTACT_ALREADY_INVITED');
  await ports.users.createUnclaimedMember(member);
}
