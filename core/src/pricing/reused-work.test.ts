/**
 * Work that depends only on the cells, the period and the data is done once and reused through
 * the caller's memos (docs/pricing.md, "Reused work"), and reusing it changes no figure.
 */
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random/mulberry32.js';
import type { HistoryFitMemo, HistoryFits } from './history-fits.js';
import { buildIndexHistory } from './index-history.js';
import { priceCoverage } from './price-coverage.js';
import { quoteCoverage, type QuoteInput } from './quote-coverage.js';
import { dailySeries } from './test-fixtures.js';
import type { LocationYearlyValues, WeightedSeries } from './yearly-index.js';

/** A memo that counts what it is asked. */
function countingMemo<V>() {
  const entries = new Map<string, V>();
  const counts = { gets: 0, hits: 0, sets: 0 };
  return {
    counts,
    entries,
    get(key: string) {
      counts.gets++;
      const v = entries.get(key);
      if (v !== undefined) counts.hits++;
      return v;
    },
    set(key: string, value: V) {
      counts.sets++;
      entries.set(key, value);
    },
  };
}

/** Daily values from 1950 with a seeded generator: wet one day in three (mm) or a warm season (deg C). */
function series(seed: number, precipitation: boolean) {
  const rand = mulberry32(seed);
  return dailySeries('1950-01-01', '2026-10-31', (d) =>
    precipitation
      ? rand() < 0.33
        ? -Math.log(1 - rand()) * 9
        : 0
      : 25 + 0.02 * (d.year - 1950) + (rand() < 0.1 ? 6 * rand() : 3 * (rand() - 0.5)),
  );
}

const PERIOD = { startDate: '2027-06-01', endDate: '2027-08-31' };
const wet = [series(1, true), series(2, true)];
const hot = [series(3, false), series(4, false)];
const located = (s: typeof wet, version: string): WeightedSeries[] =>
  s.map((one, i) => ({ weight: 0.5, series: one, key: `cpc|observed|${version}|cell-${i}` }));

const hpc = (locations: WeightedSeries[], extra: Partial<QuoteInput> = {}): QuoteInput => ({
  program: 'HPC',
  period: PERIOD,
  locations,
  limitCents: 10_000_000,
  trigger: 11,
  exhaust: 15,
  targetMatch: true,
  homeState: 'TX',
  ...extra,
});

const htc = (locations: WeightedSeries[], extra: Partial<QuoteInput> = {}): QuoteInput => ({
  program: 'HTC',
  period: PERIOD,
  locations,
  limitCents: 10_000_000,
  targetMatch: true,
  homeState: 'TX',
  ...extra,
});

describe('each location’s window values (LocationIndexMemo)', () => {
  it('are computed once per series key, program and period, and give the same history as without a memo', () => {
    const memo = countingMemo<LocationYearlyValues>();
    const input = { program: 'HPC' as const, period: PERIOD, locations: located(wet, 'v1') };
    const plain = buildIndexHistory(input);
    const first = buildIndexHistory({ ...input, memo });
    expect(memo.counts).toEqual({ gets: 2, hits: 0, sets: 2 });
    const second = buildIndexHistory({ ...input, memo });
    expect(memo.counts).toEqual({ gets: 4, hits: 2, sets: 2 });
    expect(first).toEqual(plain);
    expect(second).toEqual(plain);
  });

  it('are used from the memo (a stored value shows in the index), and a new data version computes them again', () => {
    const memo = countingMemo<LocationYearlyValues>();
    const input = { program: 'HPC' as const, period: PERIOD, locations: located(wet, 'v1') };
    const before = buildIndexHistory({ ...input, memo });
    // Double the first location's stored window values: the index must follow (it was read, not recomputed).
    for (const [key, value] of memo.entries) {
      if (key.includes('cell-0')) memo.entries.set(key, { ...value, values: value.values.map((v) => v * 2) });
    }
    const poisoned = buildIndexHistory({ ...input, memo });
    expect(poisoned.values[0]).not.toBe(before.values[0]);

    const reingested = buildIndexHistory({ ...input, locations: located(wet, 'v2'), memo });
    expect(memo.counts.sets).toBe(4);
    expect(reingested).toEqual(before);
  });

  it('are not shared between programs with different daily caps or between periods', () => {
    const memo = countingMemo<LocationYearlyValues>();
    const locations = located(wet, 'v1');
    buildIndexHistory({ program: 'HPC', period: PERIOD, locations, memo });
    const lpc = buildIndexHistory({ program: 'LPC', period: PERIOD, locations, memo });
    const july = { startDate: '2027-07-01', endDate: '2027-07-31' };
    const other = buildIndexHistory({ program: 'HPC', period: july, locations, memo });
    expect(memo.counts.hits).toBe(0);
    expect(lpc).toEqual(buildIndexHistory({ program: 'LPC', period: PERIOD, locations: located(wet, 'x') }));
    expect(other).toEqual(buildIndexHistory({ program: 'HPC', period: july, locations }));
  });
});

describe('the history’s fits (HistoryFitMemo)', () => {
  it.each([
    ['HPC', hpc(located(wet, 'v1')), { trigger: 12, exhaust: 16 }],
    ['HTC', htc(located(hot, 'v1')), { limitCents: 5_000_000 }],
  ] as const)(
    '%s: a second pricing of the same history (other terms) fits nothing again and prices as without the memo',
    (_, input, otherTerms) => {
      const fitMemo = countingMemo<HistoryFits>() as HistoryFitMemo & ReturnType<typeof countingMemo>;
      const memo = countingMemo<LocationYearlyValues>();
      const first = quoteCoverage({ ...input, memo, fitMemo });
      expect(fitMemo.counts).toEqual({ gets: 1, hits: 0, sets: 1 });
      const again = quoteCoverage({ ...input, ...otherTerms, memo, fitMemo });
      expect(fitMemo.counts).toEqual({ gets: 2, hits: 1, sets: 1 });
      expect(first.options.length).toBeGreaterThan(0);
      expect(first).toEqual(quoteCoverage(input));
      expect(again).toEqual(quoteCoverage({ ...input, ...otherTerms }));
    },
  );

  it('a different history (new data) is fitted anew', () => {
    const fitMemo = countingMemo<HistoryFits>();
    const a = buildIndexHistory({ program: 'HTC', period: PERIOD, locations: located(hot, 'v1') });
    // One year's value differs (a corrected day in a new data version).
    const changed = { ...a, values: a.values.map((v, i) => (i === 0 ? v + 0.5 : v)) };
    priceCoverage(a, { program: 'HTC', limitCents: 10_000_000, fitMemo });
    priceCoverage(changed, { program: 'HTC', limitCents: 10_000_000, fitMemo });
    expect(fitMemo.counts).toEqual({ gets: 2, hits: 0, sets: 2 });
  });
});
