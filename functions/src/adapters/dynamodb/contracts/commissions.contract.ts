import { beforeEach, describe, expect, it } from 'vitest';
import type { CommissionRecord, CommissionRepository } from '../../../ports/index.js';

const commission = (id: string, extra: Partial<CommissionRecord> = {}): CommissionRecord => ({
  id,
  agentId: 'agent-1',
  organizationId: 'org-1',
  contractId: id,
  policyNumber: `ALM-HPC-2027-00000${id.slice(-1)}`,
  amountCents: 12_345,
  status: 'PENDING',
  createdAt: '2026-12-01T10:00:00.000Z',
  ...extra,
});

/** What policy issuance and the account's commission history rely on: one commission per contract. */
export function describeCommissionRepositoryContract(
  name: string,
  makeRepository: () => Promise<CommissionRepository> | CommissionRepository,
) {
  describe(`CommissionRepository contract: ${name}`, () => {
    let commissions: CommissionRepository;
    beforeEach(async () => {
      commissions = await makeRepository();
    });

    it('writes a contract’s commission once: a retry answers false and keeps the first', async () => {
      expect(await commissions.get('k1')).toBeUndefined();
      expect(await commissions.putIfAbsent(commission('k1'))).toBe(true);
      expect(await commissions.putIfAbsent(commission('k1', { amountCents: 1 }))).toBe(false);
      expect(await commissions.get('k1')).toEqual(commission('k1'));
    });

    it('lets exactly one of parallel writes for the same contract win', async () => {
      const results = await Promise.all(
        [1, 2, 3].map((n) => commissions.putIfAbsent(commission('k1', { amountCents: n }))),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it("lists an agent's commissions newest first, nobody else's", async () => {
      await commissions.putIfAbsent(commission('k1'));
      await commissions.putIfAbsent(commission('k2', { createdAt: '2026-12-02T10:00:00.000Z' }));
      await commissions.putIfAbsent(commission('k3', { agentId: 'agent-2' }));
      expect((await commissions.listByAgent('agent-1')).map((c) => c.id)).toEqual(['k2', 'k1']);
      expect(await commissions.listByAgent('agent-1')).toContainEqual(commission('k1'));
      expect(await commissions.listByAgent('nobody')).toEqual([]);
    });
  });
}
