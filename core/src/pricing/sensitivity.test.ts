import { describe, expect, it } from 'vitest';
import { priceCoverage } from './price-coverage.js';
import { priceRangeRatioOf, rangeRatio } from './sensitivity.js';
import { historyOf } from './test-fixtures.js';

// 45 years of a warming July (0.1 deg F a year, significant), 1981..2025, policy 2026: the look-back
// is the last 30, the trend and the "all years" scenarios use all 45.
const residual = (i: number) => [0.8, -1.1, -0.4, 1.3, -0.6, 0.2, 1.0, -1.2][i % 8]!;
const ALL = Array.from({ length: 45 }, (_, i) => 88 + 0.1 * i + residual(i));
const history = historyOf('HTC', ALL.slice(15), 2026, undefined, ALL.slice(0, 15));

describe('sensitivity range', () => {
  const result = priceCoverage(history, { program: 'HTC', limitCents: 10_000_000, trigger: 93.5 });
  const option = result.options[0]!;
  const s = option.sensitivity;

  it('prices four scenarios: raw or adjusted, over the look-back or every year', () => {
    expect(result.trend.significant).toBe(true);
    expect(s.scenarios.map((x) => [x.adjustment, x.years, x.yearCount])).toEqual([
      ['raw', 'look-back', 30],
      ['adjusted', 'look-back', 30],
      ['raw', 'all-years', 45],
      ['adjusted', 'all-years', 45],
    ]);
    // The priced expected loss is the adjusted look-back scenario (the trend is significant).
    expect(s.scenarios[1]!.expectedLossCents).toBe(option.premium.expectedLossCents);
    // Warming: for "Above" cover the raw history understates today's loss, the more so the older it is.
    const [rawLb, adjLb, rawAll, adjAll] = s.scenarios.map((x) => x.expectedLossCents);
    expect(rawLb).toBeLessThan(adjLb!);
    expect(rawAll).toBeLessThan(rawLb!);
    expect(adjAll).toBeGreaterThan(rawAll!);
  });

  it('reports low, high and their ratio', () => {
    const els = s.scenarios.map((x) => x.expectedLossCents);
    expect(s.lowCents).toBe(Math.min(...els));
    expect(s.highCents).toBe(Math.max(...els));
    expect(s.ratio).toBeCloseTo(s.highCents / s.lowCents, 12);
    expect(s.ratio).toBeGreaterThan(2); // this cover would go to an underwriter at the default ratio
  });

  it('defines the ratio when the low is 0', () => {
    expect(rangeRatio(100, 250)).toBe(2.5);
    expect(rangeRatio(0, 0)).toBe(1);
    expect(rangeRatio(0, 1)).toBeNull(); // unbounded
    expect(priceRangeRatioOf({ ratio: null })).toBe(Infinity);
    expect(priceRangeRatioOf({ ratio: 1.5 })).toBe(1.5);
  });

  it('is narrow without a trend and with the look-back being all the data', () => {
    const flat = historyOf(
      'HTC',
      Array.from({ length: 30 }, (_, i) => 90 + residual(i)),
      2026,
    );
    const r = priceCoverage(flat, { program: 'HTC', limitCents: 10_000_000, trigger: 91 });
    const range = r.options[0]!.sensitivity;
    expect(r.trend.significant).toBe(false);
    expect(range.ratio).not.toBeNull();
    expect(range.ratio!).toBeLessThan(1.5);
  });
});
