import { beforeEach, describe, expect, it } from 'vitest';
import type { PricingRequestRecord, PricingRequestRepository } from '../../../ports/index.js';

const T0 = '2026-01-10T10:00:00.000Z';
const T1 = '2026-01-10T10:05:00.000Z';
const T2 = '2026-01-10T10:10:00.000Z';

const request = (id: string, extra: Partial<PricingRequestRecord> = {}): PricingRequestRecord =>
  ({
    id,
    createdBy: 'u1',
    organizationId: 'o1',
    operation: 'createParametricQuote',
    sync: false,
    request: { program: 'LPC', locations: [{ lat: 38.2, lon: -85.7, weight: 1 }] },
    status: 'PENDING',
    quoteIds: [],
    createdAt: T0,
    updatedAt: T0,
    ...extra,
  }) as PricingRequestRecord;

type Outcome = Parameters<PricingRequestRepository['finish']>[1];
const done: Extract<Outcome, { status: 'DONE' }> = {
  status: 'DONE',
  quoteIds: ['r1-1', 'r1-2'],
  dataOrigin: 'demo',
  targetMatch: null,
};
const failed: Extract<Outcome, { status: 'FAILED' }> = {
  status: 'FAILED',
  error: { code: 'INTERNAL_SERVER_ERROR', message: 'engine crashed' },
};
const ids = (records: PricingRequestRecord[]) => records.map((r) => r.id).sort();

/** What the pricing resolvers, the worker and the sweeper rely on. */
export function describePricingRequestRepositoryContract(
  name: string,
  makeRepository: () => Promise<PricingRequestRepository> | PricingRequestRepository,
) {
  describe(`PricingRequestRepository contract: ${name}`, () => {
    let requests: PricingRequestRepository;
    beforeEach(async () => {
      requests = await makeRepository();
    });

    it('reads back what was created (plain JSON), and refuses a second request with the id', async () => {
      expect(await requests.get('r1')).toBeUndefined();
      await requests.create({ ...request('r1'), dataOrigin: undefined });
      await expect(requests.create(request('r1', { createdBy: 'u2' }))).rejects.toThrow();
      const read = (await requests.get('r1'))!;
      expect(read).toEqual(request('r1'));
      expect(Object.keys(read)).not.toContain('dataOrigin');
    });

    it('starts a queued request, counting every delivery, until it is finished', async () => {
      await requests.create(request('r1'));
      expect(await requests.start('r1', T1)).toEqual({
        ...request('r1'),
        status: 'RUNNING',
        updatedAt: T1,
        attempts: 1,
      });
      expect((await requests.start('r1', T2))!.attempts).toBe(2);
      await requests.finish('r1', done, T2);
      expect(await requests.start('r1', T2)).toBeUndefined();
      expect((await requests.get('r1'))!).toMatchObject({ status: 'DONE', attempts: 2 });
    });

    it('does not start an unknown request, nor create it', async () => {
      expect(await requests.start('nope', T1)).toBeUndefined();
      expect(await requests.get('nope')).toBeUndefined();
    });

    it('records the outcome once: a late failure does not overwrite success', async () => {
      await requests.create(request('r1'));
      expect(await requests.finish('r1', done, T1)).toBe(true);
      expect(await requests.finish('r1', failed, T2)).toBe(false);
      expect(await requests.get('r1')).toEqual({
        ...request('r1'),
        status: 'DONE',
        quoteIds: ['r1-1', 'r1-2'],
        dataOrigin: 'demo',
        targetMatch: null,
        updatedAt: T1,
      });
    });

    it("keeps the outcome as recorded when the caller's array changes afterwards", async () => {
      await requests.create(request('r1'));
      const quoteIds = ['r1-1'];
      await requests.finish('r1', { ...done, quoteIds }, T1);
      quoteIds.push('r1-2');
      expect((await requests.get('r1'))!.quoteIds).toEqual(['r1-1']);
    });

    it('records a failure with its error, and answers false for an unknown request', async () => {
      await requests.create(request('r1', { status: 'RUNNING' }));
      expect(await requests.finish('r1', failed, T1)).toBe(true);
      expect(await requests.get('r1')).toMatchObject({
        status: 'FAILED',
        error: failed.error,
        updatedAt: T1,
      });
      expect(await requests.finish('nope', done, T1)).toBe(false);
      expect(await requests.get('nope')).toBeUndefined();
    });

    it('lets exactly one of parallel outcomes win', async () => {
      await requests.create(request('r1'));
      const results = await Promise.all([
        requests.finish('r1', done, T1),
        requests.finish('r1', failed, T1),
        requests.finish('r1', done, T2),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('lists as stale the open queued requests unchanged since before the cut-off', async () => {
      await requests.create(request('pending-old'));
      await requests.create(request('running-old', { status: 'RUNNING' }));
      await requests.create(request('pending-new', { createdAt: T2, updatedAt: T2 }));
      await requests.create(request('sync-old', { sync: true, status: 'DONE' }));
      await requests.create(request('done-old'));
      await requests.finish('done-old', done, T0);
      await requests.create(request('started'));
      await requests.start('started', T2);
      expect(ids(await requests.listStale(T1))).toEqual(['pending-old', 'running-old']);
      expect(ids(await requests.listStale(T0))).toEqual([]);
    });

    it('counts a sweep of an open request, which leaves the stale list until the next cut-off', async () => {
      await requests.create(request('r1'));
      expect(await requests.markSwept('r1', T1)).toBe(true);
      expect(await requests.markSwept('r1', T2)).toBe(true);
      expect(await requests.get('r1')).toMatchObject({ sweeps: 2, updatedAt: T2, status: 'PENDING' });
      expect(await requests.listStale(T2)).toEqual([]);
      expect(ids(await requests.listStale('2026-01-10T10:10:00.001Z'))).toEqual(['r1']);
    });

    it('sweeps neither a finished nor an unknown request', async () => {
      await requests.create(request('r1'));
      await requests.finish('r1', failed, T1);
      expect(await requests.markSwept('r1', T2)).toBe(false);
      expect(await requests.markSwept('nope', T2)).toBe(false);
      expect((await requests.get('r1'))!.sweeps).toBeUndefined();
      expect(await requests.get('nope')).toBeUndefined();
    });
  });
}
