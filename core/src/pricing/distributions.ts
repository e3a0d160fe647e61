/**
 * Fitted distributions of the yearly index. Pricing needs only truncated moments over intervals
 * (a, b] and quantiles, so that is the interface: from those the expected payout, its variance and
 * its tail (TVaR) follow in closed form for the linear, capped payout.
 */
import { gammaInterval, gammaQuantile } from './gamma-function.js';
import { normalInterval, normalPdf, normalQuantile } from './normal.js';

/** P(a < X <= b), E[X; a < X <= b] and E[X^2; a < X <= b]. */
export interface TruncatedMoments {
  p: number;
  m1: number;
  m2: number;
}

export interface IndexDistribution {
  readonly kind: 'normal' | 'gamma' | 'skew-normal' | 'kernel-density';
  /** Moments over (a, b]; a may be -Infinity and b +Infinity. Writes into and returns `out`. */
  moments(a: number, b: number, out: TruncatedMoments): TruncatedMoments;
  quantile(p: number): number;
  readonly mean: number;
}

export const emptyMoments = (): TruncatedMoments => ({ p: 0, m1: 0, m2: 0 });

/** Normal(mean, sd), sd > 0. */
export function normalDistribution(mean: number, sd: number): IndexDistribution {
  return {
    kind: 'normal',
    mean,
    moments(a, b, out) {
      out.p = out.m1 = out.m2 = 0;
      if (!(b > a)) return out;
      const za = (a - mean) / sd;
      const zb = (b - mean) / sd;
      const pa = Number.isFinite(za) ? normalPdf(za) : 0;
      const pb = Number.isFinite(zb) ? normalPdf(zb) : 0;
      const zpa = Number.isFinite(za) ? za * pa : 0;
      const zpb = Number.isFinite(zb) ? zb * pb : 0;
      const p = normalInterval(za, zb);
      const ez = pa - pb; // E[Z; za < Z <= zb]
      const ez2 = p + zpa - zpb; // E[Z^2; za < Z <= zb]
      out.p = p;
      out.m1 = mean * p + sd * ez;
      out.m2 = mean * mean * p + 2 * mean * sd * ez + sd * sd * ez2;
      return out;
    },
    quantile: (p) => mean + sd * normalQuantile(p),
  };
}

/**
 * A year with total zero with probability `zeroProbability`, otherwise Gamma(shape, scale)
 * (mean shape * scale). Used for precipitation totals, which are never negative and may be zero.
 */
export function zeroInflatedGamma(shape: number, scale: number, zeroProbability: number): IndexDistribution {
  const w = 1 - zeroProbability;
  return {
    kind: 'gamma',
    mean: w * shape * scale,
    moments(a, b, out) {
      out.p = out.m1 = out.m2 = 0;
      if (!(b > a)) return out;
      if (a < 0 && b >= 0) out.p += zeroProbability; // the atom at 0 (adds nothing to m1, m2)
      const lo = Math.max(a, 0) / scale;
      const hi = b / scale;
      if (hi > lo) {
        out.p += w * gammaInterval(shape, lo, hi);
        // E[X; .] = shape*scale*P_{shape+1}(.), E[X^2; .] = shape(shape+1)scale^2 P_{shape+2}(.)
        out.m1 += w * shape * scale * gammaInterval(shape + 1, lo, hi);
        out.m2 += w * shape * (shape + 1) * scale * scale * gammaInterval(shape + 2, lo, hi);
      }
      return out;
    },
    quantile(p) {
      if (p <= zeroProbability) return 0;
      return scale * gammaQuantile(shape, (p - zeroProbability) / w);
    },
  };
}
