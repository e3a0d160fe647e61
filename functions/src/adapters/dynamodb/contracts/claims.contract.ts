import { beforeEach, describe, expect, it } from 'vitest';
import type {
  ClaimRecord,
  ClaimRepository,
  ContractRecord,
  ContractRepository,
  SettlementRecord,
} from '../../../ports/index.js';
import { contractFixture } from './contracts.contract.js';

const T0 = '2026-09-20T10:00:00.000Z';
const T1 = '2026-09-20T10:05:00.000Z';
const T2 = '2026-09-21T10:00:00.000Z';

export const settlementFixture = (extra: Partial<SettlementRecord> = {}): SettlementRecord => ({
  outcome: 'CLAIM_OPENED',
  index: 1.25,
  payoutCents: 2_500_000,
  trigger: 3.5,
  exhaust: 1,
  limitCents: 5_000_000,
  datasetId: 'cpc_precip_us-daily',
  dataVersion: '2026-09-19T00:00:00.000Z',
  dataLatestDate: '2026-09-18',
  origin: 'observed',
  daysUsed: 92,
  engineVersion: 'test',
  settledAt: T0,
  ...extra,
});

const policyFixture = (id: string, extra: Partial<ContractRecord> = {}) =>
  contractFixture(id, {
    status: 'APPROVED',
    policyNumber: `ALM-LPC-2026-${id}`,
    boundAt: T0,
    policyIssuedAt: T0,
    riskPeriod: { startDate: '2026-06-01', endDate: '2026-08-31' },
    ...extra,
  });

export const claimFixture = (id: string, extra: Partial<ClaimRecord> = {}): ClaimRecord => ({
  id,
  contractId: id,
  policyNumber: `ALM-LPC-2026-${id}`,
  program: 'LPC',
  organizationId: 'org-1',
  agentId: 'agent-1',
  clientId: 'client-1',
  status: 'PENDING_REVIEW',
  version: 1,
  payoutCents: 2_500_000,
  settlement: settlementFixture(),
  createdAt: T0,
  updatedAt: T0,
  ...extra,
});

