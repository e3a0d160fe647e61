import { describe, expect, it } from 'vitest';
import { amountDueCents } from '../applications/binding.js';
import { priceBreakdown } from './price-breakdown.js';
import { estimateTaxesAndFees, taxesAndFeesCents } from './taxes-and-fees.js';

describe('priceBreakdown', () => {
  it('counts the policy fee once: taxes and fees = surplus lines tax + stamping fee + policy fee', () => {
    const taxes = estimateTaxesAndFees(1_000_000, 'FL');
    const b = priceBreakdown(1_000_000, taxes);
    expect(b.policyFeeCents).toBe(10_000);
    expect(b.taxesAndFeesCents).toBe(b.surplusLinesTaxCents! + b.stampingFeeCents! + b.policyFeeCents!);
    expect(b.totalCents).toBe(b.netPremiumCents + b.taxesAndFeesCents!);
    // The quote's "Taxes and Fees", the amount due and the estimate's gross are this one breakdown.
    expect(taxesAndFeesCents(taxes)).toBe(b.taxesAndFeesCents);
    expect(amountDueCents(1_000_000, taxes)).toBe(b.totalCents);
    expect(taxes.status === 'available' && taxes.estimatedGrossPremiumCents).toBe(b.totalCents);
  });

  it('while taxes are unknown (TBD): no tax rows, the net premium is due', () => {
    const b = priceBreakdown(50_000, estimateTaxesAndFees(50_000, 'KY'));
    expect(b).toEqual({
      netPremiumCents: 50_000,
      surplusLinesTaxCents: null,
      stampingFeeCents: null,
      policyFeeCents: null,
      taxesAndFeesCents: null,
      totalCents: 50_000,
    });
  });
});
