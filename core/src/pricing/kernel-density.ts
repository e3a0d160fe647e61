/**
 * A Gaussian kernel density of the adjusted yearly values, variance-corrected (Jones 1991): the
 * mixture (1/n) Σ N(μ + c (xᵢ - x̄), (c h)²) with Silverman's bandwidth
 * h = 0.9 min(s, IQR/1.34) n^(-1/5) and c = σ / √(v + h²) (v the values' variance about x̄ with
 * divisor n), so that the mixture has the fit's mean μ and standard deviation σ exactly while its
 * shape (skewness, a heavy side) follows the data. A normal mixture keeps the truncated moments
 * closed form: the sum of the components' normal moments.
 */
import type { IndexDistribution, TruncatedMoments } from './distributions.js';
import { normalDistribution } from './distributions.js';

/** Standard deviations past which a normal component's mass is below 1e-16. */
const FAR = 8.3;

export interface KernelDensityParameters {
  /** The mixture's component means (ascending). */
  readonly centres: Float64Array;
  /** The common component standard deviation (c h). */
  readonly bandwidth: number;
  /** Silverman's bandwidth before the variance correction. */
  readonly silvermanBandwidth: number;
}

function quantileOfSorted(sorted: Float64Array, p: number): number {
  const pos = p * (sorted.length - 1);
  const i = Math.floor(pos);
  const f = pos - i;
  return i + 1 < sorted.length ? sorted[i]! * (1 - f) + sorted[i + 1]! * f : sorted[i]!;
}

/** The variance-corrected kernel density of `values` with mean `mean` and standard deviation `sd`. */
export function kernelDensityParameters(
  values: ArrayLike<number>,
  mean: number,
  sd: number,
): KernelDensityParameters {
  const n = values.length;
  const sorted = Float64Array.from(values).sort();
  let s = 0;
  for (let i = 0; i < n; i++) s += sorted[i]!;
  const xbar = s / n;
  let ss = 0;
  for (let i = 0; i < n; i++) ss += (sorted[i]! - xbar) ** 2;
  const sampleSd = Math.sqrt(ss / (n - 1));
  const iqr = quantileOfSorted(sorted, 0.75) - quantileOfSorted(sorted, 0.25);
  const spread = iqr > 0 ? Math.min(sampleSd, iqr / 1.34) : sampleSd;
  const h = 0.9 * spread * n ** -0.2;
  const c = sd / Math.sqrt(ss / n + h * h);
  const centres = new Float64Array(n);
  for (let i = 0; i < n; i++) centres[i] = mean + c * (sorted[i]! - xbar);
  return { centres, bandwidth: c * h, silvermanBandwidth: h };
}

export function kernelDensityDistribution(p: KernelDensityParameters, mean: number): IndexDistribution {
  const n = p.centres.length;
  const parts = Array.from(p.centres, (c) => normalDistribution(c, p.bandwidth));
  const part: TruncatedMoments = { p: 0, m1: 0, m2: 0 };
  const probe: TruncatedMoments = { p: 0, m1: 0, m2: 0 };
  const lower = p.centres[0]! - 40 * p.bandwidth;
  const upper = p.centres[n - 1]! + 40 * p.bandwidth;
  const dist: IndexDistribution = {
    kind: 'kernel-density',
    mean,
    moments(a, b, out) {
      let sp = 0;
      let s1 = 0;
      let s2 = 0;
      if (b > a) {
        const h = p.bandwidth;
        for (let i = 0; i < n; i++) {
          const c = p.centres[i]!;
          const za = (a - c) / h;
          const zb = (b - c) / h;
          // A component wholly outside (a, b] adds nothing, one wholly inside its full moments
          // (beyond 8.3 sd the normal tail is below 1e-16).
          if (zb < -FAR || za > FAR) continue;
          if (za < -FAR && zb > FAR) {
            sp += 1;
            s1 += c;
            s2 += c * c + h * h;
            continue;
          }
          parts[i]!.moments(a, b, part);
          sp += part.p;
          s1 += part.m1;
          s2 += part.m2;
        }
      }
      out.p = sp / n;
      out.m1 = s1 / n;
      out.m2 = s2 / n;
      return out;
    },
    quantile(prob) {
      if (!(prob > 0 && prob < 1)) return prob === 0 ? -Infinity : prob === 1 ? Infinity : NaN;
      let a = lower;
      let b = upper;
      for (let i = 0; i < 200 && b - a > 1e-9 * Math.max(1, Math.abs(a)); i++) {
        const m = 0.5 * (a + b);
        if (dist.moments(-Infinity, m, probe).p < prob) a = m;
        else b = m;
      }
      return 0.5 * (a + b);
    },
  };
  return dist;
}
