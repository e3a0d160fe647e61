/**
 * One call from daily series to priced, taxed options: the index history is built once and
 * shared by every option. The home state is refused (New York) before any work is done.
 */
import { AppError } from '../errors.js';
import { COVERAGE_NOT_AVAILABLE_IN_NEW_YORK_MESSAGE } from '../quoting/locations.js';
import type { RiskPeriod } from '../weather/risk-period.js';
import { buildIndexHistory } from './index-history.js';
import {
  type CoverageRequest,
  type PricedOption,
  type PricingResult,
  priceCoverage,
} from './price-coverage.js';
import type { PricingParameters } from './pricing-parameters.js';
import { resolvePricingParameters } from './pricing-parameters.js';
import { type TaxEstimate, taxesFor, taxRuleFor } from './taxes-and-fees.js';
import type { LocationIndexMemo, WeightedSeries } from './yearly-index.js';

export interface QuoteInput extends CoverageRequest {
  readonly period: RiskPeriod;
  readonly locations: readonly WeightedSeries[];
  /** Overrides the 2.5 in daily cap (HPC). */
  readonly dailyCapIn?: number;
  /** The insured's home state (two letters); taxes are left out when absent. */
  readonly homeState?: string;
  readonly policyFeeCents?: number;
  readonly parameters?: Partial<PricingParameters>;
  /** The caller's memo of keyed locations' window values (`buildIndexHistory`). */
  readonly memo?: LocationIndexMemo;
}

export interface QuotedOption extends PricedOption {
  readonly taxes: TaxEstimate | null;
}

export interface QuoteResult extends Omit<PricingResult, 'options'> {
  readonly options: QuotedOption[];
}

export function quoteCoverage(input: QuoteInput): QuoteResult {
  if (input.homeState && taxRuleFor(input.homeState)?.status === 'refused') {
    throw new AppError('VALIDATION_ERROR', COVERAGE_NOT_AVAILABLE_IN_NEW_YORK_MESSAGE, {
      state: input.homeState,
    });
  }
  const params = resolvePricingParameters(input.parameters);
  const history = buildIndexHistory({
    program: input.program,
    period: input.period,
    locations: input.locations,
    dailyCapIn: input.dailyCapIn,
    lookBackYears: params.lookBackYears,
    ...(input.memo ? { memo: input.memo } : {}),
  });
  const priced = priceCoverage(history, input, params);
  const homeState = input.homeState;
  return {
    ...priced,
    options: priced.options.map((o) => ({
      ...o,
      taxes: homeState
        ? taxesFor(o.premium.netPremiumCents, homeState, {
            policyFeeCents: input.policyFeeCents,
            policyYear: priced.policyYear,
            refusedMessage: COVERAGE_NOT_AVAILABLE_IN_NEW_YORK_MESSAGE,
          })
        : null,
    })),
  };
}
