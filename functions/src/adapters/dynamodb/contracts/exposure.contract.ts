import { beforeEach, describe, expect, it } from 'vitest';
import type { ExposureBook, ExposureEntry } from '../../../ports/index.js';

export const exposureEntry = (over: Partial<ExposureEntry> = {}): ExposureEntry => ({
  partition: 'REGION#FL',
  contractId: 'c1',
  organizationId: 'org1',
  program: 'HPC',
  kind: 'region',
  state: 'FL',
  exposureCents: 50_000_000,
  endDate: '2027-09-30',
  hold: 'held',
  updatedAt: '2026-11-26T10:00:00.000Z',
  scenarios: { years: [2000, 2001], payoutsCents: [0, 2_500_000] },
  ...over,
});

/** What the accumulation check relies on from the ExposureBook port. */
export function describeExposureBookContract(
  name: string,
  makeBook: () => Promise<ExposureBook> | ExposureBook,
) {
  describe(`ExposureBook contract: ${name}`, () => {
    let book: ExposureBook;
    beforeEach(async () => {
      book = await makeBook();
    });

    it('an unknown partition is empty at version 0', async () => {
      expect(await book.read('REGION#GA')).toEqual({ version: 0, entries: [] });
    });

    it('keeps one entry per contract and partition, replaced by a later put', async () => {
      await book.put(exposureEntry());
      await book.put(exposureEntry({ contractId: 'c2', exposureCents: 1 }));
      await book.put(exposureEntry({ exposureCents: 7 }));
      await book.put(exposureEntry({ partition: 'CELL#d#1#2', kind: 'cell', lat: 27.95, lon: -82.46 }));
      const read = await book.read('REGION#FL');
      expect(read.entries.map((e) => [e.contractId, e.exposureCents]).sort()).toEqual([
        ['c1', 7],
        ['c2', 1],
      ]);
      expect(read.entries.find((e) => e.contractId === 'c1')).toEqual(exposureEntry({ exposureCents: 7 }));
      expect((await book.read('CELL#d#1#2')).entries).toEqual([
        exposureEntry({ partition: 'CELL#d#1#2', kind: 'cell', lat: 27.95, lon: -82.46 }),
      ]);
    });

    it('bumps the version only from the version read: of two racing sales one commits', async () => {
      expect(await book.bump('REGION#FL', 0)).toBe(true);
      const results = await Promise.all([book.bump('REGION#FL', 1), book.bump('REGION#FL', 1)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await book.bump('REGION#FL', 1)).toBe(false);
      expect((await book.read('REGION#FL')).version).toBe(2);
      expect(await book.listPartitions()).toEqual([{ partition: 'REGION#FL', version: 2 }]);
    });

    it('sets the hold of an existing entry, conditionally on when it was written', async () => {
      await book.put(exposureEntry());
      expect(await book.setHold('REGION#FL', 'c1', 'live', '2026-11-26T10:00:01.000Z', 'other')).toBe(false);
      expect(
        await book.setHold('REGION#FL', 'c1', 'live', '2026-11-26T10:00:01.000Z', exposureEntry().updatedAt),
      ).toBe(true);
      expect(await book.setHold('REGION#FL', 'missing', 'live', '2026-11-26T10:00:01.000Z')).toBe(false);
      const [e] = (await book.read('REGION#FL')).entries;
      expect(e).toMatchObject({ hold: 'live', updatedAt: '2026-11-26T10:00:01.000Z' });
    });

    it('removes an entry, conditionally on when it was written', async () => {
      await book.put(exposureEntry());
      await book.remove('REGION#FL', 'c1', 'other');
      expect((await book.read('REGION#FL')).entries).toHaveLength(1);
      await book.remove('REGION#FL', 'c1', exposureEntry().updatedAt);
      expect((await book.read('REGION#FL')).entries).toHaveLength(0);
      await book.remove('REGION#FL', 'c1');
    });
  });
}
