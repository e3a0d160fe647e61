import { contractHistoryEvents } from '@almanac/core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ContractRecord, ContractRepository } from '../../../ports/index.js';

const T0 = '2026-01-10T10:00:00.000Z';
const T1 = '2026-01-10T10:05:00.000Z';
const T2 = '2026-01-10T10:10:00.000Z';

export const contractFixture = (id: string, extra: Partial<ContractRecord> = {}): ContractRecord => ({
  id,
  quoteId: `q-${id}`,
  status: 'DRAFT',
  version: 1,
  program: 'LPC',
  agentId: 'agent-1',
  organizationId: 'org-1',
  clientId: 'client-1',
  createdAt: T0,
  updatedAt: T0,
  applicationDeadline: '2026-02-01',
  riskPeriod: { startDate: '2026-03-01', endDate: '2026-05-31' },
  limitCents: 50_000_00,
  entityInformation: { legalName: 'Acme Farms', emails: [{ value: 'dana@example.com' }] },
  businessDetails: {
    businessType: 'OTHER',
    currency: 'USD',
    previousAnnualRevenue: [
      { year: 2023, revenue: 0 },
      { year: 2024, revenue: 0 },
      { year: 2025, revenue: 0 },
    ],
  },
  diligentSearchUpload: {},
  history: [contractHistoryEvents.started(T0, 'Avery Agent')],
  ...extra,
});

