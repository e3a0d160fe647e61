import {
  RATE_LIMITS,
  TEAM_INVITATION_SECONDS,
  TEAM_INVITE_HAS_ACCOUNT_MESSAGE,
  TEAM_INVITE_SELF_MESSAGE,
  teamInvitationMessages,
} from '@almanac/core';
import { describe, expect, it } from 'vitest';
import { login } from '../auth/login.js';
import { DAY } from '../testing/in-memory-ports.js';
import { acceptTeamInvitation, getTeamInvitation } from './team-invitation.js';
import { inviteTeamMember } from './invite-team-member.js';
import { resendTeamInvitation } from './resend-team-invitation.js';
import {
  expectCode,
  inviteInput,
  managers,
  nonManagers,
  ORG,
  PASSWORD,
  people,
  useTeamWorld,
} from './team-test-world.js';

const { world, as, invite, invitationToken } = useTeamWorld();

const accept = (token: string, extra: Record<string, unknown> = {}, ip = '10.0.0.1') =>
  acceptTeamInvitation(
    world().ports,
    {
      input: {
        token,
        password: PASSWORD,
        firstName: 'Riley',
        lastName: 'Stone',
        stateLicenseNumber: 'FL-1234',
        state: 'fl',
        ...extra,
      },
    },
    ip,
  );

describe('inviteLpcOrgAgent', () => {
  it.each(managers)(
    'a %s invites: the member is written, claims the address and gets the link',
    async (who) => {
      const { member, token, email } = await invite({}, who);
      expect(member).toMatchObject({
        email: 'riley@example.com',
        role: 'agent',
        organizationId: ORG,
        profile: { firstName: 'Riley', lastName: 'Stone', companyName: 'Harbor & Field' },
        legal: { stateLicenseNumber: 'FL-1234' },
        permissions: [{ platform: 'DEFAULT', canQuote: true, canBind: false }],
        invitation: { invitedBy: people[who].id, invitedAt: world().clock.now().toISOString() },
      });
      expect(member.confirmedAt).toBeUndefined();
      expect(member.invitation!.tokenHash).toBe(world().ports.digest(token));
      expect(member.invitation!.expiresAt).toBe(
        new Date(world().clock.now().getTime() + TEAM_INVITATION_SECONDS * 1000).toISOString(),
      );
      expect((await world().ports.users.getByEmail(email))!.id).toBe(member.id);
      const mail = world().mail.last(email);
      expect(mail.subject).toBe('You are invited to join Harbor & Field on Almanac');
      expect(mail.meta?.links?.[0]).toBe(
        `https://almanac.test/agent-sign-up?token=${encodeURIComponent(token)}`,
      );
      // The token is stored only as its hash.
      expect(JSON.stringify([...world().store.users.byId.values()])).not.toContain(token);
    },
  );

  it.each(nonManagers)('a %s may not invite', async (who) => {
    await expectCode(inviteTeamMember(world().ports, as(who), inviteInput()), 'INVALID_PERMISSIONS');
    expect(world().mail.sent).toEqual([]);
  });

  it('validates with core: the license for sellers, a phone for admins, the account type', async () => {
    await expectCode(
      inviteTeamMember(world().ports, as('admin'), inviteInput({ stateLicenseNumber: '' })),
      'VALIDATION_ERROR',
      'State License Number is required',
    );
    await expectCode(
      inviteTeamMember(world().ports, as('admin'), inviteInput({ orgContactType: 'admin' })),
      'VALIDATION_ERROR',
      'phone is required',
    );
    await expectCode(
      inviteTeamMember(world().ports, as('admin'), inviteInput({ orgContactType: 'superAdmin' })),
      'VALIDATION_ERROR',
      'Select account type',
    );
    await expectCode(
      inviteTeamMember(world().ports, as('admin'), inviteInput({ email: 'nope' })),
      'VALIDATION_ERROR',
      'Email must be a valid email address',
    );
  });

  it('an invited admin keeps the phone and no license; admins cannot quote', async () => {
    const { member } = await invite({ orgContactType: 'admin', phoneNumber: '8135550100' });
    expect(member).toMatchObject({
      role: 'admin',
      profile: { phone: '(813) 555-0100' },
      invitation: { phone: '(813) 555-0100' },
      permissions: [{ platform: 'DEFAULT', canQuote: false, canBind: false }],
    });
    expect(member.legal).toBeUndefined();
  });

  it('ORGANIZATION_CONTACT_ALREADY_INVITED for an address invited or a member already', async () => {
    await invite();
    await expectCode(
      inviteTeamMember(world().ports, as('primary'), inviteInput({ email: 'RILEY@example.com' })),
      'ORGANIZATION_CONTACT_ALREADY_INVITED',
      'User already invited.',
    );
    await expectCode(
      inviteTeamMember(world().ports, as('admin'), inviteInput({ email: people.agent.email })),
      'ORGANIZATION_CONTACT_ALREADY_INVITED',
    );
    expect(world().mail.to('riley@example.com')).toHaveLength(1);
  });

  it('inviting yourself says it is you, and writes and sends nothing', async () => {
    await expectCode(
      inviteTeamMember(world().ports, as('admin'), inviteInput({ email: people.admin.email.toUpperCase() })),
      'ORGANIZATION_CONTACT_ALREADY_INVITED',
      TEAM_INVITE_SELF_MESSAGE,
    );
    expect(world().mail.sent).toEqual([]);
  });

  it('an address with another account is refused before anything is written; its owner gets a note, never a link', async () => {
    const owner = people.otherAdmin.email;
    const before = (await world().ports.users.listMembers(ORG)).length;
    await expectCode(
      inviteTeamMember(world().ports, as('admin'), inviteInput({ email: owner })),
      'ORGANIZATION_CONTACT_ALREADY_INVITED',
      TEAM_INVITE_HAS_ACCOUNT_MESSAGE,
    );
    // No Invited row is left on the team: nothing was written.
    const members = await world().ports.users.listMembers(ORG);
    expect(members).toHaveLength(before);
    expect(members.some((u) => u.email === owner)).toBe(false);
    const mails = world().mail.to(owner);
    expect(mails.map((m) => m.meta?.kind)).toEqual(['team-invitation-account-exists']);
    expect(mails[0]!.text).not.toContain('agent-sign-up');
    expect((await world().ports.users.getByEmail(owner))!.id).toBe(people.otherAdmin.id);
  });

  it('is rate-limited per inviter and per recipient (TOO_MANY_REQUESTS)', async () => {
    const perRecipient = RATE_LIMITS.teamInviteMailPerRecipient.limit;
    const { member } = await invite();
    for (let i = 1; i < perRecipient; i++)
      await resendTeamInvitation(world().ports, as('admin'), { user: member.id });
    await expectCode(
      resendTeamInvitation(world().ports, as('admin'), { user: member.id }),
      'TOO_MANY_REQUESTS',
    );

    // The admin has sent 1 + (limit - 1) and tried one more: each counted against the inviter.
    const perInviter = RATE_LIMITS.teamInvitesPerInviter.limit;
    for (let i = 0; i < perInviter - perRecipient - 1; i++)
      await inviteTeamMember(world().ports, as('admin'), inviteInput({ email: `p${i}@example.com` }));
    await expectCode(
      inviteTeamMember(world().ports, as('admin'), inviteInput({ email: 'late@example.com' })),
      'TOO_MANY_REQUESTS',
    );
    expect(world().mail.to('late@example.com')).toEqual([]);
  });
});

