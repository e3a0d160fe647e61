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

    const cell = { kind: 'cell' as const, key: 'CELL#d#1#2', state: 'FL', lat: 27.95, lon: -82.46 };
    const region = { kind: 'region' as const, key: 'REGION#FL', state: 'FL' };

    it('an unknown scope has no total and an empty bound book', async () => {
      expect(await book.totals(['REGION#GA'])).toEqual(new Map());
      expect(await book.book('GA')).toEqual({ covers: 0, years: [] });
      expect(await book.listTotals({ limit: 10 })).toEqual({ totals: [] });
    });

    it('counts a contract once, up to the limit exactly, and gives it back once', async () => {
      expect(await book.count(cell, 'c1', 600, 1_000)).toEqual({ outcome: 'added', totalCents: 600 });
      expect(await book.count(cell, 'c1', 600, 1_000)).toEqual({ outcome: 'already', totalCents: 600 });
      expect(await book.count(cell, 'c2', 401, 1_000)).toEqual({ outcome: 'full', totalCents: 600 });
      expect(await book.count(cell, 'c2', 400, 1_000)).toEqual({ outcome: 'added', totalCents: 1_000 });
      expect(await book.totals([cell.key, 'REGION#GA'])).toEqual(
        new Map([[cell.key, { ...cell, totalCents: 1_000, contracts: 2 }]]),
      );
      expect(await book.uncount(cell.key, 'c1', 600)).toBe(true);
      expect(await book.uncount(cell.key, 'c1', 600)).toBe(false);
      expect((await book.totals([cell.key])).get(cell.key)).toMatchObject({ totalCents: 400, contracts: 1 });
    });

    it('of racing counts for the last room exactly as many as fit are counted', async () => {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => book.count(region, `c${i}`, 150, 900)),
      );
      expect(results.filter((r) => r.outcome === 'added')).toHaveLength(6);
      expect(results.filter((r) => r.outcome === 'full')).toHaveLength(4);
      expect((await book.totals([region.key])).get(region.key)?.totalCents).toBe(900);
    });

    it('lists the totals by page', async () => {
      await book.count(cell, 'c1', 5, 10);
      await book.count(region, 'c1', 5, 10);
      const first = await book.listTotals({ limit: 1 });
      expect(first.totals).toEqual([{ ...cell, totalCents: 5, contracts: 1 }]);
      const second = await book.listTotals({ limit: 1, cursor: first.cursor! });
      expect(second.totals).toEqual([{ ...region, totalCents: 5, contracts: 1 }]);
      const third = second.cursor ? await book.listTotals({ limit: 1, cursor: second.cursor }) : undefined;
      expect(third?.totals ?? []).toEqual([]);
    });

    it("sums a region's bound covers year by year, each once", async () => {
      const a = { years: [2000, 2001], payoutsCents: [0, 2_500_000] };
      const b = { years: [2001, 2002], payoutsCents: [100, 7] };
      expect(await book.addToBook('fl', 'c1', a)).toBe(true);
      expect(await book.addToBook('FL', 'c1', a)).toBe(false);
      expect(await book.addToBook('FL', 'c2', b)).toBe(true);
      expect(await book.book('FL')).toEqual({
        covers: 2,
        years: [
          { year: 2000, covers: 1, payoutsCents: 0 },
          { year: 2001, covers: 2, payoutsCents: 2_500_100 },
          { year: 2002, covers: 1, payoutsCents: 7 },
        ],
      });
      expect(await book.removeFromBook('FL', 'c1', a)).toBe(true);
      expect(await book.removeFromBook('FL', 'c1', a)).toBe(false);
      expect(await book.book('FL')).toEqual({
        covers: 1,
        years: [
          { year: 2001, covers: 1, payoutsCents: 100 },
          { year: 2002, covers: 1, payoutsCents: 7 },
        ],
      });
    });

    it('finds held entries older than a time, and entries whose period ended', async () => {
      await book.put(exposureEntry());
      await book.put(exposureEntry({ contractId: 'c2', hold: 'live', endDate: '2026-01-31' }));
      await book.put(exposureEntry({ contractId: 'c3', updatedAt: '2026-11-26T11:00:00.000Z' }));
      expect((await book.staleHeld('2026-11-26T10:30:00.000Z')).map((e) => e.contractId)).toEqual(['c1']);
      expect(await book.staleHeld('2026-11-26T12:00:00.000Z')).toEqual([
        exposureEntry(),
        exposureEntry({ contractId: 'c3', updatedAt: '2026-11-26T11:00:00.000Z' }),
      ]);
      expect(await book.setHold('REGION#FL', 'c1', 'live', '2026-11-26T10:40:00.000Z')).toBe(true);
      expect((await book.staleHeld('2026-11-26T12:00:00.000Z')).map((e) => e.contractId)).toEqual(['c3']);
      expect((await book.endedBefore('2026-11-26')).map((e) => e.contractId)).toEqual(['c2']);
    });

    it('sets the hold of an existing entry, conditionally on when it was written', async () => {
      await book.put(exposureEntry());
      expect(await book.setHold('REGION#FL', 'c1', 'live', '2026-11-26T10:00:01.000Z', 'other')).toBe(false);
      expect(
        await book.setHold('REGION#FL', 'c1', 'live', '2026-11-26T10:00:01.000Z', exposureEntry().updatedAt),
      ).toBe(true);
      expect(await book.setHold('REGION#FL', 'missing', 'live', '2026-11-26T10:00:01.000Z')).toBe(false);
      const [e] = await book.endedBefore('2028-01-01');
      expect(e).toMatchObject({ hold: 'live', updatedAt: '2026-11-26T10:00:01.000Z' });
    });

    it('removes an entry, conditionally on when it was written', async () => {
      await book.put(exposureEntry());
      expect(await book.remove('REGION#FL', 'c1', 'other')).toBe(false);
      expect(await book.endedBefore('2028-01-01')).toHaveLength(1);
      expect(await book.remove('REGION#FL', 'c1', exposureEntry().updatedAt)).toBe(true);
      expect(await book.endedBefore('2028-01-01')).toHaveLength(0);
      expect(await book.remove('REGION#FL', 'c1')).toBe(false);
    });
  });
}