/** What the contracts use cases and the sweeper rely on. */
export function describeContractRepositoryContract(
  name: string,
  makeRepository: () => Promise<ContractRepository> | ContractRepository,
) {
  describe(`ContractRepository contract: ${name}`, () => {
    let contracts: ContractRepository;
    beforeEach(async () => {
      contracts = await makeRepository();
    });

    it('creates a contract once and reads it back', async () => {
      expect(await contracts.get('c1')).toBeUndefined();
      expect(await contracts.putIfAbsent(contractFixture('c1'))).toBe(true);
      expect(await contracts.putIfAbsent(contractFixture('c1', { agentId: 'other' }))).toBe(false);
      expect(await contracts.get('c1')).toEqual(contractFixture('c1'));
    });

    it('reads many in the order asked, skipping unknown ids', async () => {
      await contracts.putIfAbsent(contractFixture('c1'));
      await contracts.putIfAbsent(contractFixture('c2'));
      const read = await contracts.getMany(['c2', 'nope', 'c1']);
      expect(read.map((c) => c.id)).toEqual(['c2', 'c1']);
      expect(await contracts.getMany([])).toEqual([]);
    });

    it('replaces only at the version and status read, bumping the version', async () => {
      await contracts.putIfAbsent(contractFixture('c1'));
      const next = { ...contractFixture('c1'), status: 'SUBMITTED' as const, updatedAt: T1 };
      expect(await contracts.replace(next, { version: 1, status: 'SUBMITTED' })).toBeUndefined();
      expect(await contracts.replace(next, { version: 2, status: 'DRAFT' })).toBeUndefined();
      const written = await contracts.replace(next, { version: 1, status: 'DRAFT' });
      expect(written).toEqual({ ...next, version: 2 });
      expect(await contracts.get('c1')).toEqual({ ...next, version: 2 });
      // A second writer that read version 1 loses.
      expect(
        await contracts.replace({ ...next, status: 'PENDING_APPROVAL' }, { version: 1, status: 'DRAFT' }),
      ).toBeUndefined();
      expect(
        await contracts.replace(contractFixture('unknown'), { version: 1, status: 'DRAFT' }),
      ).toBeUndefined();
    });

    it('lists drafts by application deadline and submitted contracts by last write, for the sweeper', async () => {
      await contracts.putIfAbsent(contractFixture('d-late', { applicationDeadline: '2026-01-20' }));
      await contracts.putIfAbsent(contractFixture('d-early', { applicationDeadline: '2026-01-05' }));
      await contracts.putIfAbsent(contractFixture('d-future', { applicationDeadline: '2026-03-01' }));
      await contracts.putIfAbsent(contractFixture('s-old', { status: 'SUBMITTED', updatedAt: T0 }));
      await contracts.putIfAbsent(contractFixture('s-new', { status: 'SUBMITTED', updatedAt: T2 }));
      await contracts.putIfAbsent(contractFixture('a1', { status: 'AWAITING_CLIENT', updatedAt: T0 }));
      expect((await contracts.listByStatus('DRAFT', '2026-02-01', 10)).map((c) => c.id)).toEqual([
        'd-early',
        'd-late',
      ]);
      expect((await contracts.listByStatus('DRAFT', '2026-02-01', 1)).map((c) => c.id)).toEqual(['d-early']);
      expect((await contracts.listByStatus('SUBMITTED', T1, 10)).map((c) => c.id)).toEqual(['s-old']);
      expect(await contracts.listByStatus('AWAITING_CLIENT', T2, 10)).toEqual([]);
      // A page after a key (the queue's nextToken): only those sorting after it.
      expect(
        (await contracts.listByStatus('DRAFT', '\uffff', 10, '2026-01-05#d-early')).map((c) => c.id),
      ).toEqual(['d-late', 'd-future']);
      expect(
        (await contracts.listByStatus('DRAFT', '\uffff', 1, '2026-01-05#d-early')).map((c) => c.id),
      ).toEqual(['d-late']);
    });

    it('lists open applications by their payment due date, and bound ones only until their policy is issued', async () => {
      const period = (startDate: string) => ({ riskPeriod: { startDate, endDate: '2026-09-30' } });
      await contracts.putIfAbsent(
        contractFixture('p-late', { status: 'PENDING_APPROVAL', ...period('2026-04-01') }),
      );
      await contracts.putIfAbsent(
        contractFixture('p-early', { status: 'PENDING_APPROVAL', ...period('2026-03-01') }),
      );
      await contracts.putIfAbsent(
        contractFixture('r1', { status: 'CLIENT_REVIEWED', ...period('2026-03-01') }),
      );
      await contracts.putIfAbsent(
        contractFixture('b1', { status: 'APPROVED', policyNumber: 'ALM-LPC-2026-000001' }),
      );
      await contracts.putIfAbsent(
        contractFixture('b2', {
          status: 'APPROVED',
          policyNumber: 'ALM-LPC-2026-000002',
          policyIssuedAt: T1,
        }),
      );
      // Payment is due 15 days before inception: 2026-02-14 and 2026-03-17.
      expect((await contracts.listByStatus('PENDING_APPROVAL', '2026-02-15', 10)).map((c) => c.id)).toEqual([
        'p-early',
      ]);
      expect((await contracts.listByStatus('PENDING_APPROVAL', '\uffff', 10)).map((c) => c.id)).toEqual([
        'p-early',
        'p-late',
      ]);
      expect((await contracts.listByStatus('CLIENT_REVIEWED', '\uffff', 10)).map((c) => c.id)).toEqual([
        'r1',
      ]);
      expect((await contracts.listByStatus('APPROVED', T2, 10)).map((c) => c.id)).toEqual(['b1']);
      const b1 = (await contracts.get('b1'))!;
      await contracts.replace(
        { ...b1, policyIssuedAt: T1, updatedAt: T1 },
        { version: 1, status: 'APPROVED' },
      );
      expect(await contracts.listByStatus('APPROVED', T2, 10)).toEqual([]);
    });

    it('finds a bound contract by its policy number', async () => {
      await contracts.putIfAbsent(contractFixture('c1', { status: 'CLIENT_REVIEWED' }));
      expect(await contracts.getByPolicyNumber('ALM-LPC-2026-000001')).toBeUndefined();
      const read = (await contracts.get('c1'))!;
      await contracts.replace(
        { ...read, status: 'APPROVED', policyNumber: 'ALM-LPC-2026-000001', updatedAt: T1 },
        { version: 1, status: 'CLIENT_REVIEWED' },
      );
      expect((await contracts.getByPolicyNumber('ALM-LPC-2026-000001'))!).toMatchObject({
        id: 'c1',
        status: 'APPROVED',
        version: 2,
      });
      expect(await contracts.getByPolicyNumber('ALM-LPC-2026-000002')).toBeUndefined();
    });

    it('lists issued, unsettled policies by the end of their period, for the settlement job', async () => {
      const policy = (id: string, endDate: string, extra: Partial<ContractRecord> = {}) =>
        contractFixture(id, {
          status: 'APPROVED',
          policyNumber: `ALM-LPC-2026-${id}`,
          boundAt: T0,
          policyIssuedAt: T1,
          riskPeriod: { startDate: '2026-03-01', endDate },
          ...extra,
        });
      await contracts.putIfAbsent(policy('p2', '2026-05-31'));
      await contracts.putIfAbsent(policy('p1', '2026-04-30'));
      await contracts.putIfAbsent(policy('p3', '2026-06-30'));
      // Bound but not issued yet, and an application: not on the list.
      await contracts.putIfAbsent(policy('p4', '2026-04-01', { policyIssuedAt: undefined }));
      await contracts.putIfAbsent(
        contractFixture('d1', { riskPeriod: { startDate: '2026-03-01', endDate: '2026-04-01' } }),
      );
      expect((await contracts.listUnsettledPolicies('2026-06-01', 10)).map((c) => c.id)).toEqual([
        'p1',
        'p2',
      ]);
      expect((await contracts.listUnsettledPolicies('2026-05-31', 10)).map((c) => c.id)).toEqual(['p1']);
      expect((await contracts.listUnsettledPolicies('2026-12-31', 1)).map((c) => c.id)).toEqual(['p1']);
      // The next page starts after the cursor's policy (the job pages past policies not ready yet).
      const p1End = (await contracts.get('p1'))!.riskPeriod.endDate;
      expect(
        (await contracts.listUnsettledPolicies('2026-12-31', 10, { endDate: p1End, id: 'p1' })).map(
          (c) => c.id,
        ),
      ).toEqual(['p2', 'p3']);
      const p2End = (await contracts.get('p2'))!.riskPeriod.endDate;
      expect(
        (await contracts.listUnsettledPolicies('2026-12-31', 1, { endDate: p2End, id: 'p2' })).map(
          (c) => c.id,
        ),
      ).toEqual(['p3']);
      // Settled: it leaves the list.
      const p1 = (await contracts.get('p1'))!;
      await contracts.replace({ ...p1, settledAt: T2 }, { version: p1.version, status: 'APPROVED' });
      expect((await contracts.listUnsettledPolicies('2026-12-31', 10)).map((c) => c.id)).toEqual([
        'p2',
        'p3',
      ]);
    });

    it('takes a contract off the sweeper list when its status moves on', async () => {
      await contracts.putIfAbsent(contractFixture('s1', { status: 'SUBMITTED', updatedAt: T0 }));
      const current = (await contracts.get('s1'))!;
      await contracts.replace(
        { ...current, status: 'AWAITING_CLIENT', updatedAt: T1 },
        { version: current.version, status: 'SUBMITTED' },
      );
      expect(await contracts.listByStatus('SUBMITTED', T2, 10)).toEqual([]);
    });
  });
}
