/**
 * The priced options the coverage-terms step works with: the fields of the API's Quote it reads
 * (graphql/schema.graphql), the pricing request that carries them, and the index data of the
 * locations and period (getIndexDataV2). Pure types and accessors, no React.
 */
import { type ProgramCode, programs } from '@almanac/core';
import type {
  DataOrigin,
  GetIndexDataV2Query,
  PricedQuoteFieldsFragment,
  PricingRequestFieldsFragment,
} from '../../lib/graphql/generated/graphql.js';

export type { DataOrigin };

/** One priced option (a Quote), as the terms screen, the CSV and the PDF read it. */
export type PricedQuote = PricedQuoteFieldsFragment;

export type TargetMatchData = NonNullable<PricedQuote['targetMatch']>;

/** A pricing request with its priced options (createParametric*Quote, getPricingRequest). */
export type PricingRequestData = PricingRequestFieldsFragment;

export type IndexData = NonNullable<GetIndexDataV2Query['getIndexDataV2']>;

export const strikeOf = (q: Pick<PricedQuote, 'strike'>): number => q.strike.vector[0] ?? 0;
export const exhaustOf = (q: Pick<PricedQuote, 'exhaust'>): number => q.exhaust.vector[0] ?? 0;

export const isPrecipitation = (program: ProgramCode): boolean => programs[program].peril === 'precipitation';
export const isTemperature = (program: ProgramCode): boolean => !isPrecipitation(program);
/** `above` (HPC, HTC) or `below` (LPC, LTC). */
export const directionOf = (program: ProgramCode) => programs[program].direction;

/**
 * One year of the history: the index and each offered option's payout (in option order), as
 * observed and as if today (the index moved to the policy year the way pricing moves it).
 */
export interface HistoricalRow {
  year: number;
  index: number | null;
  payouts: (number | null)[];
  indexAsIfToday: number | null;
  payoutsAsIfToday: (number | null)[];
}

const byYear = (rows: readonly { year: number; vector: readonly number[] }[]) =>
  new Map(rows.map((y) => [y.year, y.vector[0] ?? null]));

/**
 * The per-year table behind the historical chart and the CSV: the years of the options' index
 * history (every option of a request shares it), each option's payout that year.
 */
export function historicalRows(quotes: readonly PricedQuote[]): HistoricalRow[] {
  const first = quotes[0];
  if (!first) return [];
  const years = first.indexHistory.map((y) => y.year);
  const indexByYear = byYear(first.indexHistory);
  const adjustedByYear = byYear(first.indexHistoryAsIfToday);
  const payoutMaps = quotes.map((q) => byYear(q.historicalPayout));
  const asIfTodayMaps = quotes.map((q) => byYear(q.historicalPayoutAsIfToday));
  return years
    .slice()
    .sort((a, b) => a - b)
    .map((year) => ({
      year,
      index: indexByYear.get(year) ?? null,
      payouts: payoutMaps.map((m) => m.get(year) ?? null),
      indexAsIfToday: adjustedByYear.get(year) ?? null,
      payoutsAsIfToday: asIfTodayMaps.map((m) => m.get(year) ?? null),
    }));
}
