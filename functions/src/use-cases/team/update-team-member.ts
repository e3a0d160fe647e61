import {
  AppError,
  defaultPermissionsFor,
  editTeamMemberSchema,
  teamEditMessages,
  type Role,
} from '@almanac/core';
import type { OrganizationRecord, Ports, UserRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { loadUserView } from '../users/user-view.js';
import { parseInput } from '../validate.js';
import { countInvitation, type InvitationMailDeps } from './invitation-mail.js';
import { isMemberEmail } from './invite-team-member.js';
import { refuseOtherAccount } from './invite-team-member.js';
import { reinvite } from './resend-team-invitation.js';
import { verifiedStateLicense } from './state-license.js';
import { isInvitee, requireManagedMember, requireTeamManager } from './team-access.js';

export type TeamEditDeps = InvitationMailDeps & Pick<Ports, 'organizations' | 'uploads' | 'files'>;

/**
 * updateUser(input, id) for another member (docs/requirements.md#account-team): a manager of the
 * same organisation edits the names, the role (primary agent, agent, admin; the DEFAULT
 * permission follows it as at sign-up), the state, the state license number and its PDF (a
 * verified STATE_LICENSE upload), and the e-mail only while the invitation is open (the
 * invitation is then sent again, to the new address). Conditional on the member as read.
 */
export async function updateTeamMember(
  ports: TeamEditDeps,
  caller: Caller | null,
  id: string,
  input: Record<string, unknown>,
) {
  const context = await requireTeamManager(ports, caller);
  let member = await requireManagedMember(ports, context, id);
  const role = (input.role as Role | undefined) ?? member.role;
  const edit = parseInput(editTeamMemberSchema, {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email ?? member.email,
    // A super admin (edited by a super admin) keeps the role and a seller's rules.
    accountType: role === 'superAdmin' && !input.role ? 'primaryAgent' : role,
    state: input.state ?? undefined,
    stateLicenseNumber: input.stateLicenseNumber ?? undefined,
    fileId: input.fileId ?? undefined,
  });
  const license = edit.fileId ? await verifiedStateLicense(ports, member, edit.fileId) : undefined;
  const email = edit.email.toLowerCase();
  if (email !== member.email) member = await moveInvitation(ports, context, member, email);
  const nextRole: Role = input.role ? edit.accountType : member.role;
  const state = edit.state?.toUpperCase();
  const updated = await ports.users.updateMember(member, {
    updatedAt: ports.clock.now().toISOString(),
    profile: {
      ...member.profile,
      firstName: edit.firstName,
      lastName: edit.lastName,
      ...(state ? { state } : {}),
    },
    ...(nextRole !== member.role
      ? {
          role: nextRole,
          permissions: [
            ...member.permissions.filter((p) => p.platform !== 'DEFAULT'),
            ...defaultPermissionsFor(nextRole),
          ],
        }
      : {}),
    legal: {
      ...member.legal,
      ...(edit.stateLicenseNumber ? { stateLicenseNumber: edit.stateLicenseNumber } : {}),
      // The state is the license's when there is a license (a seller always has one).
      ...(state && (edit.stateLicenseNumber || member.legal?.stateLicenseNumber)
        ? { stateLicenseState: state }
        : {}),
      ...(license ? { stateLicenseUploadId: license.id } : {}),
    },
  });
  if (!updated) throw new AppError('CONFLICT');
  return loadUserView(ports, updated);
}

/**
 * An invited member's new e-mail: refused once the invitation was accepted, and for an address
 * already in the organisation or with another account (ORGANIZATION_CONTACT_ALREADY_INVITED, as at
 * invitation: nothing written, the owner gets a note); then the invitation is sent again to the
 * new address (the old link stops working).
 */
async function moveInvitation(
  ports: TeamEditDeps,
  { me, org }: { me: UserRecord; org: OrganizationRecord },
  member: UserRecord,
  email: string,
): Promise<UserRecord> {
  if (!isInvitee(member)) throw new AppError('VALIDATION_ERROR', teamEditMessages.emailLocked);
  if (member.disabledAt) throw new AppError('VALIDATION_ERROR', teamEditMessages.disabled);
  if (await isMemberEmail(ports, org.id, email, member.id))
    throw new AppError('ORGANIZATION_CONTACT_ALREADY_INVITED');
  await countInvitation(ports, me.id, email);
  await refuseOtherAccount(ports, email, me, org);
  const at = ports.clock.now().toISOString();
  if (!(await ports.users.changeEmail(member.id, member.email, email, at))) {
    await refuseOtherAccount(ports, email, me, org);
    throw new AppError('ORGANIZATION_CONTACT_ALREADY_INVITED');
  }
  const moved = await ports.users.get(member.id);
  if (!moved) throw new AppError('CONFLICT');
  return reinvite(ports, moved, me, org, { counted: true });
}
