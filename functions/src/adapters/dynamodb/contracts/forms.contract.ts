import { beforeEach, describe, expect, it } from 'vitest';
import type { FormRepository, LossReportRecord } from '../../../ports/index.js';

export const lossReport = (id: string, extra: Partial<LossReportRecord> = {}): LossReportRecord => ({
  id,
  formType: 'LOSS_REPORT',
  contractId: 'c1',
  policyNumber: 'ALM-HPC-2027-000001',
  organizationId: 'org-1',
  agentId: 'agent-1',
  clientId: 'client-1',
  program: 'HPC',
  status: 'DRAFT',
  version: 1,
  values: {
    namedInsured: {
      name: 'Acme Farms',
      address1: '1 Harbor Way',
      city: 'Tampa',
      state: 'FL',
      zipcode: '33602',
      contactEmail: 'dana@example.com',
      policyNumber: 'ALM-HPC-2027-000001',
    },
    lossDetails: { notificationDate: '2027-03-02' },
  },
  createdAt: '2027-03-02T10:00:00.000Z',
  updatedAt: '2027-03-02T10:00:00.000Z',
  ...extra,
});

const signedReview: NonNullable<LossReportRecord['review']> = {
  paymentMethod: 'eCheck',
  readConfirmation: true,
  agreeElectronicNamedInsured: true,
  clientSignature: 'Dana Reyes',
  todaysDate: '2027-03-02',
  signedAt: '2027-03-02T10:05:00.000Z',
  userId: 'client-1',
  ipAddress: '198.51.100.7',
  userAgent: 'Vitest',
};

/** What loss reports rely on: created once, signed once (conditional on the version), listed by policy. */
export function describeFormRepositoryContract(
  name: string,
  makeRepository: () => Promise<FormRepository> | FormRepository,
) {
  describe(`FormRepository contract: ${name}`, () => {
    let forms: FormRepository;
    beforeEach(async () => {
      forms = await makeRepository();
    });

    it('reads back what was created; undefined for an unknown id', async () => {
      expect(await forms.get('f1')).toBeUndefined();
      expect(await forms.putIfAbsent(lossReport('f1'))).toBe(true);
      expect(await forms.get('f1')).toEqual(lossReport('f1'));
    });

    it('creates once: a second form with the same id is refused and the first kept', async () => {
      expect(await forms.putIfAbsent(lossReport('f1'))).toBe(true);
      expect(await forms.putIfAbsent(lossReport('f1', { status: 'NEEDS_REVIEW' }))).toBe(false);
      expect((await forms.get('f1'))!.status).toBe('DRAFT');
    });

    it('replaces at the version read (answering the stored record at version + 1), never at a stale one', async () => {
      await forms.putIfAbsent(lossReport('f1'));
      const next = { ...lossReport('f1'), status: 'NEEDS_REVIEW' as const, review: signedReview };
      const written = await forms.replace(next, { version: 1 });
      expect(written).toEqual({ ...next, version: 2 });
      expect(await forms.get('f1')).toEqual({ ...next, version: 2 });
      // A second signature read at version 1 loses, and changes nothing.
      expect(await forms.replace({ ...next, status: 'REJECTED' }, { version: 1 })).toBeUndefined();
      expect((await forms.get('f1'))!.status).toBe('NEEDS_REVIEW');
      expect(await forms.replace(lossReport('nope'), { version: 1 })).toBeUndefined();
      expect(await forms.get('nope')).toBeUndefined();
    });

    it('of two racing replaces at one version exactly one wins', async () => {
      await forms.putIfAbsent(lossReport('f1'));
      const results = await Promise.all([
        forms.replace({ ...lossReport('f1'), status: 'NEEDS_REVIEW' }, { version: 1 }),
        forms.replace({ ...lossReport('f1'), status: 'COMPLETE' }, { version: 1 }),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect((await forms.get('f1'))!.version).toBe(2);
    });

    it("lists a policy's loss reports oldest first, with their latest state, and no other policy's", async () => {
      await forms.putIfAbsent(lossReport('f2', { createdAt: '2027-03-03T09:00:00.000Z' }));
      await forms.putIfAbsent(lossReport('f1'));
      await forms.putIfAbsent(lossReport('f3', { contractId: 'c2' }));
      await forms.replace(
        { ...lossReport('f1'), status: 'NEEDS_REVIEW', review: signedReview },
        { version: 1 },
      );
      const listed = await forms.listByContract('c1');
      expect(listed.map((f) => [f.id, f.status])).toEqual([
        ['f1', 'NEEDS_REVIEW'],
        ['f2', 'DRAFT'],
      ]);
      expect(listed[0]!.review).toEqual(signedReview);
      expect(await forms.listByContract('c3')).toEqual([]);
    });

    it('creates within a cap: 12 parallel creations on one policy, exactly the cap stored', async () => {
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) => forms.createWithinCap(lossReport(`p${i}`), 5)),
      );
      expect(results.filter(Boolean)).toHaveLength(5);
      expect(await forms.listByContract('c1')).toHaveLength(5);
      // Another policy has its own count.
      expect(await forms.createWithinCap(lossReport('q1', { contractId: 'c2' }), 5)).toBe(true);
    });

    it('lists the forms of many policies at once, each oldest first; none for a policy without', async () => {
      await forms.createWithinCap(
        lossReport('b2', { contractId: 'c2', createdAt: '2027-03-03T09:00:00.000Z' }),
        5,
      );
      await forms.createWithinCap(lossReport('b1', { contractId: 'c2' }), 5);
      await forms.putIfAbsent(lossReport('a1'));
      const lists = await forms.listByContracts(['c2', 'c1', 'c9']);
      expect([...lists.keys()]).toEqual(['c2', 'c1', 'c9']);
      expect(lists.get('c2')!.map((f) => f.id)).toEqual(['b1', 'b2']);
      expect(lists.get('c1')!.map((f) => f.id)).toEqual(['a1']);
      expect(lists.get('c9')).toEqual([]);
      expect((await forms.listByContracts([])).size).toBe(0);
    });

    it('counts the forms a policy held before its counter existed', async () => {
      await forms.putIfAbsent(lossReport('old1'));
      await forms.putIfAbsent(lossReport('old2'));
      expect(await forms.createWithinCap(lossReport('n1'), 3)).toBe(true);
      expect(await forms.createWithinCap(lossReport('n2'), 3)).toBe(false);
      expect(await forms.listByContract('c1')).toHaveLength(3);
    });
  });
}
