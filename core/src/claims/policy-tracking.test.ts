import { describe, expect, it } from 'vitest';
import { epochDayOfIso, isoOfEpochDay } from '../weather/calendar.js';
import { policyStateOf, trackingDates, trackingReadRange, trackPolicyIndex } from './policy-tracking.js';

const period = { startDate: '2024-06-01', endDate: '2024-06-10' };
const terms = { direction: 'above' as const, trigger: 1, exhaust: 3, limitCents: 1_000_000 };

/** Daily mm from 2021-01-01 to 2024-12-31: `year`-dependent constant amounts in June. */
function precipitation(perYear: Record<number, number>) {
  const first = epochDayOfIso('2021-01-01');
  const last = epochDayOfIso('2024-12-31');
  const values = new Float64Array(last - first + 1);
  for (let d = first; d <= last; d++) values[d - first] = perYear[Number(isoOfEpochDay(d).slice(0, 4))] ?? 0;
  return { firstDate: '2021-01-01', values };
}

describe('trackingDates', () => {
  it('counts the days with data: asOf is the earliest of today, the latest data and the end', () => {
    expect(trackingDates(period, '2024-05-20', '2024-05-18')).toEqual({
      asOf: null,
      daysTotal: 10,
      daysElapsed: 0,
      daysRemaining: 10,
    });
    expect(trackingDates(period, '2024-06-05', '2024-06-03')).toMatchObject({
      asOf: '2024-06-03',
      daysElapsed: 3,
      daysRemaining: 7,
    });
    expect(trackingDates(period, '2024-07-05', '2024-07-03')).toMatchObject({
      asOf: '2024-06-10',
      daysElapsed: 10,
      daysRemaining: 0,
    });
  });

  it('reads from the first look-back window to the last day needed', () => {
    const dates = trackingDates(period, '2024-06-05', '2024-06-03');
    expect(trackingReadRange(period, [2021, 2022, 2023], dates, '2024-06-03')).toEqual({
      firstDate: '2021-06-01',
      lastDate: '2024-06-03',
    });
  });
});

