/**
 * My Team and invitations against the local stack (docs/requirements.md#account-team,
 * #invitations): every operation, message and refusal per role (agent, primary agent, admin,
 * super admin, client, internal) and for another organisation; the full invite → e-mail → accept
 * path; single use, expiry, resend and disabling.
 */
import {
  stateLicenseFolder,
  TEAM_INVITE_HAS_ACCOUNT_MESSAGE,
  TEAM_INVITE_SELF_MESSAGE,
  teamEditMessages,
  teamInvitationMessages,
  teamStatusReasons,
} from '@almanac/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demo, loginAs, tryLogin } from './support/accounts.js';
import { expect401, expectData, expectError, send, type Auth } from './support/api.js';
import { postUpload } from './support/applications.js';
import { table } from './support/db.js';
import { mailsTo, waitForMail } from './support/mailbox.js';
import { AUTHORIZE, CURRENT_USER } from './support/operations.js';
import {
  ACCEPT_TEAM_INVITATION,
  agencyTeam,
  agencyWithAdmin,
  GET_ORGANIZATION_TEAM,
  GET_TEAM_INVITATION,
  INVITE_TEAM_MEMBER,
  invitationTokenFor,
  inviteInputs,
  joinAs,
  MEMBER_PASSWORD,
  RESEND_TEAM_INVITATION,
  SET_TEAM_MEMBER_STATUS,
  UPDATE_TEAM_MEMBER,
  UPLOAD_STATE_LICENSE,
  type Member,
} from './support/team.js';
import { internalUser } from './support/underwriting.js';

const as = (member: { token: string }): Auth => ({ token: member.token });
const acceptInput = (token: string, extra: Record<string, unknown> = {}) => ({
  input: {
    token,
    password: MEMBER_PASSWORD,
    firstName: 'Riley',
    lastName: 'Stone',
    stateLicenseNumber: 'FL-1234',
    state: 'FL',
    ...extra,
  },
});
const team = async (member: { token: string }) =>
  expectData(await send(GET_ORGANIZATION_TEAM, {}, as(member))).getOrganizationTeam;
/** Invite an address as the manager; answers the address and the e-mailed token. */
async function invite(manager: Member, extra: Parameters<typeof inviteInputs>[0] = {}) {
  const inputs = inviteInputs(extra);
  expect(expectData(await send(INVITE_TEAM_MEMBER, { inputs }, as(manager))).inviteLpcOrgAgent).toBe(true);
  return { email: inputs.email!, token: await invitationTokenFor(inputs.email!) };
}
const memberId = async (manager: Member, email: string) =>
  (await team(manager)).find((m) => m.invitedEmail === email || m.user?.email === email)!._id;

