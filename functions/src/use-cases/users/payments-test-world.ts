/**
 * Unit-test setting for Commission Payments (test-only): one agency (org-1) with a user of every
 * role, an agent of another agency (org-2), and a caller for each.
 */
import type { Role } from '@almanac/core';
import type { CommissionRecord, UserRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { CONTRACTS_TEST_NOW, testUser } from '../contracts/contract-test-users.js';
import { inMemoryWorld } from '../testing/in-memory-ports.js';

export const NOW = CONTRACTS_TEST_NOW;

/** A payout form as the web sends it: valid, the routing number passes the ABA checksum. */
export const payoutInput = {
  depositoryName: 'First Harbor Bank',
  namesOnTheAccount: 'Avery Agent',
  routingNumber: '011000015',
  accountNumber: '123456789',
  accountType: 'CHECKING',
};

export const callerOf = (user: Pick<UserRecord, 'id' | 'role'>): Caller => ({
  userId: user.id,
  role: user.role,
  confirmed: true,
  sessionHash: `h-${user.id}`,
});

/** The users by id: `{role}-1` of org-1 for every role, and `agent-2` of org-2. */
const people: [string, Role, string][] = [
  ['agent-1', 'agent', 'org-1'],
  ['primaryAgent-1', 'primaryAgent', 'org-1'],
  ['superAdmin-1', 'superAdmin', 'org-1'],
  ['admin-1', 'admin', 'org-1'],
  ['internal-1', 'internal', 'org-1'],
  ['client-1', 'client', 'org-1'],
  ['agent-2', 'agent', 'org-2'],
];

export async function paymentsWorld() {
  const w = inMemoryWorld({ start: NOW });
  for (const [id, role, organizationId] of people)
    await w.store.users.create(
      testUser(id, role, { organizationId, ...(role === 'client' ? { agentId: 'agent-1' } : {}) }),
    );
  for (const id of ['org-1', 'org-2'])
    await w.store.organizations.put({
      id,
      name: id,
      isOnboarded: true,
      permissions: { canBind: true },
      createdAt: NOW,
      updatedAt: NOW,
    });
  const as = (id: string) => callerOf({ id, role: people.find((p) => p[0] === id)![1] });

  /** `count` commissions of an agent, the n-th created n minutes after NOW, $100.n5 each. */
  async function commissionsOf(agentId: string, count: number, extra: Partial<CommissionRecord> = {}) {
    for (let n = 1; n <= count; n++)
      await w.store.commissions.putIfAbsent({
        id: `${agentId}-c${n}`,
        agentId,
        organizationId: 'org-1',
        contractId: `${agentId}-c${n}`,
        policyNumber: `ALM-HPC-2027-${String(n).padStart(6, '0')}`,
        amountCents: 10_000 + n * 10 + 5,
        status: 'PENDING',
        createdAt: new Date(Date.parse(NOW) + n * 60_000).toISOString(),
        ...extra,
      });
  }
  return { ...w, as, commissionsOf };
}
