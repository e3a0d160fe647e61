/** Location weights are fractions (the UI's whole percents divided by 100) that sum to 1. */
import { AppError } from '../errors.js';

/** Tolerance on the sum: whole percents / 100 add up to 1 only to within rounding. */
export const WEIGHT_SUM_TOLERANCE = 1e-6;

export function validateWeights(weights: readonly number[]): void {
  if (weights.length === 0) throw new AppError('VALIDATION_ERROR', 'At least one location is required');
  let sum = 0;
  for (const w of weights) {
    if (!Number.isFinite(w) || w <= 0 || w > 1) {
      throw new AppError(
        'VALIDATION_ERROR',
        'Each location weight must be a fraction greater than 0 and at most 1',
      );
    }
    sum += w;
  }
  if (Math.abs(sum - 1) > WEIGHT_SUM_TOLERANCE) {
    throw new AppError('VALIDATION_ERROR', `Location weights must sum to 1 (they sum to ${sum})`);
  }
}

/**
 * The insured's home state until a client is attached: the state of the largest-weight location
 * (the first one on a tie).
 */
export function homeStateOf(
  locations: readonly { readonly state: string; readonly weight: number }[],
): string | null {
  let best: { state: string; weight: number } | null = null;
  for (const l of locations) if (!best || l.weight > best.weight) best = l;
  return best ? best.state.toUpperCase() : null;
}