describe('the invitation path', () => {
  let admin: Awaited<ReturnType<typeof agencyWithAdmin>>;
  beforeAll(async () => {
    admin = await agencyWithAdmin();
  });

  it('invite → e-mail → prefilled link → accept: a confirmed, signed-in member shown Active', async () => {
    const { email, token } = await invite(admin, {
      orgContactType: 'primaryAgent',
      stateLicenseNumber: 'TX-9',
    });
    const mail = await waitForMail(email, 'team-invitation');
    expect(mail.subject).toMatch(/^You are invited to join .+ on Almanac$/);
    const invited = (await team(admin)).find((m) => m.invitedEmail === email)!;
    expect(invited).toMatchObject({
      status: 'Invited',
      invitedRole: 'primaryAgent',
      invitedFirstName: 'Riley',
    });

    const shown = expectData(await send(GET_TEAM_INVITATION, { token })).getTeamInvitation;
    expect(shown).toMatchObject({
      email,
      firstName: 'Riley',
      lastName: 'Stone',
      role: 'primaryAgent',
      stateLicenseNumber: 'TX-9',
      expiresAt: invited.invitationExpiresAt,
    });
    const auth = expectData(
      await send(ACCEPT_TEAM_INVITATION, acceptInput(token, { stateLicenseNumber: 'TX-9', state: 'TX' })),
    ).acceptTeamInvitation;
    expect(auth.user).toMatchObject({
      _id: invited._id,
      role: 'primaryAgent',
      organization: { _id: admin.orgId },
    });
    expect(auth.user.confirmedAt).toBeTruthy();
    expect(expectData(await send(CURRENT_USER, {}, { token: auth.token })).currentUser._id).toBe(invited._id);
    const joined = (await team(admin)).find((m) => m._id === invited._id)!;
    expect(joined).toMatchObject({ status: 'Active', invitedEmail: null, user: { email } });
    expect(joined.joinedAt).toBeTruthy();
    expectData(await tryLogin(email, MEMBER_PASSWORD));

    // Single use: the link is spent.
    expectError(
      await send(ACCEPT_TEAM_INVITATION, acceptInput(token)),
      'INVALID_TOKEN',
      teamInvitationMessages.invalid,
    );
    expectError(await send(GET_TEAM_INVITATION, { token }), 'INVALID_TOKEN');
  });

  it('of parallel accepts exactly one wins', async () => {
    const { token } = await invite(admin);
    const results = await Promise.all([1, 2, 3].map(() => send(ACCEPT_TEAM_INVITATION, acceptInput(token))));
    expect(results.filter((r) => r.data?.acceptTeamInvitation).length).toBe(1);
    for (const r of results.filter((r) => !r.data?.acceptTeamInvitation)) expectError(r, 'INVALID_TOKEN');
  });

  it('an expired link: TOKEN_EXPIRED with core’s text, Error on the team; a resend works and kills the old link', async () => {
    const { email, token } = await invite(admin);
    const id = await memberId(admin, email);
    await table().update({
      Key: { pk: `USER#${id}`, sk: 'USER' },
      UpdateExpression: 'SET invitation.expiresAt = :p',
      ExpressionAttributeValues: { ':p': new Date(Date.now() - 60_000).toISOString() },
    });
    expectError(await send(GET_TEAM_INVITATION, { token }), 'TOKEN_EXPIRED', teamInvitationMessages.expired);
    expectError(
      await send(ACCEPT_TEAM_INVITATION, acceptInput(token)),
      'TOKEN_EXPIRED',
      teamInvitationMessages.expired,
    );
    expect((await team(admin)).find((m) => m._id === id)).toMatchObject({
      status: 'Error',
      statusReason: teamStatusReasons.invitationExpired,
    });

    const resent = expectData(
      await send(RESEND_TEAM_INVITATION, { user: id }, as(admin)),
    ).resendTeamInvitation;
    expect(resent).toMatchObject({ _id: id, status: 'Invited' });
    const fresh = await invitationTokenFor(email, 2);
    expect(fresh).not.toBe(token);
    expectError(await send(GET_TEAM_INVITATION, { token }), 'INVALID_TOKEN');
    expectData(await send(ACCEPT_TEAM_INVITATION, acceptInput(fresh)));
  });

  it('a resend of a live invitation invalidates the old link', async () => {
    const { email, token } = await invite(admin);
    expectData(await send(RESEND_TEAM_INVITATION, { user: await memberId(admin, email) }, as(admin)));
    const fresh = await invitationTokenFor(email, 2);
    expectError(await send(ACCEPT_TEAM_INVITATION, acceptInput(token)), 'INVALID_TOKEN');
    expectData(await send(GET_TEAM_INVITATION, { token: fresh }));
  });

  it('"User already invited." for an invited address or a member; yourself is told it is you', async () => {
    const { email } = await invite(admin);
    expectError(
      await send(INVITE_TEAM_MEMBER, { inputs: inviteInputs({ email: email.toUpperCase() }) }, as(admin)),
      'ORGANIZATION_CONTACT_ALREADY_INVITED',
      'User already invited.',
    );
    expectError(
      await send(INVITE_TEAM_MEMBER, { inputs: inviteInputs({ email: admin.email }) }, as(admin)),
      'ORGANIZATION_CONTACT_ALREADY_INVITED',
      TEAM_INVITE_SELF_MESSAGE,
    );
  });

  it("an address with another agency's account is refused with the reason, no row is left; its owner gets a note", async () => {
    const elsewhere = await agencyWithAdmin();
    expectError(
      await send(INVITE_TEAM_MEMBER, { inputs: inviteInputs({ email: elsewhere.email }) }, as(admin)),
      'ORGANIZATION_CONTACT_ALREADY_INVITED',
      TEAM_INVITE_HAS_ACCOUNT_MESSAGE,
    );
    const note = await waitForMail(elsewhere.email, 'team-invitation-account-exists');
    expect(note.links.some((l) => l.includes('/agent-sign-up'))).toBe(false);
    expect((await mailsTo(elsewhere.email)).some((m) => m.kind === 'team-invitation')).toBe(false);
    expect((await team(admin)).find((m) => m.invitedEmail === elsewhere.email)).toBeUndefined();
    expectData(await send(CURRENT_USER, {}, as(elsewhere)));
  });

  it('checks every input with core’s messages', async () => {
    const refused = async (inputs: Parameters<typeof inviteInputs>[0], message: string) =>
      expectError(
        await send(INVITE_TEAM_MEMBER, { inputs: inviteInputs(inputs) }, as(admin)),
        'VALIDATION_ERROR',
        message,
      );
    await refused({ stateLicenseNumber: null }, 'State License Number is required');
    await refused({ orgContactType: 'admin', stateLicenseNumber: null }, 'phone is required');
    await refused({ orgContactType: 'client' }, 'Select account type');
    await refused({ email: '' }, 'Provide an email');
    await refused({ email: 'nope' }, 'Email must be a valid email address');
    await refused({ firstName: ' ' }, 'first name is required');

    const { token } = await invite(admin);
    const bad = async (extra: Record<string, unknown>, message: string) =>
      expectError(await send(ACCEPT_TEAM_INVITATION, acceptInput(token, extra)), 'VALIDATION_ERROR', message);
    await bad({ password: 'short' }, 'password requires minimum 8 characters');
    await bad({ stateLicenseNumber: null }, 'State License Number is required');
    await bad({ state: 'ZZ' }, 'state is required');
    await bad({ lastName: '' }, 'last name is required');
    expectError(await send(GET_TEAM_INVITATION, { token: 'not-a-token' }), 'INVALID_TOKEN');
  });

  it('an invited admin registers without a license; admins cannot quote', async () => {
    const { token } = await invite(admin, {
      orgContactType: 'admin',
      stateLicenseNumber: null,
      phoneNumber: '8135550100',
    });
    expect(expectData(await send(GET_TEAM_INVITATION, { token })).getTeamInvitation).toMatchObject({
      role: 'admin',
      phone: '(813) 555-0100',
      stateLicenseNumber: null,
    });
    const auth = expectData(
      await send(ACCEPT_TEAM_INVITATION, acceptInput(token, { stateLicenseNumber: null, state: null })),
    ).acceptTeamInvitation;
    expect(auth.user).toMatchObject({ role: 'admin', canQuote: false, canBind: false });
  });
});

