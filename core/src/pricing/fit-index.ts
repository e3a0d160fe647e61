/**
 * What the premium is computed from: the look-back values as they would be in the policy year
 * ("adjusted", "as if today") and a distribution fitted to them.
 *
 * Trend policy (docs/pricing.md, "Trend policy"): the trend is estimated on every complete year
 * the data has (not only the look-back) with the Theil–Sen slope, and tested with Mann–Kendall.
 * When |z| >= trendSignificanceZ it is applied in full; otherwise `insignificantTrendShare` of it
 * (default 0: dropped).
 *   Temperature (HTC, LTC): additive, x' = x + b (policyYear - year).
 *   Precipitation (HPC, LPC): multiplicative, x' = x exp(r (policyYear - year)) with r = b / the
 *     line's level at the mean year: a total is never made negative and a dry year stays dry.
 * Fits, on the adjusted values:
 *   Temperature: the mean and sd of the adjusted values (sd with n - 2 degrees of freedom when a
 *     trend was applied, n - 1 otherwise); normal, skew-normal or kernel density with that mean and
 *     sd, chosen by the Anderson-Darling and skewness tests (goodness-of-fit.ts).
 *   Precipitation: zero-inflated gamma: the share of zero years, and a gamma fitted to the non-zero
 *     totals by the method of moments (shape = mean^2 / variance, scale = variance / mean, n - 1).
 * When a fit is not possible (too few non-zero totals, or no spread) pricing uses the burn alone.
 */
import type { IndexHistory } from './index-history.js';
import { type IndexDistribution, zeroInflatedGamma } from './distributions.js';
import { chooseTemperatureFit, type TemperatureFitSummary } from './goodness-of-fit.js';
import { type ProgramCode, programs } from './programs.js';
import { fitRobustTrend, type RobustTrend } from './trend.js';

/** A precipitation total below this many inches (it shows as 0.00) is a zero year. */
export const ZERO_TOTAL_IN = 0.005;
/** The gamma is fitted only from at least this many non-zero totals. */
export const MIN_NONZERO_YEARS_FOR_GAMMA = 10;
/** |Mann–Kendall z| at or above which the trend is applied: the two-sided 5% level. */
export const DEFAULT_TREND_SIGNIFICANCE_Z = 1.96;
/** Share of a trend that is not significant which is still applied: 0, dropped. */
export const DEFAULT_INSIGNIFICANT_TREND_SHARE = 0;

export interface TrendPolicy {
  readonly trendSignificanceZ: number;
  readonly insignificantTrendShare: number;
}
const defaultTrendPolicy: TrendPolicy = {
  trendSignificanceZ: DEFAULT_TREND_SIGNIFICANCE_Z,
  insignificantTrendShare: DEFAULT_INSIGNIFICANT_TREND_SHARE,
};

export type TrendAdjustment = 'additive' | 'multiplicative';

/** The trend as estimated, tested and applied: stored with every quote. */
export interface TrendReport {
  readonly method: 'theil-sen';
  readonly test: 'mann-kendall';
  /** Temperature: additive (deg F a year); precipitation: multiplicative (a relative rate). */
  readonly adjustment: TrendAdjustment;
  /** The complete years the trend was estimated on (every one the data has). */
  readonly firstYear: number;
  readonly lastYear: number;
  readonly yearsUsed: number;
  /** Theil–Sen slope, index units a year. */
  readonly slopePerYear: number;
  /** Precipitation: the slope as a share of the line's level at the mean year, a year; else null. */
  readonly relativeSlopePerYear: number | null;
  /** The Theil–Sen line's value at `meanYear` (the mean of the years it was estimated on). */
  readonly levelAtMeanYear: number;
  readonly meanYear: number;
  /** Mann–Kendall z. */
  readonly statistic: number;
  readonly significanceThreshold: number;
  readonly significant: boolean;
  /** 1 when significant, `insignificantTrendShare` otherwise. */
  readonly appliedShare: number;
  /** The slope applied, index units a year (precipitation: at the mean year's level). */
  readonly appliedSlopePerYear: number;
}

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
  /** Look-back values in the policy year's terms (moved along the applied trend). */
  readonly adjustedValues: Float64Array;
  readonly trend: TrendReport;
  /** Σ (year − mean year)² of the years the trend was estimated on (with `trend`, reused by the sensitivity scenarios). */
  readonly trendSxx: number;
  /** Whether a non-zero trend was applied. */
  readonly detrended: boolean;
  readonly distribution: IndexDistribution | null;
  readonly summary: FitSummary;
  /**
   * Standard error of the estimated mean at the policy year per unit of standard deviation:
   * sqrt(1/n + share^2 (policyYear - mean look-back year)^2 / Sxx), Sxx over the years the trend
   * was estimated on; 1/sqrt(n) without a trend.
   */
  readonly standardErrorFactor: number;
  /** Mean and standard deviation of the adjusted values (n - 2 with a temperature trend, else n - 1). */
  readonly mean: number;
  readonly sd: number;
}

