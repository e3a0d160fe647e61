/**
 * Sensitivity range (docs/pricing.md, "Sensitivity range"): how far the expected loss moves under
 * the two choices that drive it most, the trend and the length of history. Four scenarios per
 * option: {raw, adjusted along the full estimated trend} x {the look-back, every complete year}.
 * Low, high and the ratio high / low are stored with the quote; a ratio above the referral ratio
 * sends the application to an underwriter.
 */
import { estimateTrend, fitAdjusted } from './fit-index.js';
import type { IndexHistory } from './index-history.js';
import type { PayoutTerms } from './payout.js';
import { createPricingContext, expectedLossCents, type PricingContext } from './premium.js';
import type { PricingParameters } from './pricing-parameters.js';

export type SensitivityAdjustment = 'raw' | 'adjusted';
export type SensitivityYears = 'look-back' | 'all-years';

export interface SensitivityScenario {
  /** raw: the index as observed; adjusted: moved along the full estimated trend (significant or not). */
  readonly adjustment: SensitivityAdjustment;
  readonly years: SensitivityYears;
  readonly yearCount: number;
  /** Blended expected loss (burn and fit, as priced), whole cents. */
  readonly expectedLossCents: number;
}

export interface SensitivityRange {
  readonly scenarios: readonly SensitivityScenario[];
  readonly lowCents: number;
  readonly highCents: number;
  /**
   * highCents / lowCents; 1 when both are 0; null when only the low is 0 (unbounded: the cover is
   * free under one alternative and not under another, which always exceeds the referral ratio).
   */
  readonly ratio: number | null;
}

/** The scenarios' pricing contexts, built once per request and shared by every option. */
export interface SensitivityContexts {
  readonly scenarios: readonly {
    readonly adjustment: SensitivityAdjustment;
    readonly years: SensitivityYears;
    readonly ctx: PricingContext;
  }[];
}

export function createSensitivityContexts(
  history: IndexHistory,
  params: PricingParameters,
): SensitivityContexts {
  const { report, sxx } = estimateTrend(history, params);
  const all: IndexHistory = { ...history, years: history.allYears, values: history.allValues };
  const scenarios: SensitivityContexts['scenarios'][number][] = [];
  for (const years of ['look-back', 'all-years'] as const) {
    const h = years === 'look-back' ? history : all;
    for (const adjustment of ['raw', 'adjusted'] as const) {
      const fit = fitAdjusted(
        h.program,
        report,
        sxx,
        adjustment === 'raw' ? 0 : 1,
        h.years,
        h.values,
        h.policyYear,
      );
      scenarios.push({ adjustment, years, ctx: createPricingContext(h, params, undefined, fit, false) });
    }
  }
  return { scenarios };
}

/** Ratio high / low, with the conventions of `SensitivityRange.ratio`. */
export function rangeRatio(lowCents: number, highCents: number): number | null {
  if (lowCents > 0) return highCents / lowCents;
  return highCents > 0 ? null : 1;
}

/** The ratio as a number for the underwriting rule: unbounded is Infinity. */
export const priceRangeRatioOf = (range: Pick<SensitivityRange, 'ratio'>): number =>
  range.ratio === null ? Infinity : range.ratio;

export function sensitivityRange(contexts: SensitivityContexts, terms: PayoutTerms): SensitivityRange {
  const scenarios = contexts.scenarios.map((s) => ({
    adjustment: s.adjustment,
    years: s.years,
    yearCount: s.ctx.years,
    expectedLossCents: Math.round(expectedLossCents(s.ctx, terms)),
  }));
  const els = scenarios.map((s) => s.expectedLossCents);
  const lowCents = Math.min(...els);
  const highCents = Math.max(...els);
  return { scenarios, lowCents, highCents, ratio: rangeRatio(lowCents, highCents) };
}
