import { teamEditMessages, teamStatusReasons, TEAM_INVITATION_SECONDS } from '@almanac/core';
import { describe, expect, it } from 'vitest';
import { authenticateSession } from '../auth/authenticate.js';
import { authorize } from '../auth/authorize.js';
import { login } from '../auth/login.js';
import { startSession } from '../auth/session.js';
import { getOrganizationTeam } from './get-organization-team.js';
import { resendTeamInvitation } from './resend-team-invitation.js';
import { setTeamMemberStatus } from './set-team-member-status.js';
import { acceptTeamInvitation, getTeamInvitation } from './team-invitation.js';
import { expectCode, managers, nonManagers, ORG, PASSWORD, people, useTeamWorld } from './team-test-world.js';

const { world, as, invite } = useTeamWorld();

describe('getOrganizationTeam', () => {
  it.each(['admin', 'primary', 'superAdmin', 'agent'] as const)(
    'a %s reads their organisation’s members and invitations, with statuses',
    async (who) => {
      const { member } = await invite();
      const team = await getOrganizationTeam(world().ports, as(who));
      expect(team.map((m) => m._id).sort()).toEqual(['admin', 'primary', 'super', 'agent', member.id].sort());
      expect(team.find((m) => m._id === 'agent')).toMatchObject({ status: 'Active', invitedEmail: null });
      expect(team.find((m) => m._id === member.id)).toMatchObject({
        status: 'Invited',
        invitedEmail: 'riley@example.com',
        invitedFirstName: 'Riley',
        invitedRole: 'agent',
        invitationExpiresAt: member.invitation!.expiresAt,
        user: { email: 'riley@example.com', role: 'agent', organization: { _id: ORG } },
      });
      // Nothing of the other organisation.
      expect(team.some((m) => m._id === people.otherAdmin.id)).toBe(false);
    },
  );

  it.each(['client', 'internal'] as const)('a %s has no team to read', async (who) => {
    await expectCode(getOrganizationTeam(world().ports, as(who)), 'INVALID_PERMISSIONS');
  });

  it('Almanac staff have no team even when their record names an organisation', async () => {
    world().store.users.byId.get('internal')!.organizationId = ORG;
    await expectCode(getOrganizationTeam(world().ports, as('internal')), 'INVALID_PERMISSIONS');
    const team = await getOrganizationTeam(world().ports, as('agent'));
    expect(team.some((m) => m._id === 'internal' || m._id === 'client')).toBe(false);
  });

  it('an expired invitation shows as Error with its reason; a joined member has joinedAt', async () => {
    const { member, token } = await invite();
    const other = await invite({ email: 'sam@example.com' });
    await acceptTeamInvitation(world().ports, {
      input: {
        token: other.token,
        password: PASSWORD,
        firstName: 'Sam',
        lastName: 'O',
        stateLicenseNumber: 'X',
        state: 'TX',
      },
    });
    world().clock.advanceSeconds(TEAM_INVITATION_SECONDS);
    const team = await getOrganizationTeam(world().ports, as('agent'));
    expect(team.find((m) => m._id === member.id)).toMatchObject({
      status: 'Error',
      statusReason: teamStatusReasons.invitationExpired,
    });
    expect(team.find((m) => m._id === other.member.id)).toMatchObject({
      status: 'Active',
      joinedAt: expect.any(String),
      invitedEmail: null,
    });
    expect(token).toBeTruthy();
  });
});

