import { describe, expect, it } from 'vitest';
import { usStates } from '../geo/us-states.js';
import { stateTaxRules } from './state-taxes.js';
import type { AppError } from '../errors.js';
import {
  estimateTaxesAndFees,
  TAX_UNAVAILABLE_MESSAGE,
  taxesAndFeesCents,
  taxesFor,
} from './taxes-and-fees.js';
import { homeStateOf } from './weights.js';

describe('taxes and fees', () => {
  it('Florida: 4.94% tax and the 0.06% FSLSO fee on premium plus policy fee', () => {
    // taxable 346,140 + 10,000 = 356,140 cents; 4.94% = 17,593.32 -> 17,593; 0.06% = 213.68 -> 214
    expect(estimateTaxesAndFees(346_140, 'fl')).toEqual({
      status: 'available',
      state: 'FL',
      netPremiumCents: 346_140,
      policyFeeCents: 10_000,
      surplusLinesTaxPercent: 4.94,
      stampingFeePercent: 0.06,
      estimatedTotalTaxesNoStampingCents: 17_593,
      stampingFeeCents: 214,
      estimatedTotalTaxesCents: 17_807,
      estimatedGrossPremiumCents: 346_140 + 10_000 + 17_807,
    });
  });

  it('Hawaii does not tax the policy fee; a custom policy fee replaces the default', () => {
    // 346,140 x 4.68% = 16,199.35 -> 16,199
    expect(estimateTaxesAndFees(346_140, 'HI')).toMatchObject({
      estimatedTotalTaxesCents: 16_199,
      estimatedGrossPremiumCents: 372_339,
    });
    // Texas, no policy fee: 100,000 x 4.85% = 4,850; x 0.04% = 40
    expect(estimateTaxesAndFees(100_000, 'TX', { policyFeeCents: 0 })).toMatchObject({
      estimatedTotalTaxesNoStampingCents: 4_850,
      stampingFeeCents: 40,
      estimatedGrossPremiumCents: 104_890,
    });
  });

  it('rounds each amount half up, exactly', () => {
    // 50 cents at 1% would be 0.5 cent -> 1; Iowa 2026: 0.925% of 200 = 1.85 -> 2
    expect(estimateTaxesAndFees(200, 'IA', { policyFeeCents: 0, policyYear: 2026 })).toMatchObject({
      estimatedTotalTaxesCents: 2,
    });
  });

  it('follows scheduled rate changes (Iowa)', () => {
    const rate = (policyYear: number) => {
      const t = estimateTaxesAndFees(1_000_000, 'IA', { policyYear });
      return t.status === 'available' ? t.surplusLinesTaxPercent : null;
    };
    expect([2020, 2025, 2026, 2027, 2035].map(rate)).toEqual([0.975, 0.95, 0.925, 0.9, 0.9]);
  });

  it('refuses New York and has no estimate for Kentucky (TBD)', () => {
    expect(estimateTaxesAndFees(100_000, 'NY')).toEqual({
      status: 'refused',
      state: 'NY',
      message: 'Coverage is not available in New York',
    });
    expect(estimateTaxesAndFees(100_000, 'KY')).toEqual({
      status: 'unavailable',
      state: 'KY',
      message: TAX_UNAVAILABLE_MESSAGE,
    });
    expect(estimateTaxesAndFees(100_000, 'ZZ')).toMatchObject({ status: 'unavailable' });
  });

  it('taxesFor answers the estimate or TBD, refuses New York and maps a failed estimate to INSCIPHER_ERROR', () => {
    expect(taxesFor(100_000, 'fl', { policyYear: 2027 })).toEqual(
      estimateTaxesAndFees(100_000, 'FL', { policyYear: 2027 }),
    );
    expect(taxesFor(100_000, 'KY')).toEqual({
      status: 'unavailable',
      state: 'KY',
      message: TAX_UNAVAILABLE_MESSAGE,
    });
    const thrown = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        const e = error as AppError;
        return {
          code: e.code,
          message: e.message,
          state: e.info?.state,
          ...(e.cause ? { cause: e.cause } : {}),
        };
      }
      return null;
    };
    expect(thrown(() => taxesFor(100_000, 'ny'))).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Coverage is not available in New York',
      state: 'NY',
    });
    expect(thrown(() => taxesFor(100_000, 'NY', { refusedMessage: 'Use another address.' }))).toMatchObject({
      message: 'Use another address.',
    });
    // A state that is not text: the estimate itself fails.
    expect(thrown(() => taxesFor(100_000, 42 as unknown as string))).toEqual({
      code: 'INSCIPHER_ERROR',
      message: 'We ran into an error while trying to retrieve your estimated taxes. Please try again later.',
      state: 42,
      cause: expect.any(Error),
    });
  });

  it('adds taxes and the policy fee in cents, none while unavailable', () => {
    // Florida on 346,140 cents: taxes 17,593 + 214, policy fee 10,000.
    expect(taxesAndFeesCents(estimateTaxesAndFees(346_140, 'FL'))).toBe(17_593 + 214 + 10_000);
    // Texas without a policy fee: 4,850 + 40.
    expect(taxesAndFeesCents(estimateTaxesAndFees(100_000, 'TX', { policyFeeCents: 0 }))).toBe(4_890);
    expect(taxesAndFeesCents(estimateTaxesAndFees(346_140, 'KY'))).toBeNull();
    expect(taxesAndFeesCents(null)).toBeNull();
  });

  it('has a rule with sources for every state, DC and Puerto Rico', () => {
    for (const { code } of usStates) {
      const rule = stateTaxRules[code];
      expect(rule, code).toBeDefined();
      expect(rule!.sources.length, code).toBeGreaterThan(10);
      expect(rule!.surplusLinesTaxPercent).toBeLessThan(10);
    }
    expect(Object.keys(stateTaxRules)).toHaveLength(52);
  });

  it('takes the home state from the largest-weight location until a client is attached', () => {
    expect(
      homeStateOf([
        { state: 'fl', weight: 0.3 },
        { state: 'GA', weight: 0.4 },
        { state: 'AL', weight: 0.3 },
      ]),
    ).toBe('GA');
    expect(
      homeStateOf([
        { state: 'FL', weight: 0.5 },
        { state: 'GA', weight: 0.5 },
      ]),
    ).toBe('FL');
    expect(homeStateOf([])).toBeNull();
  });
});
