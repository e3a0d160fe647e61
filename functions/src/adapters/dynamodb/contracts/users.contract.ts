import { beforeEach, describe, expect, it } from 'vitest';
import type {
  OrganizationRecord,
  OrganizationRepository,
  PaymentsInfoRecord,
  UserRecord,
  UserRepository,
} from '../../../ports/index.js';
import { UNUSABLE_PASSWORD_HASH } from '../../../use-cases/users/password-state.js';

const T0 = '2026-01-10T10:00:00.000Z';
const T1 = '2026-01-10T11:00:00.000Z';

const agent = (id: string, email: string, extra: Partial<UserRecord> = {}): UserRecord => ({
  id,
  email,
  role: 'agent',
  passwordHash: `hash-${id}`,
  createdAt: T0,
  updatedAt: T0,
  profile: { firstName: 'Ann', lastName: 'Agent' },
  permissions: [{ platform: 'DEFAULT', canQuote: true, canBind: false }],
  organizationId: 'o1',
  ...extra,
});

const client = (
  id: string,
  email: string,
  firstName: string,
  lastName: string,
  extra: Partial<UserRecord> = {},
) =>
  agent(id, email, {
    role: 'client',
    passwordHash: UNUSABLE_PASSWORD_HASH,
    profile: { firstName, lastName },
    permissions: [],
    agentId: 'a1',
    ...extra,
  });

const org = (id: string, name = 'Harbor Risk'): OrganizationRecord => ({
  id,
  name,
  isOnboarded: false,
  permissions: { canBind: false },
  createdAt: T0,
  updatedAt: T0,
});

const payout = (updatedAt: string, extra: Partial<PaymentsInfoRecord> = {}): PaymentsInfoRecord => ({
  accountNumberCiphertext: `cipher-account-${updatedAt}`,
  routingNumberCiphertext: `cipher-routing-${updatedAt}`,
  maskedAccountNumber: '••••6789',
  maskedRoutingNumber: '••••0015',
  accountType: 'CHECKING',
  depositoryName: 'First Harbor Bank',
  paymentMethod: 'ACH',
  updatedAt,
  ...extra,
});

const names = (users: UserRecord[]) => users.map((u) => `${u.profile.lastName}, ${u.profile.firstName}`);
const ids = (users: UserRecord[]) => users.map((u) => u.id).sort();

/** A UserRepository and the OrganizationRepository its confirmations write to (one store). */
export interface UserStore {
  users: UserRepository;
  organizations: OrganizationRepository;
}

