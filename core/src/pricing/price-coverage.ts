/**
 * Prices a coverage request from an index history: builds the per-request context once (fit,
 * quantiles, scratch arrays), generates the trigger options, prices each, and assembles the
 * historical rows and payout profiles.
 */
import { AppError } from '../errors.js';
import { formatIndexValue, formatUsd } from '../quoting/format.js';
import type { RiskPeriod } from '../weather/risk-period.js';
import type { IndexUnit } from '../weather/units.js';
import { type FitSummary, fitIndex, type TrendReport } from './fit-index.js';
import { type HistoryFitMemo, historyFitKey } from './history-fits.js';
import type { PortfolioScenarios } from './portfolio.js';
import { type IndexHistory, MIN_LOOK_BACK_YEARS, type SkippedYear } from './index-history.js';
import {
  payoutCents,
  payoutProfile,
  type PayoutProfile,
  type PayoutTerms,
  perUnitLossCents,
  premiumRecovery,
  relativeStrikePercent,
  validatePayoutTerms,
} from './payout.js';
import {
  createPricingContext,
  isOfferable,
  type PremiumBreakdown,
  pricePremium,
  type PricingContext,
} from './premium.js';
import { type PricingParameters, resolvePricingParameters } from './pricing-parameters.js';
import type { PayoutDirection, ProgramCode } from './programs.js';
import { createSensitivityContexts, type SensitivityRange, sensitivityRange } from './sensitivity.js';
import {
  type CandidateTerms,
  findOfferableTrigger,
  precipitationCandidates,
  precipitationStep,
  precipitationTerms,
  roundTenths,
  temperatureCandidates,
  temperatureExhaustDistance,
  temperatureTerms,
  validateCustomTrigger,
} from './trigger-options.js';

export interface CoverageRequest {
  readonly program: ProgramCode;
  readonly limitCents: number;
  /** HPC/LPC: the requested trigger (required). HTC/LTC: the custom trigger (optional). */
  readonly trigger?: number;
  /** HPC/LPC: the requested exhaust (required). Not used for HTC/LTC (the per-degree rule sets it). */
  readonly exhaust?: number;
  /** Search for the nearest offerable trigger when the requested one is not. */
  readonly targetMatch?: boolean;
  /** The book the cover would join (its region's bound and pending covers); absent: an empty book. */
  readonly portfolio?: PortfolioScenarios;
  /** The caller's memo of the history's fits (history-fits.ts): absent, they are computed. */
  readonly fitMemo?: HistoryFitMemo;
}

export interface PricedOption {
  /** "Above 82°F", "Below 3.50 in", ... */
  readonly label: string;
  readonly isRequested: boolean;
  readonly direction: PayoutDirection;
  readonly trigger: number;
  readonly exhaust: number;
  readonly limitCents: number;
  /** Cents per inch (precipitation) or per deg F (temperature). */
  readonly perUnitLossCents: number;
  /** Break-even index value (the quote's breakEven). */
  readonly premiumRecovery: number;
  /** Precipitation: trigger as a percent of the look-back average; temperature: null. */
  readonly relativeStrikePercent: number | null;
  readonly premium: PremiumBreakdown;
  /** Payout in each look-back year on the raw (not detrended) index, whole cents, ascending years. */
  readonly historicalPayoutsCents: number[];
  /**
   * Payout in each look-back year on the index adjusted the way pricing adjusts it ("as if
   * today"), whole cents, ascending years: the history the price agrees with.
   */
  readonly asIfTodayPayoutsCents: number[];
  /** Expected loss under raw/adjusted x look-back/all years: low, high, ratio. */
  readonly sensitivity: SensitivityRange;
  readonly payoutProfile: PayoutProfile;
}

export interface HistoricalRow {
  readonly year: number;
  /** The year's index as observed. */
  readonly indexValue: number;
  /** The index moved to the policy year along the applied trend ("as if today"). */
  readonly adjustedIndexValue: number;
  /** Payout per offered option on the observed index, whole cents, in option order. */
  readonly payoutsCents: number[];
  /** Payout per offered option on the adjusted index, whole cents, in option order. */
  readonly asIfTodayPayoutsCents: number[];
}