describe('who may do what', () => {
  let t: Awaited<ReturnType<typeof agencyTeam>>;
  let other: Awaited<ReturnType<typeof agencyWithAdmin>>;
  let client: { token: string };
  let internal: { token: string };
  beforeAll(async () => {
    [t, other] = await Promise.all([agencyTeam(), agencyWithAdmin()]);
    client = { token: await loginAs(demo.client) };
    internal = await internalUser();
  });

  it('every agency role reads its own team; client, internal and other organisations do not see it', async () => {
    for (const who of [t.admin, t.primaryAgent, t.superAdmin, t.agent]) {
      const ids = (await team(who)).map((m) => m._id);
      expect(ids).toEqual(expect.arrayContaining([t.admin.userId, t.primaryAgent.userId, t.agent.userId]));
      expect(ids).not.toContain(other.userId);
    }
    expect((await team(other)).map((m) => m._id)).toEqual([other.userId]);
    for (const who of [client, internal])
      expectError(await send(GET_ORGANIZATION_TEAM, {}, as(who)), 'INVALID_PERMISSIONS');
  });

  it('only managers (admin, primary agent, super admin) invite', async () => {
    for (const who of [t.admin, t.primaryAgent, t.superAdmin])
      expectData(await send(INVITE_TEAM_MEMBER, { inputs: inviteInputs() }, as(who)));
    for (const who of [t.agent, client, internal])
      expectError(await send(INVITE_TEAM_MEMBER, { inputs: inviteInputs() }, as(who)), 'INVALID_PERMISSIONS');
  });

  it('resend, status and edit: refused to non-managers, other organisations, and on oneself', async () => {
    const { email } = await invite(t.admin);
    const invitee = await memberId(t.admin, email);
    for (const who of [t.agent, client, internal, other]) {
      expectError(await send(RESEND_TEAM_INVITATION, { user: invitee }, as(who)), 'INVALID_PERMISSIONS');
      expectError(
        await send(SET_TEAM_MEMBER_STATUS, { user: t.primaryAgent.userId, status: 'Disabled' }, as(who)),
        'INVALID_PERMISSIONS',
      );
      expectError(
        await send(
          UPDATE_TEAM_MEMBER,
          { id: t.primaryAgent.userId, input: { firstName: 'X', lastName: 'Y' } },
          as(who),
        ),
        'INVALID_PERMISSIONS',
      );
    }
    // Nobody disables or re-roles themselves.
    expectError(
      await send(SET_TEAM_MEMBER_STATUS, { user: t.admin.userId, status: 'Disabled' }, as(t.admin)),
      'INVALID_PERMISSIONS',
    );
    expectError(
      await send(
        UPDATE_TEAM_MEMBER,
        { id: t.admin.userId, input: { firstName: 'A', lastName: 'B', role: 'agent' } },
        as(t.admin),
      ),
      'INVALID_PERMISSIONS',
      teamEditMessages.ownAccount,
    );
    // A super admin only by a super admin.
    expectError(
      await send(SET_TEAM_MEMBER_STATUS, { user: t.superAdmin.userId, status: 'Disabled' }, as(t.admin)),
      'INVALID_PERMISSIONS',
    );
    for (const who of [t.admin, t.primaryAgent, t.superAdmin])
      expectData(await send(RESEND_TEAM_INVITATION, { user: invitee }, as(who)));
  });

  it('managers edit another member: names, role (permissions follow), state and license number', async () => {
    for (const [who, role] of [
      [t.admin, 'admin'],
      [t.primaryAgent, 'primaryAgent'],
      [t.superAdmin, 'agent'],
    ] as const) {
      const edited = expectData(
        await send(
          UPDATE_TEAM_MEMBER,
          {
            id: t.agent.userId,
            input: { firstName: 'Edited', lastName: role, role, state: 'GA', stateLicenseNumber: 'GA-1' },
          },
          as(who),
        ),
      ).updateUser;
      expect(edited).toMatchObject({ _id: t.agent.userId, role });
    }
    const me = expectData(await send(CURRENT_USER, {}, as(t.agent))).currentUser;
    expect(me).toMatchObject({ role: 'agent', canQuote: true, profile: { firstName: 'Edited' } });
    expectError(
      await send(
        UPDATE_TEAM_MEMBER,
        {
          id: t.agent.userId,
          input: {
            firstName: 'A',
            lastName: 'B',
            email: 'new@example.com',
            state: 'GA',
            stateLicenseNumber: 'GA-1',
          },
        },
        as(t.admin),
      ),
      'VALIDATION_ERROR',
      teamEditMessages.emailLocked,
    );
  });

  it('an invited member’s e-mail can change: the invitation goes to the new address, the old link dies', async () => {
    const { email, token } = await invite(t.admin);
    const id = await memberId(t.admin, email);
    const next = `moved.${email}`;
    expectData(
      await send(
        UPDATE_TEAM_MEMBER,
        {
          id,
          input: {
            firstName: 'Riley',
            lastName: 'Moved',
            email: next,
            state: 'FL',
            stateLicenseNumber: 'FL-1',
          },
        },
        as(t.admin),
      ),
    );
    const fresh = await invitationTokenFor(next);
    expectError(await send(GET_TEAM_INVITATION, { token }), 'INVALID_TOKEN');
    expect(expectData(await send(GET_TEAM_INVITATION, { token: fresh })).getTeamInvitation).toMatchObject({
      email: next,
      lastName: 'Moved',
    });
    expectError(
      await send(
        UPDATE_TEAM_MEMBER,
        {
          id,
          input: {
            firstName: 'R',
            lastName: 'M',
            email: t.agent.email,
            state: 'FL',
            stateLicenseNumber: 'FL-1',
          },
        },
        as(t.admin),
      ),
      'ORGANIZATION_CONTACT_ALREADY_INVITED',
      'User already invited.',
    );
  });

  it('a manager uploads a member’s license PDF; the edit attaches it once verified', async () => {
    const folder = stateLicenseFolder(t.admin.orgId, t.agent.userId);
    const upload = (who: { token: string }, f = folder) =>
      send(
        UPLOAD_STATE_LICENSE,
        { input: { folder: f, fileName: 'license.pdf', contentType: 'application/pdf', size: 20 } },
        as(who),
      );
    for (const who of [t.agent, other, client]) expectError(await upload(who), 'INVALID_PERMISSIONS');
    expectError(
      await upload(t.admin, stateLicenseFolder(t.admin.orgId, t.admin.userId)),
      'INVALID_PERMISSIONS',
    );
    const post = expectData(await upload(t.primaryAgent)).uploadFile;
    await postUpload(post, '%PDF-1.7 a license', 'license.pdf');
    const edited = expectData(
      await send(
        UPDATE_TEAM_MEMBER,
        {
          id: t.agent.userId,
          input: {
            firstName: 'Lic',
            lastName: 'Ensed',
            state: 'FL',
            stateLicenseNumber: 'FL-5',
            fileId: post.uploadId,
          },
        },
        as(t.admin),
      ),
    ).updateUser;
    expect(edited._id).toBe(t.agent.userId);
    const shown = (await team(t.admin)).find((m) => m._id === t.agent.userId)!;
    expect(shown.user?.legal).toMatchObject({
      stateLicenseNumber: 'FL-5',
      stateLicenseState: 'FL',
      stateLicenseUploadId: post.uploadId,
    });
  });
});

