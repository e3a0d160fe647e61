/**
 * Money crosses the API in dollars (a Float with at most 2 decimals, the spec's USD display) and is
 * stored and computed in integer cents. These are the only two conversions.
 */
export const centsToDollars = (cents: number): number => Math.round(cents) / 100;

/** Whole cents for a dollar amount (half away from zero at the third decimal). */
/** The mean of amounts in cents, to the cent (0 for none): e.g. an option's average yearly payout. */
export const meanCents = (amounts: readonly number[]): number =>
  amounts.length === 0 ? 0 : Math.round(amounts.reduce((sum, c) => sum + c, 0) / amounts.length);

export const dollarsToCents = (dollars: number): number =>
  Math.sign(dollars) * Math.round(Number((Math.abs(dollars) * 100).toFixed(4)));

/** The largest limit of liability accepted ($1 billion), far inside exact integer cents. */
export const MAX_LIMIT_DOLLARS = 1_000_000_000;

/** What an amount with fractions of a cent is told. */
export const WHOLE_CENTS_MESSAGE = 'Amounts can have at most 2 decimals (whole cents).';

/** true when a dollar amount is whole cents (at most 2 decimals, within float noise). */
export const isWholeCents = (dollars: number): boolean =>
  Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;

/**
 * The smallest limit of liability a quote or a request takes: below it the cover is not worth a
 * policy's fixed costs (a screen guard; docs/decisions.md, issue 10).
 */
export const MIN_LIMIT_DOLLARS = 1_000;