/** Mean and standard deviation with `lost` + 1 degrees of freedom taken (1: the sample sd). */
function meanSd(values: ArrayLike<number>, lost = 0): { mean: number; sd: number } {
  const n = values.length;
  let s = 0;
  for (let i = 0; i < n; i++) s += values[i]!;
  const mean = s / n;
  let ss = 0;
  for (let i = 0; i < n; i++) ss += (values[i]! - mean) ** 2;
  const dof = n - 1 - lost;
  return { mean, sd: dof > 0 ? Math.sqrt(ss / dof) : 0 };
}

/** Estimate and test the trend over `years`/`values` (every complete year) and decide what applies. */
export function trendReportOf(
  program: ProgramCode,
  trend: RobustTrend,
  policy: TrendPolicy = defaultTrendPolicy,
): TrendReport {
  const precipitation = programs[program].peril === 'precipitation';
  const significant = Math.abs(trend.z) >= policy.trendSignificanceZ && trend.slopePerYear !== 0;
  // A precipitation line with no positive level gives no ratio to scale totals by: nothing applies.
  const scalable = !precipitation || trend.levelAtMeanYear > 0;
  const appliedShare = !scalable ? 0 : significant ? 1 : policy.insignificantTrendShare;
  return {
    method: 'theil-sen',
    test: 'mann-kendall',
    adjustment: precipitation ? 'multiplicative' : 'additive',
    firstYear: trend.firstYear,
    lastYear: trend.lastYear,
    yearsUsed: trend.count,
    slopePerYear: trend.slopePerYear,
    relativeSlopePerYear: precipitation
      ? trend.levelAtMeanYear > 0
        ? trend.slopePerYear / trend.levelAtMeanYear
        : 0
      : null,
    levelAtMeanYear: trend.levelAtMeanYear,
    meanYear: trend.meanYear,
    statistic: trend.z,
    significanceThreshold: policy.trendSignificanceZ,
    significant,
    appliedShare,
    // 0, not -0, when nothing is applied (a stored record reads back +0).
    appliedSlopePerYear: appliedShare === 0 ? 0 : appliedShare * trend.slopePerYear,
  };
}

/** A precipitation trend never more than doubles or halves a year's total (docs/pricing.md). */
export const MAX_PRECIPITATION_TREND_FACTOR = 2;

/**
 * The factor moving a precipitation total from `year` to `policyYear`: the ratio of the trend
 * line's values there (the line through the level at the mean year with `slope`), within
 * [1 / MAX_PRECIPITATION_TREND_FACTOR, MAX_PRECIPITATION_TREND_FACTOR]. A year's total is moved
 * as the line moves, proportionally, so the adjusted totals keep their spread about the line and
 * never go negative; a dry year stays dry.
 */
export function precipitationTrendFactor(
  level: number,
  meanYear: number,
  slope: number,
  year: number,
  policyYear: number,
): number {
  if (!(level > 0) || slope === 0 || year === policyYear) return 1;
  const from = level + slope * (year - meanYear);
  const to = Math.max(0, level + slope * (policyYear - meanYear));
  const ratio = from > 0 ? to / from : Infinity;
  return Math.min(MAX_PRECIPITATION_TREND_FACTOR, Math.max(1 / MAX_PRECIPITATION_TREND_FACTOR, ratio));
}

/**
 * `values` moved to `policyYear` along `share` of the trend: additive for temperature,
 * proportional to the trend line for precipitation (never negative; zero stays zero).
 */
export function adjustToPolicyYear(
  trend: TrendReport,
  share: number,
  years: ArrayLike<number>,
  values: ArrayLike<number>,
  policyYear: number,
): Float64Array {
  const out = new Float64Array(values.length);
  const b = share * trend.slopePerYear;
  for (let i = 0; i < values.length; i++) {
    const year = years[i]!;
    out[i] =
      trend.adjustment === 'multiplicative'
        ? values[i]! * precipitationTrendFactor(trend.levelAtMeanYear, trend.meanYear, b, year, policyYear)
        : values[i]! + b * (policyYear - year);
  }
  return out;
}

