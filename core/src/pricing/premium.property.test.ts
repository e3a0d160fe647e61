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
          // A trigger the index never reached is refused (checked in price-coverage tests).
          fc.pre(t <= Math.max(...values));
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

describe('a trigger the index never reached', () => {
  // 2 … 11 in, up, down and up again: no trend (a plain 2 … 11 saw-tooth has a significant one).
  const up = Array.from({ length: 10 }, (_, i) => 2 + i);
  const values = [...up, ...[...up].reverse(), ...up];
  const price = (program: 'HPC' | 'LPC', trigger: number, exhaust: number) => () =>
    priceCoverage(historyOf(program, values), { program, limitCents: 10_000_000, trigger, exhaust });

  it('is refused, not priced at the minimum premium, saying how far the index went', () => {
    expect(price('HPC', 500, 600)).toThrow(
      'In the last 30 years the index never reached a trigger of 500.00 in (its highest was 11.00 in). Choose a trigger the index has reached.',
    );
    expect(price('LPC', 1, 0)).toThrow(
      'In the last 30 years the index never fell to a trigger of 1.00 in (its lowest was 2.00 in). Choose a trigger the index has reached.',
    );
  });

  it('a trigger the index reached is priced', () => {
    expect(price('HPC', 10.5, 14)().options.length).toBeGreaterThan(0);
  });
});
