import { describe, expect, it } from 'vitest';
import { createPricingContext, pricePremium } from './premium.js';
import {
  defaultPricingParameters,
  NET_PREMIUM_COMMISSION_NOTE,
  PRODUCER_COMMISSION_PERCENT,
  resolvePricingParameters,
} from './pricing-parameters.js';
import { halfShareBook, historyOf } from './test-fixtures.js';

// A dry place: 12 years without rain in the window, 8 with. Fewer than 10 non-zero totals, so the
// burn alone prices it (Z = 1) and the tail is the worst historical year.
const DRY = [0, 0, 0, 0.5, 0, 0, 1.5, 0, 2, 0, 0, 2.5, 0, 3, 0, 4, 0, 1, 0, 0.8];
// The book it joins (years 2006..2025): $20,000 in 2006 (a dry year here), $15,000 in 2019 (3 in here).
const BOOK = halfShareBook();
const ctx = createPricingContext(historyOf('HPC', DRY), defaultPricingParameters, BOOK);
const standalone = createPricingContext(historyOf('HPC', DRY), defaultPricingParameters);

describe('premium, burn only (hand-computed)', () => {
  it('builds up EL, uncertainty, capital, expenses and commission', () => {
    // Trigger 1 in, exhaust 3 in, limit $10,000 = $5,000 per inch.
    // Payouts: 1.5 -> 250,000; 2 -> 500,000; 2.5 -> 750,000; 3 and 4 -> 1,000,000; the rest 0 (cents).
    const p = pricePremium(ctx, { direction: 'above', trigger: 1, exhaust: 3, limitCents: 1_000_000 });
    expect(p.burnWeight).toBe(1);
    expect(p.expectedLossFittedCents).toBeNull();
    expect(p.expectedLossBurnCents).toBe(175_000); // 3,500,000 / 20
    expect(p.expectedLossCents).toBe(175_000);
    expect(p.expectedLossShare).toBeCloseTo(0.175, 12);
    // variance (sum g^2 - n EL^2) / (n - 1) = (2.875e12 - 20 * 175,000^2) / 19 = 1.190789e11; sd 345,078.18
    expect(p.payoutSdCents).toBe(345_078);
    // No fit, no trend: the EL's standard error is the burn's, sd / sqrt(20) = 77,161.83, loaded once
    expect(p.standardErrorBurnCents).toBe(77_162);
    expect(p.standardErrorFittedCents).toBeNull();
    expect(p.standardErrorCents).toBe(77_162);
    expect(p.uncertaintyLoadCents).toBe(77_162);
    // TVaR 99% of 20 years = the worst year = the limit; capital 1,000,000 - 175,000 = 825,000
    expect(p.tvarCents).toBe(1_000_000);
    expect(p.capitalCents).toBe(825_000);
    // The book's worst year is $20,000 (2006); with the cover, 2019 becomes the worst: 15,000 + 10,000.
    // d = (25,000 - 20,000) / 10,000 (the cover's worst year) = 0.5
    expect(p.capitalShare).toBe(0.5);
    expect(p.capitalShareBasis).toBe('portfolio');
    // 6% cost of capital * 0.5 * 825,000 = 24,750
    expect(p.capitalChargeCents).toBe(24_750);
    // risk premium 175,000 + 77,161.83 + 24,750 = 276,911.83; / (1 - 0.10 - 0.10) = 346,139.78
    expect(p.riskPremiumCents).toBe(276_912);
    expect(p.technicalPremiumCents).toBe(346_140);
    expect(p.netPremiumCents).toBe(346_140);
    expect(p.minimumApplied).toBe('none');
    expect(p.agentCommissionCents).toBe(34_614); // 10% of the premium, included in it
    expect(p.expenseLoadCents).toBe(34_614);
    expect(p.rateOnLine).toBeCloseTo(0.34614, 12);
    expect(p.aboveMaximumRateOnLine).toBe(false); // 34.6% <= 35%
    expect(p.offerable).toBe(true);
  });

  it('charges the whole standalone capital without a book, and then exceeds the maximum rate on line', () => {
    const p = pricePremium(standalone, { direction: 'above', trigger: 1, exhaust: 3, limitCents: 1_000_000 });
    expect(p.capitalShare).toBe(1);
    expect(p.capitalShareBasis).toBe('standalone');
    // 6% x 1 x 825,000 = 49,500; (175,000 + 77,161.83 + 49,500) / 0.8 = 377,077.29: 37.7% of the limit
    expect(p.capitalChargeCents).toBe(49_500);
    expect(p.netPremiumCents).toBe(377_077);
    expect(p.expectedLossShare).toBeCloseTo(0.175, 12); // within the 30% expected-loss limit ...
    expect(p.aboveMaximumRateOnLine).toBe(true); // ... but above the 35% maximum rate on line
    expect(p.offerable).toBe(false);
  });

  it('applies the minimum premium and the minimum rate on line', () => {
    // A trigger no year reached: EL 0, TVaR 0 -> technical premium 0.
    const small = pricePremium(ctx, { direction: 'above', trigger: 10, exhaust: 12, limitCents: 1_000_000 });
    expect(small.technicalPremiumCents).toBe(0);
    expect(small.netPremiumCents).toBe(25_000); // $250 > 1.5% of $10,000
    expect(small.minimumApplied).toBe('minimum-premium');
    const big = pricePremium(ctx, { direction: 'above', trigger: 10, exhaust: 12, limitCents: 10_000_000 });
    expect(big.netPremiumCents).toBe(150_000); // 1.5% of $100,000 > $250
    expect(big.minimumApplied).toBe('minimum-rate-on-line');
  });

  it('marks an option whose expected loss exceeds 30% of the limit as not offerable', () => {
    // Trigger 0.4, exhaust 0.6: seven years at 0.8 in or more pay in full, 0.5 pays half: 7.5 / 20 = 37.5%
    const p = pricePremium(ctx, { direction: 'above', trigger: 0.4, exhaust: 0.6, limitCents: 1_000_000 });
    expect(p.expectedLossShare).toBeCloseTo(0.375, 12);
    expect(p.offerable).toBe(false);
  });
});

