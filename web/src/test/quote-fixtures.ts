/** Priced options and pricing requests for the quoter's tests (shapes of graphql/schema.graphql). */
import { centsToDollars, meanCents, type ProgramCode } from '@almanac/core';
import type { DataOrigin, PricedQuote, PricingRequestData } from '../shared/quote/quote.js';

const UNIT: Record<ProgramCode, string> = { HPC: 'inch', LPC: 'inch', HTC: 'deg_F', LTC: 'deg_F' };

export interface QuoteSpec {
  program?: ProgramCode;
  id?: string;
  strike: number;
  exhaust: number;
  limit?: number;
  netPremium?: number;
  isRequested?: boolean;
  dataOrigin?: DataOrigin;
  state?: string;
  years?: number[];
  index?: (year: number) => number;
  /** The index as if today (moved to the policy year); the observed index when absent. */
  asIfToday?: (year: number) => number;
}

/** A linear payout between trigger and exhaust, as the engine draws it (300 points). */
function profile(strike: number, exhaust: number, limit: number, lo: number, hi: number) {
  return Array.from({ length: 300 }, (_, i) => {
    const index = lo + ((hi - lo) * i) / 299;
    const t = Math.min(1, Math.max(0, (index - strike) / (exhaust - strike)));
    return { index, payout: Math.round(t * limit * 100) / 100 };
  });
}

export function makeQuote(spec: QuoteSpec): PricedQuote {
  const program = spec.program ?? 'HPC';
  const limit = spec.limit ?? 100_000;
  const net = spec.netPremium ?? 4_321.5;
  const years = spec.years ?? [2021, 2022, 2023];
  const indexOf =
    spec.index ?? ((y: number) => (program === 'HTC' || program === 'LTC' ? 80 + (y % 7) : 10 + (y % 5)));
  const width = Math.abs(spec.exhaust - spec.strike);
  const perUnit = Math.round((limit / width) * 100) / 100;
  const payoutOf = (v: number) => {
    const t = (v - spec.strike) / (spec.exhaust - spec.strike);
    return Math.round(Math.min(1, Math.max(0, t)) * limit * 100) / 100;
  };
  const values = years.map(indexOf);
  const adjusted = years.map(spec.asIfToday ?? indexOf);
  const lo = Math.min(...values, spec.strike, spec.exhaust) - 2;
  const hi = Math.max(...values, spec.strike, spec.exhaust) + 2;
  const ky = spec.state === 'KY';
  const origin = spec.dataOrigin ?? 'observed';
  return {
    id: spec.id ?? `req-1-${spec.strike}`,
    requestId: 'req-1',
    optionIndex: 0,
    programName: program,
    label: `${spec.strike}`,
    isRequested: spec.isRequested ?? false,
    riskPeriod: { startDate: '2026-07-01', endDate: '2026-08-31', days: 62 },
    applicationDeadline: '2026-06-11',
    locationState: spec.state ?? 'FL',
    limitOfLiability: limit,
    strike: { unit: UNIT[program], vector: [spec.strike] },
    exhaust: { unit: UNIT[program], vector: [spec.exhaust] },
    dailyPrecipitationCap: program === 'HPC' ? 2.5 : null,
    breakEven: program === 'HTC' || program === 'HPC' ? spec.strike + 0.4321 : spec.strike - 0.4321,
    netPremium: net,
    estimatedGrossPremium: ky ? null : Math.round((net + 100 + 250.25) * 100) / 100,
    estimatedTaxesAndFees: ky ? null : 350.25,
    estimatedTotalTaxesNoStamping: ky ? null : 220.5,
    stampingFee: ky ? null : 29.75,
    policyFee: 100,
    surplusLinesTaxPercent: ky ? null : 4.94,
    stampingFeePercent: ky ? null : 0.06,
    taxStatus: ky ? 'unavailable' : 'available',
    taxMessage: ky ? 'Tax information unavailable at this time.' : null,
    agentCommission: Math.round(net * 10) / 100,
    perUnitLoss: perUnit,
    relativeStrike: program === 'HPC' || program === 'LPC' ? 120 : null,
    indexSummary: {
      minimum: Math.min(...values),
      average: values.reduce((a, b) => a + b, 0) / values.length,
      maximum: Math.max(...values),
      unit: UNIT[program],
    },
    indexHistory: years.map((year, i) => ({ year, vector: [values[i]!] })),
    historicalPayout: years.map((year, i) => ({ year, vector: [payoutOf(values[i]!)] })),
    // As the server computes it (core's meanCents over the payouts in cents).
    averageHistoricalPayout: centsToDollars(meanCents(values.map((v) => Math.round(payoutOf(v) * 100)))),
    indexHistoryAsIfToday: years.map((year, i) => ({ year, vector: [adjusted[i]!] })),
    historicalPayoutAsIfToday: years.map((year, i) => ({ year, vector: [payoutOf(adjusted[i]!)] })),
    averageHistoricalPayoutAsIfToday: centsToDollars(
      meanCents(adjusted.map((v) => Math.round(payoutOf(v) * 100))),
    ),
    payoutProfile: profile(spec.strike, spec.exhaust, limit, lo, hi),
    dataset: {
      dclimateId:
        program === 'HTC'
          ? 'prism_temp_max-daily'
          : program === 'LTC'
            ? 'prism_temp_min-daily'
            : 'cpc_precip_us-daily',
      type: program === 'HTC' || program === 'LTC' ? 'PRISM' : 'CPC',
      title: 'Test dataset',
      origin,
      latestDate: '2026-04-01',
    },
    dataOrigin: origin,
    targetMatch: null,
  };
}

export function makeRequest(
  quotes: PricedQuote[],
  over: Partial<PricingRequestData> = {},
): PricingRequestData {
  return {
    id: 'req-1',
    requestId: 'req-1',
    status: 'DONE',
    quotes,
    dataOrigin: quotes[0]?.dataOrigin ?? null,
    targetMatch: null,
    error: null,
    ...over,
  };
}