export interface PricingResult {
  readonly program: ProgramCode;
  readonly period: RiskPeriod;
  readonly policyYear: number;
  readonly indexUnit: IndexUnit;
  readonly limitCents: number;
  readonly lookBack: {
    readonly years: number[];
    readonly indexValues: number[];
    readonly adjustedIndexValues: number[];
    readonly average: number;
    readonly minimum: number;
    readonly maximum: number;
    readonly skippedYears: readonly SkippedYear[];
    /** Theil–Sen trend of the index over every complete year (units a year); see `trend`. */
    readonly trendPerYear: number;
    /** Whether the values were moved along a (significant, or damped) trend to the policy year. */
    readonly detrended: boolean;
  };
  /** The trend policy's estimate, test and decision (docs/pricing.md, "Trend policy"). */
  readonly trend: TrendReport;
  readonly fit: FitSummary;
  readonly burnWeight: number;
  readonly standardErrorFactor: number;
  /** Temperature only: trigger-exhaust distance in deg F. */
  readonly exhaustDistance: number | null;
  /** Offered options, the requested (or matched) one first; empty when nothing can be offered. */
  readonly options: PricedOption[];
  readonly historicalRows: HistoricalRow[];
  /** Set when targetMatch moved the requested trigger. */
  readonly targetMatch: { readonly requestedTrigger: number; readonly matchedTrigger: number } | null;
  readonly parameters: PricingParameters;
}

/** The schema's "The limit of liability must be at least $1,000.00.", for the engine's minimum. */
export const limitBelowMinimumMessage = (minimumLimitCents: number): string =>
  `The limit of liability must be at least ${formatUsd(minimumLimitCents / 100)}.`;

const formatTrigger = (ctx: PricingContext, t: CandidateTerms): string => {
  const side = t.direction === 'above' ? 'Above' : 'Below';
  if (ctx.program.peril === 'precipitation') return `${side} ${t.trigger.toFixed(2)} in`;
  const degrees = Number.isInteger(t.trigger) ? String(t.trigger) : t.trigger.toFixed(1);
  return `${side} ${degrees}°F`;
};

/** Said of a requested trigger whose premium would exceed the maximum rate on line. */
export function rateOnLineTooHighMessage(rateOnLine: number, maximumRateOnLine: number): string {
  const percent = (r: number) => `${(Math.round(r * 1000) / 10).toString()}%`;
  return `The premium for this trigger would be ${percent(rateOnLine)} of the limit; the rate on line must be at most ${percent(maximumRateOnLine)}.`;
}

/** The requested terms are not offerable: expected loss over its limit, else premium over the maximum rate on line. */
function tooHigh(ctx: PricingContext, t: PayoutTerms): never {
  const premium = pricePremium(ctx, t);
  if (premium.expectedLossShare <= ctx.params.maxExpectedLossShare && premium.aboveMaximumRateOnLine) {
    throw new AppError(
      'CAPITAL_PROVIDER_EXPECTED_LOSS_TOO_HIGH',
      rateOnLineTooHighMessage(premium.rateOnLine, ctx.params.maximumRateOnLine),
      {
        reason: 'MAXIMUM_RATE_ON_LINE',
        trigger: t.trigger,
        rateOnLine: premium.rateOnLine,
        maximumRateOnLine: ctx.params.maximumRateOnLine,
      },
    );
  }
  throw new AppError('CAPITAL_PROVIDER_EXPECTED_LOSS_TOO_HIGH', undefined, {
    trigger: t.trigger,
    maxExpectedLossShare: ctx.params.maxExpectedLossShare,
  });
}

/** Said of a trigger the index never reached in the look-back (such cover would price at the minimum for nothing). */
export function triggerNeverReachedMessage(
  direction: PayoutDirection,
  trigger: string,
  years: number,
  extreme: string,
): string {
  return direction === 'above'
    ? `In the last ${years} years the index never reached a trigger of ${trigger} (its highest was ${extreme}). Choose a trigger the index has reached.`
    : `In the last ${years} years the index never fell to a trigger of ${trigger} (its lowest was ${extreme}). Choose a trigger the index has reached.`;
}

/**
 * A trigger beyond every year of the history: cover that would never have paid. Refused (rather
 * than priced at the minimum premium), saying how far the index actually went.
 */
function refuseNeverReached(ctx: PricingContext, trigger: number): void {
  const above = ctx.program.direction === 'above';
  const beyond = above ? trigger > ctx.rawMax : trigger < ctx.rawMin;
  if (!beyond) return;
  const unit = ctx.program.indexUnit;
  const format = (v: number) => formatIndexValue(v, unit);
  throw new AppError(
    'VALIDATION_ERROR',
    triggerNeverReachedMessage(
      ctx.program.direction,
      format(trigger),
      ctx.history.years.length,
      format(above ? ctx.rawMax : ctx.rawMin),
    ),
    { reason: 'TRIGGER_NEVER_REACHED' },
  );
}

