import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { epochDayOf, isoOfEpochDay } from '../weather/calendar.js';
import { dailySeries, seriesOf } from './test-fixtures.js';
import { computeYearlyIndex, type WeightedSeries, YearStatus } from './yearly-index.js';

const JUNE_1_TO_3 = { startDate: '2026-06-01', endDate: '2026-06-03' };

describe('yearly index, hand-computed', () => {
  // Location A: 76.2, 0, 25.4 mm = 3.0, 0, 1.0 in; location B: 0, 127, 12.7 mm = 0, 5.0, 0.5 in.
  const locations: WeightedSeries[] = [
    { weight: 0.5, series: seriesOf('2025-06-01', [76.2, 0, 25.4]) },
    { weight: 0.5, series: seriesOf('2025-06-01', [0, 127, 12.7]) },
  ];

  it('HPC caps each location day at 2.5 in before weighting', () => {
    const r = computeYearlyIndex({ program: 'HPC', period: JUNE_1_TO_3, locations }, [2025]);
    // A: min(3.0, 2.5) + 0 + 1.0 = 3.5; B: 0 + min(5.0, 2.5) + 0.5 = 3.0; 0.5 * 3.5 + 0.5 * 3.0 = 3.25.
    // (Capping the weighted daily series instead would give 1.5 + 2.5 + 0.75 = 4.75.)
    expect(r.values[0]).toBeCloseTo(3.25, 12);
    expect(r.status[0]).toBe(YearStatus.COMPLETE);
  });

  it('LPC sums without a cap', () => {
    const r = computeYearlyIndex({ program: 'LPC', period: JUNE_1_TO_3, locations }, [2025]);
    // A: 4.0 in, B: 5.5 in; 0.5 * 4.0 + 0.5 * 5.5 = 4.75
    expect(r.values[0]).toBeCloseTo(4.75, 12);
  });

  it('a custom daily cap replaces 2.5 in', () => {
    const r = computeYearlyIndex({ program: 'HPC', period: JUNE_1_TO_3, locations, dailyCapIn: 1 }, [2025]);
    // A: 1 + 0 + 1 = 2; B: 0 + 1 + 0.5 = 1.5; mean 1.75
    expect(r.values[0]).toBeCloseTo(1.75, 12);
    expect(() =>
      computeYearlyIndex({ program: 'HPC', period: JUNE_1_TO_3, locations, dailyCapIn: 0 }, [2025]),
    ).toThrow('The daily precipitation cap must be greater than 0');
  });

  it('HTC and LTC average daily deg F', () => {
    const temps: WeightedSeries[] = [
      { weight: 0.75, series: seriesOf('2025-06-01', [30, 35, 25]) }, // 86, 95, 77 F: mean 86
      { weight: 0.25, series: seriesOf('2025-06-01', [20, 20, 20]) }, // 68 F
    ];
    // 0.75 * 86 + 0.25 * 68 = 64.5 + 17 = 81.5
    expect(
      computeYearlyIndex({ program: 'HTC', period: JUNE_1_TO_3, locations: temps }, [2025]).values[0],
    ).toBeCloseTo(81.5, 12);
    expect(
      computeYearlyIndex({ program: 'LTC', period: JUNE_1_TO_3, locations: temps }, [2025]).values[0],
    ).toBeCloseTo(81.5, 12);
  });

  it('crosses New Year', () => {
    // 2024-12-30 .. 2025-01-02: 25.4, 50.8, 0, 12.7 mm = 1 + 2 + 0 + 0.5 in
    const series = seriesOf('2024-12-29', [999, 25.4, 50.8, 0, 12.7, 999]);
    const r = computeYearlyIndex(
      {
        program: 'LPC',
        period: { startDate: '2026-12-30', endDate: '2027-01-02' },
        locations: [{ weight: 1, series }],
      },
      [2024],
    );
    expect(r.values[0]).toBeCloseTo(3.5, 12);
  });

  it('counts 29 February in leap years only, scaling sums to the common-year length', () => {
    const period = { startDate: '2027-02-27', endDate: '2027-03-01' };
    const rain = dailySeries('2023-01-01', '2024-12-31', () => 25.4); // 1 in a day
    const r = computeYearlyIndex(
      { program: 'LPC', period, locations: [{ weight: 1, series: rain }] },
      [2023, 2024],
    );
    // Feb 27, 28, Mar 1 = 3 | (Feb 27, 28, 29, Mar 1) x 3/4 = 3: the same rain a day, the same total.
    expect(Array.from(r.values)).toEqual([3, 3]);
    // 2 in on 29 February: (1 + 1 + 2 + 1) x 3/4 = 3.75 (HPC, under the 2.5 in cap).
    const storm = dailySeries('2023-01-01', '2024-12-31', (d) =>
      d.month === 2 && d.day === 29 ? 50.8 : 25.4,
    );
    const h = computeYearlyIndex(
      { program: 'HPC', period, locations: [{ weight: 1, series: storm }] },
      [2023, 2024],
    );
    expect(h.values[0]).toBeCloseTo(3, 12);
    expect(h.values[1]).toBeCloseTo(3.75, 12);
    // A period that is only 29 February keeps its one day (it has no common-year length).
    const leapOnly = computeYearlyIndex(
      {
        program: 'LPC',
        period: { startDate: '2028-02-29', endDate: '2028-02-29' },
        locations: [{ weight: 1, series: storm }],
      },
      [2024],
    );
    expect(leapOnly.values[0]).toBeCloseTo(2, 12);
    const heat = dailySeries('2023-01-01', '2024-12-31', (d) => (d.month === 2 && d.day === 29 ? 40 : 0));
    const t = computeYearlyIndex(
      { program: 'HTC', period, locations: [{ weight: 1, series: heat }] },
      [2023, 2024],
    );
    // 2023: 32 F on 3 days; 2024: (32 * 3 + 104) / 4 = 50
    expect(Array.from(t.values)).toEqual([32, 50]);
  });

  it('reports a missing day (NaN, or negative rain) as incomplete, never as zero', () => {
    const r = computeYearlyIndex(
      {
        program: 'HPC',
        period: JUNE_1_TO_3,
        locations: [
          {
            weight: 0.5,
            series: seriesOf('2024-06-01', [1, 1, 1, ...new Array(362).fill(0), 1, Number.NaN, 1]),
          },
          { weight: 0.5, series: seriesOf('2024-06-01', [1, -9999, 1, ...new Array(362).fill(0), 1, 1, 1]) },
        ],
      },
      [2024, 2025, 2026],
    );
    expect(Array.from(r.status)).toEqual([
      YearStatus.MISSING_DAYS,
      YearStatus.MISSING_DAYS,
      YearStatus.OUTSIDE_DATA,
    ]);
    expect(Array.from(r.missingDays)).toEqual([1, 1, 0]);
    expect(Number.isNaN(r.values[0])).toBe(true);
    expect(Number.isNaN(r.values[1])).toBe(true);
  });

  it('validates the weights', () => {
    const series = seriesOf('2025-06-01', [1, 1, 1]);
    const run = (weights: number[]) =>
      computeYearlyIndex(
        { program: 'HPC', period: JUNE_1_TO_3, locations: weights.map((weight) => ({ weight, series })) },
        [2025],
      );
    expect(() => run([0.5, 0.4])).toThrow('Location weights must sum to 1');
    expect(() => run([1.5, -0.5])).toThrow('greater than 0 and at most 1');
    expect(() => run([])).toThrow('At least one location');
    expect(() => run([0.33, 0.33, 0.34])).not.toThrow();
  });
});

