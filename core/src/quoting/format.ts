/**
 * Display formats of docs/requirements.md#display-formats: USD with cents, rainfall in inches to 2
 * decimals, temperature in deg F to 1 decimal (dates: `formatUsDate`, MM/dd/yyyy).
 */
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `$1,234.50` */
export const formatUsd = (dollars: number): string => usd.format(dollars);

const wholeUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Whole dollars unless the amount has cents: `$250,000`, `$1,234.50` (limits in lists). */
export const formatUsdWhole = (dollars: number): string =>
  Number.isInteger(dollars) ? wholeUsd.format(dollars) : usd.format(dollars);

/** An index value with its unit: `12.35 in` (inch) or `95.0 °F` (deg_F). */
export function formatIndexValue(value: number, unit: string): string {
  if (unit === 'deg_F') return `${value.toFixed(1)} °F`;
  if (unit === 'inch') return `${value.toFixed(2)} in`;
  return `${value} ${unit}`;
}
