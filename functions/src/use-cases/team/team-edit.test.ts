import {
  stateLicenseFolder,
  TEAM_INVITE_HAS_ACCOUNT_MESSAGE,
  teamEditMessages,
  uploadMessages,
} from '@almanac/core';
import { describe, expect, it } from 'vitest';
import { uploadFile } from '../contracts/upload-file.js';
import { updateUser } from '../users/update-user.js';
import { getTeamInvitation } from './team-invitation.js';
import {
  expectCode,
  managers,
  nonManagers,
  ORG,
  people,
  useTeamWorld,
  type Person,
} from './team-test-world.js';

const { world, as, invite, invitationToken } = useTeamWorld();

const edit = (by: Person, id: string, input: Record<string, unknown> = {}) =>
  updateUser(world().ports, as(by), {
    id,
    input: { firstName: 'Avery', lastName: 'Agent', state: 'FL', stateLicenseNumber: 'FL-9', ...input },
  });

/** A manager's license upload for a member, stored as the browser would send it. */
async function uploadLicense(by: Person, memberId: string, body = '%PDF-1.7 license') {
  const folder = stateLicenseFolder(ORG, memberId);
  const post = await uploadFile(world().ports, as(by), {
    input: { folder, fileName: 'license.pdf', contentType: 'application/pdf', size: body.length },
  });
  world().files.upload(`${folder}/${post.uploadId}.pdf`, body);
  return post.uploadId;
}

