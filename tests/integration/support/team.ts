/**
 * My Team and invitations (docs/requirements.md#account-team, #invitations): the web's own
 * documents, and a fresh agency per test with a manager, members who joined through the real
 * invitation path (invite → e-mail → accept) and helpers to read the e-mailed link.
 */
import type { Role } from '@almanac/core';
import { expect } from 'vitest';
import {
  GET_ORGANIZATION_TEAM,
  INVITE_TEAM_MEMBER,
  RESEND_TEAM_INVITATION,
  SET_TEAM_MEMBER_STATUS,
  UPDATE_TEAM_MEMBER,
  UPLOAD_STATE_LICENSE,
} from '../../../web/src/features/account/api/team-documents.js';
import {
  ACCEPT_TEAM_INVITATION,
  GET_TEAM_INVITATION,
} from '../../../web/src/features/auth/api/team-invitation-documents.js';
import type { InviteTeamMemberInput } from '../../../web/src/lib/graphql/generated/graphql.js';
import { registerConfirmedAgent } from './accounts.js';
import { expectData, send, uniqueEmail } from './api.js';
import { linkToken, waitForMail } from './mailbox.js';
import { CURRENT_USER } from './operations.js';
import { grantRole } from './underwriting.js';

export {
  ACCEPT_TEAM_INVITATION,
  GET_ORGANIZATION_TEAM,
  GET_TEAM_INVITATION,
  INVITE_TEAM_MEMBER,
  RESEND_TEAM_INVITATION,
  SET_TEAM_MEMBER_STATUS,
  UPDATE_TEAM_MEMBER,
  UPLOAD_STATE_LICENSE,
};

export const MEMBER_PASSWORD = 'a long member password';

export const inviteInputs = (overrides: Partial<InviteTeamMemberInput> = {}): InviteTeamMemberInput => ({
  email: uniqueEmail('invitee'),
  firstName: 'Riley',
  lastName: 'Stone',
  orgContactType: 'agent',
  stateLicenseNumber: 'FL-1234',
  ...overrides,
});

/** The token of the newest invitation link e-mailed to an address (`count`: wait for that many). */
export async function invitationTokenFor(email: string, count = 1) {
  return linkToken(await waitForMail(email, 'team-invitation', count), '/agent-sign-up').token;
}

export interface Member {
  token: string;
  userId: string;
  email: string;
}

/** A fresh agency whose founder is made its admin (as the platform would); answers the admin. */
export async function agencyWithAdmin(): Promise<Member & { orgId: string }> {
  const founder = await registerConfirmedAgent();
  await grantRole(founder.userId, 'admin');
  const me = expectData(await send(CURRENT_USER, {}, { token: founder.token })).currentUser;
  return { token: founder.token, userId: founder.userId, email: founder.email, orgId: me.organization._id };
}

/** Invite (as `manager`) and accept through the e-mailed link; answers the joined member's session. */
export async function joinAs(manager: Member, role: 'agent' | 'primaryAgent' | 'admin'): Promise<Member> {
  const inputs = inviteInputs({
    orgContactType: role,
    ...(role === 'admin' ? { stateLicenseNumber: null, phoneNumber: '8135550100' } : {}),
  });
  expect(
    expectData(await send(INVITE_TEAM_MEMBER, { inputs }, { token: manager.token })).inviteLpcOrgAgent,
  ).toBe(true);
  const token = await invitationTokenFor(inputs.email!);
  const auth = expectData(
    await send(ACCEPT_TEAM_INVITATION, {
      input: {
        token,
        password: MEMBER_PASSWORD,
        firstName: 'Riley',
        lastName: role,
        ...(role === 'admin' ? {} : { stateLicenseNumber: 'FL-1234', state: 'FL' }),
      },
    }),
  ).acceptTeamInvitation;
  return { token: auth.token, userId: auth.user._id, email: inputs.email! };
}

/** An agency with one member of each agency role (the super admin's role is granted by the platform). */
export async function agencyTeam() {
  const admin = await agencyWithAdmin();
  const [primaryAgent, agent, superAdmin] = await Promise.all([
    joinAs(admin, 'primaryAgent'),
    joinAs(admin, 'agent'),
    joinAs(admin, 'agent'),
  ]);
  await grantRole(superAdmin.userId, 'superAdmin' satisfies Role);
  return { admin, primaryAgent, agent, superAdmin };
}
