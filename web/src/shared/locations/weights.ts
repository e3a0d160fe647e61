/**
 * Location weights (docs/requirements.md#statuses, #validation-rules, #constants): whole percents
 * that total exactly 100. Adding or removing a location redistributes evenly unless the user edited
 * a weight; the first location gets 100 and a later one starts at 1 before redistribution.
 */
import { TOTAL_PERCENTAGE_MESSAGE } from '@almanac/core';

export { TOTAL_PERCENTAGE_MESSAGE };
export const WEIGHT_RANGE_MESSAGE = 'Weight must be a whole number from 1 to 100';
export const WEIGHT_MAX_LENGTH = 3;

/** `n` whole percents that total 100, as even as possible (the first ones take the remainder). */
export function evenWeights(n: number): number[] {
  if (n <= 0) return [];
  const base = Math.floor(100 / n);
  const extra = 100 - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0));
}

export const totalPercentage = (locations: readonly { weight: number }[]): number =>
  locations.reduce((sum, l) => sum + (Number.isFinite(l.weight) ? l.weight : 0), 0);

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

/** The message for a typed weight, or null when it is a whole number from 1 to 100 (≤ 3 characters). */
export function weightInputError(raw: string): string | null {
  const value = raw.trim();
  if (!/^\d{1,3}$/.test(value)) return WEIGHT_RANGE_MESSAGE;
  const n = Number(value);
  return n >= 1 && n <= 100 ? null : WEIGHT_RANGE_MESSAGE;
}

/** The selection's error (total ≠ 100), or null. */
export const totalError = (locations: readonly { weight: number }[]): string | null =>
  locations.length > 0 && totalPercentage(locations) !== 100 ? TOTAL_PERCENTAGE_MESSAGE : null;
