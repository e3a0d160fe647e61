/**
 * The tail-aware temperature fits: the skew-normal and the kernel density against numerical
 * integration of their densities, the Anderson-Darling choice (parsimony first), and the fitted
 * expected loss following a skewed tail that the normal misses.
 */
import { describe, expect, it } from 'vitest';
import { emptyMoments, normalDistribution } from './distributions.js';
import { fittedPayoutStats } from './expected-loss.js';
import { fitIndex } from './fit-index.js';
import {
  ANDERSON_DARLING_CRITICAL_VALUE,
  andersonDarling,
  chooseTemperatureFit,
  sampleSkewness,
  skewnessStandardError,
} from './goodness-of-fit.js';
import { kernelDensityDistribution, kernelDensityParameters } from './kernel-density.js';
import { normalCdf, normalPdf, normalQuantile } from './normal.js';
import {
  MAX_SKEW_NORMAL_SKEWNESS,
  owenT,
  skewNormalDistribution,
  skewNormalFromMoments,
  skewNormalMoments,
} from './skew-normal.js';
import { historyOf, seededRandom } from './test-fixtures.js';

/** Midpoint rule, fine enough for 1e-6 agreement on smooth densities. */
function integrate(f: (x: number) => number, a: number, b: number, steps = 20_000): number {
  const h = (b - a) / steps;
  let s = 0;
  for (let i = 0; i < steps; i++) s += f(a + (i + 0.5) * h);
  return s * h;
}

describe("Owen's T", () => {
  it('matches its integral and the closed forms at h = 0', () => {
    expect(owenT(0, 2)).toBeCloseTo(Math.atan(2) / (2 * Math.PI), 14);
    for (const [h, a] of [
      [1.3, 0.7],
      [0.5, 5],
      [2.2, -3],
      [0.1, 30],
    ] as const) {
      const direct =
        integrate((x) => Math.exp((-h * h * (1 + x * x)) / 2) / (1 + x * x), 0, a, 200_000) / (2 * Math.PI);
      expect(owenT(h, a)).toBeCloseTo(direct, 10);
    }
  });
});

describe('skew-normal', () => {
  it('has the mean, sd and skewness it was fitted to (clamped to the family range)', () => {
    for (const g of [-0.9, -0.3, 0, 0.5, 0.95]) {
      const m = skewNormalMoments(skewNormalFromMoments(50, 2, g));
      expect(m.mean).toBeCloseTo(50, 12);
      expect(m.sd).toBeCloseTo(2, 12);
      expect(m.skewness).toBeCloseTo(g, 10);
    }
    expect(skewNormalMoments(skewNormalFromMoments(50, 2, -1.4)).skewness).toBeCloseTo(
      -MAX_SKEW_NORMAL_SKEWNESS,
      10,
    );
  });

  it('gives truncated moments equal to the integrals of its density', () => {
    for (const g of [-0.95, 0.4]) {
      const p = skewNormalFromMoments(50, 2, g);
      const d = skewNormalDistribution(p);
      const density = (x: number) => {
        const z = (x - p.location) / p.scale;
        return (2 / p.scale) * normalPdf(z) * normalCdf(p.shape * z);
      };
      const m = emptyMoments();
      for (const [a, b] of [
        [-Infinity, 47],
        [47, 51],
        [52.5, Infinity],
      ] as const) {
        d.moments(a, b, m);
        const lo = Math.max(a, 30);
        const hi = Math.min(b, 70);
        expect(m.p).toBeCloseTo(integrate(density, lo, hi), 7);
        expect(m.m1).toBeCloseTo(
          integrate((x) => x * density(x), lo, hi),
          5,
        );
        expect(m.m2).toBeCloseTo(
          integrate((x) => x * x * density(x), lo, hi),
          3,
        );
      }
      d.moments(-Infinity, Infinity, m);
      expect(m.p).toBeCloseTo(1, 12);
      expect(m.m1).toBeCloseTo(50, 10);
      expect(m.m2 - m.m1 * m.m1).toBeCloseTo(4, 8);
      const q = d.quantile(0.01);
      expect(d.moments(-Infinity, q, m).p).toBeCloseTo(0.01, 10);
    }
  });

  it('puts more weight in the long tail than the normal with the same mean and sd', () => {
    const left = skewNormalDistribution(skewNormalFromMoments(50, 2, -0.9));
    const normal = normalDistribution(50, 2);
    const m = emptyMoments();
    expect(left.moments(-Infinity, 46, m).p).toBeGreaterThan(normal.moments(-Infinity, 46, m).p);
    expect(left.quantile(0.01)).toBeLessThan(normal.quantile(0.01));
  });
});

