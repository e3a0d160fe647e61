/**
 * The standard error of the expected-loss estimate (docs/pricing.md, "Uncertainty load"): how far
 * the EL computed from n years may be from the true one. Analytic, by the delta method:
 *
 *   burn:   se_B² = s_B² / n + (∂F/∂μ)² D
 *   fitted: se_F² = ∇Fᵀ Σ ∇F over the fit's parameters
 *   blend:  SE = Z se_B + (1 - Z) se_F        (burn and fit rest on the same years: the errors are
 *                                             taken as fully correlated, an upper bound)
 *
 * D = σ² (f² - 1/n) is the variance the trend's extrapolation to the policy year adds to the level
 * (f the fit's standard-error factor; 0 without a trend).
 *
 * Temperature (normal, skew-normal, kernel density, each X = μ + σ Z₀ with a fixed shape Z₀):
 *   ∂F/∂μ = E[g'(X)] = ±(L/W) P(T < X ≤ E),  ∂F/∂σ = E[g'(X) (X - μ)/σ] = ±(L/W) E[X - μ; .] / σ
 *   (+ for `above`, - for `below`, the interval between trigger and exhaust),
 *   Var(μ̂) = σ² f², Var(σ̂) = σ² / (2 ν) with ν = n - 2 (detrended) or n - 1, independent.
 * Precipitation (zero-inflated gamma, method of moments on the n₊ non-zero totals, mean m, sd s,
 * shape k): ∂F/∂m, ∂F/∂s by central differences, ∂F/∂p₀ = g(0) - F₊;
 *   Var(m̂) = s²/n₊ + D/(1 - p₀)², Var(ŝ) = s² (2 + 6/k) / (4 n₊), Cov(m̂, ŝ) = s² / (√k n₊),
 *   Var(p̂₀) = p₀ (1 - p₀) / n (large-sample moments of a gamma sample: kurtosis 3 + 6/k, skewness 2/√k).
 */
import { type IndexDistribution, type TruncatedMoments, zeroInflatedGamma } from './distributions.js';
import { fittedPayoutStats } from './expected-loss.js';
import type { IndexFit } from './fit-index.js';
import { payoutCents, type PayoutTerms } from './payout.js';

export interface ExpectedLossStandardError {
  /** Standard error of the burn EL (cents). */
  readonly burn: number;
  /** Standard error of the fitted EL (cents); null without a fit. */
  readonly fitted: number | null;
  /** Of the blended EL: Z burn + (1 - Z) fitted (cents). */
  readonly blended: number;
}

const RELATIVE_STEP = 1e-4;

/** Fitted EL and its sensitivity to the level (∂F/∂level), and the fitted EL's variance. */
function fittedSensitivity(
  fit: IndexFit,
  d: IndexDistribution,
  t: PayoutTerms,
  fittedMean: number,
  n: number,
  levelVariance: number,
  m: TruncatedMoments,
  acc: Float64Array,
): { dLevel: number; variance: number } {
  const s = fit.summary;
  if (s.kind === 'gamma') {
    const p0 = s.zeroProbability;
    const k = s.shape;
    const mean = k * s.scale;
    const sd = Math.sqrt(k) * s.scale;
    const nPos = Math.max(2, Math.round(n * (1 - p0)));
    const at = (mm: number, ss: number): number =>
      fittedPayoutStats(zeroInflatedGamma((mm * mm) / (ss * ss), (ss * ss) / mm, p0), t, m, acc).mean;
    const hm = RELATIVE_STEP * mean;
    const hs = RELATIVE_STEP * sd;
    const dm = (at(mean + hm, sd) - at(mean - hm, sd)) / (2 * hm);
    const ds = (at(mean, sd + hs) - at(mean, sd - hs)) / (2 * hs);
    const g0 = payoutCents(0, t);
    const positivePart = p0 < 1 ? (fittedMean - p0 * g0) / (1 - p0) : 0;
    const dp0 = g0 - positivePart;
    const w = 1 - p0;
    const varM = (sd * sd) / nPos + levelVariance / (w * w);
    const varS = (sd * sd * (2 + 6 / k)) / (4 * nPos);
    const cov = (sd * sd) / (Math.sqrt(k) * nPos);
    const varP0 = (p0 * (1 - p0)) / n;
    return {
      dLevel: dm / w,
      variance: Math.max(0, dm * dm * varM + ds * ds * varS + 2 * dm * ds * cov + dp0 * dp0 * varP0),
    };
  }
  // Location-scale families: the payout's slope over (min(T, E), max(T, E)].
  const mu = fit.mean;
  const sigma = fit.sd;
  const slope =
    t.direction === 'above'
      ? t.limitCents / (t.exhaust - t.trigger)
      : -t.limitCents / (t.trigger - t.exhaust);
  d.moments(Math.min(t.trigger, t.exhaust), Math.max(t.trigger, t.exhaust), m);
  const dMu = slope * m.p;
  const dSigma = (slope * (m.m1 - mu * m.p)) / sigma;
  const f = fit.standardErrorFactor;
  const dof = fit.detrended ? n - 2 : n - 1;
  return {
    dLevel: dMu,
    variance: dMu * dMu * sigma * sigma * f * f + (dSigma * dSigma * sigma * sigma) / (2 * dof),
  };
}

export function expectedLossStandardError(
  fit: IndexFit,
  t: PayoutTerms,
  burnVariance: number,
  fittedMean: number | null,
  burnWeight: number,
  m: TruncatedMoments,
  acc: Float64Array,
): ExpectedLossStandardError {
  const n = fit.adjustedValues.length;
  const d = fit.distribution;
  if (!d || fittedMean === null) {
    const burn = Math.sqrt(burnVariance / n);
    return { burn, fitted: null, blended: burn };
  }
  const f = fit.standardErrorFactor;
  const levelVariance = fit.sd * fit.sd * Math.max(0, f * f - 1 / n);
  const { dLevel, variance } = fittedSensitivity(fit, d, t, fittedMean, n, levelVariance, m, acc);
  const burn = Math.sqrt(burnVariance / n + dLevel * dLevel * levelVariance);
  const fitted = Math.sqrt(variance);
  return { burn, fitted, blended: burnWeight * burn + (1 - burnWeight) * fitted };
}