describe('disabling', () => {
  it('a disabled member cannot log in, their sessions end, an invitation is withdrawn; re-activating restores login', async () => {
    const admin = await agencyWithAdmin();
    const agent = await joinAs(admin, 'agent');
    const disabled = expectData(
      await send(SET_TEAM_MEMBER_STATUS, { user: agent.userId, status: 'Disabled' }, as(admin)),
    ).setTeamMemberStatus;
    expect(disabled).toMatchObject({ status: 'Disabled', user: { disabledAt: expect.any(String) } });
    expect401(await send(CURRENT_USER, {}, as(agent)));
    expectError(await send(AUTHORIZE, { token: agent.token }), 'UNAUTHORIZED');
    expectError(
      await tryLogin(agent.email, MEMBER_PASSWORD),
      'ACCOUNT_DISABLED',
      'Your account has been disabled. Please contact your organization admin.',
    );
    expectError(await tryLogin(agent.email, 'a wrong password'), 'INVALID_EMAIL_OR_PASSWORD');

    expect(
      expectData(await send(SET_TEAM_MEMBER_STATUS, { user: agent.userId, status: 'Active' }, as(admin)))
        .setTeamMemberStatus.status,
    ).toBe('Active');
    expectData(await tryLogin(agent.email, MEMBER_PASSWORD));

    const { email, token } = await invite(admin);
    const invitee = await memberId(admin, email);
    expectData(await send(SET_TEAM_MEMBER_STATUS, { user: invitee, status: 'Disabled' }, as(admin)));
    expectError(await send(GET_TEAM_INVITATION, { token }), 'INVALID_TOKEN');
    expectError(
      await send(RESEND_TEAM_INVITATION, { user: invitee }, as(admin)),
      'VALIDATION_ERROR',
      teamEditMessages.disabled,
    );
    const back = expectData(
      await send(SET_TEAM_MEMBER_STATUS, { user: invitee, status: 'Active' }, as(admin)),
    ).setTeamMemberStatus;
    expect(back).toMatchObject({ status: 'Error', statusReason: teamStatusReasons.invitationWithdrawn });
    expectError(
      await send(SET_TEAM_MEMBER_STATUS, { user: invitee, status: 'Invited' }, as(admin)),
      'VALIDATION_ERROR',
      teamEditMessages.status,
    );
  });
});