describe('setTeamMemberStatus', () => {
  it.each(managers)(
    'a %s disables a member: no login, sessions revoked, quotes kept; then re-activates',
    async (who) => {
      const w = world();
      const session = await startSession(w.ports, people.agent);
      const disabled = await setTeamMemberStatus(w.ports, as(who), { user: 'agent', status: 'Disabled' });
      expect(disabled).toMatchObject({
        _id: 'agent',
        status: 'Disabled',
        user: { disabledAt: expect.any(String) },
      });
      expect(await authenticateSession(w.ports, `Bearer ${session.token}`)).toBeNull();
      await expectCode(authorize(w.ports, { token: session.token }), 'UNAUTHORIZED');
      await expectCode(startSession(w.ports, w.store.users.byId.get('agent')!), 'ACCOUNT_DISABLED');

      const enabled = await setTeamMemberStatus(w.ports, as(who), { user: 'agent', status: 'Active' });
      expect(enabled.status).toBe('Active');
      expect(w.store.users.byId.get('agent')!.disabledAt).toBeUndefined();
    },
  );

  it('a disabled member with the right password is told ACCOUNT_DISABLED; a wrong password says nothing more', async () => {
    const w = world();
    w.store.users.byId.get('agent')!.passwordHash = await w.ports.hasher.hash(PASSWORD);
    await setTeamMemberStatus(w.ports, as('admin'), { user: 'agent', status: 'Disabled' });
    await expectCode(
      login(w.ports, { email: people.agent.email, password: PASSWORD }),
      'ACCOUNT_DISABLED',
      'Your account has been disabled. Please contact your organization admin.',
    );
    await expectCode(
      login(w.ports, { email: people.agent.email, password: 'wrong password' }),
      'INVALID_EMAIL_OR_PASSWORD',
    );
  });

  it('a session still live when its member was disabled is refused at authorize', async () => {
    const w = world();
    const session = await startSession(w.ports, people.agent);
    w.store.users.byId.get('agent')!.disabledAt = w.clock.now().toISOString();
    await expectCode(authorize(w.ports, { token: session.token }), 'ACCOUNT_DISABLED');
  });

  it('disabling an invited member withdraws the invitation; re-activating needs a resend', async () => {
    const { member, token } = await invite();
    await setTeamMemberStatus(world().ports, as('admin'), { user: member.id, status: 'Disabled' });
    await expectCode(getTeamInvitation(world().ports, { token }), 'INVALID_TOKEN');
    await expectCode(
      resendTeamInvitation(world().ports, as('admin'), { user: member.id }),
      'VALIDATION_ERROR',
      teamEditMessages.disabled,
    );
    const active = await setTeamMemberStatus(world().ports, as('admin'), {
      user: member.id,
      status: 'Active',
    });
    expect(active).toMatchObject({ status: 'Error', statusReason: teamStatusReasons.invitationWithdrawn });
    await expectCode(getTeamInvitation(world().ports, { token }), 'INVALID_TOKEN');
    const resent = await resendTeamInvitation(world().ports, as('admin'), { user: member.id });
    expect(resent.status).toBe('Invited');
  });

  it('refuses non-managers, oneself, other organisations, clients, unknown ids and other statuses', async () => {
    const w = world();
    for (const who of nonManagers)
      await expectCode(
        setTeamMemberStatus(w.ports, as(who), { user: 'primary', status: 'Disabled' }),
        'INVALID_PERMISSIONS',
      );
    await expectCode(
      setTeamMemberStatus(w.ports, as('admin'), { user: 'admin', status: 'Disabled' }),
      'INVALID_PERMISSIONS',
    );
    for (const user of [people.otherAdmin.id, 'client', 'nobody'])
      await expectCode(
        setTeamMemberStatus(w.ports, as('admin'), { user, status: 'Disabled' }),
        'INVALID_PERMISSIONS',
      );
    await expectCode(
      setTeamMemberStatus(w.ports, as('admin'), { user: 'agent', status: 'Invited' }),
      'VALIDATION_ERROR',
      teamEditMessages.status,
    );
    expect(w.store.users.byId.get('primary')!.disabledAt).toBeUndefined();
  });

  it('only a super admin may disable a super admin', async () => {
    await expectCode(
      setTeamMemberStatus(world().ports, as('admin'), { user: 'super', status: 'Disabled' }),
      'INVALID_PERMISSIONS',
    );
    world().store.users.byId.get('primary')!.role = 'superAdmin';
    const done = await setTeamMemberStatus(
      world().ports,
      { ...as('primary'), role: 'superAdmin' },
      {
        user: 'super',
        status: 'Disabled',
      },
    );
    expect(done.status).toBe('Disabled');
  });

  it('resend refuses an accepted member', async () => {
    await expectCode(
      resendTeamInvitation(world().ports, as('admin'), { user: 'agent' }),
      'VALIDATION_ERROR',
      teamEditMessages.notInvited,
    );
  });
});
