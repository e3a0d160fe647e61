/**
 * Expected payout, its spread and its tail, from the burn (the look-back's payouts) and from the
 * fitted distribution (closed form for the linear capped payout, from truncated moments).
 */
import type { IndexDistribution, TruncatedMoments } from './distributions.js';
import { payoutCents, type PayoutTerms } from './payout.js';

export interface PayoutStats {
  /** Expected payout (cents). */
  readonly mean: number;
  /** Variance of the payout (cents^2). */
  readonly variance: number;
}

/** Mean and sample variance (n - 1) of historical payouts. */
export function burnStats(payouts: Float64Array): PayoutStats {
  const n = payouts.length;
  let s = 0;
  for (let i = 0; i < n; i++) s += payouts[i]!;
  const mean = s / n;
  let ss = 0;
  for (let i = 0; i < n; i++) {
    const d = payouts[i]! - mean;
    ss += d * d;
  }
  return { mean, variance: n > 1 ? ss / (n - 1) : 0 };
}

/**
 * E[g(X); lo < X <= hi] and E[g(X)^2; lo < X <= hi] for the payout g of `t`, into `acc`
 * (acc[0], acc[1]). Between trigger and exhaust g is linear, beyond the exhaust it is the limit.
 */
function payoutMoments(
  d: IndexDistribution,
  t: PayoutTerms,
  lo: number,
  hi: number,
  m: TruncatedMoments,
  acc: Float64Array,
): Float64Array {
  const L = t.limitCents;
  const T = t.trigger;
  const E = t.exhaust;
  acc[0] = 0;
  acc[1] = 0;
  if (t.direction === 'above') {
    const s = L / (E - T);
    d.moments(Math.max(T, lo), Math.min(E, hi), m); // g = s (x - T)
    acc[0] += s * (m.m1 - T * m.p);
    acc[1] += s * s * (m.m2 - 2 * T * m.m1 + T * T * m.p);
    d.moments(Math.max(E, lo), hi, m); // g = L
  } else {
    const s = L / (T - E);
    d.moments(Math.max(E, lo), Math.min(T, hi), m); // g = s (T - x)
    acc[0] += s * (T * m.p - m.m1);
    acc[1] += s * s * (T * T * m.p - 2 * T * m.m1 + m.m2);
    d.moments(lo, Math.min(E, hi), m); // g = L
  }
  acc[0] += L * m.p;
  acc[1] += L * L * m.p;
  return acc;
}

export function fittedPayoutStats(
  d: IndexDistribution,
  t: PayoutTerms,
  m: TruncatedMoments,
  acc: Float64Array,
): PayoutStats {
  payoutMoments(d, t, -Infinity, Infinity, m, acc);
  const mean = acc[0]!;
  return { mean, variance: Math.max(0, acc[1]! - mean * mean) };
}

/**
 * TVaR of the payout at `level` under the fitted distribution: the mean payout over the worst
 * (1 - level) of outcomes. `tailQuantile` is the index quantile bounding that tail (level for
 * `above`, 1 - level for `below`). An atom at the quantile (zero rainfall) is split so that exactly
 * (1 - level) of probability is averaged.
 */
export function fittedPayoutTvar(
  d: IndexDistribution,
  t: PayoutTerms,
  level: number,
  tailQuantile: number,
  m: TruncatedMoments,
  acc: Float64Array,
): number {
  const beta = 1 - level;
  const q = tailQuantile;
  let tailP: number;
  if (t.direction === 'above') {
    tailP = d.moments(q, Infinity, m).p;
    payoutMoments(d, t, q, Infinity, m, acc);
  } else {
    tailP = d.moments(-Infinity, q, m).p;
    payoutMoments(d, t, -Infinity, q, m, acc);
  }
  return (acc[0]! + (beta - tailP) * payoutCents(q, t)) / beta;
}

/** TVaR of a sample: the mean of its worst (1 - level) share, at least the single worst value. */
export function empiricalTvar(payouts: Float64Array, level: number): number {
  const sorted = Float64Array.from(payouts).sort().reverse();
  const k = Math.round((1 - level) * sorted.length * 1e9) / 1e9; // (1 - 0.95) * 100 is 5.000000000000004
  if (k <= 1) return sorted[0] ?? 0;
  const whole = Math.floor(k);
  let s = 0;
  for (let i = 0; i < whole; i++) s += sorted[i]!;
  if (k > whole) s += (k - whole) * sorted[whole]!;
  return s / k;
}
