/**
 * What the premium is computed from: the look-back values as they would be in the policy year
 * ("adjusted") and a distribution fitted to them.
 *
 * Temperature (HTC, LTC): linear trend by least squares, values moved along it to the policy year;
 *   mean = the trend value at the policy year, sd = the residual sd with n - 2 degrees of freedom;
 *   normal, skew-normal or kernel density with that mean and sd, chosen by the Anderson-Darling
 *   test (goodness-of-fit.ts).
 * Precipitation (HPC, LPC): not detrended (see docs/pricing.md); zero-inflated gamma: the share of
 *   zero years, and a gamma fitted to the non-zero totals by the method of moments
 *   (shape = mean^2 / variance, scale = variance / mean, sample variance with n - 1).
 * When a fit is not possible (too few non-zero totals, or no spread) pricing uses the burn alone.
 */
import type { IndexHistory } from './index-history.js';
import { type IndexDistribution, zeroInflatedGamma } from './distributions.js';
import { chooseTemperatureFit, type TemperatureFitSummary } from './goodness-of-fit.js';
import { programs } from './programs.js';
import { detrendToYear, fitLinearTrend, type LinearTrend, trendValueAt } from './trend.js';

/** A precipitation total below this many inches (it shows as 0.00) is a zero year. */
export const ZERO_TOTAL_IN = 0.005;
/** The gamma is fitted only from at least this many non-zero totals. */
export const MIN_NONZERO_YEARS_FOR_GAMMA = 10;

export type FitSummary =
  | TemperatureFitSummary
  | {
      readonly kind: 'gamma';
      readonly method: 'moments';
      readonly shape: number;
      readonly scale: number;
      readonly zeroProbability: number;
    }
  | { readonly kind: 'none'; readonly reason: string };

export interface IndexFit {
  /** Look-back values in the policy year's terms (detrended for temperature, raw otherwise). */
  readonly adjustedValues: Float64Array;
  /** The least-squares trend of the look-back (for precipitation reported only, not applied). */
  readonly trend: LinearTrend;
  /** Whether the values were moved along the trend (temperature). */
  readonly detrended: boolean;
  readonly distribution: IndexDistribution | null;
  readonly summary: FitSummary;
  /**
   * Standard error of the estimated mean at the policy year per unit of standard deviation:
   * sqrt(1/n + (policyYear - meanYear)^2 / Sxx) with a trend, 1/sqrt(n) without.
   */
  readonly standardErrorFactor: number;
  /** Mean and standard deviation of the adjusted values (residual sd with a trend). */
  readonly mean: number;
  readonly sd: number;
}

function meanSd(values: ArrayLike<number>): { mean: number; sd: number } {
  const n = values.length;
  let s = 0;
  for (let i = 0; i < n; i++) s += values[i]!;
  const mean = s / n;
  let ss = 0;
  for (let i = 0; i < n; i++) ss += (values[i]! - mean) ** 2;
  return { mean, sd: n > 1 ? Math.sqrt(ss / (n - 1)) : 0 };
}

function fitTemperature(history: IndexHistory): IndexFit {
  const n = history.years.length;
  const trend = fitLinearTrend(history.years, history.values);
  const adjustedValues = detrendToYear(history.years, history.values, trend, history.policyYear);
  const mean = trendValueAt(trend, history.policyYear);
  const sd = trend.residualSd;
  const dt = history.policyYear - trend.meanYear;
  const standardErrorFactor = Math.sqrt(1 / n + (trend.sxx > 0 ? (dt * dt) / trend.sxx : 0));
  const ok = sd > 0 && Number.isFinite(sd);
  const chosen = ok ? chooseTemperatureFit(adjustedValues, mean, sd) : null;
  return {
    adjustedValues,
    trend,
    detrended: true,
    distribution: chosen?.distribution ?? null,
    summary: chosen?.summary ?? { kind: 'none', reason: 'The index did not vary over the look-back' },
    standardErrorFactor,
    mean,
    sd,
  };
}

function fitPrecipitation(history: IndexHistory): IndexFit {
  const values = history.values;
  const n = values.length;
  const positive: number[] = [];
  for (let i = 0; i < n; i++) if (values[i]! >= ZERO_TOTAL_IN) positive.push(values[i]!);
  const { mean, sd } = meanSd(values);
  const base = {
    adjustedValues: Float64Array.from(values),
    trend: fitLinearTrend(history.years, values),
    detrended: false,
    standardErrorFactor: 1 / Math.sqrt(n),
    mean,
    sd,
  };
  if (positive.length < MIN_NONZERO_YEARS_FOR_GAMMA) {
    return {
      ...base,
      distribution: null,
      summary: {
        kind: 'none',
        reason: `Fewer than ${MIN_NONZERO_YEARS_FOR_GAMMA} years with a non-zero total`,
      },
    };
  }
  const pos = meanSd(positive);
  const variance = pos.sd * pos.sd;
  if (!(variance > 0)) {
    return {
      ...base,
      distribution: null,
      summary: { kind: 'none', reason: 'The non-zero totals did not vary' },
    };
  }
  const shape = (pos.mean * pos.mean) / variance;
  const scale = variance / pos.mean;
  const zeroProbability = (n - positive.length) / n;
  return {
    ...base,
    distribution: zeroInflatedGamma(shape, scale, zeroProbability),
    summary: { kind: 'gamma', method: 'moments', shape, scale, zeroProbability },
  };
}

export function fitIndex(history: IndexHistory): IndexFit {
  return programs[history.program].peril === 'temperature'
    ? fitTemperature(history)
    : fitPrecipitation(history);
}
