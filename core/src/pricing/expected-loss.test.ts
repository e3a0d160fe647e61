import { describe, expect, it } from 'vitest';
import {
  emptyMoments,
  type IndexDistribution,
  normalDistribution,
  zeroInflatedGamma,
} from './distributions.js';
import { empiricalTvar, fittedPayoutStats, fittedPayoutTvar } from './expected-loss.js';
import { logGamma } from './gamma-function.js';
import { normalPdf } from './normal.js';
import { payoutCents, type PayoutTerms } from './payout.js';

/** Composite Simpson's rule, an independent check on the closed forms. */
function integrate(f: (x: number) => number, a: number, b: number, n = 20_000): number {
  const h = (b - a) / n;
  let s = f(a) + f(b);
  for (let i = 1; i < n; i++) s += (i % 2 ? 4 : 2) * f(a + i * h);
  return (s * h) / 3;
}

const normalDensity = (mean: number, sd: number) => (x: number) => normalPdf((x - mean) / sd) / sd;
const gammaDensity = (shape: number, scale: number) => (x: number) =>
  x <= 0 ? 0 : Math.exp((shape - 1) * Math.log(x) - x / scale - logGamma(shape) - shape * Math.log(scale));

describe('truncated moments', () => {
  it('normal: match numerical integration', () => {
    const d = normalDistribution(80, 2);
    const f = normalDensity(80, 2);
    const m = d.moments(79, 83, emptyMoments());
    expect(m.p).toBeCloseTo(integrate(f, 79, 83), 10);
    expect(m.m1).toBeCloseTo(
      integrate((x) => x * f(x), 79, 83),
      8,
    );
    expect(m.m2).toBeCloseTo(
      integrate((x) => x * x * f(x), 79, 83),
      6,
    );
    const all = d.moments(-Infinity, Infinity, emptyMoments());
    expect(all.p).toBeCloseTo(1, 14);
    expect(all.m1).toBeCloseTo(80, 11);
    expect(all.m2).toBeCloseTo(80 * 80 + 4, 9);
  });

  it('zero-inflated gamma: the atom at zero plus the gamma part', () => {
    const d = zeroInflatedGamma(3, 2, 0.2);
    const f = (x: number) => 0.8 * gammaDensity(3, 2)(x);
    expect(d.moments(-Infinity, 0, emptyMoments())).toEqual({ p: 0.2, m1: 0, m2: 0 });
    const m = d.moments(1, 7, emptyMoments());
    expect(m.p).toBeCloseTo(integrate(f, 1, 7), 10);
    expect(m.m1).toBeCloseTo(
      integrate((x) => x * f(x), 1, 7),
      9,
    );
    expect(m.m2).toBeCloseTo(
      integrate((x) => x * x * f(x), 1, 7),
      8,
    );
    expect(d.mean).toBeCloseTo(0.8 * 6, 12);
    expect(d.quantile(0.1)).toBe(0);
    expect(d.moments(-Infinity, d.quantile(0.9), emptyMoments()).p).toBeCloseTo(0.9, 12);
  });
});

function numericStats(
  d: IndexDistribution,
  density: (x: number) => number,
  t: PayoutTerms,
  lo: number,
  hi: number,
  atom = 0,
) {
  const g0 = payoutCents(0, t);
  const mean = integrate((x) => payoutCents(x, t) * density(x), lo, hi, 200_000) + atom * g0;
  const second = integrate((x) => payoutCents(x, t) ** 2 * density(x), lo, hi, 200_000) + atom * g0 * g0;
  const closed = fittedPayoutStats(d, t, emptyMoments(), new Float64Array(2));
  return { closed, mean, variance: second - mean * mean };
}

describe('fitted payout', () => {
  it('HTC on a normal: mean and variance match integration', () => {
    const t: PayoutTerms = { direction: 'above', trigger: 82, exhaust: 84, limitCents: 10_000_000 };
    const r = numericStats(normalDistribution(81, 1), normalDensity(81, 1), t, 70, 95);
    expect(r.closed.mean / r.mean).toBeCloseTo(1, 8);
    expect(r.closed.variance / r.variance).toBeCloseTo(1, 7);
  });

  it('HPC and LPC on a zero-inflated gamma: mean and variance match integration', () => {
    const d = zeroInflatedGamma(2.5, 4, 0.1);
    const f = (x: number) => 0.9 * gammaDensity(2.5, 4)(x);
    const hpc: PayoutTerms = { direction: 'above', trigger: 15, exhaust: 25, limitCents: 5_000_000 };
    const a = numericStats(d, f, hpc, 0, 200);
    expect(a.closed.mean / a.mean).toBeCloseTo(1, 7);
    expect(a.closed.variance / a.variance).toBeCloseTo(1, 7);
    // LPC exhausting at 0 in: the zero-rainfall years pay the limit.
    const lpc: PayoutTerms = { direction: 'below', trigger: 4, exhaust: 0, limitCents: 5_000_000 };
    const b = numericStats(d, f, lpc, 0, 200, 0.1);
    expect(b.closed.mean / b.mean).toBeCloseTo(1, 6);
    expect(b.closed.variance / b.variance).toBeCloseTo(1, 6);
  });

  it('TVaR is the mean payout over the worst 1%', () => {
    const t: PayoutTerms = { direction: 'above', trigger: 82, exhaust: 84, limitCents: 10_000_000 };
    const d = normalDistribution(81, 1);
    const q = d.quantile(0.99);
    const tail = integrate((x) => payoutCents(x, t) * normalDensity(81, 1)(x), q, 95, 200_000) / 0.01;
    expect(fittedPayoutTvar(d, t, 0.99, q, emptyMoments(), new Float64Array(2)) / tail).toBeCloseTo(1, 8);
    // An LPC where more than 1% of years are dry: the worst 1% all pay the zero-rain payout.
    const z = zeroInflatedGamma(2, 3, 0.05);
    const lpc: PayoutTerms = { direction: 'below', trigger: 4, exhaust: 1, limitCents: 1_000_000 };
    expect(fittedPayoutTvar(z, lpc, 0.99, z.quantile(0.01), emptyMoments(), new Float64Array(2))).toBeCloseTo(
      1_000_000,
      6,
    );
  });

  it('empirical TVaR averages the worst share, at least the worst value', () => {
    const v = Float64Array.from({ length: 100 }, (_, i) => i + 1);
    expect(empiricalTvar(v, 0.99)).toBe(100);
    expect(empiricalTvar(v, 0.95)).toBe(98); // (100 + 99 + 98 + 97 + 96) / 5
    expect(
      empiricalTvar(
        Float64Array.from({ length: 30 }, (_, i) => i),
        0.99,
      ),
    ).toBe(29);
    // 20 values, worst 12.5% = 2.5 values: (19 + 18 + 0.5 * 17) / 2.5 = 18.2
    expect(
      empiricalTvar(
        Float64Array.from({ length: 20 }, (_, i) => i),
        0.875,
      ),
    ).toBeCloseTo(18.2, 12);
  });
});
