import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { priceCoverage } from './price-coverage.js';
import { createPricingContext } from './premium.js';
import { defaultPricingParameters } from './pricing-parameters.js';
import { LIMIT_BELOW_MINIMUM_MESSAGE } from '../schemas/pricing.js';
import { halfShareBook, historyOf } from './test-fixtures.js';
import {
  precipitationCandidates,
  precipitationStep,
  temperatureDegrees,
  temperatureExhaustDistance,
} from './trigger-options.js';

// The dry history of premium.test.ts: average 15.3 / 20 = 0.765 in, so strikes are 0.08 in apart.
const DRY = [0, 0, 0, 0.5, 0, 0, 1.5, 0, 2, 0, 0, 2.5, 0, 3, 0, 4, 0, 1, 0, 0.8];
const dry = historyOf('HPC', DRY);

function thrown(f: () => unknown): AppError {
  try {
    f();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected an AppError');
}

describe('precipitation options', () => {
  it('offers strikes around the requested one at a tenth of the average, keeping the per-inch loss', () => {
    const ctx = createPricingContext(dry, defaultPricingParameters);
    expect(precipitationStep(ctx)).toBe(0.08);
    const c = precipitationCandidates(ctx, {
      direction: 'above',
      trigger: 1,
      exhaust: 3,
      limitCents: 1_000_000,
    });
    expect(c.map((t) => [t.trigger, t.exhaust, t.isRequested])).toEqual([
      [1, 3, true],
      [0.92, 2.92, false],
      [1.08, 3.08, false],
      [0.84, 2.84, false],
      [1.16, 3.16, false],
    ]);
  });

  it('prices each option and lists the requested one first, then by trigger', () => {
    const r = priceCoverage(dry, {
      program: 'HPC',
      limitCents: 1_000_000,
      trigger: 1,
      exhaust: 3,
      portfolio: halfShareBook(),
    });
    // 0.84 and 0.92 cost more than 35% of the limit: not offered (the maximum rate on line).
    expect(r.options.map((o) => [o.trigger, o.premium.rateOnLine <= 0.35])).toEqual([
      [1, true],
      [1.08, true],
      [1.16, true],
    ]);
    expect(r.options[0]!.premium.netPremiumCents).toBe(346_140); // premium.test.ts, by hand
    expect(r.options[0]!.relativeStrikePercent).toBe(130.7); // 1 / 0.765
    expect(r.options[0]!.payoutProfile.indexValues).toHaveLength(300);
    expect(r.historicalRows).toHaveLength(20);
    expect(r.historicalRows[6]).toEqual({
      year: 2012,
      indexValue: 1.5,
      adjustedIndexValue: 1.5,
      payoutsCents: [250_000, 210_000, 170_000],
      // No significant trend in this history: as if today is as observed.
      asIfTodayPayoutsCents: [250_000, 210_000, 170_000],
    });
  });

  it('refuses a requested trigger whose premium exceeds the maximum rate on line, naming both rates', () => {
    // Standalone (no book) the 1 -> 3 in cover costs 37.7% of its limit (premium.test.ts).
    const e = thrown(() =>
      priceCoverage(dry, { program: 'HPC', limitCents: 1_000_000, trigger: 1, exhaust: 3 }),
    );
    expect(e.code).toBe('CAPITAL_PROVIDER_EXPECTED_LOSS_TOO_HIGH');
    expect(e.message).toBe(
      'The premium for this trigger would be 37.7% of the limit; the rate on line must be at most 35%.',
    );
    expect(e.info).toMatchObject({
      reason: 'MAXIMUM_RATE_ON_LINE',
      rateOnLine: 0.377077,
      maximumRateOnLine: 0.35,
    });
    // A higher maximum offers it.
    expect(
      priceCoverage(
        dry,
        { program: 'HPC', limitCents: 1_000_000, trigger: 1, exhaust: 3 },
        { maximumRateOnLine: 0.4 },
      ).options[0]!.premium.netPremiumCents,
    ).toBe(377_077);
  });

  it('with targetMatch, finds the nearest trigger within the maximum rate on line too', () => {
    const request = {
      program: 'HPC' as const,
      limitCents: 1_000_000,
      exhaust: 0.6,
      portfolio: halfShareBook(),
    };
    const r = priceCoverage(dry, { ...request, trigger: 0.4, targetMatch: true });
    // Within the 30% expected-loss limit from 0.80 in, but the premium stays above 35% until 1.92 in.
    expect(r.targetMatch).toEqual({ requestedTrigger: 0.4, matchedTrigger: 1.92 });
    expect(r.options[0]!.premium.rateOnLine).toBeLessThanOrEqual(0.35);
    expect(r.options.every((o) => o.premium.rateOnLine <= 0.35)).toBe(true);
    // 0.01 in more protective is over the maximum rate on line.
    expect(thrown(() => priceCoverage(dry, { ...request, trigger: 1.91, exhaust: 2.11 })).info).toMatchObject(
      {
        reason: 'MAXIMUM_RATE_ON_LINE',
      },
    );
  });

  it('refuses a limit under the minimum limit, as the request schema does', () => {
    expect(() => priceCoverage(dry, { program: 'HPC', limitCents: 10_000, trigger: 1, exhaust: 3 })).toThrow(
      LIMIT_BELOW_MINIMUM_MESSAGE,
    );
    expect(
      thrown(() => priceCoverage(dry, { program: 'HPC', limitCents: 99_999, trigger: 10, exhaust: 12 })).info,
    ).toEqual({
      reason: 'LIMIT_BELOW_MINIMUM',
      minimumLimitCents: 100_000,
    });
  });

  it('keeps LPC exhausts at or above 0 in', () => {
    const ctx = createPricingContext(historyOf('LPC', DRY), defaultPricingParameters);
    const c = precipitationCandidates(ctx, {
      direction: 'below',
      trigger: 0.1,
      exhaust: 0.05,
      limitCents: 1_000_000,
    });
    expect(c.map((t) => [t.trigger, t.exhaust])).toEqual([
      [0.1, 0.05],
      [0.02, 0],
      [0.18, 0.13],
      [0.26, 0.21],
      [0.34, 0.29],
    ]);
  });

  it('raises CAPITAL_PROVIDER_EXPECTED_LOSS_TOO_HIGH when the requested trigger is too likely to pay', () => {
    const e = thrown(() =>
      priceCoverage(dry, { program: 'HPC', limitCents: 1_000_000, trigger: 0.4, exhaust: 0.6 }),
    );
    expect(e.code).toBe('CAPITAL_PROVIDER_EXPECTED_LOSS_TOO_HIGH');
    expect(e.info).toEqual({ trigger: 0.4, maxExpectedLossShare: 0.3 });
  });

  it('with targetMatch finds the nearest offerable trigger and offers around it', () => {
    // EL share with width 0.2: 7.5/20 at 0.4; for triggers in [0.6, 0.8) the 0.8 in year pays part and
    // six years pay in full: above 30% until the trigger reaches 0.80 in, where it is exactly 6/20.
    // (The maximum rate on line is lifted here: this is the expected-loss rule alone.)
    const r = priceCoverage(
      dry,
      { program: 'HPC', limitCents: 1_000_000, trigger: 0.4, exhaust: 0.6, targetMatch: true },
      { maximumRateOnLine: 1 },
    );
    expect(r.targetMatch).toEqual({ requestedTrigger: 0.4, matchedTrigger: 0.8 });
    // 0.72 and 0.64 are more protective and over the limit; 0.88 (28%) and 0.96 (26%) are offered.
    expect(r.options.map((o) => [o.trigger, o.exhaust, o.isRequested, o.premium.expectedLossShare])).toEqual([
      [0.8, 1, true, expect.closeTo(0.3, 12)],
      [0.88, 1.08, false, expect.closeTo(0.28, 12)],
      [0.96, 1.16, false, expect.closeTo(0.26, 12)],
    ]);
  });

  it('requires trigger and exhaust and validates them with the spec messages', () => {
    expect(() =>
      priceCoverage(dry, { program: 'HPC', limitCents: 1_000_000, trigger: 0, exhaust: 1 }),
    ).toThrow('The trigger value must be greater than 0.');
    expect(() =>
      priceCoverage(dry, { program: 'HPC', limitCents: 1_000_000, trigger: 2, exhaust: 1 }),
    ).toThrow('The trigger value must be less than the exhaust value.');
    expect(() => priceCoverage(dry, { program: 'HPC', limitCents: 0, trigger: 1, exhaust: 2 })).toThrow(
      'The amount provided is not valid.',
    );
    expect(() => priceCoverage(dry, { program: 'HPC', limitCents: 1_000_000 })).toThrow(
      'Trigger and exhaust are required',
    );
  });
});

// The worked example's history: adjusted mean 81, sd 1, adjusted extremes 79.5 and 82.5, raw 79.15 and 82.25.
const JULY = [
  80, 80.05, 80.1, 80.15, 80.7, 79.75, 79.8, 80.85, 81.4, 79.45, 79.5, 81.55, 82.1, 79.15, 79.2, 82.25, 81.8,
  79.85, 79.9, 81.95,
];
const july = (program: 'HTC' | 'LTC') =>
  historyOf(program, JULY, 2025, { startDate: '2025-07-01', endDate: '2025-07-31' });
// Its Theil–Sen slope is 0.05 deg F a year (Mann–Kendall z = 0.94, not significant): applied in
// full here, as in the worked example, so the options are built on the detrended values.
const TREND = { insignificantTrendShare: 1 };
const params = { ...defaultPricingParameters, ...TREND };

describe('temperature options', () => {
  it('uses whole degrees from the history and the per-degree rule', () => {
    const htc = createPricingContext(july('HTC'), params);
    expect(temperatureDegrees(htc)).toEqual([81, 82]); // ceil(81) .. floor(82.5)
    expect(temperatureExhaustDistance(htc)).toBe(2); // 2 x sd 1, rounded up to 0.5, at least 1
    const ltc = createPricingContext(july('LTC'), params);
    expect(temperatureDegrees(ltc)).toEqual([80, 81]); // ceil(79.5) .. floor(81)
    // The distance rounds up to half degrees and is at least 1 deg F:
    expect(
      temperatureExhaustDistance(
        createPricingContext(july('HTC'), { ...params, temperatureExhaustSds: 1.2 }),
      ),
    ).toBe(1.5);
    expect(
      temperatureExhaustDistance(
        createPricingContext(july('HTC'), { ...params, temperatureExhaustSds: 0.3 }),
      ),
    ).toBe(1);
  });

  it('offers "Below {degree}°F" for LTC, within the maximum rate on line', () => {
    const r = priceCoverage(
      july('LTC'),
      { program: 'LTC', limitCents: 10_000_000 },
      { ...TREND, maximumRateOnLine: 1 },
    );
    expect(r.options.map((o) => [o.label, o.exhaust])).toEqual([
      ['Below 80°F', 78],
      ['Below 81°F', 79],
    ]);
    // "Below 81°F" costs 45% of its limit (the worked example's "Above 81°F" mirrored): not offered at 35%.
    expect(r.options[1]!.premium.rateOnLine).toBeGreaterThan(0.35);
    const capped = priceCoverage(july('LTC'), { program: 'LTC', limitCents: 10_000_000 }, TREND);
    expect(capped.options.map((o) => o.label)).toEqual(['Below 80°F']);
  });

  it('validates the custom trigger against the historical extremes, rounded to one decimal', () => {
    // HTC: max 82.25 -> 82.3
    expect(() =>
      priceCoverage(july('HTC'), { program: 'HTC', limitCents: 10_000_000, trigger: 82.31 }, TREND),
    ).toThrow('Custom trigger must be below 82.3');
    expect(
      priceCoverage(july('HTC'), { program: 'HTC', limitCents: 10_000_000, trigger: 82.3 }, TREND).options[0]!
        .label,
    ).toBe('Above 82.3°F');
    // LTC: min 79.15 -> 79.2
    expect(() =>
      priceCoverage(july('LTC'), { program: 'LTC', limitCents: 10_000_000, trigger: 79.1 }, TREND),
    ).toThrow('Custom trigger must be above 79.2');
  });

  it('refuses a custom trigger over the expected-loss limit, or matches it with targetMatch', () => {
    const ltc = (trigger: number, targetMatch = false) => ({
      program: 'LTC' as const,
      limitCents: 10_000_000,
      trigger,
      targetMatch,
    });
    expect(thrown(() => priceCoverage(july('LTC'), ltc(81.5), TREND)).code).toBe(
      'CAPITAL_PROVIDER_EXPECTED_LOSS_TOO_HIGH',
    );
    const r = priceCoverage(july('LTC'), ltc(81.5, true), TREND);
    // The expected loss is within 30% from 81.3 down; the premium within 35% of the limit from 80.7.
    expect(r.targetMatch).toEqual({ requestedTrigger: 81.5, matchedTrigger: 80.7 });
    expect(r.options[0]!.label).toBe('Below 80.7°F');
    expect(r.options[0]!.premium.expectedLossShare).toBeLessThanOrEqual(0.3);
    expect(r.options[0]!.premium.rateOnLine).toBeLessThanOrEqual(0.35);
    // 0.1 deg F more protective is over the maximum rate on line: 80.7 is the nearest offerable trigger.
    expect(thrown(() => priceCoverage(july('LTC'), ltc(80.8), TREND)).info).toMatchObject({
      reason: 'MAXIMUM_RATE_ON_LINE',
    });
    // Without the maximum rate on line, the expected-loss limit alone stops at 81.3.
    const noMaximum = { ...TREND, maximumRateOnLine: 1 };
    expect(priceCoverage(july('LTC'), ltc(81.5, true), noMaximum).targetMatch).toEqual({
      requestedTrigger: 81.5,
      matchedTrigger: 81.3,
    });
    expect(() => priceCoverage(july('LTC'), ltc(81.4), noMaximum)).toThrow();
  });

  it('returns no options when nothing can be offered', () => {
    const r = priceCoverage(
      july('HTC'),
      { program: 'HTC', limitCents: 10_000_000 },
      { ...TREND, maxExpectedLossShare: 0.01 },
    );
    expect(r.options).toEqual([]);
    expect(r.historicalRows[0]!.payoutsCents).toEqual([]);
  });
});
