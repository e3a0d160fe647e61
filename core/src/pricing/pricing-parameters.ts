/**
 * Every pricing parameter with its default. The reasons are in docs/pricing.md ("Parameters");
 * keep the two in step.
 */
import * as z from 'zod';
import { AppError } from '../errors.js';
import { MIN_LIMIT_DOLLARS } from '../quoting/money.js';
import { DEFAULT_INSIGNIFICANT_TREND_SHARE, DEFAULT_TREND_SIGNIFICANCE_Z } from './fit-index.js';
import { DEFAULT_LOOK_BACK_YEARS, MIN_LOOK_BACK_YEARS } from './index-history.js';

export interface PricingParameters {
  /** Complete historical years priced from (at least 20). */
  readonly lookBackYears: number;
  /** |Mann–Kendall z| at or above which the trend (estimated on every year) is applied. */
  readonly trendSignificanceZ: number;
  /** Share of a trend that is not significant still applied (0: dropped; 1: always applied). */
  readonly insignificantTrendShare: number;
  /** Credibility constant K: the burn gets weight n / (n + K), the fitted distribution the rest. */
  readonly credibilityYears: number;
  /** Parameter-uncertainty load in standard errors of the expected-loss estimate. */
  readonly uncertaintyLoadMultiple: number;
  /** Tail level of the capital measure (TVaR). */
  readonly tvarLevel: number;
  /** Yearly cost of the capital held (rate on TVaR - expected loss). */
  readonly costOfCapital: number;
  /**
   * Floor of the share of a cover's standalone capital charged when it joins a book (the marginal
   * TVaR share d is clamped to [this, 1]; an empty book gives 1).
   */
  readonly minimumCapitalShare: number;
  /** Our operating expenses as a share of the premium. */
  readonly expenseRatio: number;
  /** Producer (agent) commission, included in the premium (docs/requirements.md#constants: 10%). */
  readonly producerCommission: number;
  readonly minimumPremiumCents: number;
  /** Minimum premium as a share of the limit. */
  readonly minimumRateOnLine: number;
  /** Options whose net premium exceeds this share of the limit are not offered. */
  readonly maximumRateOnLine: number;
  /** The smallest limit of liability priced (cents). */
  readonly minimumLimitCents: number;
  /** Options whose expected loss exceeds this share of the limit are not offered. */
  readonly maxExpectedLossShare: number;
  /** Strikes offered per request (plus a custom temperature trigger). */
  readonly optionCount: number;
  /** Spacing of precipitation strikes, as a share of the look-back average. */
  readonly precipitationStrikeStepShare: number;
  /** Temperature exhaust distance in standard deviations of the detrended index ... */
  readonly temperatureExhaustSds: number;
  /** ... rounded up to 0.5 deg F and at least this many deg F. */
  readonly temperatureMinExhaustF: number;
  /** Points on the payout profile (docs/requirements.md#constants: 300). */
  readonly payoutProfilePoints: number;
}

export const defaultPricingParameters: PricingParameters = {
  lookBackYears: DEFAULT_LOOK_BACK_YEARS,
  trendSignificanceZ: DEFAULT_TREND_SIGNIFICANCE_Z,
  insignificantTrendShare: DEFAULT_INSIGNIFICANT_TREND_SHARE,
  credibilityYears: 30,
  uncertaintyLoadMultiple: 1,
  tvarLevel: 0.99,
  costOfCapital: 0.06,
  minimumCapitalShare: 0.25,
  expenseRatio: 0.1,
  producerCommission: 0.1,
  minimumPremiumCents: 25_000,
  minimumRateOnLine: 0.015,
  maximumRateOnLine: 0.35,
  minimumLimitCents: MIN_LIMIT_DOLLARS * 100,
  maxExpectedLossShare: 0.3,
  optionCount: 5,
  precipitationStrikeStepShare: 0.1,
  temperatureExhaustSds: 2,
  temperatureMinExhaustF: 1,
  payoutProfilePoints: 300,
};

const share = z.number().min(0).max(1);

/** The producer (agent) commission the net premium includes, in whole percent (10). */
export const PRODUCER_COMMISSION_PERCENT = Math.round(defaultPricingParameters.producerCommission * 100);
/** The note under every price breakdown. */
export const NET_PREMIUM_COMMISSION_NOTE = `The net premium includes a ${PRODUCER_COMMISSION_PERCENT}% producer commission.`;

export const pricingParametersSchema = z
  .object({
    lookBackYears: z.number().int().min(MIN_LOOK_BACK_YEARS).max(100),
    trendSignificanceZ: z.number().min(0),
    insignificantTrendShare: share,
    credibilityYears: z.number().min(0),
    uncertaintyLoadMultiple: z.number().min(0),
    tvarLevel: z.number().gt(0.5).lt(1),
    costOfCapital: share,
    minimumCapitalShare: share,
    expenseRatio: share,
    producerCommission: share,
    minimumPremiumCents: z.number().int().min(0),
    minimumRateOnLine: share,
    maximumRateOnLine: z.number().gt(0).max(1),
    minimumLimitCents: z.number().int().min(1),
    maxExpectedLossShare: z.number().gt(0).max(1),
    optionCount: z.number().int().min(1).max(20),
    precipitationStrikeStepShare: z.number().gt(0).max(1),
    temperatureExhaustSds: z.number().gt(0),
    temperatureMinExhaustF: z.number().gt(0),
    payoutProfilePoints: z.number().int().min(2).max(10_000),
  })
  .refine((p) => p.expenseRatio + p.producerCommission < 1, {
    message: 'Expenses and commission must leave part of the premium for the risk',
  })
  .refine((p) => p.minimumRateOnLine <= p.maximumRateOnLine, {
    message: 'The minimum rate on line must not exceed the maximum rate on line',
  })
  .refine((p) => p.minimumPremiumCents <= p.maximumRateOnLine * p.minimumLimitCents, {
    message: 'The minimum premium must not exceed the maximum rate on line times the minimum limit',
  });

/** Defaults with `overrides` applied, validated. */
export function resolvePricingParameters(overrides: Partial<PricingParameters> = {}): PricingParameters {
  const result = pricingParametersSchema.safeParse({ ...defaultPricingParameters, ...overrides });
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new AppError(
      'VALIDATION_ERROR',
      `Invalid pricing parameter ${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`,
    );
  }
  return result.data;
}
