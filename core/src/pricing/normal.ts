/**
 * Standard normal density, distribution and quantile, to about 1e-15 relative accuracy, from
 * first principles (no tabulated coefficients): the Taylor series of Phi near 0 and the Laplace
 * continued fraction of the Mills ratio in the tails.
 */
const INV_SQRT_2PI = 0.3989422804014327;

export const normalPdf = (z: number): number => INV_SQRT_2PI * Math.exp(-0.5 * z * z);

/** Upper tail Q(z) = P(Z > z) for z >= 0. */
function upperTail(z: number): number {
  if (z < 3) {
    // Phi(z) - 1/2 = phi(z) * sum_{k>=0} z^(2k+1) / (1*3*5*...*(2k+1))
    let term = z;
    let sum = z;
    const z2 = z * z;
    for (let k = 1; k < 200 && Math.abs(term) > 1e-17 * Math.abs(sum); k++) {
      term *= z2 / (2 * k + 1);
      sum += term;
    }
    return 0.5 - normalPdf(z) * sum;
  }
  if (z > 38.5) return 0;
  // Q(z) = phi(z) / (z + 1/(z + 2/(z + 3/(z + ...)))), evaluated from the tail (fixed depth).
  let f = z;
  for (let k = 120; k >= 1; k--) f = z + k / f;
  return normalPdf(z) / f;
}

/** Phi(z) = P(Z <= z). */
export const normalCdf = (z: number): number => {
  if (z !== z) return NaN;
  return z >= 0 ? 1 - upperTail(z) : upperTail(-z);
};

/** 1 - Phi(z), accurate in the upper tail. */
export const normalSf = (z: number): number => {
  if (z !== z) return NaN;
  return z >= 0 ? upperTail(z) : 1 - upperTail(-z);
};

/** P(a < Z <= b) without cancellation in either tail. */
export function normalInterval(a: number, b: number): number {
  if (!(b > a)) return 0;
  return a >= 0 ? normalSf(a) - normalSf(b) : normalCdf(b) - normalCdf(a);
}

/** The p-quantile of the standard normal (Newton's method on Phi from a tail-aware start). */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) return p === 0 ? -Infinity : p === 1 ? Infinity : NaN;
  if (p === 0.5) return 0;
  const upper = p > 0.5;
  const tail = upper ? 1 - p : p; // probability beyond the quantile, < 0.5
  // Start: z ~ sqrt(-2 ln tail) corrected (Abramowitz & Stegun 26.2.22 form, ~3e-3 accurate).
  const t = Math.sqrt(-2 * Math.log(tail));
  let z = t - (2.30753 + 0.27061 * t) / (1 + 0.99229 * t + 0.04481 * t * t);
  for (let i = 0; i < 50; i++) {
    const step = (upperTail(z) - tail) / normalPdf(z); // d/dz Q(z) = -phi(z)
    z += step;
    if (Math.abs(step) < 1e-15 * Math.max(1, Math.abs(z))) break;
  }
  return upper ? z : -z;
}
