/**
 * The skew-normal distribution (Azzalini): density 2/ω φ(z) Φ(α z), z = (x - ξ)/ω. It adds one
 * parameter to the normal, the shape α, which gives the seasonal temperature means their skewed
 * tails (docs/pricing.md, "Temperature fit"). Everything pricing needs is closed form in φ, Φ and
 * Owen's T function (for the CDF), so the truncated moments cost a few Φ evaluations:
 *
 *   F(z)         = Φ(z) - 2 T(z, α)
 *   E[Z; Z <= z] = -2 φ(z) Φ(α z) + √(2/π) δ Φ(√(1 + α²) z),           δ = α / √(1 + α²)
 *   E[Z²; Z <= z] = F(z) - 2 z φ(z) Φ(α z) - α / (π (1 + α²)) exp(-(1 + α²) z² / 2)
 *
 * Fitted by the method of moments from the mean, standard deviation and sample skewness (which
 * must stay inside the family's range |γ| < 0.9953; it is clamped to ±MAX_SKEW_NORMAL_SKEWNESS).
 */
import type { IndexDistribution } from './distributions.js';
import { normalCdf, normalPdf, normalQuantile } from './normal.js';

/** Largest |skewness| the moment fit uses (the family's supremum is 0.99527). */
export const MAX_SKEW_NORMAL_SKEWNESS = 0.99;

// Gauss-Legendre nodes and weights on [-1, 1] (16 points), computed once by Newton's method on P_16.
const GL_N = 16;
const GL_X = new Float64Array(GL_N);
const GL_W = new Float64Array(GL_N);
for (let i = 0; i < GL_N; i++) {
  let x = Math.cos((Math.PI * (i + 0.75)) / (GL_N + 0.5));
  let dp = 0;
  for (let it = 0; it < 100; it++) {
    let p0 = 1;
    let p1 = x;
    for (let k = 2; k <= GL_N; k++) {
      const p2 = ((2 * k - 1) * x * p1 - (k - 1) * p0) / k;
      p0 = p1;
      p1 = p2;
    }
    dp = (GL_N * (x * p1 - p0)) / (x * x - 1);
    const dx = p1 / dp;
    x -= dx;
    if (Math.abs(dx) < 1e-16) break;
  }
  GL_X[i] = x;
  GL_W[i] = 2 / ((1 - x * x) * dp * dp);
}

/** ∫_0^a exp(-h² (1 + x²) / 2) / (1 + x²) dx / 2π for 0 <= a <= 1, h >= 0 (composite Gauss-Legendre). */
function owenTSmall(h: number, a: number): number {
  if (a === 0) return 0;
  const panels = Math.max(1, Math.ceil(a * Math.max(1, h)));
  const width = a / panels;
  const h2 = 0.5 * h * h;
  let sum = 0;
  for (let p = 0; p < panels; p++) {
    const mid = (p + 0.5) * width;
    for (let i = 0; i < GL_N; i++) {
      const x = mid + 0.5 * width * GL_X[i]!;
      const q = 1 + x * x;
      sum += GL_W[i]! * (Math.exp(-h2 * q) / q);
    }
  }
  return (sum * 0.5 * width) / (2 * Math.PI);
}

/**
 * Owen's T(h, a) = (1/2π) ∫_0^a exp(-h² (1 + x²)/2) / (1 + x²) dx. For |a| > 1 the identity
 * T(h, a) + T(a h, 1/a) = [Φ(h) + Φ(a h)]/2 - Φ(h) Φ(a h) (h, a >= 0) keeps the range of integration short.
 */
export function owenT(h: number, a: number): number {
  const sign = a < 0 ? -1 : 1;
  const aa = Math.abs(a);
  const hh = Math.abs(h);
  if (aa <= 1) return sign * owenTSmall(hh, aa);
  const ph = normalCdf(hh);
  const pah = normalCdf(aa * hh);
  return sign * (0.5 * (ph + pah) - ph * pah - owenTSmall(aa * hh, 1 / aa));
}

export interface SkewNormalParameters {
  /** Location ξ, scale ω > 0, shape α. */
  readonly location: number;
  readonly scale: number;
  readonly shape: number;
}

