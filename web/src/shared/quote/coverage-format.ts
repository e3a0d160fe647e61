/**
 * Number formats of the coverage-terms step (docs/requirements.md#constants): rainfall in inches to
 * 2 decimals, temperature in °F to 1 decimal, premium recovery 2 decimals for precipitation and 1
 * for the other perils, USD with cents, two-digit years on the chart's x-axis, the precipitation
 * strike as a percent of the 30-year average.
 */
import { formatUsd, type ProgramCode } from '@almanac/core';
import { directionOf, isPrecipitation, type PricedQuote, strikeOf } from './quote.js';

export { formatUsd };

export const indexDecimals = (program: ProgramCode): number => (isPrecipitation(program) ? 2 : 1);
export const unitSymbol = (program: ProgramCode): string => (isPrecipitation(program) ? 'in' : '°F');
export const unitName = (program: ProgramCode): string => (isPrecipitation(program) ? 'inches' : '°F');

/** `12.35 in` or `82.4 °F`. */
export function formatIndex(program: ProgramCode, value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${value.toFixed(indexDecimals(program))} ${unitSymbol(program)}`;
}

/** Premium recovery: 2 decimals for precipitation, 1 for the other perils. */
export const formatPremiumRecovery = formatIndex;

/** A degree value as the option cards show it: `82.0`. */
export const formatDegrees = (value: number): string => value.toFixed(1);

/** The option card's title: "Above 82.0°F" / "Below 20.5°F"; precipitation: "12.00 in". */
export function optionTitle(program: ProgramCode, quote: PricedQuote): string {
  const strike = strikeOf(quote);
  if (isPrecipitation(program)) return formatIndex(program, strike);
  return `${directionOf(program) === 'above' ? 'Above' : 'Below'} ${formatDegrees(strike)}°F`;
}

/** "120% of average" (one decimal when needed). */
export function formatRelativeStrike(percent: number | null | undefined): string | null {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return null;
  return `${Math.round(percent * 10) / 10}%`;
}

export const RELATIVE_STRIKE_TOOLTIP = 'Triggers are shown as a percentage of the 30-year average.';

/** The chart's x-axis: the last two digits of the year. */
export const twoDigitYear = (year: number): string => String(Math.abs(year) % 100).padStart(2, '0');

/** "Per-Inch Loss" or "Per-Degree Loss". */
export const perUnitLossLabel = (program: ProgramCode): string =>
  isPrecipitation(program) ? 'Per-Inch Loss' : 'Per-Degree Loss';

/** The index panel's title. */
export const indexTitle = (program: ProgramCode): string =>
  isPrecipitation(program) ? 'Precipitation Index' : 'Temperature Index';

/** What the index measures, for screen readers and the CSV. */
export function indexDescription(program: ProgramCode): string {
  switch (program) {
    case 'HPC':
    case 'LPC':
      return 'Cumulative rainfall over the policy period';
    case 'HTC':
      return 'Average daily maximum temperature over the policy period';
    case 'LTC':
      return 'Average daily minimum temperature over the policy period';
  }
}
