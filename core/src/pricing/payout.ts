/**
 * The payout of one option: linear between trigger and exhaust, capped at the limit.
 *   above (HPC, HTC): 0 at or below the trigger, the limit at or above the exhaust (exhaust > trigger)
 *   below (LPC, LTC): 0 at or above the trigger, the limit at or below the exhaust (exhaust < trigger)
 * Per-unit loss = limit / |exhaust - trigger| (cents per inch or per deg F).
 */
import { AppError } from '../errors.js';
import type { PayoutDirection } from './programs.js';

export interface PayoutTerms {
  readonly direction: PayoutDirection;
  /** Index value where payment starts (inches or deg F). */
  readonly trigger: number;
  /** Index value where payment reaches the limit. */
  readonly exhaust: number;
  readonly limitCents: number;
}

export function validatePayoutTerms(t: PayoutTerms): void {
  if (!Number.isInteger(t.limitCents) || t.limitCents <= 0) {
    throw new AppError('VALIDATION_ERROR', 'The amount provided is not valid.');
  }
  if (!Number.isFinite(t.trigger) || !Number.isFinite(t.exhaust)) {
    throw new AppError('VALIDATION_ERROR', 'Trigger and exhaust must be numbers');
  }
  if (t.direction === 'above' && !(t.trigger < t.exhaust)) {
    throw new AppError('VALIDATION_ERROR', 'The trigger value must be less than the exhaust value.');
  }
  if (t.direction === 'below' && !(t.exhaust < t.trigger)) {
    throw new AppError('VALIDATION_ERROR', 'The exhaust value must be less than the trigger value.');
  }
}

/** Payout in cents (not rounded) for an index value. */
export function payoutCents(index: number, t: PayoutTerms): number {
  if (t.direction === 'above') {
    if (index <= t.trigger) return 0;
    if (index >= t.exhaust) return t.limitCents;
    return (t.limitCents * (index - t.trigger)) / (t.exhaust - t.trigger);
  }
  if (index >= t.trigger) return 0;
  if (index <= t.exhaust) return t.limitCents;
  return (t.limitCents * (t.trigger - index)) / (t.trigger - t.exhaust);
}

/** Payouts for many index values into `out` (cents, not rounded). */
export function payoutsInto(values: ArrayLike<number>, t: PayoutTerms, out: Float64Array): Float64Array {
  for (let i = 0; i < values.length; i++) out[i] = payoutCents(values[i]!, t);
  return out;
}

/** Cents paid per inch or deg F between trigger and exhaust. */
export const perUnitLossCents = (t: PayoutTerms): number => t.limitCents / Math.abs(t.exhaust - t.trigger);

/**
 * Premium recovery (break-even index value): the index value at which the payout equals the
 * premium, i.e. the trigger moved by premium / per-unit loss in the paying direction.
 */
export function premiumRecovery(t: PayoutTerms, premiumCents: number): number {
  const move = premiumCents / perUnitLossCents(t);
  return t.direction === 'above' ? t.trigger + move : t.trigger - move;
}

/** A trigger as a percent of the look-back average (precipitation strikes), one decimal. */
export function relativeStrikePercent(trigger: number, average: number): number | null {
  if (!(average > 0)) return null;
  return Math.round((trigger / average) * 1000) / 10;
}

export interface PayoutProfile {
  /** Index values, evenly spaced, ascending. */
  readonly indexValues: number[];
  /** Payout at each index value, whole cents. */
  readonly payoutsCents: number[];
}

/**
 * The payout curve sampled at `points` evenly spaced index values: from half the trigger-exhaust
 * distance before the start of payment to half beyond the exhaust, widened to cover `range`
 * (the look-back's lowest and highest index) and never below `floor`.
 */
export function payoutProfile(
  t: PayoutTerms,
  points: number,
  range: { readonly min: number; readonly max: number },
  floor = -Infinity,
): PayoutProfile {
  const width = Math.abs(t.exhaust - t.trigger);
  const lo = Math.max(floor, Math.min(Math.min(t.trigger, t.exhaust) - width / 2, range.min));
  const hi = Math.max(Math.max(t.trigger, t.exhaust) + width / 2, range.max);
  const indexValues = new Array<number>(points);
  const payoutsCents = new Array<number>(points);
  for (let i = 0; i < points; i++) {
    const x = points === 1 ? lo : lo + ((hi - lo) * i) / (points - 1);
    indexValues[i] = x;
    payoutsCents[i] = Math.round(payoutCents(x, t));
  }
  return { indexValues, payoutsCents };
}
