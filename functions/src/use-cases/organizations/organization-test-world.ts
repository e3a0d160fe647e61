/**
 * Tests only: an in-memory world with two agencies and one user of every role (org-1), plus a
 * manager of the other agency (org-2), for the organisation and Documents tests.
 */
import type { AppError } from '@almanac/core';
import type { UserRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { testUser } from '../contracts/contract-test-users.js';
import { inMemoryWorld, type InMemoryWorld } from '../testing/in-memory-ports.js';

export const ORG_TEST_NOW = '2026-11-25T12:00:00.000Z';

const callerOf = (userId: string, role: Caller['role']): Caller => ({
  userId,
  role,
  confirmed: true,
  sessionHash: `h-${userId}`,
});

/** One caller per role of org-1, and org-2's admin. */
export const orgCallers = {
  agent: callerOf('agent-1', 'agent'),
  primaryAgent: callerOf('primary-1', 'primaryAgent'),
  admin: callerOf('admin-1', 'admin'),
  superAdmin: callerOf('super-1', 'superAdmin'),
  client: callerOf('client-1', 'client'),
  internal: callerOf('ops-1', 'internal'),
  otherAdmin: callerOf('admin-2', 'admin'),
};

const users: UserRecord[] = [
  testUser('agent-1', 'agent'),
  testUser('primary-1', 'primaryAgent'),
  testUser('admin-1', 'admin', { permissions: [] }),
  testUser('super-1', 'superAdmin'),
  testUser('client-1', 'client', { agentId: 'agent-1', permissions: [] }),
  testUser('ops-1', 'internal', { organizationId: undefined, permissions: [] }),
  testUser('admin-2', 'admin', { organizationId: 'org-2', permissions: [] }),
];

export async function organizationWorld(): Promise<InMemoryWorld> {
  const w = inMemoryWorld({ start: ORG_TEST_NOW });
  for (const u of users) await w.store.users.create(u);
  for (const id of ['org-1', 'org-2'])
    await w.store.organizations.put({
      id,
      name: id === 'org-1' ? 'Harbor & Field' : 'Elsewhere',
      isOnboarded: true,
      permissions: { canBind: true },
      createdAt: ORG_TEST_NOW,
      updatedAt: ORG_TEST_NOW,
    });
  return w;
}

/** The error a use case failed with (the test fails if it did not). */
export async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a failure');
}
