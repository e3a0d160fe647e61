import { describe, expect, it } from 'vitest';
import { fitRobustTrend } from './trend.js';

const years = (n: number, first = 2000) => Array.from({ length: n }, (_, i) => first + i);

describe('robust trend (Theil–Sen slope, Mann–Kendall test)', () => {
  it('computes S, its variance and z by hand', () => {
    // 1..5 rising: S = 10 pairs all up; Var(S) = 5 x 4 x 15 / 18 = 16.667; z = (10 - 1) / 4.0825 = 2.2045
    const up = fitRobustTrend(years(5), [1, 2, 3, 4, 5]);
    expect(up.s).toBe(10);
    expect(up.z).toBeCloseTo(9 / Math.sqrt(300 / 18), 12);
    expect(up.slopePerYear).toBe(1);
    expect(up.levelAtMeanYear).toBe(3);
    // Ties: 1, 1, 2 -> S = 0 + 1 + 1 = 2; Var = (3 x 2 x 11 - 2 x 1 x 9) / 18 = 48 / 18; z = 1 / 1.633
    const tied = fitRobustTrend(years(3), [1, 1, 2]);
    expect(tied.s).toBe(2);
    expect(tied.z).toBeCloseTo(1 / Math.sqrt(48 / 18), 12);
    // No trend at all: z = 0
    expect(fitRobustTrend(years(4), [5, 5, 5, 5]).z).toBe(0);
  });

  it('is not moved by one outlying year, unlike least squares', () => {
    const values = years(10).map((_, i) => 10 + 0.1 * i);
    values[9] = 100; // one extreme last year
    const t = fitRobustTrend(years(10), values);
    expect(t.slopePerYear).toBeCloseTo(0.1, 10);
    // Mann–Kendall counts the sign only: every pair still rises.
    expect(t.s).toBe(45);
    expect(t.firstYear).toBe(2000);
    expect(t.lastYear).toBe(2009);
    expect(t.count).toBe(10);
  });

  it('uses the years given, gaps included', () => {
    // 2000, 2001, 2005: slopes 1 (2000-2001), 1 (2001-2005), 1 (2000-2005)
    const t = fitRobustTrend([2000, 2001, 2005], [0, 1, 5]);
    expect(t.slopePerYear).toBe(1);
    expect(t.sxx).toBeCloseTo((2000 - 2002) ** 2 + (2001 - 2002) ** 2 + (2005 - 2002) ** 2, 9);
  });
});
