import { describe, expect, it } from 'vitest';
import { fitIndex } from './fit-index.js';
import { historyOf } from './test-fixtures.js';

describe('index fit', () => {
  it('precipitation: zero share and a gamma by the method of moments on the non-zero totals', () => {
    // Non-zero totals 2, 4, 6, 8, 10 twice: mean 6, sample variance (16 + 4 + 0 + 4 + 16) * 2 / 9 = 80/9.
    // shape = 6^2 / (80/9) = 4.05, scale = (80/9) / 6 = 1.48148..., zero share 2/12.
    const fit = fitIndex(historyOf('HPC', [2, 4, 6, 8, 10, 0, 2, 4, 6, 8, 10, 0]));
    expect(fit.summary).toMatchObject({ kind: 'gamma', method: 'moments', zeroProbability: 2 / 12 });
    if (fit.summary.kind !== 'gamma') throw new Error('gamma expected');
    expect(fit.summary.shape).toBeCloseTo(4.05, 12);
    expect(fit.summary.scale).toBeCloseTo(80 / 54, 12);
    expect(fit.detrended).toBe(false); // no significant trend: reported, not applied
    expect(Number.isFinite(fit.trend.slopePerYear)).toBe(true);
    expect(Array.from(fit.adjustedValues)).toEqual([2, 4, 6, 8, 10, 0, 2, 4, 6, 8, 10, 0]);
    expect(fit.standardErrorFactor).toBeCloseTo(1 / Math.sqrt(12), 14);
    // The fitted mean reproduces the sample mean: (1 - 2/12) * 4.05 * 1.48148 = 5
    expect(fit.distribution!.mean).toBeCloseTo(5, 12);
  });

  it('precipitation with fewer than 10 non-zero totals has no fit (burn only)', () => {
    const fit = fitIndex(historyOf('LPC', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8]));
    expect(fit.distribution).toBeNull();
    expect(fit.summary).toEqual({ kind: 'none', reason: 'Fewer than 10 years with a non-zero total' });
  });

  it('temperature: Theil–Sen slope on every complete year, applied when significant, sd with n - 2', () => {
    // 1996..2025 (30 years), policy 2026: 70 + 0.1 (year - 1996) + residuals +1, -1, -1, +1, ...;
    // the look-back is the last 20, the trend is estimated on all 30.
    const r = Array.from({ length: 30 }, (_, i) => [1, -1, -1, 1][i % 4]!);
    const all = r.map((e, i) => 70 + 0.1 * i + e);
    const fit = fitIndex(historyOf('HTC', all.slice(10), 2026, undefined, all.slice(0, 10)));
    expect(fit.trend).toMatchObject({
      method: 'theil-sen',
      test: 'mann-kendall',
      adjustment: 'additive',
      firstYear: 1996,
      lastYear: 2025,
      yearsUsed: 30,
      significant: true,
      appliedShare: 1,
      relativeSlopePerYear: null,
    });
    expect(fit.trend.statistic).toBeGreaterThan(1.96);
    expect(fit.trend.slopePerYear).toBeCloseTo(0.1, 1);
    expect(fit.trend.appliedSlopePerYear).toBe(fit.trend.slopePerYear);
    expect(fit.detrended).toBe(true);
    const b = fit.trend.slopePerYear;
    // Each look-back value moved along the slope to 2026.
    Array.from(fit.adjustedValues).forEach((v, i) =>
      expect(v).toBeCloseTo(all[10 + i]! + b * (2026 - (2006 + i)), 12),
    );
    const mean = fit.adjustedValues.reduce((s, v) => s + v, 0) / 20;
    expect(fit.mean).toBeCloseTo(mean, 12);
    const ss = fit.adjustedValues.reduce((s, v) => s + (v - mean) ** 2, 0);
    expect(fit.sd).toBeCloseTo(Math.sqrt(ss / 18), 12);
    // Residuals of only +1 and -1 (two values): the normal and the skew-normal fail the
    // Anderson-Darling test, so the kernel density, with the same mean and sd, is used.
    expect(fit.summary).toMatchObject({ kind: 'kernel-density', mean: expect.closeTo(mean, 12) });
    // sqrt(1/20 + (2026 - 2015.5)^2 / Sxx over the 30 years), Sxx = 30 (30^2 - 1) / 12 = 2247.5
    expect(fit.standardErrorFactor).toBeCloseTo(Math.sqrt(1 / 20 + 10.5 ** 2 / 2247.5), 12);
  });

  it('temperature: a trend that is not significant is dropped by default, or damped by a share', () => {
    // The digits of pi as tenths of a degree around 80: no monotone trend (Mann–Kendall |z| < 1.96).
    const digits = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4];
    const values = digits.map((d) => 80 + d / 10);
    const dropped = fitIndex(historyOf('HTC', values, 2026));
    expect(Math.abs(dropped.trend.statistic)).toBeLessThan(1.96);
    expect(dropped.trend).toMatchObject({ significant: false, appliedShare: 0, appliedSlopePerYear: 0 });
    expect(dropped.detrended).toBe(false);
    expect(Array.from(dropped.adjustedValues)).toEqual(values);
    expect(dropped.standardErrorFactor).toBeCloseTo(1 / Math.sqrt(20), 14);
    const damped = fitIndex(historyOf('HTC', values, 2026), {
      trendSignificanceZ: 1.96,
      insignificantTrendShare: 0.5,
    });
    expect(damped.trend.appliedShare).toBe(0.5);
    expect(damped.trend.appliedSlopePerYear).toBeCloseTo(0.5 * damped.trend.slopePerYear, 15);
    expect(damped.adjustedValues[0]).toBeCloseTo(values[0]! + 0.5 * damped.trend.slopePerYear * 20, 12);
    // A lower threshold makes the same trend significant: applied in full.
    const loose = fitIndex(historyOf('HTC', values, 2026), {
      trendSignificanceZ: 0,
      insignificantTrendShare: 0,
    });
    expect(loose.trend.significant).toBe(dropped.trend.slopePerYear !== 0);
  });

  it('precipitation: a significant trend moves each total in proportion to the trend line, within a factor of 2 (never negative, dry stays dry)', () => {
    // A steep fall, 30 years: 40 in down 1 in a year, with dry years (0) among them.
    const values = Array.from({ length: 30 }, (_, i) => (i % 7 === 3 ? 0 : 40 - i));
    const fit = fitIndex(historyOf('LPC', values, 2026));
    expect(fit.trend).toMatchObject({ adjustment: 'multiplicative', significant: true, appliedShare: 1 });
    const { levelAtMeanYear: level, meanYear, slopePerYear: b } = fit.trend;
    expect(b).toBeLessThan(0);
    const line = (year: number) => level + b * (year - meanYear);
    Array.from(fit.adjustedValues).forEach((v, i) => {
      const factor = Math.min(2, Math.max(0.5, line(2026) / line(1996 + i)));
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeCloseTo(values[i]! * factor, 12);
      if (values[i] === 0) expect(v).toBe(0);
    });
    // The early totals would fall to a quarter along the line: the factor stops at a half.
    expect(fit.adjustedValues[0]).toBeCloseTo(values[0]! / 2, 12);
  });
});
