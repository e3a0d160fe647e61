/**
 * The worked example of docs/pricing.md ("Worked example"): every number asserted here is printed
 * there, and can be recomputed by hand with a normal table.
 */
import { describe, expect, it } from 'vitest';
import { priceCoverage } from './price-coverage.js';
import { estimateTaxesAndFees } from './taxes-and-fees.js';
import { historyOf } from './test-fixtures.js';

// July mean daily maximum temperature (deg F), 2005..2024, policy 1-31 July 2025.
// value = 80 + 0.05 (year - 2005) + residual; residuals come in blocks of four (a, -a, -a, a),
// a = 0, 0.5, 1, 1.5, 1, which sum to zero and are uncorrelated with the year.
// prettier-ignore
const JULY = [
  80.0, 80.05, 80.1, 80.15, // 2005-2008, a = 0
  80.7, 79.75, 79.8, 80.85, // 2009-2012, a = 0.5
  81.4, 79.45, 79.5, 81.55, // 2013-2016, a = 1
  82.1, 79.15, 79.2, 82.25, // 2017-2020, a = 1.5
  81.8, 79.85, 79.9, 81.95, // 2021-2024, a = 1
];
const history = historyOf('HTC', JULY, 2025, { startDate: '2025-07-01', endDate: '2025-07-31' });
const LIMIT = 10_000_000; // $100,000

