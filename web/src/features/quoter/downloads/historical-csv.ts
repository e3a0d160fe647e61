/**
 * historical_results.csv (docs/requirements.md#display-formats): one row per look-back year with
 * the columns Year, the index (prefixed "Cumulative" for rainfall, "Max" for high and "Min" for low
 * temperature) and one payout column per offered strike, in dollars with a $ prefix and 2 decimals;
 * then the same "As if today" (the index moved to the policy year the way pricing moves it).
 * Built in the browser from the priced options; a pure function (the page saves the text as a
 * file).
 */
import { AS_IF_TODAY_LABEL, type ProgramCode } from '@almanac/core';
import Papa from 'papaparse';
import { indexDecimals, optionTitle } from '../../../shared/quote/coverage-format.js';
import { historicalRows, type PricedQuote } from '../../../shared/quote/quote.js';

export const HISTORICAL_CSV_FILE_NAME = 'historical_results.csv';

/** The index column: "Cumulative Rainfall (in)", "Max Temperature (°F)" or "Min Temperature (°F)". */
export function indexColumnName(program: ProgramCode): string {
  switch (program) {
    case 'HPC':
    case 'LPC':
      return 'Cumulative Rainfall (in)';
    case 'HTC':
      return 'Max Temperature (°F)';
    case 'LTC':
      return 'Min Temperature (°F)';
  }
}

/** A payout column, named after its option's strike: "Payout 12.00 in", "Payout Above 82.0°F". */
export const payoutColumnName = (program: ProgramCode, quote: PricedQuote): string =>
  `Payout ${optionTitle(program, quote)}`;

/** `$1234.50` (no thousands separator, so the column reads back as one number). */
export const csvDollars = (value: number): string => `$${value.toFixed(2)}`;

/** The CSV text (RFC 4180, CRLF line ends) of the options' history, oldest year first. */
export function buildHistoricalCsv(program: ProgramCode, quotes: readonly PricedQuote[]): string {
  const asIfToday = (name: string) => `${name} ${AS_IF_TODAY_LABEL}`;
  const fields = [
    'Year',
    indexColumnName(program),
    ...quotes.map((q) => payoutColumnName(program, q)),
    asIfToday(indexColumnName(program)),
    ...quotes.map((q) => asIfToday(payoutColumnName(program, q))),
  ];
  const index = (v: number | null) => (v === null ? '' : v.toFixed(indexDecimals(program)));
  const money = (p: number | null) => (p === null ? '' : csvDollars(p));
  const data = historicalRows(quotes).map((row) => [
    String(row.year),
    index(row.index),
    ...row.payouts.map(money),
    index(row.indexAsIfToday),
    ...row.payoutsAsIfToday.map(money),
  ]);
  return Papa.unparse({ fields, data }, { newline: '\r\n' });
}