describe('updateUser with the id of another member (team edit)', () => {
  it.each(managers)('a %s edits names, role (permissions follow), state and license', async (who) => {
    const view = await edit(who, 'agent', {
      firstName: 'Ava',
      role: 'admin',
      state: 'tx',
      stateLicenseNumber: 'TX-1',
    });
    expect(view).toMatchObject({
      _id: 'agent',
      role: 'admin',
      profile: { firstName: 'Ava', lastName: 'Agent', state: 'TX' },
      legal: { stateLicenseNumber: 'TX-1', stateLicenseState: 'TX' },
      permissions: [{ platform: 'DEFAULT', canQuote: false, canBind: false }],
      canQuote: false,
    });
    const back = await edit(who, 'agent', { role: 'primaryAgent' });
    expect(back).toMatchObject({ role: 'primaryAgent', canQuote: true, canBind: true });
  });

  it.each(nonManagers)('a %s may not edit another member', async (who) => {
    await expectCode(edit(who, 'primary'), 'INVALID_PERMISSIONS');
  });

  it('nobody edits another organisation’s member, a client, or a super admin unless one', async () => {
    await expectCode(edit('admin', people.otherAdmin.id), 'INVALID_PERMISSIONS');
    await expectCode(edit('admin', 'client'), 'INVALID_PERMISSIONS');
    await expectCode(edit('admin', 'super'), 'INVALID_PERMISSIONS');
    await expectCode(edit('primary', 'nobody'), 'INVALID_PERMISSIONS');
  });

  it('one’s own edit keeps to name and phone: no role, license or state', async () => {
    await expectCode(
      updateUser(world().ports, as('admin'), {
        id: 'admin',
        input: { firstName: 'A', lastName: 'B', role: 'agent' },
      }),
      'INVALID_PERMISSIONS',
      teamEditMessages.ownAccount,
    );
    await expectCode(
      updateUser(world().ports, as('agent'), {
        input: { firstName: 'A', lastName: 'B', stateLicenseNumber: 'X' },
      }),
      'INVALID_PERMISSIONS',
    );
    const own = await updateUser(world().ports, as('agent'), {
      input: { firstName: 'Al', lastName: 'B', phone: '813 555 0100' },
    });
    expect(own).toMatchObject({ role: 'agent', profile: { firstName: 'Al', phone: '(813) 555-0100' } });
  });

  it('validates with core: a seller needs the license and state; the role is one of three', async () => {
    await expectCode(
      edit('admin', 'agent', { stateLicenseNumber: '' }),
      'VALIDATION_ERROR',
      'State License Number is required',
    );
    await expectCode(
      edit('admin', 'agent', { role: 'superAdmin' }),
      'VALIDATION_ERROR',
      'Select account type',
    );
    await expect(
      edit('admin', 'agent', { role: 'admin', state: undefined, stateLicenseNumber: undefined }),
    ).resolves.toMatchObject({
      role: 'admin',
    });
  });

  it('the e-mail changes only while invited; the invitation goes to the new address', async () => {
    await expectCode(
      edit('admin', 'agent', { email: 'new@example.com' }),
      'VALIDATION_ERROR',
      teamEditMessages.emailLocked,
    );
    const { member, token } = await invite();
    const view = await edit('admin', member.id, { email: 'Riley.New@example.com' });
    expect(view.email).toBe('riley.new@example.com');
    await expectCode(getTeamInvitation(world().ports, { token }), 'INVALID_TOKEN');
    const fresh = invitationToken('riley.new@example.com');
    expect(await getTeamInvitation(world().ports, { token: fresh })).toMatchObject({
      email: 'riley.new@example.com',
    });
    expect(await world().ports.users.getByEmail('riley@example.com')).toBeUndefined();
    await expectCode(
      edit('admin', member.id, { email: people.agent.email }),
      'ORGANIZATION_CONTACT_ALREADY_INVITED',
    );
  });

  it('an invited member moved to an address with another account: refused, unchanged, the owner gets a note', async () => {
    const { member } = await invite();
    const owner = people.otherAdmin.email;
    await expectCode(
      edit('admin', member.id, { email: owner }),
      'ORGANIZATION_CONTACT_ALREADY_INVITED',
      TEAM_INVITE_HAS_ACCOUNT_MESSAGE,
    );
    expect((await world().ports.users.get(member.id))!.email).toBe('riley@example.com');
    expect(
      world()
        .mail.to(owner)
        .map((m) => m.meta?.kind),
    ).toEqual(['team-invitation-account-exists']);
    expect((await world().ports.users.getByEmail(owner))!.id).toBe(people.otherAdmin.id);
    expect((await world().ports.users.getByEmail('riley@example.com'))!.id).toBe(member.id);
  });

  it('attaches a verified license PDF a manager uploaded for the member', async () => {
    const uploadId = await uploadLicense('primary', 'agent');
    const view = await edit('admin', 'agent', { fileId: uploadId });
    expect(view.legal).toMatchObject({ stateLicenseUploadId: uploadId });
    const upload = (await world().ports.uploads.get(uploadId))!;
    expect(upload).toMatchObject({
      purpose: 'STATE_LICENSE',
      status: 'VERIFIED',
      userId: 'agent',
      organizationId: ORG,
    });
  });

  it('refuses a file that is not a PDF, or another member’s license', async () => {
    const bad = await uploadLicense('admin', 'agent', 'not a pdf');
    await expectCode(edit('admin', 'agent', { fileId: bad }), 'VALIDATION_ERROR', uploadMessages.notPdf);
    const primaryLicense = await uploadLicense('admin', 'primary');
    await expectCode(
      edit('admin', 'agent', { fileId: primaryLicense }),
      'VALIDATION_ERROR',
      teamEditMessages.licenseUpload,
    );
  });

  it('only a manager of the organisation uploads a member’s license, never their own', async () => {
    const input = (org: string, member: string) => ({
      input: {
        folder: stateLicenseFolder(org, member),
        fileName: 'l.pdf',
        contentType: 'application/pdf',
        size: 10,
      },
    });
    await expectCode(uploadFile(world().ports, as('agent'), input(ORG, 'primary')), 'INVALID_PERMISSIONS');
    await expectCode(uploadFile(world().ports, as('admin'), input(ORG, 'admin')), 'INVALID_PERMISSIONS');
    await expectCode(
      uploadFile(world().ports, as('admin'), input('org-2', 'other-admin')),
      'INVALID_PERMISSIONS',
    );
    await expectCode(uploadFile(world().ports, as('admin'), input(ORG, 'client')), 'INVALID_PERMISSIONS');
  });
});