describe('worked example (docs/pricing.md)', () => {
  // The trend (Theil–Sen 0.05 deg F a year, Mann–Kendall z = 0.94) is below the significance
  // threshold, which by default drops it; the example applies it in full to show the detrending.
  const result = priceCoverage(
    history,
    { program: 'HTC', limitCents: LIMIT, trigger: 82 },
    { insignificantTrendShare: 1 },
  );
  const option = result.options[0]!;
  const p = option.premium;

  it('step 1: trend and adjusted values', () => {
    // slope = Sxy / Sxx = 0.05 deg F a year (Sxx = 20 (20^2 - 1) / 12 = 665); mean year 2014.5
    expect(result.lookBack.trendPerYear).toBeCloseTo(0.05, 12);
    // adjusted = value + 0.05 (2025 - year) = 81 + residual
    expect(result.lookBack.adjustedIndexValues.map((v) => Math.round(v * 100) / 100)).toEqual([
      81, 81, 81, 81, 81.5, 80.5, 80.5, 81.5, 82, 80, 80, 82, 82.5, 79.5, 79.5, 82.5, 82, 80, 80, 82,
    ]);
    expect(result.lookBack.average).toBeCloseTo(80.475, 12);
  });

  it('step 2: the normal fit and the exhaust', () => {
    // mean at 2025 = 81; residual sum of squares 4 (0 + 0.25 + 1 + 2.25 + 1) = 18; sd = sqrt(18 / 18) = 1
    // The residuals are symmetric (skewness 0) and the Anderson-Darling A*^2 = 0.487 <= 0.752: normal.
    expect(result.fit).toMatchObject({
      kind: 'normal',
      skewness: expect.closeTo(0, 12),
      skewnessZ: expect.closeTo(0, 12),
    });
    if (result.fit.kind !== 'normal') throw new Error('normal expected');
    expect(result.fit.andersonDarling.normal).toBeCloseTo(0.487, 3);
    expect(result.fit.mean).toBeCloseTo(81, 12);
    expect(result.fit.sd).toBeCloseTo(1, 12);
    // exhaust distance 2 sd = 2 deg F -> exhaust 84, per-degree loss $100,000 / 2 = $50,000
    expect(result.exhaustDistance).toBe(2);
    expect(option.label).toBe('Above 82°F');
    expect(option.exhaust).toBe(84);
    expect(option.perUnitLossCents).toBe(5_000_000);
  });

  it('step 3: expected loss, burn and fitted', () => {
    // Burn: 2017 and 2020 adjust to 82.5 -> (82.5 - 82) x $50,000 = $25,000 each; 2 x 25,000 / 20 = $2,500
    expect(p.expectedLossBurnCents).toBe(250_000);
    // Fitted: L/2 [S(82) - S(84)], S(k) = phi(z) - z (1 - Phi(z)), z = k - 81
    //   S(82) = 0.241971 - 0.158655 = 0.083316; S(84) = 0.004432 - 3 x 0.001350 = 0.000382
    //   $50,000 x (0.083316 - 0.000382) = $4,146.67
    expect(p.expectedLossFittedCents).toBe(414_667);
    // Z = 20 / (20 + 30) = 0.4; EL = 0.4 x 2,500 + 0.6 x 4,146.67 = $3,488.00
    expect(p.burnWeight).toBe(0.4);
    expect(p.expectedLossCents).toBe(348_800);
  });

  it('step 4: loads', () => {
    // Burn variance (2 x 25,000^2 - 20 x 2,500^2) / 19 = 59,210,526 ($^2).
    // Fitted E[g^2] = (L/2)^2 E[(Y-1)^2; 1<Y<=3] + L^2 P(Y>3) = L^2 (0.068208 / 4 + 0.001350) = 0.018402 L^2,
    //   variance 0.018402 L^2 - (0.041467 L)^2 = 0.016682 L^2.
    // SD = sqrt(0.4 x 0.005921 + 0.6 x 0.016682) L = 0.111256 L = $11,125.60 (reported)
    expect(p.payoutSdCents).toBe(1_112_560);
    // f = sqrt(1/20 + (2025 - 2014.5)^2 / 665) = 0.464531; f^2 = 0.215789; D = f^2 - 1/20 = 0.165789 (sigma = 1)
    expect(result.standardErrorFactor).toBeCloseTo(0.464531, 6);
    // dF/dmu = $50,000 x P(1 < Y <= 3) = 50,000 x 0.157305 = $7,865.25 per deg F;
    // dF/dsigma = $50,000 x (phi(1) - phi(3)) = 50,000 x 0.237539 = $11,876.95 per deg F.
    // se_B^2 = 59,210,526 / 20 + 7,865.25^2 x 0.165789 = 2,960,526 + 10,256,068 -> se_B = $3,635.47
    expect(p.standardErrorBurnCents).toBe(363_547);
    // se_F^2 = 7,865.25^2 x 0.215789 + 11,876.95^2 / (2 x 18) = 13,349,174 + 3,918,415 -> se_F = $4,155.44
    expect(p.standardErrorFittedCents).toBe(415_544);
    // SE = 0.4 x 3,635.47 + 0.6 x 4,155.44 = $3,947.45, loaded once
    expect(p.standardErrorCents).toBe(394_745);
    expect(p.uncertaintyLoadCents).toBe(394_745);
    // TVaR 99%: q = 81 + 2.326348; E[g; Y > 2.326348] = L/2 (0.022220 - 0.008650) + L x 0.001350 = 0.0081350 L
    //   / 0.01 = $81,349.94; capital 81,349.94 - 3,488.00 = $77,861.94
    expect(p.tvarCents).toBe(8_134_994);
    expect(p.capitalCents).toBe(7_786_194);
    // No book: the cover stands alone, d = 1; charge 6% x 1 x 77,861.94 = $4,671.72
    expect(p.capitalShare).toBe(1);
    expect(p.capitalShareBasis).toBe('standalone');
    expect(p.capitalChargeCents).toBe(467_172);
  });

  it('step 5: premium, commission, recovery, taxes', () => {
    // (3,488.00 + 3,947.45 + 4,671.72) / (1 - 0.10 - 0.10) = 12,107.17 / 0.8 = $15,133.96 (15.13% of the limit)
    expect(p.riskPremiumCents).toBe(1_210_717);
    expect(p.netPremiumCents).toBe(1_513_396);
    expect(p.minimumApplied).toBe('none');
    expect(p.aboveMaximumRateOnLine).toBe(false);
    expect(p.agentCommissionCents).toBe(151_340);
    // Premium recovery 82 + 15,133.96 / 50,000 = 82.3027 deg F
    expect(option.premiumRecovery).toBeCloseTo(82.3026792, 9);
    // Historical payouts on the observed index: 2017 (82.10) $5,000, 2020 (82.25) $12,500
    expect(option.historicalPayoutsCents.filter((c) => c > 0)).toEqual([500_000, 1_250_000]);
    // Texas: (15,133.96 + 100 policy fee) x 4.85% = $738.85; x 0.04% = $6.09
    expect(estimateTaxesAndFees(p.netPremiumCents, 'TX', { policyYear: 2025 })).toMatchObject({
      estimatedTotalTaxesNoStampingCents: 73_885,
      stampingFeeCents: 609,
      estimatedTotalTaxesCents: 74_494,
      estimatedGrossPremiumCents: 1_597_890,
    });
  });

  it('offers the whole degrees between the mean and the hottest adjusted year, custom first, within 35% rate on line', () => {
    // "Above 81°F" (burn $20,000, fitted $19,522.58, EL 0.4 x 20,000 + 0.6 x 19,522.58 = $19,713.55,
    // 19.7% of the limit, within 30%) costs $45,008.84, 45.0% of the limit: over the 35% maximum rate on line.
    expect(result.options.map((o) => [o.label, o.isRequested, o.premium.netPremiumCents])).toEqual([
      ['Above 82°F', true, 1_513_396],
    ]);
    const wider = priceCoverage(
      history,
      { program: 'HTC', limitCents: LIMIT, trigger: 82 },
      { insignificantTrendShare: 1, maximumRateOnLine: 0.5 },
    );
    expect(wider.options[1]!.premium).toMatchObject({
      expectedLossBurnCents: 2_000_000,
      expectedLossFittedCents: 1_952_258,
      expectedLossCents: 1_971_355,
      netPremiumCents: 4_500_884,
    });
    expect(result.historicalRows[12]).toEqual({
      year: 2017,
      indexValue: 82.1,
      adjustedIndexValue: expect.closeTo(82.5, 12),
      payoutsCents: [500_000],
      // As if today (82.5): (82.5 - 82) x $50,000 = $25,000
      asIfTodayPayoutsCents: [2_500_000],
    });
  });
});
