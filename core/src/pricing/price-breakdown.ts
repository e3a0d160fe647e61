/**
 * The one price breakdown of an application or a quote (docs/requirements.md#quote-details,
 * #payment): net premium, surplus lines tax, stamping fee, policy fee, "Taxes and Fees" (the two
 * taxes and the policy fee, the fee counted once) and the total due. The server computes it once
 * (every API view of a quote or a contract answers from it); the agent's and the client's screens,
 * the declarations and the payment only format it. Whole cents.
 */
import type { TaxEstimate } from './taxes-and-fees.js';

export interface PriceBreakdownCents {
  readonly netPremiumCents: number;
  /** Null while the state's taxes are unknown (TBD, Kentucky). */
  readonly surplusLinesTaxCents: number | null;
  readonly stampingFeeCents: number | null;
  readonly policyFeeCents: number | null;
  /** Surplus lines tax + stamping fee + policy fee; null while unknown. */
  readonly taxesAndFeesCents: number | null;
  /** What the client pays in full: net premium + taxes and fees (the net premium alone while unknown). */
  readonly totalCents: number;
}

export function priceBreakdown(
  netPremiumCents: number,
  taxes: TaxEstimate | null | undefined,
): PriceBreakdownCents {
  if (taxes?.status !== 'available')
    return {
      netPremiumCents,
      surplusLinesTaxCents: null,
      stampingFeeCents: null,
      policyFeeCents: null,
      taxesAndFeesCents: null,
      totalCents: netPremiumCents,
    };
  const taxesAndFeesCents =
    taxes.estimatedTotalTaxesNoStampingCents + taxes.stampingFeeCents + taxes.policyFeeCents;
  return {
    netPremiumCents,
    surplusLinesTaxCents: taxes.estimatedTotalTaxesNoStampingCents,
    stampingFeeCents: taxes.stampingFeeCents,
    policyFeeCents: taxes.policyFeeCents,
    taxesAndFeesCents,
    totalCents: netPremiumCents + taxesAndFeesCents,
  };
}