interface Selection {
  readonly candidates: CandidateTerms[];
  readonly targetMatch: PricingResult['targetMatch'];
}

function selectPrecipitation(ctx: PricingContext, request: CoverageRequest): Selection {
  if (request.trigger === undefined || request.exhaust === undefined) {
    throw new AppError('VALIDATION_ERROR', 'Trigger and exhaust are required');
  }
  if (!(request.trigger > 0))
    throw new AppError('VALIDATION_ERROR', 'The trigger value must be greater than 0.');
  if (!(request.exhaust > 0) && ctx.program.direction === 'above') {
    throw new AppError('VALIDATION_ERROR', 'The exhaust value must be greater than 0.');
  }
  if (request.exhaust < 0) throw new AppError('VALIDATION_ERROR', 'The exhaust value must not be negative.');
  let requested: PayoutTerms = {
    direction: ctx.program.direction,
    trigger: request.trigger,
    exhaust: request.exhaust,
    limitCents: request.limitCents,
  };
  validatePayoutTerms(requested);
  refuseNeverReached(ctx, requested.trigger);
  let targetMatch: PricingResult['targetMatch'] = null;
  if (!isOfferable(ctx, requested)) {
    if (!request.targetMatch) tooHigh(ctx, requested);
    const width = Math.abs(requested.exhaust - requested.trigger);
    const termsFor = (trigger: number) => precipitationTerms(ctx, trigger, width, request.limitCents);
    const matched = findOfferableTrigger(ctx, requested.trigger, termsFor, 0.01, precipitationStep(ctx));
    if (matched === null) return { candidates: [], targetMatch: null };
    targetMatch = { requestedTrigger: requested.trigger, matchedTrigger: matched };
    requested = termsFor(matched);
  }
  return { candidates: precipitationCandidates(ctx, requested), targetMatch };
}

function selectTemperature(ctx: PricingContext, request: CoverageRequest): Selection {
  const limitCents = request.limitCents;
  let custom = request.trigger;
  let targetMatch: PricingResult['targetMatch'] = null;
  if (custom !== undefined) {
    validateCustomTrigger(ctx, custom);
    const terms = temperatureTerms(ctx, custom, limitCents);
    validatePayoutTerms(terms);
    if (!isOfferable(ctx, terms)) {
      if (!request.targetMatch) tooHigh(ctx, terms);
      const matched = findOfferableTrigger(
        ctx,
        custom,
        (t) => temperatureTerms(ctx, t, limitCents),
        0.1,
        0.5,
      );
      if (matched === null) return { candidates: [], targetMatch: null };
      targetMatch = { requestedTrigger: custom, matchedTrigger: roundTenths(matched) };
      custom = roundTenths(matched);
    }
  }
  const candidates = temperatureCandidates(ctx, limitCents, custom);
  if (request.targetMatch && custom === undefined && !candidates.some((c) => isOfferable(ctx, c))) {
    // Nothing offerable: the nearest whole degree past the least protective candidate that is.
    const triggers = candidates.map((c) => c.trigger);
    const start = ctx.program.direction === 'above' ? Math.max(...triggers) : Math.min(...triggers);
    const matched = findOfferableTrigger(ctx, start, (t) => temperatureTerms(ctx, t, limitCents), 1, 1);
    if (matched === null) return { candidates: [], targetMatch: null };
    targetMatch = { requestedTrigger: start, matchedTrigger: matched };
    return {
      candidates: [{ ...temperatureTerms(ctx, matched, limitCents), isRequested: false }],
      targetMatch,
    };
  }
  return { candidates, targetMatch };
}

