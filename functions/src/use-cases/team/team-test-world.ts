/** Shared steps of the team use-case tests, against one in-memory world per test (test-only). */
import { AppError, defaultPermissionsFor, type ErrorCode, type Role } from '@almanac/core';
import { beforeEach, expect } from 'vitest';
import type { OrganizationRecord, UserRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { inMemoryWorld, type InMemoryWorld } from '../testing/in-memory-ports.js';
import { inviteTeamMember } from './invite-team-member.js';

export const TEAM_TEST_NOW = '2026-06-01T12:00:00.000Z';
export const ORG = 'org-1';
export const OTHER_ORG = 'org-2';
export const PASSWORD = 'a good long password';

const org = (id: string, name: string): OrganizationRecord => ({
  id,
  name,
  isOnboarded: true,
  application: { status: 'Approved' },
  permissions: { canBind: true },
  createdAt: TEAM_TEST_NOW,
  updatedAt: TEAM_TEST_NOW,
});

/** A confirmed member of `organizationId` with this role, e-mail {id}@example.com. */
export const member = (id: string, role: Role, extra: Partial<UserRecord> = {}): UserRecord => ({
  id,
  email: `${id}@example.com`,
  role,
  passwordHash: 'x',
  createdAt: TEAM_TEST_NOW,
  updatedAt: TEAM_TEST_NOW,
  confirmedAt: TEAM_TEST_NOW,
  profile: { firstName: 'Avery', lastName: id },
  permissions: defaultPermissionsFor(role),
  organizationId: ORG,
  ...extra,
});

/** The people of every team test: one of each role in org-1, an admin of org-2, a client, operations. */
export const people = {
  admin: member('admin', 'admin'),
  primary: member('primary', 'primaryAgent'),
  superAdmin: member('super', 'superAdmin'),
  agent: member('agent', 'agent'),
  client: member('client', 'client', { agentId: 'agent' }),
  internal: member('internal', 'internal', { organizationId: undefined }),
  otherAdmin: member('other-admin', 'admin', { organizationId: OTHER_ORG }),
};
export type Person = keyof typeof people;
export const managers: Person[] = ['admin', 'primary', 'superAdmin'];
export const nonManagers: Person[] = ['agent', 'client', 'internal'];

export const callerOf = (user: UserRecord): Caller => ({
  userId: user.id,
  role: user.role,
  confirmed: true,
  sessionHash: `session-of-${user.id}`,
});

export const inviteInput = (extra: Record<string, unknown> = {}) => ({
  inputs: {
    email: 'Riley@Example.com',
    firstName: 'Riley',
    lastName: 'Stone',
    orgContactType: 'agent',
    stateLicenseNumber: 'FL-1234',
    ...extra,
  },
});

/** A fresh world with the team's people before each test; `world()` is the current one. */
export function useTeamWorld() {
  let w: InMemoryWorld = inMemoryWorld({ start: TEAM_TEST_NOW });
  beforeEach(async () => {
    w = inMemoryWorld({ start: TEAM_TEST_NOW });
    await w.store.organizations.put(org(ORG, 'Harbor & Field'));
    await w.store.organizations.put(org(OTHER_ORG, 'Prairie Risk'));
    for (const user of Object.values(people)) await w.store.users.create(user);
  });
  const world = () => w;
  const as = (who: Person) => callerOf(people[who]);

  /** The token of the latest invitation link e-mailed to an address. */
  function invitationToken(email: string): string {
    const link = w.mail
      .to(email.toLowerCase())
      .filter((m) => m.meta?.kind === 'team-invitation')
      .at(-1)?.meta?.links?.[0];
    if (!link) throw new Error(`no invitation mailed to ${email}`);
    const token = new URL(link).searchParams.get('token');
    if (!token) throw new Error(`no token in ${link}`);
    return token;
  }

  /** Invite an address as the admin; answers the invited member's record and the link's token. */
  async function invite(extra: Record<string, unknown> = {}, by: Person = 'admin') {
    const input = inviteInput(extra);
    expect(await inviteTeamMember(w.ports, as(by), input)).toBe(true);
    const email = String(input.inputs.email).toLowerCase();
    const record = [...w.store.users.byId.values()].find(
      (u) => u.email === email && u.organizationId === ORG && u.invitation,
    )!;
    return { member: record, token: invitationToken(email), email };
  }

  return { world, as, invite, invitationToken };
}

/** Expect the promise to fail with this catalogue code (and message, when given). */
export async function expectCode(promise: Promise<unknown>, code: ErrorCode, message?: string) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  if (message !== undefined) expect((error as AppError).message).toBe(message);
}
