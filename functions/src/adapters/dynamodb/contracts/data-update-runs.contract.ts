import { beforeEach, describe, expect, it } from 'vitest';
import type { DataUpdateRunRecord, DataUpdateRunRepository } from '../../../ports/index.js';

const run = (id: string, extra: Partial<DataUpdateRunRecord> = {}): DataUpdateRunRecord => ({
  id,
  datasetId: 'cpc_precip_us-daily',
  status: 'RUNNING',
  trigger: 'schedule',
  startedAt: '2026-11-20T05:30:00.000Z',
  daysAdded: 0,
  filesIngested: 0,
  ...extra,
});

/** What the data update job and the operations page rely on. */
export function describeDataUpdateRunRepositoryContract(
  name: string,
  makeRepository: () => Promise<DataUpdateRunRepository> | DataUpdateRunRepository,
) {
  describe(`DataUpdateRunRepository contract: ${name}`, () => {
    let runs: DataUpdateRunRepository;
    beforeEach(async () => {
      runs = await makeRepository();
    });

    it('reads back a run (undefined members dropped), undefined for an unknown id; refuses a second create', async () => {
      expect(await runs.get('r1')).toBeUndefined();
      await runs.create(run('r1', { latestDateBefore: undefined }));
      const read = (await runs.get('r1'))!;
      expect(read).toEqual(run('r1'));
      expect(Object.keys(read)).not.toContain('latestDateBefore');
      await expect(runs.create(run('r1', { trigger: 'command' }))).rejects.toThrow();
      expect((await runs.get('r1'))!.trigger).toBe('schedule');
    });

    it('finishes a RUNNING run once; a finished or unknown run is not replaced', async () => {
      await runs.create(run('r1'));
      const done = run('r1', {
        status: 'SUCCEEDED',
        finishedAt: '2026-11-20T05:32:00.000Z',
        latestDateBefore: '2026-11-17',
        latestDateAfter: '2026-11-19',
        daysAdded: 2,
        filesIngested: 1,
      });
      expect(await runs.finish(done)).toBe(true);
      expect(await runs.get('r1')).toEqual(done);
      expect(await runs.finish(run('r1', { status: 'FAILED', error: 'late' }))).toBe(false);
      expect(await runs.get('r1')).toEqual(done);
      expect(await runs.finish(run('nope', { status: 'FAILED' }))).toBe(false);
      expect(await runs.get('nope')).toBeUndefined();
    });

    it('lists the latest runs newest first, at most `limit`', async () => {
      await runs.create(run('a', { startedAt: '2026-11-18T05:30:00.000Z' }));
      await runs.create(run('c', { startedAt: '2026-11-20T05:30:00.000Z' }));
      await runs.create(run('b', { startedAt: '2026-11-19T05:30:00.000Z', datasetId: 'prism-precip-daily' }));
      expect((await runs.listRecent(10)).map((r) => r.id)).toEqual(['c', 'b', 'a']);
      expect((await runs.listRecent(2)).map((r) => r.id)).toEqual(['c', 'b']);
      await runs.finish(run('a', { startedAt: '2026-11-18T05:30:00.000Z', status: 'FAILED', error: 'x' }));
      expect((await runs.listRecent(3))[2]).toMatchObject({ id: 'a', status: 'FAILED', error: 'x' });
    });
  });
}
