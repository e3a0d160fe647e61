/**
 * The words beside a quote's history (docs/pricing.md, "As if today", "Sensitivity range"): the
 * observed and the as-if-today columns, the one-line explanation, and the sensitivity range as
 * operations read it. Shared by the API's documents and every page that shows a history.
 */
import { formatUsd } from './format.js';

export const OBSERVED_LABEL = 'Observed';
export const AS_IF_TODAY_LABEL = 'As if today';

/** The one line under every history that shows both columns. */
export const AS_IF_TODAY_NOTE =
  'As if today: each past year with its index moved to the policy year along the trend the price uses (the same as observed when the data show no significant trend), so these payouts agree with the price.';

/** "Would have paid in 4 of 30 years as observed, 6 as if today." */
export function paidYearsText(paidObserved: number, paidAsIfToday: number, years: number): string {
  return `Would have paid in ${paidObserved} of ${years} years as observed, ${paidAsIfToday} as if today.`;
}

export const SENSITIVITY_TITLE = 'Price sensitivity';
export const SENSITIVITY_NOTE =
  'Expected loss with and without the trend, over the look-back and over every year of data. A range wider than the referral ratio sends the application to an underwriter.';

export type SensitivityAdjustmentKey = 'raw' | 'adjusted';
export type SensitivityYearsKey = 'look-back' | 'all-years';

/** "No trend, last 30 years", "Full trend, all 45 years". */
export function sensitivityScenarioLabel(adjustment: string, years: string, yearCount: number): string {
  const trend = adjustment === 'raw' ? 'No trend' : 'Full trend';
  const span = years === 'all-years' ? `all ${yearCount} years` : `last ${yearCount} years`;
  return `${trend}, ${span}`;
}

/** "3.10×", or "Unbounded (the lowest is $0.00)" when only the low is 0. */
export function sensitivityRatioText(ratio: number | null): string {
  return ratio === null ? `Unbounded (the lowest is ${formatUsd(0)})` : `${ratio.toFixed(2)}×`;
}

/** "$1,200.00 to $3,720.00 (3.10×)" */
export function sensitivityRangeText(low: number, high: number, ratio: number | null): string {
  return `${formatUsd(low)} to ${formatUsd(high)} (${sensitivityRatioText(ratio)})`;
}