describe('getTeamInvitation and acceptTeamInvitation', () => {
  it('shows what /agent-sign-up prefills', async () => {
    const { token, member } = await invite();
    expect(await getTeamInvitation(world().ports, { token })).toEqual({
      email: 'riley@example.com',
      firstName: 'Riley',
      lastName: 'Stone',
      role: 'agent',
      organizationName: 'Harbor & Field',
      stateLicenseNumber: 'FL-1234',
      phone: null,
      expiresAt: member.invitation!.expiresAt,
    });
  });

  it('accepting makes a confirmed, signed-in member with the invited role; the link is single use', async () => {
    const { token, member } = await invite({ orgContactType: 'primaryAgent' });
    world().clock.advance(DAY);
    const auth = await accept(token, { phone: '8135550111' });
    expect(auth.user).toMatchObject({
      _id: member.id,
      role: 'primaryAgent',
      confirmedAt: world().clock.now().toISOString(),
      profile: { firstName: 'Riley', lastName: 'Stone', phone: '8135550111', state: 'FL' },
      legal: { stateLicenseNumber: 'FL-1234', stateLicenseState: 'FL' },
      organization: { _id: ORG },
      canQuote: true,
      canBind: true,
    });
    const stored = world().store.users.byId.get(member.id)!;
    expect(stored.invitation).toBeUndefined();
    expect(stored.joinedAt).toBe(world().clock.now().toISOString());
    expect(auth.token).toMatch(/^alm_/);
    await expectCode(accept(token), 'INVALID_TOKEN', teamInvitationMessages.invalid);
    await expectCode(getTeamInvitation(world().ports, { token }), 'INVALID_TOKEN');
    // The password works at login.
    expect((await login(world().ports, { email: 'riley@example.com', password: PASSWORD })).user._id).toBe(
      member.id,
    );
  });

  it('of parallel accepts exactly one wins', async () => {
    const { token } = await invite();
    const results = await Promise.allSettled([accept(token), accept(token), accept(token)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('an expired invitation: TOKEN_EXPIRED with core’s text; a resend works again', async () => {
    const { token, member } = await invite();
    world().clock.advanceSeconds(TEAM_INVITATION_SECONDS);
    await expectCode(
      getTeamInvitation(world().ports, { token }),
      'TOKEN_EXPIRED',
      teamInvitationMessages.expired,
    );
    await expectCode(accept(token), 'TOKEN_EXPIRED', teamInvitationMessages.expired);
    await resendTeamInvitation(world().ports, as('admin'), { user: member.id });
    await expect(accept(invitationToken('riley@example.com'))).resolves.toMatchObject({
      user: { _id: member.id },
    });
  });

  it('an invitation dies with its sender’s standing: disabled, demoted or moved away, it admits nobody', async () => {
    const stored = () => world().store.users.byId.get(people.admin.id)!;
    for (const change of [
      { disabledAt: world().clock.now().toISOString() },
      { role: 'agent' as const },
      { organizationId: 'elsewhere' },
    ]) {
      const { token } = await invite({ email: `riley+${Object.keys(change)[0]}@example.com` });
      const before = { ...stored() };
      Object.assign(stored(), change);
      await expectCode(getTeamInvitation(world().ports, { token }), 'INVALID_TOKEN');
      await expectCode(accept(token), 'INVALID_TOKEN', teamInvitationMessages.invalid);
      world().store.users.byId.set(people.admin.id, before);
      // Back in standing, the same link works.
      await expect(accept(token)).resolves.toMatchObject({ user: { role: 'agent' } });
    }
  });

  it('a resend invalidates the old link', async () => {
    const { token, member } = await invite();
    const resent = await resendTeamInvitation(world().ports, as('primary'), { user: member.id });
    expect(resent).toMatchObject({ _id: member.id, status: 'Invited' });
    const fresh = invitationToken('riley@example.com');
    expect(fresh).not.toBe(token);
    await expectCode(getTeamInvitation(world().ports, { token }), 'INVALID_TOKEN');
    await expectCode(accept(token), 'INVALID_TOKEN');
    await expect(accept(fresh)).resolves.toBeTruthy();
  });

  it('checks the invited role’s fields and the password rules', async () => {
    const { token } = await invite();
    await expectCode(
      accept(token, { stateLicenseNumber: '' }),
      'VALIDATION_ERROR',
      'State License Number is required',
    );
    await expectCode(accept(token, { state: 'ZZ' }), 'VALIDATION_ERROR', 'state is required');
    await expectCode(
      accept(token, { password: 'short' }),
      'VALIDATION_ERROR',
      'password requires minimum 8 characters',
    );
    const admin = await invite({
      email: 'ada@example.com',
      orgContactType: 'admin',
      phoneNumber: '8135550100',
    });
    const auth = await accept(admin.token, { stateLicenseNumber: undefined, state: undefined });
    expect(auth.user).toMatchObject({ role: 'admin', canQuote: false, profile: { phone: '(813) 555-0100' } });
    expect(auth.user.legal).toBeNull();
  });

  it('unknown and other-type tokens are INVALID_TOKEN', async () => {
    await expectCode(getTeamInvitation(world().ports, { token: 'nope' }), 'INVALID_TOKEN');
    const w = world();
    await w.store.oneTimeTokens.put({
      tokenHash: w.ports.digest('reset-token'),
      type: 'RESET',
      userId: people.agent.id,
      createdAt: w.clock.now().toISOString(),
      expiresAt: new Date(w.clock.now().getTime() + DAY).toISOString(),
    });
    await expectCode(getTeamInvitation(w.ports, { token: 'reset-token' }), 'INVALID_TOKEN');
  });

  it('is rate-limited per network address', async () => {
    const { token } = await invite();
    const limit = RATE_LIMITS.teamInvitationLinksPerAddress.limit;
    for (let i = 0; i < limit; i++) await getTeamInvitation(world().ports, { token }, '10.9.9.9');
    await expectCode(getTeamInvitation(world().ports, { token }, '10.9.9.9'), 'TOO_MANY_REQUESTS');
    await expectCode(accept(token, {}, '10.9.9.9'), 'TOO_MANY_REQUESTS');
    await expect(getTeamInvitation(world().ports, { token }, '10.9.9.8')).resolves.toBeTruthy();
  });
});
