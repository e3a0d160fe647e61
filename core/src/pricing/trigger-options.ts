/**
 * Which triggers are offered.
 *
 * Precipitation (HPC, LPC): the requested trigger and strikes around it, spaced by
 *   precipitationStrikeStepShare of the look-back average (at least 0.01 in), alternately more
 *   and less protective, keeping the requested trigger-exhaust width (per-inch loss). An LPC
 *   exhaust never goes below 0 in (it stops at 0 and the width shrinks).
 * Temperature (HTC, LTC): "Above {d} deg F" / "Below {d} deg F" for whole degrees between the
 *   detrended mean and the most extreme detrended year of the look-back (at least one degree:
 *   the first whole degree past the mean), the optionCount nearest to mean + 1 sd (HTC) /
 *   mean - 1 sd (LTC), plus the custom trigger. Per-degree rule: the exhaust lies
 *   temperatureExhaustSds standard deviations past the trigger, rounded up to 0.5 deg F and at
 *   least temperatureMinExhaustF, so per-degree loss = limit / that distance.
 * An option is offered only if its expected loss is within the capital provider's limit.
 */
import { AppError } from '../errors.js';
import type { PayoutTerms } from './payout.js';
import { isOfferable, type PricingContext } from './premium.js';

export const CUSTOM_TRIGGER_NUMBER_MESSAGE = 'Custom trigger must be a number';

export interface CandidateTerms extends PayoutTerms {
  /** The trigger the user asked for (HPC/LPC trigger, HTC/LTC custom trigger). */
  readonly isRequested: boolean;
}

/** Grid steps are 1 / whole number (0.01, 0.1, 1); dividing by the inverse keeps decimals clean. */
const inverse = (step: number): number => Math.round(1 / step);
const roundTo = (x: number, step: number): number => Math.round(x * inverse(step)) / inverse(step);
/** Precipitation triggers and exhausts are in whole hundredths of an inch. */
export const roundHundredths = (x: number): number => Math.round(x * 100) / 100;
/** Custom temperature triggers are in tenths of a degree. */
export const roundTenths = (x: number): number => Math.round(x * 10) / 10;

/** Trigger-exhaust distance of temperature options (deg F). */
export function temperatureExhaustDistance(ctx: PricingContext): number {
  const p = ctx.params;
  const sd = ctx.fit.sd;
  const raw = Number.isFinite(sd) ? p.temperatureExhaustSds * sd : 0;
  const halfDegrees = Math.ceil(raw * 2 - 1e-9) / 2; // up to the next 0.5 deg F
  return Math.max(p.temperatureMinExhaustF, halfDegrees);
}

/** Terms for a precipitation trigger keeping `width` (LPC exhaust stops at 0). */
export function precipitationTerms(
  ctx: PricingContext,
  trigger: number,
  width: number,
  limitCents: number,
): PayoutTerms {
  return ctx.program.direction === 'above'
    ? { direction: 'above', trigger, exhaust: roundHundredths(trigger + width), limitCents }
    : { direction: 'below', trigger, exhaust: Math.max(0, roundHundredths(trigger - width)), limitCents };
}

export function temperatureTerms(ctx: PricingContext, trigger: number, limitCents: number): PayoutTerms {
  const d = temperatureExhaustDistance(ctx);
  return ctx.program.direction === 'above'
    ? { direction: 'above', trigger, exhaust: trigger + d, limitCents }
    : { direction: 'below', trigger, exhaust: trigger - d, limitCents };
}

/** Strike spacing for precipitation options (inches). */
export const precipitationStep = (ctx: PricingContext): number =>
  Math.max(0.01, roundHundredths(ctx.params.precipitationStrikeStepShare * ctx.rawAverage));

/** The requested precipitation strike first, then others around it (unpriced, unfiltered). */
export function precipitationCandidates(ctx: PricingContext, requested: PayoutTerms): CandidateTerms[] {
  const width = Math.abs(requested.exhaust - requested.trigger);
  const step = precipitationStep(ctx);
  const out: CandidateTerms[] = [{ ...requested, isRequested: true }];
  const count = ctx.params.optionCount;
  for (let k = 1; out.length < count && k <= 4 * count; k++) {
    for (const sign of [-1, 1]) {
      if (out.length >= count) break;
      const trigger = roundHundredths(requested.trigger + sign * k * step);
      if (trigger <= 0) continue;
      out.push({ ...precipitationTerms(ctx, trigger, width, requested.limitCents), isRequested: false });
    }
  }
  return out;
}

