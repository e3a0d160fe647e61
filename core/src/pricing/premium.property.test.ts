import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCoverage } from './price-coverage.js';
import { createPricingContext, expectedLossCents, pricePremium } from './premium.js';
import { defaultPricingParameters } from './pricing-parameters.js';
import type { ProgramCode } from './programs.js';
import { historyOf } from './test-fixtures.js';
import { precipitationTerms, temperatureTerms } from './trigger-options.js';

const precipitationHistory = fc.array(
  fc.oneof(fc.constant(0), fc.double({ min: 0.01, max: 40, noNaN: true })),
  { minLength: 20, maxLength: 40 },
);
const temperatureHistory = fc.array(fc.double({ min: 20, max: 100, noNaN: true }), {
  minLength: 20,
  maxLength: 40,
});
const limitCents = fc.integer({ min: 100_000, max: 100_000_000 });

/**
 * Two triggers, the first at least as protective: lower for HPC/HTC, higher for LPC/LTC.
 * Widths (precipitation) and the per-degree rule (temperature) as the engine sets them.
 */
function checkMonotone(
  program: ProgramCode,
  values: number[],
  a: number,
  b: number,
  width: number,
  limit: number,
): void {
  const ctx = createPricingContext(historyOf(program, values), defaultPricingParameters);
  const above = ctx.program.direction === 'above';
  const [protective, other] = above ? [Math.min(a, b), Math.max(a, b)] : [Math.max(a, b), Math.min(a, b)];
  const terms = (t: number) =>
    ctx.program.peril === 'precipitation'
      ? precipitationTerms(ctx, t, width, limit)
      : temperatureTerms(ctx, t, limit);
  const p1 = pricePremium(ctx, terms(protective));
  const p2 = pricePremium(ctx, terms(other));
  // The expected loss is monotone everywhere; the premium among the options that can be offered.
  expect(expectedLossCents(ctx, terms(protective))).toBeGreaterThanOrEqual(
    expectedLossCents(ctx, terms(other)) - 1e-6,
  );
  if (p1.offerable && p2.offerable) expect(p1.netPremiumCents).toBeGreaterThanOrEqual(p2.netPremiumCents);
  expect(p2.offerable || !p1.offerable).toBe(true); // a less protective trigger is offered whenever a more protective one is
}

describe('a more protective trigger is never cheaper', () => {
  it('HPC and LPC', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ProgramCode>('HPC', 'LPC'),
        precipitationHistory,
        fc.double({ min: 0.01, max: 40, noNaN: true }),
        fc.double({ min: 0.01, max: 40, noNaN: true }),
        fc.double({ min: 0.01, max: 20, noNaN: true }),
        limitCents,
        (program, values, a, b, width, limit) =>
          checkMonotone(program, values, Math.round(a * 100) / 100, Math.round(b * 100) / 100, width, limit),
      ),
      { numRuns: 300 },
    );
  });

  it('HTC and LTC', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ProgramCode>('HTC', 'LTC'),
        temperatureHistory,
        fc.double({ min: 20, max: 100, noNaN: true }),
        fc.double({ min: 20, max: 100, noNaN: true }),
        limitCents,
        (program, values, a, b, limit) => checkMonotone(program, values, a, b, 0, limit),
      ),
      { numRuns: 300 },
    );
  });
});

describe('priced options', () => {
  it('have payouts within [0, limit], premiums within the minimums and the limit, offered options only', () => {
    fc.assert(
      fc.property(
        precipitationHistory,
        fc.double({ min: 0.05, max: 40, noNaN: true }),
        fc.double({ min: 0.05, max: 20, noNaN: true }),
        limitCents,
        (values, trigger, width, limit) => {
          const t = Math.round(trigger * 100) / 100;
          const r = priceCoverage(historyOf('HPC', values), {
            program: 'HPC',
            limitCents: limit,
            trigger: t,
            exhaust: Math.round((t + width) * 100) / 100 + 0.01,
            targetMatch: true,
          });
          for (const o of r.options) {
            expect(o.premium.expectedLossShare).toBeLessThanOrEqual(0.3 + 1e-12);
            expect(o.premium.netPremiumCents).toBeGreaterThanOrEqual(
              Math.max(25_000, Math.round(0.015 * limit)) - 1,
            );
            const all = [...o.historicalPayoutsCents, ...o.payoutProfile.payoutsCents];
            expect(Math.min(...all)).toBeGreaterThanOrEqual(0);
            expect(Math.max(...all)).toBeLessThanOrEqual(limit);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
