/**
 * The priced options the coverage-terms step works with: the fields of the API's Quote it reads
 * (graphql/schema.graphql), the pricing request that carries them, and the index data of the
 * locations and period (getIndexDataV2). Pure types and accessors, no React.
 */
import { type ProgramCode, programs } from '@almanac/core';

export type DataOrigin = 'observed' | 'demo';

export interface Measure {
  unit: string;
  vector: number[];
}

export interface YearVector {
  year: number;
  vector: number[];
}

export interface IndexSummaryData {
  minimum: number;
  average: number;
  maximum: number;
  unit: string;
}

export interface TargetMatchData {
  requestedTrigger: number;
  matchedTrigger: number;
}

/** One priced option (a Quote), as the terms screen, the CSV and the PDF read it. */
export interface PricedQuote {
  id: string;
  requestId: string;
  optionIndex: number;
  programName: string;
  label: string;
  isRequested: boolean;
  riskPeriod: { startDate: string; endDate: string; days: number };
  applicationDeadline: string;
  locationState: string;
  limitOfLiability: number;
  strike: Measure;
  exhaust: Measure;
  dailyPrecipitationCap: number | null;
  /** Premium recovery: the index value at which the payout equals the net premium. */
  breakEven: number;
  netPremium: number;
  estimatedGrossPremium: number | null;
  /** Taxes and Fees (total taxes plus the policy fee), added by the server; null while unavailable. */
  estimatedTaxesAndFees: number | null;
  estimatedTotalTaxesNoStamping: number | null;
  stampingFee: number | null;
  policyFee: number;
  surplusLinesTaxPercent: number | null;
  stampingFeePercent: number | null;
  taxStatus: 'available' | 'unavailable';
  taxMessage: string | null;
  agentCommission: number;
  perUnitLoss: number;
  relativeStrike: number | null;
  indexSummary: IndexSummaryData;
  indexHistory: YearVector[];
  historicalPayout: YearVector[];
  payoutProfile: { index: number; payout: number }[];
  dataset: { dclimateId: string; type: string; title: string; origin: DataOrigin; latestDate: string };
  dataOrigin: DataOrigin;
  targetMatch: TargetMatchData | null;
}

export type PricingRequestStatus = 'PENDING' | 'RUNNING' | 'DONE' | 'FAILED';

export interface PricingRequestData {
  id: string;
  requestId: string;
  status: PricingRequestStatus;
  quotes: PricedQuote[];
  dataOrigin: DataOrigin | null;
  targetMatch: TargetMatchData | null;
  error: { code: string; message: string } | null;
}

export interface IndexData {
  average: number;
  min: number;
  max: number;
  unit: string;
  result: { year: number; temp: number }[];
  dataOrigin: DataOrigin;
  dataset: { dclimateId: string; title: string };
}

export const strikeOf = (q: Pick<PricedQuote, 'strike'>): number => q.strike.vector[0] ?? 0;
export const exhaustOf = (q: Pick<PricedQuote, 'exhaust'>): number => q.exhaust.vector[0] ?? 0;

export const isPrecipitation = (program: ProgramCode): boolean => programs[program].peril === 'precipitation';
export const isTemperature = (program: ProgramCode): boolean => !isPrecipitation(program);
/** `above` (HPC, HTC) or `below` (LPC, LTC). */
export const directionOf = (program: ProgramCode) => programs[program].direction;

/** One year of the history: the index and each offered option's payout (in option order). */
export interface HistoricalRow {
  year: number;
  index: number | null;
  payouts: (number | null)[];
}

/**
 * The per-year table behind the historical chart and the CSV: the years of the options' index
 * history (every option of a request shares it), each option's payout that year.
 */
export function historicalRows(quotes: readonly PricedQuote[]): HistoricalRow[] {
  const first = quotes[0];
  if (!first) return [];
  const years = first.indexHistory.map((y) => y.year);
  const indexByYear = new Map(first.indexHistory.map((y) => [y.year, y.vector[0] ?? null]));
  const payoutMaps = quotes.map((q) => new Map(q.historicalPayout.map((y) => [y.year, y.vector[0] ?? null])));
  return years
    .slice()
    .sort((a, b) => a - b)
    .map((year) => ({
      year,
      index: indexByYear.get(year) ?? null,
      payouts: payoutMaps.map((m) => m.get(year) ?? null),
    }));
}
