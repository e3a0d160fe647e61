/**
 * Location weights (docs/requirements.md#validation-locations, #quoter-locations, #constants): whole
 * percents, each from 1 to 100 (at most 3 characters), that total exactly 100. Adding or removing
 * a location spreads the weights evenly unless the user edited a weight; the first location gets
 * 100 and a later one starts at 1 before the spread. A typed weight out of range (150) still counts
 * in the total the screen shows, so the total says what was typed and the row says what is wrong.
 */
import { TOTAL_PERCENTAGE_MESSAGE } from '../schemas/pricing.js';

export const WEIGHT_MIN_PERCENT = 1;
export const WEIGHT_MAX_PERCENT = 100;
export const WEIGHT_RANGE_MESSAGE = `Weight must be a whole number from ${WEIGHT_MIN_PERCENT} to ${WEIGHT_MAX_PERCENT}`;
export const WEIGHT_MAX_LENGTH = 3;

/** `n` whole percents that total 100, as even as possible (the first ones take the remainder). */
export function evenWeights(n: number): number[] {
  if (n <= 0) return [];
  const base = Math.floor(100 / n);
  const extra = 100 - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0));
}

/** The number a typed weight stands for (150 for "150"), NaN when it is not up to 3 digits. */
export function typedWeight(raw: string): number {
  const value = raw.trim();
  return /^\d{1,3}$/.test(value) ? Number(value) : NaN;
}

/** The message for a weight's value, or null when it is a whole number from 1 to 100. */
export const weightValueError = (weight: number): string | null =>
  Number.isInteger(weight) && weight >= WEIGHT_MIN_PERCENT && weight <= WEIGHT_MAX_PERCENT
    ? null
    : WEIGHT_RANGE_MESSAGE;

/** The message for a typed weight, or null when it is a whole number from 1 to 100 (≤ 3 characters). */
export const weightInputError = (raw: string): string | null => weightValueError(typedWeight(raw));

/** The sum of the weights that are numbers (an out-of-range 150 counts; an unreadable one does not). */
export const totalPercentage = (locations: readonly { weight: number }[]): number =>
  locations.reduce((sum, l) => sum + (Number.isFinite(l.weight) ? l.weight : 0), 0);

/** The selection's error (total ≠ 100), or null. */
export const totalError = (locations: readonly { weight: number }[]): string | null =>
  locations.length > 0 && totalPercentage(locations) !== 100 ? TOTAL_PERCENTAGE_MESSAGE : null;

function redistribute<T extends { weight: number }>(locations: readonly T[]): T[] {
  const weights = evenWeights(locations.length);
  return locations.map((l, i) => ({ ...l, weight: weights[i]! }));
}

/** Add a location: the first weighs 100; a later one starts at 1, then all are evened out unless edited. */
export function withAddedLocation<T extends { weight: number }>(
  locations: readonly T[],
  location: T,
  weightsEdited: boolean,
): T[] {
  const added = [...locations, { ...location, weight: locations.length === 0 ? 100 : 1 }];
  return weightsEdited ? added : redistribute(added);
}

/** Remove a location; the rest are evened out unless the user edited weights. */
export function withoutLocation<T extends { weight: number; id: string }>(
  locations: readonly T[],
  id: string,
  weightsEdited: boolean,
): T[] {
  const rest = locations.filter((l) => l.id !== id);
  return weightsEdited ? rest : redistribute(rest);
}