/** Mean, sd and skewness of SN(ξ, ω, α). */
export function skewNormalMoments(p: SkewNormalParameters): { mean: number; sd: number; skewness: number } {
  const delta = p.shape / Math.sqrt(1 + p.shape * p.shape);
  const mz = delta * Math.sqrt(2 / Math.PI);
  const vz = 1 - mz * mz;
  return {
    mean: p.location + p.scale * mz,
    sd: p.scale * Math.sqrt(vz),
    skewness: ((4 - Math.PI) / 2) * (mz ** 3 / vz ** 1.5),
  };
}

/** The skew-normal with the given mean, sd and skewness (clamped to ±MAX_SKEW_NORMAL_SKEWNESS). */
export function skewNormalFromMoments(mean: number, sd: number, skewness: number): SkewNormalParameters {
  const g = Math.max(-MAX_SKEW_NORMAL_SKEWNESS, Math.min(MAX_SKEW_NORMAL_SKEWNESS, skewness));
  const r = Math.cbrt((2 * Math.abs(g)) / (4 - Math.PI));
  const mz = Math.sign(g) * (r / Math.sqrt(1 + r * r)); // E[Z] of the standard skew-normal
  const delta = mz * Math.sqrt(Math.PI / 2);
  const shape = delta / Math.sqrt(1 - delta * delta);
  const scale = sd / Math.sqrt(1 - mz * mz);
  return { location: mean - scale * mz, scale, shape };
}

export function skewNormalDistribution(p: SkewNormalParameters): IndexDistribution {
  const { location: xi, scale: omega, shape: alpha } = p;
  const s = Math.sqrt(1 + alpha * alpha);
  const delta = alpha / s;
  const c1 = Math.sqrt(2 / Math.PI) * delta;
  const c2 = alpha / (Math.PI * (1 + alpha * alpha));
  const { mean } = skewNormalMoments(p);
  // Standardised CDF and partial moments at z (z may be +-Infinity).
  const at = (z: number, out: Float64Array): void => {
    if (z === -Infinity) {
      out[0] = out[1] = out[2] = 0;
      return;
    }
    if (z === Infinity) {
      out[0] = 1;
      out[1] = c1;
      out[2] = 1;
      return;
    }
    const pdf = normalPdf(z);
    const paz = normalCdf(alpha * z);
    const cdf = Math.min(1, Math.max(0, normalCdf(z) - 2 * owenT(z, alpha)));
    out[0] = cdf;
    out[1] = -2 * pdf * paz + c1 * normalCdf(s * z);
    out[2] = cdf - 2 * z * pdf * paz - c2 * Math.exp(-0.5 * (1 + alpha * alpha) * z * z);
  };
  const lo = new Float64Array(3);
  const hi = new Float64Array(3);
  const cdfAt = (x: number): number => {
    at((x - xi) / omega, lo);
    return lo[0]!;
  };
  return {
    kind: 'skew-normal',
    mean,
    moments(a, b, out) {
      out.p = out.m1 = out.m2 = 0;
      if (!(b > a)) return out;
      at((a - xi) / omega, lo);
      at((b - xi) / omega, hi);
      const p0 = Math.max(0, hi[0]! - lo[0]!);
      const e1 = hi[1]! - lo[1]!; // E[Z; .]
      const e2 = Math.max(0, hi[2]! - lo[2]!); // E[Z^2; .]
      out.p = p0;
      out.m1 = xi * p0 + omega * e1;
      out.m2 = xi * xi * p0 + 2 * xi * omega * e1 + omega * omega * e2;
      return out;
    },
    quantile(prob) {
      if (!(prob > 0 && prob < 1)) return prob === 0 ? -Infinity : prob === 1 ? Infinity : NaN;
      // Bracket from the normal quantile, then bisection (monotone, robust for any shape).
      const z = normalQuantile(prob);
      let a = xi + omega * (z - 4);
      let b = xi + omega * (z + 4);
      while (cdfAt(a) > prob) a -= 4 * omega;
      while (cdfAt(b) < prob) b += 4 * omega;
      for (let i = 0; i < 200 && b - a > 1e-12 * Math.max(1, Math.abs(a)); i++) {
        const m = 0.5 * (a + b);
        if (cdfAt(m) < prob) a = m;
        else b = m;
      }
      return 0.5 * (a + b);
    },
  };
}
