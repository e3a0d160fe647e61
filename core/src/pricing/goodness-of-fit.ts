/**
 * The temperature fit: normal, skew-normal or a kernel density of the adjusted values, chosen by
 * the Anderson-Darling test, parsimony first (docs/pricing.md, "Temperature fit"):
 *
 *   1. the normal N(μ, σ) if its modified statistic A*² = A² (1 + 0.75/n + 2.25/n²) is at most
 *      ANDERSON_DARLING_CRITICAL_VALUE (0.752, the 5% point for a normal with estimated mean and
 *      variance, D'Agostino & Stephens 1986, table 4.7) and the sample skewness is not significant:
 *      |G1| / SES < SKEWNESS_CRITICAL_Z (1.96), SES = √(6n(n-1) / ((n-2)(n+1)(n+3))). With 30
 *      years the Anderson-Darling test alone rarely rejects a skewness of ±1, which moves a
 *      1-in-10 tail's expected payout by a factor of two or more;
 *   2. else the skew-normal with the same μ, σ and the sample skewness, if its A*² passes the same
 *      bound (an approximation: no table exists for the skew-normal with estimated parameters);
 *   3. else the kernel density, which follows the sample's shape by construction.
 *
 * A² = -n - (1/n) Σ (2i - 1) [ln F(x₍ᵢ₎) + ln(1 - F(x₍ₙ₊₁₋ᵢ₎))] over the sorted values. It weights
 * the tails more than Kolmogorov-Smirnov, which is where the payouts are.
 */
import {
  emptyMoments,
  type IndexDistribution,
  normalDistribution,
  type TruncatedMoments,
} from './distributions.js';
import { kernelDensityDistribution, kernelDensityParameters } from './kernel-density.js';
import { skewNormalDistribution, skewNormalFromMoments } from './skew-normal.js';

/** The 5% critical value of the modified Anderson-Darling statistic A*² (normal, estimated μ and σ). */
export const ANDERSON_DARLING_CRITICAL_VALUE = 0.752;
/** The two-sided 5% point of the skewness test's z = G1 / SES. */
export const SKEWNESS_CRITICAL_Z = 1.96;

/** The standard error of the sample skewness G1 of n normal values. */
export const skewnessStandardError = (n: number): number =>
  Math.sqrt((6 * n * (n - 1)) / ((n - 2) * (n + 1) * (n + 3)));

export type TemperatureFitKind = 'normal' | 'skew-normal' | 'kernel-density';

export interface TemperatureFitSummary {
  readonly kind: TemperatureFitKind;
  /** Mean and standard deviation of every candidate (the adjusted values' centre and spread). */
  readonly mean: number;
  readonly sd: number;
  /** Sample skewness of the adjusted values (adjusted Fisher-Pearson G1). */
  readonly skewness: number;
  /** G1 / SES: the skewness test's statistic (normal if |z| < skewnessCriticalZ). */
  readonly skewnessZ: number;
  readonly skewnessCriticalZ: number;
  /** Modified Anderson-Darling statistics A*² of the candidates tried, in order. */
  readonly andersonDarling: {
    readonly normal: number;
    readonly skewNormal: number | null;
    readonly kernelDensity: number | null;
  };
  readonly criticalValue: number;
  /** Skew-normal: location ξ, scale ω, shape α. */
  readonly skewNormal?: { readonly location: number; readonly scale: number; readonly shape: number };
  /** Kernel density: the component standard deviation (after the variance correction). */
  readonly bandwidth?: number;
}

/** Adjusted Fisher-Pearson sample skewness G1 = √(n(n-1))/(n-2) · m3 / m2^1.5. */
export function sampleSkewness(values: ArrayLike<number>): number {
  const n = values.length;
  if (n < 3) return 0;
  let s = 0;
  for (let i = 0; i < n; i++) s += values[i]!;
  const mean = s / n;
  let m2 = 0;
  let m3 = 0;
  for (let i = 0; i < n; i++) {
    const d = values[i]! - mean;
    m2 += d * d;
    m3 += d * d * d;
  }
  m2 /= n;
  m3 /= n;
  if (!(m2 > 0)) return 0;
  return ((Math.sqrt(n * (n - 1)) / (n - 2)) * m3) / m2 ** 1.5;
}

/** The modified Anderson-Darling statistic A*² of `sorted` (ascending) against `d`. */
export function andersonDarling(sorted: Float64Array, d: IndexDistribution, m: TruncatedMoments): number {
  const n = sorted.length;
  const cdf = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const p = d.moments(-Infinity, sorted[i]!, m).p;
    cdf[i] = Math.min(1 - 1e-16, Math.max(1e-300, p));
  }
  let s = 0;
  for (let i = 0; i < n; i++) s += (2 * i + 1) * (Math.log(cdf[i]!) + Math.log(1 - cdf[n - 1 - i]!));
  const a2 = -n - s / n;
  return a2 * (1 + 0.75 / n + 2.25 / (n * n));
}

/** The chosen distribution of the adjusted temperature index, and what was tested. */
export function chooseTemperatureFit(
  adjustedValues: Float64Array,
  mean: number,
  sd: number,
  criticalValue = ANDERSON_DARLING_CRITICAL_VALUE,
): { distribution: IndexDistribution; summary: TemperatureFitSummary } {
  const sorted = Float64Array.from(adjustedValues).sort();
  const m = emptyMoments();
  const skewness = sampleSkewness(adjustedValues);
  const skewnessZ = skewness / skewnessStandardError(sorted.length);
  const base = { mean, sd, skewness, skewnessZ, skewnessCriticalZ: SKEWNESS_CRITICAL_Z, criticalValue };
  const normal = normalDistribution(mean, sd);
  const adNormal = andersonDarling(sorted, normal, m);
  if (adNormal <= criticalValue && Math.abs(skewnessZ) < SKEWNESS_CRITICAL_Z) {
    return {
      distribution: normal,
      summary: {
        kind: 'normal',
        ...base,
        andersonDarling: { normal: adNormal, skewNormal: null, kernelDensity: null },
      },
    };
  }
  const snParams = skewNormalFromMoments(mean, sd, skewness);
  const skew = skewNormalDistribution(snParams);
  const adSkew = andersonDarling(sorted, skew, m);
  if (adSkew <= criticalValue) {
    return {
      distribution: skew,
      summary: {
        kind: 'skew-normal',
        ...base,
        andersonDarling: { normal: adNormal, skewNormal: adSkew, kernelDensity: null },
        skewNormal: snParams,
      },
    };
  }
  const kdParams = kernelDensityParameters(adjustedValues, mean, sd);
  const kernel = kernelDensityDistribution(kdParams, mean);
  return {
    distribution: kernel,
    summary: {
      kind: 'kernel-density',
      ...base,
      andersonDarling: {
        normal: adNormal,
        skewNormal: adSkew,
        kernelDensity: andersonDarling(sorted, kernel, m),
      },
      bandwidth: kdParams.bandwidth,
    },
  };
}