/** What sign-up, login, confirmation, profile edits and the client lists rely on. */
export function describeUserRepositoryContract(
  name: string,
  makeStore: () => Promise<UserStore> | UserStore,
) {
  describe(`UserRepository contract: ${name}`, () => {
    let users: UserRepository;
    let organizations: OrganizationRepository;
    beforeEach(async () => {
      ({ users, organizations } = await makeStore());
    });

    describe('creating and reading', () => {
      it('answers undefined for an unknown id or e-mail', async () => {
        expect(await users.get('nope')).toBeUndefined();
        expect(await users.getByEmail('nobody@example.com')).toBeUndefined();
        expect(await users.getClientByEmail('org:o1', 'nobody@example.com')).toBeUndefined();
      });

      it('reads many users at once, in the order asked, leaving out the unknown', async () => {
        await users.create(agent('a1', 'ann@example.com'));
        await users.create(agent('a2', 'bo@example.com'));
        expect((await users.getMany(['a2', 'nope', 'a1'])).map((u) => u.id)).toEqual(['a2', 'a1']);
        expect(await users.getMany([])).toEqual([]);
      });

      it("reads a user with their own organisation at once, never another's", async () => {
        await organizations.put(org('o1'));
        await organizations.put(org('o2', 'Other Agency'));
        await users.create(agent('a1', 'ann@example.com'));
        await users.create(agent('a2', 'bo@example.com', { organizationId: undefined }));

        const both = await users.getWithOrganization('a1', 'o1');
        expect(both.user).toEqual(await users.get('a1'));
        expect(both.organization).toEqual(await organizations.get('o1'));
        // A stale or wrong hint: the user, without the organisation they do not belong to.
        expect(await users.getWithOrganization('a1', 'o2')).toEqual({ user: await users.get('a1') });
        expect(await users.getWithOrganization('a2', 'o1')).toEqual({ user: await users.get('a2') });
        expect(await users.getWithOrganization('a1', undefined)).toEqual({ user: await users.get('a1') });
        expect(await users.getWithOrganization('a1', 'gone')).toEqual({ user: await users.get('a1') });
        expect(await users.getWithOrganization('nope', 'o1')).toEqual({});
      });

      it('creates a user found by id and, in any case, by e-mail', async () => {
        const ann = agent('a1', 'ann@example.com', { pendingOrganization: { id: 'o1', name: 'Harbor' } });
        expect(await users.create(ann)).toBe(true);
        expect(await users.get('a1')).toEqual(ann);
        expect(await users.getByEmail('ANN@Example.com')).toEqual(ann);
      });

      it('refuses a taken login e-mail (any case), writing nothing', async () => {
        await users.create(agent('a1', 'ann@example.com'));
        expect(await users.create(agent('a2', 'Ann@Example.com'))).toBe(false);
        expect(await users.get('a2')).toBeUndefined();
        expect((await users.getByEmail('ann@example.com'))!.id).toBe('a1');
        expect(await users.listMembers('o1')).toHaveLength(1);
      });

      it('refuses a second user with the same id', async () => {
        await users.create(agent('a1', 'ann@example.com'));
        await expect(users.create(agent('a1', 'other@example.com'))).rejects.toThrow();
        expect((await users.get('a1'))!.email).toBe('ann@example.com');
      });

      it("claims a client's e-mail inside its agency only", async () => {
        const dana = client('c1', 'dana@example.com', 'Dana', 'Reyes');
        expect(await users.create(dana)).toBe(true);
        expect(await users.getByEmail('dana@example.com')).toBeUndefined();
        expect(await users.getClientByEmail('org:o1', 'DANA@example.com')).toEqual(dana);
        expect(await users.getClientByEmail('org:o2', 'dana@example.com')).toBeUndefined();
        expect(await users.create(client('c2', 'dana@example.com', 'D', 'R'))).toBe(false);
        expect(await users.create(client('c3', 'dana@example.com', 'D', 'R', { organizationId: 'o2' }))).toBe(
          true,
        );
        expect(await users.create(agent('a9', 'dana@example.com', { organizationId: 'o2' }))).toBe(true);
        expect((await users.getByEmail('dana@example.com'))!.id).toBe('a9');
      });

      it('scopes a client of an agent without an organisation to that agent', async () => {
        const solo = client('c1', 'dana@example.com', 'Dana', 'Reyes', {
          organizationId: undefined,
          agentId: 'a7',
        });
        expect(await users.create(solo)).toBe(true);
        expect((await users.getClientByEmail('agent:a7', 'dana@example.com'))!.id).toBe('c1');
        expect(await users.create({ ...solo, id: 'c2' })).toBe(false);
      });

      it('writes an unclaimed sign-up that is readable by id but holds no e-mail and is no member', async () => {
        await users.create(agent('a1', 'ann@example.com', { organizationId: 'o1' }));
        const again = agent('a2', 'ann@example.com', {
          organizationId: 'o2',
          pendingOrganization: { id: 'o2', name: 'Again' },
        });
        await users.createUnclaimed(again, T1);
        expect(await users.get('a2')).toEqual(again);
        expect((await users.getByEmail('ann@example.com'))!.id).toBe('a1');
        expect(await users.listMembers('o2')).toEqual([]);
        await expect(users.createUnclaimed(again, T1)).rejects.toThrow();
      });
    });

    describe('updating', () => {
      it('sets and clears profile fields, keeping the others, and answers the user', async () => {
        await users.create(
          agent('a1', 'ann@example.com', { profile: { firstName: 'Ann', lastName: 'Agent', city: 'Rye' } }),
        );
        const updated = await users.updateProfile(
          'a1',
          { firstName: 'Anne', city: undefined, phone: '555' },
          T1,
        );
        expect(updated.profile).toEqual({ firstName: 'Anne', lastName: 'Agent', phone: '555' });
        expect(updated.updatedAt).toBe(T1);
        expect(await users.get('a1')).toEqual(updated);
      });

      it('refuses to update an unknown user, creating nothing', async () => {
        await expect(users.updateProfile('nope', { firstName: 'X' }, T1)).rejects.toThrow();
        expect(await users.get('nope')).toBeUndefined();
      });

      it('confirms once, creating the pending organisation; a repeat keeps the first confirmation', async () => {
        await users.create(
          agent('a1', 'ann@example.com', { pendingOrganization: { id: 'o1', name: 'Harbor' } }),
        );
        const confirmed = await users.setConfirmed('a1', T1, org('o1', 'Harbor'));
        expect(confirmed.confirmedAt).toBe(T1);
        expect(confirmed.pendingOrganization).toBeUndefined();
        expect(await organizations.get('o1')).toEqual(org('o1', 'Harbor'));
        const again = await users.setConfirmed('a1', '2026-01-11T00:00:00.000Z', org('o1', 'Renamed'));
        expect(again.confirmedAt).toBe(T1);
        expect((await organizations.get('o1'))!.name).toBe('Harbor');
      });

      it('refuses to confirm an unknown user', async () => {
        await expect(users.setConfirmed('nope', T1)).rejects.toThrow();
        expect(await users.get('nope')).toBeUndefined();
      });

      it('stores a new password hash and stamps when credentials changed', async () => {
        await users.create(agent('a1', 'ann@example.com'));
        await users.setPasswordHash('a1', 'new-hash', T1);
        const user = (await users.get('a1'))!;
        expect([user.passwordHash, user.credentialsChangedAt, user.updatedAt]).toEqual(['new-hash', T1, T1]);
      });

      it('upgrades a hash only while it is still the one read', async () => {
        await users.create(agent('a1', 'ann@example.com'));
        expect(await users.upgradePasswordHash('a1', 'stale', 'stronger')).toBe(false);
        expect(await users.upgradePasswordHash('a1', 'hash-a1', 'stronger')).toBe(true);
        const user = (await users.get('a1'))!;
        expect([user.passwordHash, user.credentialsChangedAt]).toEqual(['stronger', undefined]);
        expect(await users.upgradePasswordHash('nope', 'x', 'y')).toBe(false);
        expect(await users.get('nope')).toBeUndefined();
      });
    });

    describe('listing', () => {
      it("lists an agent's and an organisation's clients by last then first name, case- and accent-insensitive", async () => {
        await users.create(client('c1', 'c1@example.com', 'zoe', 'van Dyke'));
        await users.create(client('c2', 'c2@example.com', 'Émile', 'Van'));
        await users.create(client('c3', 'c3@example.com', 'Adam', 'Ávila', { agentId: 'a2' }));
        await users.create(client('c4', 'c4@example.com', 'bea', 'avila'));
        await users.create(
          client('c5', 'c5@example.com', 'Other', 'Org', { organizationId: 'o2', agentId: 'a3' }),
        );
        await users.create(agent('a1', 'ann@example.com'));
        expect(names(await users.listClients({ agentId: 'a1' }))).toEqual([
          'avila, bea',
          'Van, Émile',
          'van Dyke, zoe',
        ]);
        expect(names(await users.listClients({ organizationId: 'o1' }))).toEqual([
          'Ávila, Adam',
          'avila, bea',
          'Van, Émile',
          'van Dyke, zoe',
        ]);
        expect(await users.listClients({ agentId: 'nobody' })).toEqual([]);
      });

      it('moves a renamed client to its new place in the lists', async () => {
        await users.create(client('c1', 'c1@example.com', 'Ann', 'Adams'));
        await users.create(client('c2', 'c2@example.com', 'Bob', 'Brown'));
        await users.updateProfile('c1', { lastName: 'Young' }, T1);
        expect(ids(await users.listClients({ agentId: 'a1' }))).toEqual(['c1', 'c2']);
        expect(names(await users.listClients({ organizationId: 'o1' }))).toEqual([
          'Brown, Bob',
          'Young, Ann',
        ]);
      });

      it('lists the members of an organisation, not its clients nor other organisations', async () => {
        await users.create(agent('a1', 'a1@example.com'));
        await users.create(agent('a2', 'a2@example.com', { role: 'primaryAgent' }));
        await users.create(agent('a3', 'a3@example.com', { organizationId: 'o2' }));
        await users.create(agent('a4', 'a4@example.com', { organizationId: undefined }));
        await users.create(client('c1', 'c1@example.com', 'Dana', 'Reyes'));
        expect(ids(await users.listMembers('o1'))).toEqual(['a1', 'a2']);
        expect(await users.listMembers('o9')).toEqual([]);
      });
    });

    describe('changing e-mail', () => {
      it('moves the login claim: the new e-mail finds the user, the old one is free again', async () => {
        await users.create(agent('a1', 'ann@example.com'));
        expect(await users.changeEmail('a1', 'ann@example.com', 'Ann.New@Example.com', T1)).toBe(true);
        const user = (await users.get('a1'))!;
        expect([user.email, user.updatedAt]).toEqual(['ann.new@example.com', T1]);
        // Links sent before the change die with it (issue 26).
        expect(user.emailChangedAt).toBe(T1);
        expect((await users.getByEmail('ann.new@example.com'))!.id).toBe('a1');
        expect(await users.getByEmail('ann@example.com')).toBeUndefined();
        expect(await users.create(agent('a2', 'ann@example.com'))).toBe(true);
      });

      it('refuses an e-mail taken by another account, changing nothing', async () => {
        await users.create(agent('a1', 'ann@example.com'));
        await users.create(agent('a2', 'bob@example.com'));
        expect(await users.changeEmail('a1', 'ann@example.com', 'BOB@example.com', T1)).toBe(false);
        expect((await users.get('a1'))!.email).toBe('ann@example.com');
        expect((await users.getByEmail('ann@example.com'))!.id).toBe('a1');
        expect((await users.getByEmail('bob@example.com'))!.id).toBe('a2');
      });

      it("moves a client's claim inside its agency only", async () => {
        await users.create(client('c1', 'dana@example.com', 'Dana', 'Reyes'));
        await users.create(client('c2', 'eve@example.com', 'Eve', 'Stone'));
        await users.create(agent('a5', 'free@example.com'));
        expect(await users.changeEmail('c1', 'dana@example.com', 'eve@example.com', T1)).toBe(false);
        expect(await users.changeEmail('c1', 'dana@example.com', 'free@example.com', T1)).toBe(true);
        expect((await users.getClientByEmail('org:o1', 'free@example.com'))!.id).toBe('c1');
        expect(await users.getClientByEmail('org:o1', 'dana@example.com')).toBeUndefined();
        expect((await users.getByEmail('free@example.com'))!.id).toBe('a5');
      });

      it("finds a client's records in every agency by e-mail, and follows a change of e-mail", async () => {
        await users.create(client('c1', 'dana@example.com', 'Dana', 'Reyes'));
        await users.create(client('c3', 'dana@example.com', 'Dana', 'Reyes', { organizationId: 'o2' }));
        await users.create(client('c2', 'eve@example.com', 'Eve', 'Stone'));
        await users.create(agent('a9', 'dana@example.com', { organizationId: 'o3' }));
        const ids = async (email: string) => (await users.listClientsByEmail(email)).map((u) => u.id).sort();
        expect(await ids('DANA@example.com')).toEqual(['c1', 'c3']);
        expect(await ids('nobody@example.com')).toEqual([]);
        expect(await users.changeEmail('c1', 'dana@example.com', 'dana.new@example.com', T1)).toBe(true);
        expect(await ids('dana@example.com')).toEqual(['c3']);
        expect(await ids('dana.new@example.com')).toEqual(['c1']);
      });

      it('is safe to repeat, and to change only the case', async () => {
        await users.create(agent('a1', 'ann@example.com'));
        expect(await users.changeEmail('a1', 'ann@example.com', 'new@example.com', T1)).toBe(true);
        expect(await users.changeEmail('a1', 'ann@example.com', 'new@example.com', T1)).toBe(true);
        expect(await users.changeEmail('a1', 'new@example.com', 'NEW@example.com', T1)).toBe(true);
        expect((await users.getByEmail('new@example.com'))!.id).toBe('a1');
      });

      it('answers false for an unknown user, claiming nothing', async () => {
        expect(await users.changeEmail('nope', 'x@example.com', 'y@example.com', T1)).toBe(false);
        expect(await users.create(agent('a1', 'y@example.com'))).toBe(true);
      });
    });

    describe('payout information', () => {
      it('sets the first one (none stored), keeping the rest of the user, and answers the user', async () => {
        await users.create(agent('a1', 'ann@example.com'));
        const updated = await users.setPaymentsInfo('a1', payout(T1), undefined);
        expect(updated).toMatchObject({ id: 'a1', updatedAt: T1, profile: { firstName: 'Ann' } });
        expect(updated!.finance).toEqual({ paymentsInfo: payout(T1) });
        expect((await users.get('a1'))!.finance).toEqual({ paymentsInfo: payout(T1) });
      });

      it('replaces it only while the stored one is the one read', async () => {
        await users.create(agent('a1', 'ann@example.com', { finance: { isInvestor: true } }));
        await users.setPaymentsInfo('a1', payout(T0), undefined);
        // A second "first" save, and a save from a stale read, lose.
        expect(await users.setPaymentsInfo('a1', payout(T1), undefined)).toBeUndefined();
        expect(await users.setPaymentsInfo('a1', payout(T1), '2020-01-01T00:00:00.000Z')).toBeUndefined();
        const next = payout(T1, { depositoryName: 'Second Bank', namesOnTheAccount: 'Ann Agent' });
        expect((await users.setPaymentsInfo('a1', next, T0))!.finance).toEqual({
          isInvestor: true,
          paymentsInfo: next,
        });
        expect((await users.get('a1'))!.finance!.paymentsInfo).toEqual(next);
      });

      it('answers undefined for an unknown user, creating nothing', async () => {
        expect(await users.setPaymentsInfo('nope', payout(T1), undefined)).toBeUndefined();
        expect(await users.get('nope')).toBeUndefined();
      });
    });

    describe('designateRole (onboarding)', () => {
      it('gives a member of the organisation the role while their role is one of those expected', async () => {
        await users.create(agent('a1', 'ann@example.com'));
        const designated = await users.designateRole(
          'a1',
          'o1',
          ['agent', 'primaryAgent'],
          'primaryAgent',
          T1,
        );
        expect(designated).toMatchObject({ id: 'a1', role: 'primaryAgent', updatedAt: T1 });
        expect((await users.get('a1'))?.role).toBe('primaryAgent');
      });

      it('answers undefined, changing nothing, for another organisation, another role or nobody', async () => {
        await users.create(agent('a1', 'ann@example.com'));
        await users.create(agent('m1', 'max@example.com', { role: 'admin' }));
        expect(await users.designateRole('a1', 'o2', ['agent'], 'primaryAgent', T1)).toBeUndefined();
        expect(
          await users.designateRole('m1', 'o1', ['agent', 'primaryAgent'], 'primaryAgent', T1),
        ).toBeUndefined();
        expect(await users.designateRole('nope', 'o1', ['agent'], 'primaryAgent', T1)).toBeUndefined();
        expect(await users.get('a1')).toMatchObject({ role: 'agent', updatedAt: T0 });
        expect(await users.get('m1')).toMatchObject({ role: 'admin', updatedAt: T0 });
      });
    });

    describe('team members', () => {
      const invited = (id: string, email: string, extra: Partial<UserRecord> = {}) =>
        agent(id, email, {
          passwordHash: UNUSABLE_PASSWORD_HASH,
          invitation: { tokenHash: 'h1', invitedBy: 'm1', invitedAt: T0, expiresAt: T1 },
          ...extra,
        });

      it('an invited member (no password) claims its e-mail and is listed', async () => {
        expect(await users.create(invited('i1', 'ivy@example.com'))).toBe(true);
        expect((await users.getByEmail('ivy@example.com'))!.id).toBe('i1');
        expect(await users.create(agent('a2', 'ivy@example.com'))).toBe(false);
        expect(ids(await users.listMembers('o1'))).toEqual(['i1']);
      });

      it('a sign-up takes over the address of an invitation that expired or was withdrawn, no other', async () => {
        const signUp = (id: string, email: string, createdAt: string) =>
          agent(id, email, { createdAt, updatedAt: createdAt, organizationId: 'o2' });
        // Expired (its expiry has come by the sign-up's time): the sign-up owns the address now.
        await users.create(invited('i1', 'ivy@example.com'));
        expect(await users.create(signUp('s1', 'ivy@example.com', T1))).toBe(true);
        expect((await users.getByEmail('ivy@example.com'))!.id).toBe('s1');
        // Withdrawn (the invitee was disabled) while still within its time.
        await users.create(invited('i2', 'max@example.com', { disabledAt: T0 }));
        expect(await users.create(signUp('s2', 'max@example.com', T0))).toBe(true);
        expect((await users.getByEmail('max@example.com'))!.id).toBe('s2');
        // A live invitation, and an account with a password, keep theirs.
        await users.create(invited('i3', 'lee@example.com'));
        expect(await users.create(signUp('s3', 'lee@example.com', T0))).toBe(false);
        expect(await users.create(signUp('s4', 'ivy@example.com', T1))).toBe(false);
        expect((await users.getByEmail('lee@example.com'))!.id).toBe('i3');
        expect(await users.get('s3')).toBeUndefined();
      });

      it('updates a member only as read: updatedAt, role, invitation token, disabled state', async () => {
        await users.create(invited('i1', 'ivy@example.com'));
        const read = (await users.get('i1'))!;
        const accepted = await users.updateMember(read, {
          updatedAt: T1,
          passwordHash: 'real-hash',
          confirmedAt: T1,
          joinedAt: T1,
          invitation: null,
          legal: { stateLicenseNumber: 'L1', stateLicenseState: 'FL' },
        });
        expect(accepted).toMatchObject({ passwordHash: 'real-hash', confirmedAt: T1, joinedAt: T1 });
        expect(accepted!.invitation).toBeUndefined();
        expect(await users.get('i1')).toEqual(accepted);
        // The second accept read the invitation that is gone now: it changes nothing.
        expect(await users.updateMember(read, { updatedAt: T1, passwordHash: 'other' })).toBeUndefined();
        expect((await users.get('i1'))!.passwordHash).toBe('real-hash');
        // The claim stays with the member once it has a password.
        expect((await users.getByEmail('ivy@example.com'))!.id).toBe('i1');
      });

      it('refuses a stale read of the role, the disabled state or updatedAt', async () => {
        await users.create(agent('a1', 'ann@example.com'));
        const read = (await users.get('a1'))!;
        const disabled = await users.updateMember(read, { updatedAt: T1, disabledAt: T1 });
        expect(disabled!.disabledAt).toBe(T1);
        expect(await users.updateMember(read, { updatedAt: T1, role: 'admin' })).toBeUndefined();
        const enabled = await users.updateMember(disabled!, {
          updatedAt: T1,
          disabledAt: null,
          role: 'admin',
        });
        expect(enabled!.disabledAt).toBeUndefined();
        expect(enabled!.role).toBe('admin');
        expect(await users.updateMember(disabled!, { updatedAt: T1, disabledAt: null })).toBeUndefined();
        expect(await users.updateMember({ ...read, id: 'nope' }, { updatedAt: T1 })).toBeUndefined();
        expect(await users.get('nope')).toBeUndefined();
      });

      it('a resend replaces the token only while the read one is current', async () => {
        await users.create(invited('i1', 'ivy@example.com'));
        const read = (await users.get('i1'))!;
        const next = { ...read.invitation!, tokenHash: 'h2', expiresAt: '2026-01-20T10:00:00.000Z' };
        expect((await users.updateMember(read, { updatedAt: T1, invitation: next }))!.invitation).toEqual(
          next,
        );
        expect(
          await users.updateMember({ ...read, updatedAt: T1 }, { updatedAt: T1, invitation: null }),
        ).toBeUndefined();
      });
    });
  });
}