/** The applied part of a trend report: what moves one value to the policy year. */
export type AppliedTrend = Pick<
  TrendReport,
  'adjustment' | 'appliedShare' | 'appliedSlopePerYear' | 'levelAtMeanYear' | 'meanYear'
>;

/**
 * One value (a whole window's or a partial one's: the live index) moved from `year` to
 * `policyYear` along the applied trend, by the same rule as `adjustToPolicyYear`.
 */
export function adjustValueToYear(
  trend: AppliedTrend,
  value: number,
  year: number,
  policyYear: number,
): number {
  if (trend.adjustment === 'multiplicative') {
    return (
      value *
      precipitationTrendFactor(
        trend.levelAtMeanYear,
        trend.meanYear,
        trend.appliedSlopePerYear,
        year,
        policyYear,
      )
    );
  }
  return value + trend.appliedSlopePerYear * (policyYear - year);
}

function fitTemperature(
  adjusted: Float64Array,
  detrended: boolean,
): Pick<IndexFit, 'distribution' | 'summary' | 'mean' | 'sd'> {
  // A trend applied to the values costs the residuals a degree of freedom (n - 2, as for a line).
  const { mean, sd } = meanSd(adjusted, detrended ? 1 : 0);
  const ok = sd > 0 && Number.isFinite(sd);
  const chosen = ok ? chooseTemperatureFit(adjusted, mean, sd) : null;
  return {
    distribution: chosen?.distribution ?? null,
    summary: chosen?.summary ?? { kind: 'none', reason: 'The index did not vary over the look-back' },
    mean,
    sd,
  };
}

function fitPrecipitation(
  adjusted: Float64Array,
): Pick<IndexFit, 'distribution' | 'summary' | 'mean' | 'sd'> {
  const n = adjusted.length;
  const positive: number[] = [];
  for (let i = 0; i < n; i++) if (adjusted[i]! >= ZERO_TOTAL_IN) positive.push(adjusted[i]!);
  const { mean, sd } = meanSd(adjusted);
  if (positive.length < MIN_NONZERO_YEARS_FOR_GAMMA) {
    return {
      mean,
      sd,
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
      mean,
      sd,
      distribution: null,
      summary: { kind: 'none', reason: 'The non-zero totals did not vary' },
    };
  }
  const shape = (pos.mean * pos.mean) / variance;
  const scale = variance / pos.mean;
  const zeroProbability = (n - positive.length) / n;
  return {
    mean,
    sd,
    distribution: zeroInflatedGamma(shape, scale, zeroProbability),
    summary: { kind: 'gamma', method: 'moments', shape, scale, zeroProbability },
  };
}

/**
 * The fit of `years`/`values` moved to `policyYear` along `share` of `trend` (the trend itself is
 * estimated once per request, on every complete year). Also used for the sensitivity scenarios.
 */
export function fitAdjusted(
  program: ProgramCode,
  trend: TrendReport,
  trendSxx: number,
  share: number,
  years: ArrayLike<number>,
  values: ArrayLike<number>,
  policyYear: number,
): IndexFit {
  const n = values.length;
  const adjustedValues = adjustToPolicyYear(trend, share, years, values, policyYear);
  let sy = 0;
  for (let i = 0; i < n; i++) sy += years[i]!;
  const dt = policyYear - sy / n;
  const applied = share !== 0 && trend.slopePerYear !== 0;
  const standardErrorFactor = Math.sqrt(
    1 / n + (applied && trendSxx > 0 ? (share * share * dt * dt) / trendSxx : 0),
  );
  const fitted =
    programs[program].peril === 'temperature'
      ? fitTemperature(adjustedValues, applied)
      : fitPrecipitation(adjustedValues);
  return { adjustedValues, trend, trendSxx, detrended: applied, standardErrorFactor, ...fitted };
}

/** The estimated trend of every complete year of `history` and its Sxx. */
export function estimateTrend(
  history: IndexHistory,
  policy: TrendPolicy = defaultTrendPolicy,
): { report: TrendReport; sxx: number } {
  const robust = fitRobustTrend(history.allYears, history.allValues);
  return { report: trendReportOf(history.program, robust, policy), sxx: robust.sxx };
}

export function fitIndex(history: IndexHistory, policy: TrendPolicy = defaultTrendPolicy): IndexFit {
  const { report, sxx } = estimateTrend(history, policy);
  return fitAdjusted(
    history.program,
    report,
    sxx,
    report.appliedShare,
    history.years,
    history.values,
    history.policyYear,
  );
}