export function priceCoverage(
  history: IndexHistory,
  request: CoverageRequest,
  overrides: Partial<PricingParameters> = {},
): PricingResult {
  if (history.program !== request.program) {
    throw new AppError('VALIDATION_ERROR', 'The index history is for another program');
  }
  if (!Number.isInteger(request.limitCents) || request.limitCents <= 0) {
    throw new AppError('VALIDATION_ERROR', 'The amount provided is not valid.');
  }
  if (history.values.length < MIN_LOOK_BACK_YEARS || !history.values.every(Number.isFinite)) {
    throw new AppError(
      'RISK_API_ERROR',
      `Pricing needs at least ${MIN_LOOK_BACK_YEARS} complete years of index values`,
      { reason: 'INSUFFICIENT_HISTORY', completeYears: history.values.filter(Number.isFinite).length },
    );
  }
  const params = resolvePricingParameters(overrides);
  if (request.limitCents < params.minimumLimitCents) {
    throw new AppError('VALIDATION_ERROR', limitBelowMinimumMessage(params.minimumLimitCents), {
      reason: 'LIMIT_BELOW_MINIMUM',
      minimumLimitCents: params.minimumLimitCents,
    });
  }
  // The fits depend on the history and the parameters only: from the caller's memo when it has them.
  const memoKey = request.fitMemo ? historyFitKey(history, params) : null;
  const cached = memoKey ? request.fitMemo!.get(memoKey) : undefined;
  const ctx = cached
    ? createPricingContext(history, params, request.portfolio, cached.fit, cached)
    : createPricingContext(history, params, request.portfolio, fitIndex(history, params));
  const precipitation = ctx.program.peril === 'precipitation';
  const { candidates, targetMatch } = precipitation
    ? selectPrecipitation(ctx, request)
    : selectTemperature(ctx, request);

  const n = history.years.length;
  const range = { min: ctx.rawMin, max: ctx.rawMax };
  const options: PricedOption[] = [];
  let sensitivity = candidates.length > 0 ? (cached?.sensitivity ?? null) : null;
  if (candidates.length > 0 && !sensitivity) sensitivity = createSensitivityContexts(history, params, ctx);
  if (memoKey && (!cached || (sensitivity && !cached.sensitivity))) {
    request.fitMemo!.set(memoKey, { fit: ctx.fit, tailQuantile: ctx.tailQuantile, sensitivity });
  }
  for (const c of candidates) {
    const premium = pricePremium(ctx, c);
    if (!premium.offerable) continue;
    const historicalPayoutsCents = new Array<number>(n);
    const asIfTodayPayoutsCents = new Array<number>(n);
    for (let i = 0; i < n; i++) {
      historicalPayoutsCents[i] = Math.round(payoutCents(history.values[i]!, c));
      asIfTodayPayoutsCents[i] = Math.round(payoutCents(ctx.fit.adjustedValues[i]!, c));
    }
    options.push({
      label: formatTrigger(ctx, c),
      isRequested: c.isRequested,
      direction: c.direction,
      trigger: c.trigger,
      exhaust: c.exhaust,
      limitCents: c.limitCents,
      perUnitLossCents: perUnitLossCents(c),
      premiumRecovery: premiumRecovery(c, premium.netPremiumCents),
      relativeStrikePercent: precipitation ? relativeStrikePercent(c.trigger, ctx.rawAverage) : null,
      premium,
      historicalPayoutsCents,
      asIfTodayPayoutsCents,
      sensitivity: sensitivityRange(sensitivity!, c, premium.expectedLossCents),
      payoutProfile: payoutProfile(c, params.payoutProfilePoints, range, precipitation ? 0 : -Infinity),
    });
  }
  // Requested first, then by trigger.
  options.sort((a, b) => Number(b.isRequested) - Number(a.isRequested) || a.trigger - b.trigger);

  const years = Array.from(history.years);
  const adjusted = Array.from(ctx.fit.adjustedValues);
  return {
    program: request.program,
    period: history.period,
    policyYear: history.policyYear,
    indexUnit: ctx.program.indexUnit,
    limitCents: request.limitCents,
    lookBack: {
      years,
      indexValues: Array.from(history.values),
      adjustedIndexValues: adjusted,
      average: ctx.rawAverage,
      minimum: ctx.rawMin,
      maximum: ctx.rawMax,
      skippedYears: history.skippedYears,
      trendPerYear: ctx.fit.trend.slopePerYear,
      detrended: ctx.fit.detrended,
    },
    trend: ctx.fit.trend,
    fit: ctx.fit.summary,
    burnWeight: ctx.burnWeight,
    standardErrorFactor: ctx.fit.standardErrorFactor,
    exhaustDistance: precipitation ? null : temperatureExhaustDistance(ctx),
    options,
    historicalRows: years.map((year, i) => ({
      year,
      indexValue: history.values[i]!,
      adjustedIndexValue: adjusted[i]!,
      payoutsCents: options.map((o) => o.historicalPayoutsCents[i]!),
      asIfTodayPayoutsCents: options.map((o) => o.asIfTodayPayoutsCents[i]!),
    })),
    targetMatch,
    parameters: params,
  };
}
