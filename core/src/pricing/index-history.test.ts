import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { buildIndexHistory } from './index-history.js';
import { summarizeIndexHistory } from './index-summary.js';
import { dailySeries } from './test-fixtures.js';

const OCTOBER = { startDate: '2026-10-01', endDate: '2026-10-31' };
/** 1 mm a day, except October of the listed years which has one missing day. */
const rain = (first: string, last: string, gaps: number[] = [], mmOf: (year: number) => number = () => 1) =>
  dailySeries(first, last, (d) =>
    gaps.includes(d.year) && d.month === 10 && d.day === 15 ? Number.NaN : mmOf(d.year),
  );

describe('look-back', () => {
  it('takes the most recent complete years before the policy year, ascending', () => {
    const series = rain('1980-01-01', '2025-12-31', [], (y) => y - 1980); // y - 1980 mm every day
    const h = buildIndexHistory({ program: 'LPC', period: OCTOBER, locations: [{ weight: 1, series }] });
    expect(h.policyYear).toBe(2026);
    expect(Array.from(h.years)).toEqual(Array.from({ length: 30 }, (_, i) => 1996 + i));
    // October 1996: 16 mm a day for 31 days = 496 mm = 19.527... in
    expect(h.values[0]).toBeCloseTo((16 * 31) / 25.4, 12);
    expect(h.skippedYears).toEqual([]);
    // Every complete year the data has (1980..2025) is kept for the trend; the look-back is its tail.
    expect(Array.from(h.allYears)).toEqual(Array.from({ length: 46 }, (_, i) => 1980 + i));
    expect(Array.from(h.allValues.slice(16))).toEqual(Array.from(h.values));
  });

  it('keeps only complete years among all years (incomplete ones before the look-back are left out)', () => {
    const series = rain('1980-01-01', '2025-06-30', [1985, 2003]);
    const h = buildIndexHistory({ program: 'HPC', period: OCTOBER, locations: [{ weight: 1, series }] });
    expect(h.allYears[0]).toBe(1980);
    expect(Array.from(h.allYears)).not.toContain(1985);
    expect(Array.from(h.allYears)).not.toContain(2003);
    expect(h.allYears).toHaveLength(2024 - 1980 + 1 - 2);
    expect(h.allYears[h.allYears.length - 1]).toBe(2024);
    // Only years passed over while collecting the look-back are reported as skipped.
    expect(h.skippedYears.map((s) => s.year)).toEqual([2025, 2003]);
  });

  it('skips years with a missing day, reports them, and reaches further back', () => {
    const series = rain('1980-01-01', '2025-06-30', [2010, 2003]);
    const h = buildIndexHistory({
      program: 'HPC',
      period: OCTOBER,
      locations: [{ weight: 1, series }],
      lookBackYears: 25,
    });
    // 2025 is not yet in the data; 2024..1998 less 2010 and 2003 gives 25 years.
    expect(h.years[0]).toBe(1998);
    expect(h.years[h.years.length - 1]).toBe(2024);
    expect(Array.from(h.years)).not.toContain(2010);
    expect(h.skippedYears).toEqual([
      {
        year: 2025,
        reason: 'outside-data',
        missingDays: 0,
        window: { startDate: '2025-10-01', endDate: '2025-10-31' },
      },
      {
        year: 2010,
        reason: 'missing-days',
        missingDays: 1,
        window: { startDate: '2010-10-01', endDate: '2010-10-31' },
      },
      {
        year: 2003,
        reason: 'missing-days',
        missingDays: 1,
        window: { startDate: '2003-10-01', endDate: '2003-10-31' },
      },
    ]);
  });

  it('uses what there is between 20 and the look-back', () => {
    const series = rain('2000-01-01', '2025-12-31');
    const h = buildIndexHistory({ program: 'HPC', period: OCTOBER, locations: [{ weight: 1, series }] });
    expect(h.years.length).toBe(26);
  });

  it('refuses fewer than 20 complete years with a clear error', () => {
    const series = rain('2000-01-01', '2025-12-31', [2001, 2005, 2009, 2013, 2017, 2021, 2024]);
    let error: unknown;
    try {
      buildIndexHistory({ program: 'HPC', period: OCTOBER, locations: [{ weight: 1, series }] });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('RISK_API_ERROR');
    expect((error as AppError).message).toBe(
      'Only 19 complete years of data cover the period 2026-10-01 to 2026-10-31; at least 20 are needed to price it ' +
        '(years with missing days: 2024, 2021, 2017, 2013, 2009, 2005, 2001).',
    );
    expect((error as AppError).info).toMatchObject({
      reason: 'INSUFFICIENT_HISTORY',
      completeYears: 19,
      requiredYears: 20,
    });
  });

  it('never takes a look-back shorter than 20 years', () => {
    const series = rain('1980-01-01', '2025-12-31');
    expect(() =>
      buildIndexHistory({
        program: 'HPC',
        period: OCTOBER,
        locations: [{ weight: 1, series }],
        lookBackYears: 19,
      }),
    ).toThrow('at least 20 years');
  });

  it('needs every location to have data', () => {
    const a = rain('1980-01-01', '2025-12-31');
    const b = rain('2010-01-01', '2025-12-31');
    expect(() =>
      buildIndexHistory({
        program: 'HPC',
        period: OCTOBER,
        locations: [
          { weight: 0.5, series: a },
          { weight: 0.5, series: b },
        ],
      }),
    ).toThrow('Only 16 complete years'); // 2010..2025, the years both locations cover
  });

  it('summarises the history (getIndexDataV2)', () => {
    const series = rain('1990-01-01', '2025-12-31', [], (y) => (y % 2 === 0 ? 25.4 / 31 : 50.8 / 31)); // 1 or 2 in per October
    const s = summarizeIndexHistory(
      buildIndexHistory({ program: 'LPC', period: OCTOBER, locations: [{ weight: 1, series }] }),
    );
    expect(s.min).toBeCloseTo(1, 12);
    expect(s.max).toBeCloseTo(2, 12);
    expect(s.average).toBeCloseTo(1.5, 12);
    expect(s.result[0]).toEqual({ year: 1996, value: expect.closeTo(1, 12) });
    expect(s.result).toHaveLength(30);
  });
});