/** Whole-degree temperature triggers from the detrended history (see the module comment). */
export function temperatureDegrees(ctx: PricingContext): number[] {
  const mean = ctx.fit.mean;
  const sd = Number.isFinite(ctx.fit.sd) ? ctx.fit.sd : 0;
  const degrees: number[] = [];
  if (ctx.program.direction === 'above') {
    for (let d = Math.ceil(mean); d <= Math.floor(ctx.adjustedMax); d++) degrees.push(d);
    if (degrees.length === 0) degrees.push(Math.ceil(mean));
  } else {
    for (let d = Math.ceil(ctx.adjustedMin); d <= Math.floor(mean); d++) degrees.push(d);
    if (degrees.length === 0) degrees.push(Math.floor(mean));
  }
  const anchor = ctx.program.direction === 'above' ? mean + sd : mean - sd;
  return degrees
    .sort((a, b) => Math.abs(a - anchor) - Math.abs(b - anchor) || a - b)
    .slice(0, ctx.params.optionCount)
    .sort((a, b) => a - b);
}

/**
 * The custom trigger against the look-back's raw extremes (docs/requirements.md#validation-terms):
 * HTC at most the highest yearly index rounded to one decimal, LTC at least the lowest.
 */
export function validateCustomTrigger(ctx: PricingContext, trigger: number): void {
  if (!Number.isFinite(trigger)) throw new AppError('VALIDATION_ERROR', CUSTOM_TRIGGER_NUMBER_MESSAGE);
  if (ctx.program.direction === 'above') {
    const max = roundTenths(ctx.rawMax);
    if (trigger > max)
      throw new AppError('VALIDATION_ERROR', `Custom trigger must be below ${max.toFixed(1)}`, { max });
  } else {
    const min = roundTenths(ctx.rawMin);
    if (trigger < min)
      throw new AppError('VALIDATION_ERROR', `Custom trigger must be above ${min.toFixed(1)}`, { min });
  }
}

export function temperatureCandidates(
  ctx: PricingContext,
  limitCents: number,
  customTrigger?: number,
): CandidateTerms[] {
  const out: CandidateTerms[] = [];
  if (customTrigger !== undefined)
    out.push({ ...temperatureTerms(ctx, customTrigger, limitCents), isRequested: true });
  for (const d of temperatureDegrees(ctx)) {
    if (d === customTrigger) continue;
    out.push({ ...temperatureTerms(ctx, d, limitCents), isRequested: false });
  }
  return out;
}

/**
 * The offerable trigger nearest to `start`, moving only in the less protective direction (up for
 * HPC/HTC, down for LPC/LTC), on a grid of `resolution` (0.01 in, 0.1 or 1 deg F). Expected loss
 * falls monotonically in that direction, so the boundary is found by doubling then bisection.
 * Null when no trigger qualifies (e.g. an LPC whose zero-rainfall years alone exceed the limit).
 */
export function findOfferableTrigger(
  ctx: PricingContext,
  start: number,
  termsFor: (trigger: number) => PayoutTerms,
  resolution: number,
  initialStep: number,
): number | null {
  const up = ctx.program.direction === 'above';
  // LPC triggers must stay above 0 in.
  const floor = ctx.program.peril === 'precipitation' && !up ? resolution : -Infinity;
  const at = (d: number): number => (up ? start + d : Math.max(floor, start - d));
  const ok = (d: number): boolean => isOfferable(ctx, termsFor(at(d)));
  if (ok(0)) return start;
  let lo = 0;
  let hi = Math.max(initialStep, resolution);
  let found = false;
  for (let i = 0; i < 60; i++) {
    if (ok(hi)) {
      found = true;
      break;
    }
    if (!up && at(hi) === floor) return null;
    lo = hi;
    hi *= 2;
  }
  if (!found) return null;
  for (let i = 0; i < 80 && hi - lo > resolution / 4; i++) {
    const mid = 0.5 * (lo + hi);
    if (ok(mid)) hi = mid;
    else lo = mid;
  }
  // Onto the grid, on the offerable side, then step out if rounding landed short.
  const inv = inverse(resolution);
  let trigger = up ? Math.ceil(at(hi) * inv - 1e-9) / inv : Math.floor(at(hi) * inv + 1e-9) / inv;
  for (let i = 0; i < 100; i++) {
    trigger = roundTo(trigger, resolution);
    if (isOfferable(ctx, termsFor(trigger))) return trigger;
    trigger += up ? resolution : -resolution;
    if (!up && trigger < floor) return null;
  }
  return null;
}