/** What the settlement job and the claims use cases rely on (the contracts and claims of one table). */
export function describeClaimRepositoryContract(
  name: string,
  make: () =>
    | Promise<{ contracts: ContractRepository; claims: ClaimRepository }>
    | { contracts: ContractRepository; claims: ClaimRepository },
) {
  describe(`ClaimRepository contract: ${name}`, () => {
    let contracts: ContractRepository;
    let claims: ClaimRepository;
    beforeEach(async () => {
      ({ contracts, claims } = await make());
    });

    const settle = async (id: string, settlement: SettlementRecord, claim?: ClaimRecord) => {
      const current = (await contracts.get(id))!;
      return claims.settle(
        { ...current, settlement, settledAt: settlement.settledAt },
        { version: current.version },
        claim,
      );
    };

    it('settles a policy once: the contract with its settlement and its claim; a second settle loses', async () => {
      await contracts.putIfAbsent(policyFixture('p1'));
      const read = (await contracts.get('p1'))!;
      expect(await settle('p1', settlementFixture(), claimFixture('p1'))).toEqual(settlementFixture());
      const settled = (await contracts.get('p1'))!;
      expect(settled).toMatchObject({
        version: read.version + 1,
        settledAt: T0,
        settlement: settlementFixture(),
      });
      expect(await claims.get('p1')).toEqual(claimFixture('p1'));
      expect(await contracts.listUnsettledPolicies('2026-12-31', 10)).toEqual([]);

      // Another run with the version it read before: loses, and changes nothing.
      const late = settlementFixture({ settledAt: T1, index: 9 });
      expect(
        await claims.settle(
          { ...read, settlement: late, settledAt: T1 },
          { version: read.version },
          claimFixture('p1', { settlement: late }),
        ),
      ).toBeUndefined();
      expect(await contracts.get('p1')).toEqual(settled);
      expect((await claims.get('p1'))!.settlement).toEqual(settlementFixture());
      // Even at the current version: a settled policy is not settled again.
      expect(await settle('p1', late)).toBeUndefined();
    });

    it('reads many claims at once, in the order asked, leaving out policies without one', async () => {
      for (const id of ['p1', 'p2', 'p3']) await contracts.putIfAbsent(policyFixture(id));
      await settle('p1', settlementFixture(), claimFixture('p1'));
      await settle('p2', settlementFixture(), claimFixture('p2'));
      expect(await claims.getMany(['p2', 'p3', 'p1'])).toEqual([claimFixture('p2'), claimFixture('p1')]);
      expect(await claims.getMany([])).toEqual([]);
    });

    it('closes a policy without a claim (zero payout)', async () => {
      await contracts.putIfAbsent(policyFixture('p2'));
      const closed = settlementFixture({ outcome: 'CLOSED_NO_PAYOUT', payoutCents: 0, index: 4.2 });
      expect(await settle('p2', closed)).toEqual(closed);
      expect((await contracts.get('p2'))!.settlement).toEqual(closed);
      expect(await claims.get('p2')).toBeUndefined();
    });

    it('finishes a settlement whose claim was written by a run that stopped: the policy takes the claim settlement', async () => {
      await contracts.putIfAbsent(policyFixture('p3'));
      const first = claimFixture('p3');
      // The stopped run: its claim is written, the contract is not (its version moved meanwhile).
      const before = (await contracts.get('p3'))!;
      await contracts.replace({ ...before, updatedAt: T1 }, { version: before.version, status: 'APPROVED' });
      expect(
        await claims.settle(
          { ...before, settlement: first.settlement, settledAt: T0 },
          { version: before.version },
          first,
        ),
      ).toBeUndefined();
      expect(await claims.get('p3')).toEqual(first);
      expect((await contracts.get('p3'))!.settledAt).toBeUndefined();
      // The next run computes again (a later time): the contract carries the stored claim's settlement.
      const again = settlementFixture({ settledAt: T2 });
      expect(await settle('p3', again, claimFixture('p3', { settlement: again, createdAt: T2 }))).toEqual(
        first.settlement,
      );
      expect((await contracts.get('p3'))!).toMatchObject({ settledAt: T0, settlement: first.settlement });
      expect(await claims.get('p3')).toEqual(first);
    });

    it('a run that found no payout takes a claim another run wrote meanwhile: policy and claim agree', async () => {
      await contracts.putIfAbsent(policyFixture('p5'));
      const paying = claimFixture('p5');
      // Run A wrote its claim; run B (newer data, no payout) settles without one.
      const read = (await contracts.get('p5'))!;
      await claims.settle(
        { ...read, settlement: paying.settlement, settledAt: T0 },
        { version: read.version + 7 },
        paying,
      );
      const none = settlementFixture({ outcome: 'CLOSED_NO_PAYOUT', payoutCents: 0, settledAt: T2 });
      expect(await settle('p5', none)).toEqual(paying.settlement);
      expect((await contracts.get('p5'))!.settlement).toEqual(paying.settlement);
      expect(await claims.get('p5')).toEqual(paying);
    });

    it('replaces a claim only at the version and status read', async () => {
      await contracts.putIfAbsent(policyFixture('p4'));
      await settle('p4', settlementFixture(), claimFixture('p4'));
      const claim = (await claims.get('p4'))!;
      const approved = {
        ...claim,
        status: 'APPROVED' as const,
        decision: { by: 'ops-1', at: T1 },
        updatedAt: T1,
      };
      expect(await claims.replace(approved, { version: 1, status: 'APPROVED' })).toBeUndefined();
      expect(await claims.replace(approved, { version: 1, status: 'PENDING_REVIEW' })).toEqual({
        ...approved,
        version: 2,
      });
      expect(
        await claims.replace({ ...claim, status: 'REJECTED' }, { version: 1, status: 'PENDING_REVIEW' }),
      ).toBeUndefined();
      expect(await claims.get('p4')).toEqual({ ...approved, version: 2 });
      expect(
        await claims.replace(claimFixture('nope'), { version: 1, status: 'PENDING_REVIEW' }),
      ).toBeUndefined();
    });

    it('lists claims by status oldest first, and an organisation claims newest first', async () => {
      const open = async (id: string, createdAt: string, organizationId = 'org-1') => {
        await contracts.putIfAbsent(policyFixture(id, { organizationId }));
        await settle(
          id,
          settlementFixture({ settledAt: createdAt }),
          claimFixture(id, { createdAt, organizationId }),
        );
      };
      await open('b', T1);
      await open('a', T0);
      await open('c', T2, 'org-2');
      expect((await claims.listByStatus('PENDING_REVIEW', 10)).map((c) => c.id)).toEqual(['a', 'b', 'c']);
      expect((await claims.listByStatus('PENDING_REVIEW', 2)).map((c) => c.id)).toEqual(['a', 'b']);
      expect((await claims.listByOrganization('org-1', 10)).map((c) => c.id)).toEqual(['b', 'a']);
      expect((await claims.listByOrganization('org-2', 10)).map((c) => c.id)).toEqual(['c']);
      // A decision moves it to its new status's list.
      const a = (await claims.get('a'))!;
      await claims.replace(
        { ...a, status: 'REJECTED', updatedAt: T2 },
        { version: a.version, status: a.status },
      );
      expect((await claims.listByStatus('PENDING_REVIEW', 10)).map((c) => c.id)).toEqual(['b', 'c']);
      expect((await claims.listByStatus('REJECTED', 10)).map((c) => c.id)).toEqual(['a']);
      expect(await claims.listByStatus('APPROVED', 10)).toEqual([]);
    });
  });
}
