/**
 * Taxes and fees on a net premium for the insured's home state (until a client is attached, the
 * state of the largest-weight location). All amounts are whole cents; each tax is rounded half up.
 *   taxable   = net premium + policy fee (when the state taxes the fee)
 *   SL tax    = taxable * surplus lines tax rate          -> estimatedTotalTaxesNoStamping
 *   stamping  = taxable * stamping fee rate
 *   taxes     = SL tax + stamping                         -> estimatedTotalTaxes
 *   gross     = net premium + policy fee + taxes          -> estimatedGrossPremium
 */
import { AppError } from '../errors.js';
import { stateName } from '../geo/us-states.js';
import { coverageNotAvailableIn } from '../quoting/locations.js';
import { priceBreakdown } from './price-breakdown.js';
import { stateTaxRules, type StateTaxRule } from './state-taxes.js';

/** Policy fee charged on every policy (fully earned, disclosed). */
export const DEFAULT_POLICY_FEE_CENTS = 10_000;

/**
 * The detail screen's note for a state whose taxes we cannot estimate
 * (docs/requirements.md#quote-details: KY shows TBD).
 */
export const TAX_UNAVAILABLE_MESSAGE = 'Tax information unavailable at this time.';

export type TaxEstimate =
  | {
      readonly status: 'available';
      readonly state: string;
      readonly netPremiumCents: number;
      readonly policyFeeCents: number;
      readonly surplusLinesTaxPercent: number;
      readonly stampingFeePercent: number;
      readonly estimatedTotalTaxesNoStampingCents: number;
      readonly stampingFeeCents: number;
      readonly estimatedTotalTaxesCents: number;
      readonly estimatedGrossPremiumCents: number;
    }
  | { readonly status: 'unavailable'; readonly state: string; readonly message: string }
  | { readonly status: 'refused'; readonly state: string; readonly message: string };

/** Rates in millionths so the cents arithmetic is exact: 4.94% = 49 400 ppm. */
const ppm = (percent: number): number => Math.round(percent * 10_000);
/** round(cents * ppm / 1e6), half up, in exact integer arithmetic. */
const applyPpm = (cents: number, ratePpm: number): number =>
  Math.floor((cents * ratePpm + 500_000) / 1_000_000);

export function taxRuleFor(state: string): StateTaxRule | null {
  return stateTaxRules[state.toUpperCase()] ?? null;
}

export function surplusLinesTaxPercentFor(rule: StateTaxRule, policyYear?: number): number {
  if (policyYear !== undefined && rule.surplusLinesTaxPercentByYear) {
    const scheduled = rule.surplusLinesTaxPercentByYear[policyYear];
    if (scheduled !== undefined) return scheduled;
    const years = Object.keys(rule.surplusLinesTaxPercentByYear).map(Number);
    if (policyYear < Math.min(...years)) return rule.surplusLinesTaxPercentByYear[Math.min(...years)]!;
  }
  return rule.surplusLinesTaxPercent;
}

export interface TaxOptions {
  readonly policyFeeCents?: number;
  /** Calendar year of the policy start, for scheduled rate changes. */
  readonly policyYear?: number;
}

export function estimateTaxesAndFees(
  netPremiumCents: number,
  state: string,
  options: TaxOptions = {},
): TaxEstimate {
  const code = state.toUpperCase();
  const rule = taxRuleFor(code);
  if (rule?.status === 'refused')
    return {
      status: 'refused',
      state: code,
      message: coverageNotAvailableIn(stateName(code) ?? code),
    };
  if (!rule || rule.status === 'unavailable')
    return { status: 'unavailable', state: code, message: TAX_UNAVAILABLE_MESSAGE };
  const policyFeeCents = options.policyFeeCents ?? DEFAULT_POLICY_FEE_CENTS;
  const taxable = netPremiumCents + (rule.policyFeeTaxable ? policyFeeCents : 0);
  const taxPercent = surplusLinesTaxPercentFor(rule, options.policyYear);
  const tax = applyPpm(taxable, ppm(taxPercent));
  const stamping = applyPpm(taxable, ppm(rule.stampingFeePercent));
  return {
    status: 'available',
    state: code,
    netPremiumCents,
    policyFeeCents,
    surplusLinesTaxPercent: taxPercent,
    stampingFeePercent: rule.stampingFeePercent,
    estimatedTotalTaxesNoStampingCents: tax,
    stampingFeeCents: stamping,
    estimatedTotalTaxesCents: tax + stamping,
    estimatedGrossPremiumCents: netPremiumCents + policyFeeCents + tax + stamping,
  };
}

/**
 * "Taxes and Fees" of an estimate: the estimated total taxes plus the policy fee, whole cents;
 * null while the estimate is unavailable (TBD). The API answers it so no client adds amounts.
 */
export const taxesAndFeesCents = (estimate: TaxEstimate | null | undefined): number | null =>
  estimate?.status === 'available'
    ? priceBreakdown(estimate.netPremiumCents, estimate).taxesAndFeesCents
    : null;

export interface TaxesForOptions extends TaxOptions {
  /** What a refused home state is told (default: the estimate's "Coverage is not available in …"). */
  readonly refusedMessage?: string;
}

/**
 * The taxes of a quote for its home state, as every use case answers them (pricing, attaching a
 * client): an estimate, or TBD ("unavailable", Kentucky). A state where no cover is offered is
 * refused (VALIDATION_ERROR with `refusedMessage`); an estimate that fails unexpectedly is the
 * spec's INSCIPHER_ERROR, with the state and the cause.
 */
export function taxesFor(
  netPremiumCents: number,
  state: string,
  options: TaxesForOptions = {},
): Exclude<TaxEstimate, { status: 'refused' }> {
  let estimate: TaxEstimate;
  try {
    estimate = estimateTaxesAndFees(netPremiumCents, state, options);
  } catch (error) {
    // The cause travels as the error's cause: the resolver boundary logs it, the caller never sees it.
    throw new AppError('INSCIPHER_ERROR', undefined, { state }, { cause: error });
  }
  if (estimate.status === 'refused')
    throw new AppError('VALIDATION_ERROR', options.refusedMessage ?? estimate.message, {
      state: estimate.state,
    });
  return estimate;
}
