import { describe, expect, it } from 'vitest';
import { quoteCoverage, type QuoteInput } from './quote-coverage.js';
import { dailySeries, seededRandom } from './test-fixtures.js';
import type { WeightedSeries } from './yearly-index.js';

/** A wet-day/dry-day rain climate (mm) with wetter and drier years, stored as the store would: Float32. */
function rainClimate(seed: number, first: string, last: string): WeightedSeries['series'] {
  const random = seededRandom(seed);
  const yearly = seededRandom(7); // shared by all locations: a wet year is wet everywhere
  const yearFactor = new Map<number, number>();
  const s = dailySeries(first, last, (d) => {
    if (!yearFactor.has(d.year)) yearFactor.set(d.year, 0.6 + 0.8 * yearly());
    const wetChance = (0.25 + 0.15 * Math.sin(((d.month - 3) / 12) * 2 * Math.PI)) * yearFactor.get(d.year)!;
    return random() < wetChance ? -Math.log(1 - random()) * 9 : 0;
  });
  return { firstDate: s.firstDate, values: Float32Array.from(s.values) };
}

const locations = (count: number): WeightedSeries[] =>
  Array.from({ length: count }, (_, i) => ({
    weight: 1 / count,
    series: rainClimate(100 + i, '1948-01-01', '2025-11-30'),
  }));

const base = (locs: WeightedSeries[]): QuoteInput => ({
  program: 'HPC',
  period: { startDate: '2026-01-01', endDate: '2026-12-31' },
  locations: locs,
  limitCents: 10_000_000,
  trigger: 45,
  exhaust: 55,
  homeState: 'FL',
});

describe('quoteCoverage (daily series to taxed options)', () => {
  const locs = locations(3);

  it('prices from the most recent 30 complete years and taxes each option', () => {
    const q = quoteCoverage(base(locs));
    // 2025 is not complete in the data (it ends 2025-11-30); 1995..2024 are used.
    expect(q.lookBack.years[0]).toBe(1995);
    expect(q.lookBack.years).toHaveLength(30);
    expect(q.lookBack.skippedYears.map((s) => [s.year, s.reason])).toEqual([[2025, 'outside-data']]);
    expect(q.fit.kind).toBe('gamma');
    expect(q.options.length).toBeGreaterThan(0);
    for (const o of q.options) {
      expect(o.taxes?.status).toBe('available');
      if (o.taxes?.status === 'available') {
        expect(o.taxes.estimatedGrossPremiumCents).toBe(
          o.premium.netPremiumCents + o.taxes.policyFeeCents + o.taxes.estimatedTotalTaxesCents,
        );
      }
    }
  });

  it('refuses New York before pricing and marks Kentucky taxes unavailable', () => {
    expect(() => quoteCoverage({ ...base(locs), homeState: 'NY' })).toThrow(
      'Coverage is not available in New York',
    );
    expect(quoteCoverage({ ...base(locs), homeState: 'KY' }).options[0]!.taxes).toMatchObject({
      status: 'unavailable',
    });
  });

  it('uses a configurable look-back', () => {
    expect(quoteCoverage({ ...base(locs), parameters: { lookBackYears: 40 } }).lookBack.years).toHaveLength(
      40,
    );
  });

  it('offers 5 priced options for 10 locations, 30 years, 12 months (speed: npm run bench:pricing)', () => {
    const input = base(locations(10));
    const avg = quoteCoverage(input).lookBack.average;
    // 125% of the average (this synthetic climate's 77 years happen to show a significant upward
    // trend, z = 2.1), wide enough (125% -> 200%) that even the most protective strike (105%) costs
    // under the 35% maximum rate on line.
    const request = { ...input, trigger: Math.round(avg * 125) / 100, exhaust: Math.round(avg * 200) / 100 };
    const options = quoteCoverage(request).options;
    expect(options).toHaveLength(5);
    expect(options.every((o) => o.premium.rateOnLine <= 0.35)).toBe(true);
    // Narrower (125% -> 155%), the 105% strike costs more than 35% of the limit and is not offered.
    const narrow = quoteCoverage({ ...request, exhaust: Math.round(avg * 155) / 100 }).options;
    expect(narrow.map((o) => o.trigger)).not.toContain(Math.round(avg * 105) / 100);
  });
});
