import { describe, expect, it } from 'vitest';
import { editTeamMemberSchema } from './account-forms.js';
import {
  acceptTeamInvitationFormSchema,
  acceptTeamInvitationSchema,
  defaultPermissionsFor,
  invitedRoleProblems,
  recentlyJoinedCount,
  stateLicenseFolder,
  stateLicenseFolderParts,
  teamBannerText,
  teamInvitationPath,
  teamMemberStatusColors,
  teamMemberStatusOf,
  teamStatusReasons,
  TEAM_INVITATION_SECONDS,
} from './team.js';
import { errorMessages } from '../errors.js';

const now = new Date('2026-06-10T12:00:00.000Z');
const later = '2026-06-11T12:00:00.000Z';
const earlier = '2026-06-09T12:00:00.000Z';

describe('team member status', () => {
  it('Disabled wins over everything; an open invitation is Invited until it expires or is withdrawn', () => {
    expect(teamMemberStatusOf({ confirmedAt: earlier, disabledAt: earlier }, now)).toEqual({
      status: 'Disabled',
    });
    expect(teamMemberStatusOf({ disabledAt: earlier, invitation: { expiresAt: later } }, now).status).toBe(
      'Disabled',
    );
    expect(teamMemberStatusOf({ invitation: { expiresAt: later } }, now)).toEqual({ status: 'Invited' });
    expect(teamMemberStatusOf({ invitation: { expiresAt: now.toISOString() } }, now)).toEqual({
      status: 'Error',
      reason: teamStatusReasons.invitationExpired,
    });
    expect(teamMemberStatusOf({ invitation: { expiresAt: later, withdrawnAt: earlier } }, now)).toEqual({
      status: 'Error',
      reason: teamStatusReasons.invitationWithdrawn,
    });
  });

  it('a confirmed member is Active; an unconfirmed one is Error', () => {
    expect(teamMemberStatusOf({ confirmedAt: earlier }, now)).toEqual({ status: 'Active' });
    expect(teamMemberStatusOf({}, now)).toEqual({ status: 'Error', reason: teamStatusReasons.notConfirmed });
  });

  it('colours: Active green, Invited amber, Disabled grey, Error red', () => {
    expect(teamMemberStatusColors).toEqual({
      Active: 'green',
      Invited: 'amber',
      Disabled: 'grey',
      Error: 'red',
    });
  });
});

describe('the page', () => {
  it('counts members who joined in the last 7 days', () => {
    const day = 24 * 3600 * 1000;
    const at = (days: number) => new Date(now.getTime() - days * day).toISOString();
    expect(
      recentlyJoinedCount(
        [{ joinedAt: at(1) }, { joinedAt: at(6.9) }, { joinedAt: at(7.1) }, { joinedAt: null }, {}],
        now,
      ),
    ).toBe(2);
  });

  it('banners say how many', () => {
    expect(teamBannerText.errors(1)).toMatch(/^1 team member needs/);
    expect(teamBannerText.errors(3)).toMatch(/^3 team members need/);
    expect(teamBannerText.added(1)).toBe('1 team member joined in the last 7 days.');
    expect(teamBannerText.added(4)).toBe('4 team members joined in the last 7 days.');
  });
});

describe('invitations', () => {
  it('last 7 days and link to /agent-sign-up with the token', () => {
    expect(TEAM_INVITATION_SECONDS).toBe(7 * 24 * 3600);
    expect(teamInvitationPath('a b')).toBe('/agent-sign-up?token=a%20b');
  });

  it('admins cannot quote; sellers can; nobody binds by their own permission', () => {
    expect(defaultPermissionsFor('admin')).toEqual([
      { platform: 'DEFAULT', canQuote: false, canBind: false },
    ]);
    expect(defaultPermissionsFor('primaryAgent')).toEqual([
      { platform: 'DEFAULT', canQuote: true, canBind: false },
    ]);
  });

  it('state license folders name the organisation and the member', () => {
    expect(stateLicenseFolder('o1', 'u2')).toBe('lpc-insurance/organizations/o1/licenses/u2');
    expect(stateLicenseFolderParts('lpc-insurance/organizations/o1/licenses/u2')).toEqual({
      organizationId: 'o1',
      userId: 'u2',
    });
    expect(stateLicenseFolderParts('lpc-insurance/organizations/o1/licenses/../u2')).toBeNull();
    expect(stateLicenseFolderParts('lpc-insurance/contracts/c1/diligent-effort')).toBeNull();
  });

  it('the invitee: sellers need a license and its state, admins a phone', () => {
    expect(invitedRoleProblems('agent', {})).toEqual([
      ['stateLicenseNumber', 'State License Number is required'],
      ['state', 'state is required'],
    ]);
    expect(invitedRoleProblems('primaryAgent', { stateLicenseNumber: 'X1', state: 'zz' })).toEqual([
      ['state', 'state is required'],
    ]);
    expect(invitedRoleProblems('agent', { stateLicenseNumber: 'X1', state: 'fl' })).toEqual([]);
    expect(invitedRoleProblems('admin', {})).toEqual([['phone', 'phone is required']]);
    expect(invitedRoleProblems('admin', { phone: '8135550100' })).toEqual([]);
  });

  it('the registration form checks the password rules and the confirmation', () => {
    const form = acceptTeamInvitationFormSchema('admin');
    const result = form.safeParse({
      firstName: 'A',
      lastName: 'B',
      password: 'short',
      confirmPassword: 'other',
      phone: '1',
    });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['password', 'password requires minimum 8 characters'],
      ['confirmPassword', 'passwords must match'],
    ]);
    expect(acceptTeamInvitationSchema.safeParse({ token: '', password: 'long-enough' }).success).toBe(false);
  });

  it('a disabled account has its own message', () => {
    expect(errorMessages.ACCOUNT_DISABLED).toBe(
      'Your account has been disabled. Please contact your organization admin.',
    );
  });
});

describe('edit team member', () => {
  const base = { firstName: 'Sam', lastName: 'Okafor', email: 'sam@example.com' };
  it('sellers need a state and a license number; an admin neither', () => {
    expect(editTeamMemberSchema.safeParse({ ...base, accountType: 'admin' }).success).toBe(true);
    expect(
      editTeamMemberSchema.safeParse({ ...base, accountType: 'admin', state: 'ZZ' }).error?.issues[0]
        ?.message,
    ).toBe('state is required');
    expect(
      editTeamMemberSchema.safeParse({ ...base, accountType: 'agent' }).error?.issues.map((i) => i.path[0]),
    ).toEqual(['state', 'stateLicenseNumber']);
    expect(
      editTeamMemberSchema.safeParse({ ...base, accountType: 'agent', state: 'FL', stateLicenseNumber: 'A1' })
        .success,
    ).toBe(true);
  });
});
