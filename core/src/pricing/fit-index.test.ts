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
    expect(fit.detrended).toBe(false); // the trend is reported, not applied
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

  it('temperature: least-squares trend, values moved to the policy year, residual sd with n - 2', () => {
    // 2016..2025: 70 + 0.2 (year - 2016) + residuals +1, -1, -1, +1 (a pattern orthogonal to the trend), then 0s.
    const r = [1, -1, -1, 1, 0, 0, 1, -1, -1, 1];
    const values = r.map((e, i) => 70 + 0.2 * i + e);
    const fit = fitIndex(historyOf('HTC', values, 2026));
    expect(fit.detrended).toBe(true);
    expect(fit.trend.slopePerYear).toBeCloseTo(0.2, 12);
    // At 2026 the line is 70 + 0.2 * 10 = 72; adjusted values are 72 + residual.
    expect(fit.mean).toBeCloseTo(72, 12);
    Array.from(fit.adjustedValues).forEach((v, i) => expect(v).toBeCloseTo(72 + r[i]!, 12));
    // residual sum of squares 8 over n - 2 = 8 -> sd 1
    expect(fit.sd).toBeCloseTo(1, 12);
    // Three values only (-1, 0, +1 about the line): the Anderson-Darling test rejects the normal and
    // the skew-normal, so the kernel density (with the same mean and sd) is used.
    expect(fit.summary).toMatchObject({
      kind: 'kernel-density',
      mean: expect.closeTo(72, 12),
      sd: expect.closeTo(1, 12),
    });
    // sqrt(1/10 + (2026 - 2020.5)^2 / 82.5), Sxx = 10 * (10^2 - 1) / 12 = 82.5
    expect(fit.standardErrorFactor).toBeCloseTo(Math.sqrt(0.1 + 30.25 / 82.5), 12);
  });
});
