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
    /** The priced fit itself: its expected loss is the option's own (`sensitivityRange`). */
    readonly priced: boolean;
  }[];
}

/**
 * The four scenarios' contexts. The trend is the priced one's (`priced.fit`: estimated once per
 * request), and the scenario that is the priced fit itself (the look-back, with the applied share
 * of the trend: raw when none applies, adjusted when all of it does) reuses `priced.fit` rather
 * than fitting the same values again (docs/pricing.md, "Reused work").
 */
export function createSensitivityContexts(
  history: IndexHistory,
  params: PricingParameters,
  priced?: PricingContext,
): SensitivityContexts {
  const { report, sxx } = priced
    ? { report: priced.fit.trend, sxx: priced.fit.trendSxx }
    : estimateTrend(history, params);
  const all: IndexHistory = { ...history, years: history.allYears, values: history.allValues };
  const scenarios: SensitivityContexts['scenarios'][number][] = [];
  for (const years of ['look-back', 'all-years'] as const) {
    const h = years === 'look-back' ? history : all;
    for (const adjustment of ['raw', 'adjusted'] as const) {
      const share = adjustment === 'raw' ? 0 : 1;
      const samePriced =
        priced && priced.history === history && years === 'look-back' && share === report.appliedShare;
      const fit = samePriced
        ? priced.fit
        : fitAdjusted(h.program, report, sxx, share, h.years, h.values, h.policyYear);
      scenarios.push({
        adjustment,
        years,
        ctx: createPricingContext(h, params, undefined, fit, false),
        priced: Boolean(samePriced),
      });
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

/**
 * The option's range. `pricedExpectedLossCents`: the option's priced expected loss (its premium's),
 * the scenario that is the priced fit (computed once, not again here).
 */
export function sensitivityRange(
  contexts: SensitivityContexts,
  terms: PayoutTerms,
  pricedExpectedLossCents?: number,
): SensitivityRange {
  const scenarios = contexts.scenarios.map((s) => ({
    adjustment: s.adjustment,
    years: s.years,
    yearCount: s.ctx.years,
    expectedLossCents:
      s.priced && pricedExpectedLossCents !== undefined
        ? pricedExpectedLossCents
        : Math.round(expectedLossCents(s.ctx, terms)),
  }));
  const els = scenarios.map((s) => s.expectedLossCents);
  const lowCents = Math.min(...els);
  const highCents = Math.max(...els);
  return { scenarios, lowCents, highCents, ratio: rangeRatio(lowCents, highCents) };
}