describe('pricing parameters', () => {
  it('validates overrides', () => {
    expect(resolvePricingParameters({ lookBackYears: 25 }).lookBackYears).toBe(25);
    expect(() => resolvePricingParameters({ lookBackYears: 19 })).toThrow('lookBackYears');
    expect(() => resolvePricingParameters({ expenseRatio: 0.5, producerCommission: 0.5 })).toThrow(
      'leave part of the premium',
    );
  });

  it('keeps the minimum premium within the maximum rate on line of the minimum limit', () => {
    const d = defaultPricingParameters;
    expect(d.minimumLimitCents).toBe(100_000); // $1,000, the schema's minimum limit
    expect(d.minimumPremiumCents).toBeLessThanOrEqual(d.maximumRateOnLine * d.minimumLimitCents); // $250 <= $350
    expect(() => resolvePricingParameters({ maximumRateOnLine: 0.2 })).toThrow(
      'The minimum premium must not exceed the maximum rate on line times the minimum limit',
    );
    expect(() => resolvePricingParameters({ minimumRateOnLine: 0.4, minimumPremiumCents: 0 })).toThrow(
      'The minimum rate on line must not exceed the maximum rate on line',
    );
  });
});

describe('the producer commission in words', () => {
  it('is the pricing parameter, as the breakdown, the PDF and the e-mail say it', () => {
    expect(PRODUCER_COMMISSION_PERCENT).toBe(10);
    expect(PRODUCER_COMMISSION_PERCENT / 100).toBe(defaultPricingParameters.producerCommission);
    expect(NET_PREMIUM_COMMISSION_NOTE).toBe('The net premium includes a 10% producer commission.');
  });
});