describe('yearly index properties', () => {
  const weightsArb = fc
    .array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 6 })
    .map((ws) => ws.map((w) => w / ws.reduce((a, b) => a + b, 0)));

  it('of a constant series is the constant (capped, in index units) for any weights', () => {
    fc.assert(
      fc.property(
        weightsArb,
        fc.double({ min: 0, max: 120, noNaN: true }),
        fc.integer({ min: 1, max: 364 }),
        (weights, mm, days) => {
          const series = dailySeries('2024-01-01', '2025-12-31', () => mm);
          const locations = weights.map((weight) => ({ weight, series }));
          const start = {
            startDate: '2026-01-01',
            endDate: isoOfEpochDay(epochDayOf(2026, 1, 1) + days - 1),
          };
          const hpc = computeYearlyIndex({ program: 'HPC', period: start, locations }, [2025]).values[0]!;
          const lpc = computeYearlyIndex({ program: 'LPC', period: start, locations }, [2025]).values[0]!;
          const htc = computeYearlyIndex({ program: 'HTC', period: start, locations }, [2025]).values[0]!;
          expect(hpc).toBeCloseTo(Math.min(mm / 25.4, 2.5) * days, 8);
          expect(lpc).toBeCloseTo((mm / 25.4) * days, 8);
          expect(htc).toBeCloseTo((mm * 9) / 5 + 32, 9);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('does not depend on the order of the locations', () => {
    fc.assert(
      fc.property(
        weightsArb.chain((ws) =>
          fc.tuple(
            fc.constant(ws),
            fc.shuffledSubarray(
              ws.map((_, i) => i),
              { minLength: ws.length },
            ),
          ),
        ),
        fc.integer({ min: 1, max: 1_000_000 }),
        ([weights, order], seed) => {
          const locations = weights.map((weight, i) => ({
            weight,
            series: dailySeries(
              '2025-01-01',
              '2025-12-31',
              (d) => ((seed * (i + 1) * (d.day + 31 * d.month)) % 997) / 10,
            ),
          }));
          const period = { startDate: '2026-03-01', endDate: '2026-08-31' };
          for (const program of ['HPC', 'LPC', 'HTC', 'LTC'] as const) {
            const a = computeYearlyIndex({ program, period, locations }, [2025]).values[0]!;
            const b = computeYearlyIndex(
              { program, period, locations: order.map((i) => locations[i]!) },
              [2025],
            ).values[0]!;
            expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(a)));
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