describe('trackPolicyIndex', () => {
  // 2021: 2.54 mm (0.1 in) a day, 2022: 5.08 mm (0.2 in), 2023: 12.7 mm (0.5 in), 2024: 7.62 mm (0.3 in).
  const locations = [
    { weight: 1, series: precipitation({ 2021: 2.54, 2022: 5.08, 2023: 12.7, 2024: 7.62 }) },
  ];
  const base = { program: 'LPC' as const, period, locations, terms, lookBackYears: [2021, 2022, 2023] };

  it('gives the index to date, the same-days historical range, one point a day and the payout so far', () => {
    const t = trackPolicyIndex({ ...base, today: '2024-06-05', latestDate: '2024-06-04' });
    expect(t).toMatchObject({ asOf: '2024-06-04', daysElapsed: 4, daysRemaining: 6, daysTotal: 10 });
    expect(t.indexToDate).toBeCloseTo(1.2, 6);
    expect(t.historicalMin).toBeCloseTo(0.4, 6);
    expect(t.historicalMedian).toBeCloseTo(0.8, 6);
    expect(t.historicalMax).toBeCloseTo(2, 6);
    expect(t.payoutToDateCents).toBe(100_000); // (1.2 - 1) / 2 of $10,000
    expect(t.points.map((p) => p.date)).toEqual(['2024-06-01', '2024-06-02', '2024-06-03', '2024-06-04']);
    expect(t.points[1]!.index).toBeCloseTo(0.6, 6);
    expect(t.points[1]!.historicalMin).toBeCloseTo(0.2, 6);
    expect(t.points[1]!.historicalMax).toBeCloseTo(1, 6);
  });

  it('gives the same days as if today along the priced trend (and the observed range without one)', () => {
    // 4 days in: 2021 0.4 in, 2022 0.8, 2023 2.0; a trend line at 1 in in 2022 rising 0.1 in a year
    // (1.2 in 2024) moves each in proportion to the line: x 1.2/0.9, 1.2/1.0, 1.2/1.1.
    const trend = {
      adjustment: 'multiplicative' as const,
      appliedShare: 1,
      appliedSlopePerYear: 0.1,
      levelAtMeanYear: 1,
      meanYear: 2022,
    };
    const t = trackPolicyIndex({ ...base, trend, today: '2024-06-05', latestDate: '2024-06-04' });
    expect(t.historicalMinAsIfToday).toBeCloseTo((0.4 * 1.2) / 0.9, 9);
    expect(t.historicalMedianAsIfToday).toBeCloseTo(0.8 * 1.2, 9);
    expect(t.historicalMaxAsIfToday).toBeCloseTo((2 * 1.2) / 1.1, 9);
    const none = trackPolicyIndex({ ...base, today: '2024-06-05', latestDate: '2024-06-04' });
    expect(none.historicalMinAsIfToday).toBe(none.historicalMin);
    expect(none.historicalMaxAsIfToday).toBe(none.historicalMax);
    // A dropped trend (share 0) changes nothing either.
    const dropped = trackPolicyIndex({
      ...base,
      trend: { ...trend, appliedShare: 0, appliedSlopePerYear: 0 },
      today: '2024-06-05',
      latestDate: '2024-06-04',
    });
    expect(dropped.historicalMaxAsIfToday).toBe(none.historicalMax);
  });

  it('before the period starts: no index, no points, the whole period historical range', () => {
    const t = trackPolicyIndex({ ...base, today: '2024-05-20', latestDate: '2024-05-19' });
    expect(t).toMatchObject({ asOf: null, indexToDate: null, payoutToDateCents: 0, points: [] });
    expect(t.historicalMax).toBeCloseTo(5, 6);
  });

  it('a missing day leaves the index to date empty (no payout), not zero', () => {
    const values = Float64Array.from(locations[0]!.series.values);
    values[epochDayOfIso('2024-06-02') - epochDayOfIso('2021-01-01')] = Number.NaN;
    const t = trackPolicyIndex({
      ...base,
      locations: [{ weight: 1, series: { firstDate: '2021-01-01', values } }],
      today: '2024-06-05',
      latestDate: '2024-06-04',
    });
    expect(t.indexToDate).toBeNull();
    expect(t.payoutToDateCents).toBe(0);
    expect(t.points[0]!.index).toBeCloseTo(0.3, 6);
    expect(t.points[1]!.index).toBeNull();
  });

  it('averages temperature so far (HTC)', () => {
    const first = epochDayOfIso('2023-01-01');
    const values = new Float64Array(epochDayOfIso('2024-12-31') - first + 1).fill(30); // 86 °F
    const t = trackPolicyIndex({
      program: 'HTC',
      period,
      locations: [{ weight: 1, series: { firstDate: '2023-01-01', values } }],
      terms: { direction: 'above', trigger: 80, exhaust: 90, limitCents: 100_000 },
      lookBackYears: [2023],
      today: '2024-06-03',
      latestDate: '2024-06-03',
    });
    expect(t.indexToDate).toBeCloseTo(86, 4);
    expect(t.payoutToDateCents).toBe(60_000);
  });
});

describe('policyStateOf', () => {
  const at = (today: string, extra = {}) => policyStateOf({ today, period, ...extra });
  it('follows the dates, then the settlement and the claim', () => {
    expect(at('2024-05-31')).toBe('NOT_STARTED');
    expect(at('2024-06-01')).toBe('RUNNING');
    expect(at('2024-06-10')).toBe('RUNNING');
    expect(at('2024-06-11')).toBe('AWAITING_DATA');
    expect(at('2024-07-01', { settlementOutcome: 'CLOSED_NO_PAYOUT' })).toBe('CLOSED');
    expect(at('2024-07-01', { settlementOutcome: 'CLAIM_OPENED' })).toBe('CLAIM_OPEN');
    expect(at('2024-07-01', { settlementOutcome: 'CLAIM_OPENED', claimStatus: 'PENDING_REVIEW' })).toBe(
      'CLAIM_OPEN',
    );
    expect(at('2024-07-01', { settlementOutcome: 'CLAIM_OPENED', claimStatus: 'APPROVED' })).toBe('PAID');
    expect(at('2024-07-01', { settlementOutcome: 'CLAIM_OPENED', claimStatus: 'REJECTED' })).toBe(
      'CLAIM_REJECTED',
    );
  });
});