describe('kernel density (variance-corrected)', () => {
  const values = Float64Array.from([
    1, 2, 2.5, 3, 3.1, 3.3, 4, 4.2, 5, 7, 9, 3, 2.2, 3.7, 4.4, 1.1, 2.9, 3.3, 3.8, 6,
  ]);

  it('keeps the fit mean and sd exactly and its moments are those of the normal mixture', () => {
    const p = kernelDensityParameters(values, 3.5, 2);
    const d = kernelDensityDistribution(p, 3.5);
    const m = emptyMoments();
    d.moments(-Infinity, Infinity, m);
    expect(m.p).toBeCloseTo(1, 12);
    expect(m.m1).toBeCloseTo(3.5, 12);
    expect(Math.sqrt(m.m2 - m.m1 * m.m1)).toBeCloseTo(2, 12);
    const density = (x: number) =>
      Array.from(p.centres).reduce((s, c) => s + normalPdf((x - c) / p.bandwidth) / p.bandwidth, 0) /
      p.centres.length;
    d.moments(4, 8, m);
    expect(m.p).toBeCloseTo(integrate(density, 4, 8), 8);
    expect(m.m1).toBeCloseTo(
      integrate((x) => x * density(x), 4, 8),
      7,
    );
    const q = d.quantile(0.99);
    expect(d.moments(-Infinity, q, m).p).toBeCloseTo(0.99, 8);
  });
});

describe('choosing the temperature fit (Anderson-Darling, parsimony first)', () => {
  it('computes A*^2 as tabulated: normal order statistics give a small value', () => {
    // Values at the normal's (i - 0.5)/n quantiles fit it almost perfectly.
    const n = 30;
    const sorted = Float64Array.from({ length: n }, (_, i) => normalQuantile((i + 0.5) / n));
    expect(andersonDarling(sorted, normalDistribution(0, 1), emptyMoments())).toBeLessThan(0.1);
    expect(skewnessStandardError(30)).toBeCloseTo(Math.sqrt((6 * 30 * 29) / (28 * 31 * 33)), 14);
  });

  it('keeps the normal for normal-looking, symmetric values', () => {
    const random = seededRandom(11);
    // Box-Muller normals: 30 years of sd 1.5 about 60.
    const values = Float64Array.from({ length: 30 }, () => {
      const u = 1 - random();
      return 60 + 1.5 * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
    });
    const mean = values.reduce((s, v) => s + v, 0) / 30;
    const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / 29);
    const { summary } = chooseTemperatureFit(values, mean, sd);
    expect(summary.kind).toBe('normal');
    expect(summary.andersonDarling.normal).toBeLessThanOrEqual(ANDERSON_DARLING_CRITICAL_VALUE);
    expect(Math.abs(summary.skewnessZ)).toBeLessThan(1.96);
    expect(summary.andersonDarling.skewNormal).toBeNull();
  });

  it('leaves the normal for a significantly skewed sample, and the fitted tail follows the burn', () => {
    // An LTC-like winter: most years mild, a few cold snaps far below (skewness about -1.5).
    const random = seededRandom(5);
    const values = Float64Array.from({ length: 30 }, (_, i) => {
      const cold = i % 6 === 0 ? -4 - 3 * random() : 0;
      return 55 + cold + 1.2 * (random() - 0.5);
    });
    const skew = sampleSkewness(values);
    expect(skew).toBeLessThan(-1);
    const mean = values.reduce((s, v) => s + v, 0) / 30;
    const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / 29);
    const chosen = chooseTemperatureFit(values, mean, sd);
    expect(chosen.summary.kind).not.toBe('normal');
    expect(Math.abs(chosen.summary.skewnessZ)).toBeGreaterThanOrEqual(1.96);
    // A cold cover below 51 -> 47: the burn vs the normal vs the chosen fit.
    const terms = { direction: 'below' as const, trigger: 51, exhaust: 47, limitCents: 10_000_000 };
    let burn = 0;
    for (const v of values) burn += Math.min(1, Math.max(0, (51 - v) / 4)) * terms.limitCents;
    burn /= 30;
    const acc = new Float64Array(2);
    const normal = fittedPayoutStats(normalDistribution(mean, sd), terms, emptyMoments(), acc).mean;
    const tail = fittedPayoutStats(chosen.distribution, terms, emptyMoments(), acc).mean;
    expect(Math.abs(tail - burn)).toBeLessThan(Math.abs(normal - burn));
  });

  it('is what fitIndex reports for temperature, with its statistics', () => {
    const fit = fitIndex(
      historyOf(
        'LTC',
        [
          55, 55.5, 54.5, 55.2, 48, 55.1, 54.8, 55.3, 54.6, 55, 47.5, 55.4, 54.9, 55.1, 54.7, 55.2, 49, 55,
          54.8, 55.3,
        ],
      ),
    );
    expect(fit.summary.kind).not.toBe('normal');
    if (fit.summary.kind === 'gamma' || fit.summary.kind === 'none')
      throw new Error('temperature fit expected');
    expect(fit.summary.skewness).toBeLessThan(-1);
    expect(fit.summary.criticalValue).toBe(0.752);
    expect(fit.distribution!.kind).toBe(fit.summary.kind);
  });
});
