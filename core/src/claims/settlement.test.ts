import { describe, expect, it } from 'vitest';
import { computeYearlyIndex } from '../pricing/yearly-index.js';
import { payoutCents } from '../pricing/payout.js';
import {
  computeSettlement,
  minimumSettlementWaitDays,
  periodDataVersion,
  settlementReadiness,
  settlementWaitDays,
} from './settlement.js';

/** A daily series from `firstDate`, one value a day. */
const series = (firstDate: string, values: number[]) => ({ firstDate, values: Float64Array.from(values) });
const period = { startDate: '2024-06-01', endDate: '2024-06-10' };
const above = { direction: 'above' as const, trigger: 1, exhaust: 3, limitCents: 1_000_000 };

describe('settlement readiness', () => {
  it('waits the dataset family default after the end (PRISM 14, CPC 7), or the configured days', () => {
    expect(settlementWaitDays('prism-precip-daily')).toBe(14);
    expect(settlementWaitDays('prism_temp_max-daily')).toBe(14);
    expect(settlementWaitDays('cpc_precip_us-daily')).toBe(7);
    expect(settlementWaitDays('cpc_precip_us-daily', 0)).toBe(0);
    expect(settlementWaitDays('prism-precip-daily', 3)).toBe(3);
    expect(settlementWaitDays('prism-precip-daily', -1)).toBe(14);
    expect(minimumSettlementWaitDays()).toBe(7);
    expect(minimumSettlementWaitDays(2)).toBe(2);
  });

  it('is ready on the end date + the wait once the data reaches the end date', () => {
    const base = { endDate: '2024-06-10', waitDays: 14, latestDate: '2024-06-30' };
    expect(settlementReadiness({ ...base, today: '2024-06-23' })).toEqual({
      ready: false,
      reason: 'WAITING',
      readyOn: '2024-06-24',
    });
    expect(settlementReadiness({ ...base, today: '2024-06-24' })).toEqual({ ready: true });
    expect(settlementReadiness({ ...base, today: '2024-07-30', latestDate: '2024-06-09' })).toEqual({
      ready: false,
      reason: 'DATA_BEHIND',
      latestDate: '2024-06-09',
    });
    expect(settlementReadiness({ ...base, today: '2024-07-30', latestDate: '2024-06-10' })).toEqual({
      ready: true,
    });
  });
});

describe('the version that settles a policy', () => {
  const runs = (
    ...r: { from: string; to: string; status: 'stable' | 'provisional' | 'early'; stamp?: string }[]
  ) => ({
    runs: r,
  });

  it('waits while a day of the period is still an early estimate, then settles on provisional data', () => {
    const early = runs(
      { from: '2024-01-01', to: '2024-06-07', status: 'provisional', stamp: 'v2-2024-06-12' },
      { from: '2024-06-08', to: '2024-06-10', status: 'early', stamp: 'v1-2024-06-11' },
    );
    const v = periodDataVersion(early, period);
    expect(v).toMatchObject({ status: 'provisional', earlyDays: 3, provisionalDays: 7, stableDays: 0 });
    const base = { endDate: '2024-06-10', waitDays: 14, latestDate: '2024-06-30', today: '2024-06-24' };
    expect(settlementReadiness({ ...base, earlyDays: v.earlyDays })).toEqual({
      ready: false,
      reason: 'DATA_EARLY',
      earlyDays: 3,
    });
    const reissued = runs({
      from: '2024-01-01',
      to: '2024-06-30',
      status: 'provisional',
      stamp: 'v2-2024-06-15',
    });
    const later = periodDataVersion(reissued, period);
    expect(later).toEqual({
      status: 'provisional',
      stableDays: 0,
      provisionalDays: 10,
      earlyDays: 0,
      stamps: ['v2-2024-06-15'],
    });
    expect(settlementReadiness({ ...base, earlyDays: later.earlyDays })).toEqual({ ready: true });
  });

  it('says stable when every day is, and unknown when the dataset records no versions', () => {
    expect(
      periodDataVersion(runs({ from: '2024-01-01', to: '2024-12-31', status: 'stable' }), period),
    ).toEqual({
      status: 'stable',
      stableDays: 10,
      provisionalDays: 0,
      earlyDays: 0,
      stamps: [],
    });
    expect(periodDataVersion(undefined, period)).toMatchObject({ status: 'unknown', earlyDays: 0 });
  });
});

