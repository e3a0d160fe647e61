import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  payoutCents,
  payoutProfile,
  type PayoutTerms,
  perUnitLossCents,
  premiumRecovery,
  relativeStrikePercent,
  validatePayoutTerms,
} from './payout.js';

// HPC: trigger 10 in, exhaust 14 in, limit $40,000 -> $10,000 per inch.
const hpc: PayoutTerms = { direction: 'above', trigger: 10, exhaust: 14, limitCents: 4_000_000 };
// LPC: trigger 5 in, exhaust 1 in, limit $20,000 -> $5,000 per inch.
const lpc: PayoutTerms = { direction: 'below', trigger: 5, exhaust: 1, limitCents: 2_000_000 };

describe('payout', () => {
  it('is linear between trigger and exhaust and capped at the limit', () => {
    expect(payoutCents(9, hpc)).toBe(0);
    expect(payoutCents(10, hpc)).toBe(0);
    expect(payoutCents(12, hpc)).toBe(2_000_000); // (12 - 10) * $10,000
    expect(payoutCents(14, hpc)).toBe(4_000_000);
    expect(payoutCents(20, hpc)).toBe(4_000_000);
    expect(payoutCents(6, lpc)).toBe(0);
    expect(payoutCents(3, lpc)).toBe(1_000_000); // (5 - 3) * $5,000
    expect(payoutCents(0.5, lpc)).toBe(2_000_000);
  });

  it('has per-unit loss = limit / |exhaust - trigger| and premium recovery in the paying direction', () => {
    expect(perUnitLossCents(hpc)).toBe(1_000_000);
    expect(perUnitLossCents(lpc)).toBe(500_000);
    // premium $2,500: HPC 10 + 2,500 / 10,000 = 10.25 in; LPC 5 - 2,500 / 5,000 = 4.5 in
    expect(premiumRecovery(hpc, 250_000)).toBe(10.25);
    expect(premiumRecovery(lpc, 250_000)).toBe(4.5);
  });

  it('shows precipitation strikes as a percent of the average', () => {
    expect(relativeStrikePercent(12, 10)).toBe(120);
    expect(relativeStrikePercent(3.337, 10)).toBe(33.4);
    expect(relativeStrikePercent(3, 0)).toBeNull();
  });

  it('samples the payout profile at 300 points', () => {
    const p = payoutProfile(hpc, 300, { min: 7, max: 13 });
    expect(p.indexValues).toHaveLength(300);
    // from min(10 - 4/2, 7) = 7 to max(14 + 4/2, 13) = 16
    expect(p.indexValues[0]).toBe(7);
    expect(p.indexValues[299]).toBe(16);
    expect(p.payoutsCents[0]).toBe(0);
    expect(p.payoutsCents[299]).toBe(4_000_000);
    const l = payoutProfile(lpc, 300, { min: 2, max: 9 }, 0);
    expect(l.indexValues[0]).toBe(0); // 1 - 2 = -1 is below the floor
    expect(l.indexValues[299]).toBe(9);
  });

  it('validates terms with the spec messages', () => {
    expect(() => validatePayoutTerms({ ...hpc, exhaust: 10 })).toThrow(
      'The trigger value must be less than the exhaust value.',
    );
    expect(() => validatePayoutTerms({ ...hpc, limitCents: 0 })).toThrow('The amount provided is not valid.');
    expect(() => validatePayoutTerms({ ...lpc, exhaust: 6 })).toThrow(
      'The exhaust value must be less than the trigger value.',
    );
  });

  it('stays within [0, limit] and moves with the index in the paying direction', () => {
    const terms = fc
      .record({
        direction: fc.constantFrom<'above' | 'below'>('above', 'below'),
        trigger: fc.double({ min: -100, max: 100, noNaN: true }),
        width: fc.double({ min: 0.01, max: 50, noNaN: true }),
        limitCents: fc.integer({ min: 1, max: 1e9 }),
      })
      .map(({ direction, trigger, width, limitCents }) => ({
        direction,
        trigger,
        exhaust: direction === 'above' ? trigger + width : trigger - width,
        limitCents,
      }));
    fc.assert(
      fc.property(
        terms,
        fc.double({ min: -200, max: 200, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (t, x, dx) => {
          const a = payoutCents(x, t);
          const b = payoutCents(x + dx, t);
          expect(a).toBeGreaterThanOrEqual(0);
          expect(a).toBeLessThanOrEqual(t.limitCents);
          if (t.direction === 'above') expect(b).toBeGreaterThanOrEqual(a);
          else expect(b).toBeLessThanOrEqual(a);
        },
      ),
    );
  });
});