describe('computeSettlement', () => {
  it('sums capped daily precipitation over the period (HPC) and pays linearly, in whole cents', () => {
    // 5 days of 25.4 mm (1 in), one of 127 mm (5 in, capped at 2.5 in), the rest dry: 7.5 in.
    const mm = [25.4, 25.4, 25.4, 25.4, 25.4, 127, 0, 0, 0, 0];
    const result = computeSettlement({
      program: 'HPC',
      period,
      locations: [{ weight: 1, series: series('2024-05-30', [0, 0, ...mm, 3]) }],
      terms: { ...above, trigger: 6, exhaust: 9 },
    });
    expect(result).toMatchObject({ complete: true, outcome: 'CLAIM_OPENED', daysUsed: 10 });
    if (!result.complete) throw new Error('not complete');
    expect(result.index).toBeCloseTo(7.5, 5);
    expect(result.payoutCents).toBe(500_000);
    expect(Number.isInteger(result.payoutCents)).toBe(true);
  });

  it('uses the quote daily cap, the weights, and rounds the payout to the cent', () => {
    const a = series('2024-06-01', Array(10).fill(25.4)); // 10 in
    const b = series('2024-06-01', Array(10).fill(0));
    const input = {
      program: 'HPC' as const,
      period,
      locations: [
        { weight: 0.3, series: a },
        { weight: 0.7, series: b },
      ],
      dailyCapIn: 0.5,
      terms: { direction: 'above' as const, trigger: 1, exhaust: 4, limitCents: 1_000_001 },
    };
    const result = computeSettlement(input);
    if (!result.complete) throw new Error('not complete');
    // 10 days × min(1, 0.5) × 0.3 = 1.5 in: the same as the engine's own index.
    const engine = computeYearlyIndex(input, [2024]).values[0]!;
    expect(result.index).toBeCloseTo(engine, 10);
    expect(result.index).toBeCloseTo(1.5, 5);
    expect(result.payoutCents).toBe(Math.round(payoutCents(engine, input.terms)));
    expect(result.payoutCents).toBe(166_667);
  });

  it('scales a leap-year sum to the common-year length, as pricing does (docs/pricing.md, section 3)', () => {
    // 27 February - 1 March 2028: 4 days of 1 in; as a 3-day common-year period: 4 x 3/4 = 3 in.
    const leap = { startDate: '2028-02-27', endDate: '2028-03-01' };
    const input = {
      program: 'LPC' as const,
      period: leap,
      locations: [{ weight: 1, series: series('2028-02-27', [25.4, 25.4, 25.4, 25.4]) }],
      terms: { direction: 'below' as const, trigger: 3.5, exhaust: 1.5, limitCents: 1_000_000 },
    };
    const result = computeSettlement(input);
    if (!result.complete) throw new Error('not complete');
    expect(result.index).toBeCloseTo(3, 10);
    expect(result.index).toBeCloseTo(computeYearlyIndex(input, [2028]).values[0]!, 12);
    // (3.5 - 3) / 2 x $10,000 = $2,500; every day of the window was used.
    expect(result.payoutCents).toBe(250_000);
    expect(result.daysUsed).toBe(4);
  });

  it('closes without a payout when the index stays on the safe side of the trigger (LTC mean)', () => {
    const result = computeSettlement({
      program: 'LTC',
      period,
      locations: [{ weight: 1, series: series('2024-06-01', Array(10).fill(20)) }], // 68 °F
      terms: { direction: 'below', trigger: 40, exhaust: 30, limitCents: 500_000 },
    });
    expect(result).toMatchObject({ complete: true, payoutCents: 0, outcome: 'CLOSED_NO_PAYOUT' });
    if (result.complete) expect(result.index).toBeCloseTo(68, 4);
  });

  it('does not settle while a day of the period is missing or not covered', () => {
    const values = Array(10).fill(1);
    values[4] = Number.NaN;
    expect(
      computeSettlement({
        program: 'LPC',
        period,
        locations: [{ weight: 1, series: series('2024-06-01', values) }],
        terms: { direction: 'below', trigger: 3, exhaust: 1, limitCents: 100 },
      }),
    ).toEqual({ complete: false, missingDays: 1 });
    expect(
      computeSettlement({
        program: 'LPC',
        period,
        locations: [{ weight: 1, series: series('2024-06-01', Array(9).fill(1)) }],
        terms: { direction: 'below', trigger: 3, exhaust: 1, limitCents: 100 },
      }),
    ).toEqual({ complete: false, missingDays: 10 });
  });
});
