/**
 * A policy's live index while its period runs (docs/requirements.md#claims): the index to date
 * with the engine that priced it (a precipitation index sums the days so far, a temperature index
 * averages them), the historical range of the index over the same days of the period in the
 * look-back years, one point per elapsed day, and the payout if the period ended on the last day
 * with data. Pure: the use case reads the quote and the series and hands them here.
 */
import { type AppliedTrend, adjustValueToYear } from '../pricing/fit-index.js';
import { payoutCents, type PayoutTerms } from '../pricing/payout.js';
import type { ProgramCode } from '../pricing/programs.js';
import {
  allocateYearlyIndex,
  indexYearInto,
  prepareIndexInput,
  type WeightedSeries,
  YearStatus,
} from '../pricing/yearly-index.js';
import { epochDayOfIso, isoOfEpochDay } from '../weather/calendar.js';
import { parseRiskPeriod, type RiskPeriod, windowForYear } from '../weather/risk-period.js';
import { ClaimStatus, PolicyState, SettlementOutcome } from './claim-statuses.js';

export interface TrackingDates {
  /** The last day of the period with data (min of today, the dataset's latest day, the end); null before it starts. */
  readonly asOf: string | null;
  readonly daysTotal: number;
  readonly daysElapsed: number;
  /** Days of the period not in the index yet. */
  readonly daysRemaining: number;
}

/** Where the period stands on `today` with data up to `latestDate`. */
export function trackingDates(period: RiskPeriod, today: string, latestDate: string): TrackingDates {
  const parsed = parseRiskPeriod(period);
  const start = epochDayOfIso(period.startDate);
  const last = Math.min(epochDayOfIso(today), epochDayOfIso(latestDate), epochDayOfIso(period.endDate));
  const daysElapsed = Math.max(0, last - start + 1);
  return {
    asOf: daysElapsed > 0 ? isoOfEpochDay(last) : null,
    daysTotal: parsed.dayCount,
    daysElapsed,
    daysRemaining: parsed.dayCount - daysElapsed,
  };
}

/**
 * The days the tracking reads: from the first look-back window's start to the later of the last
 * day with data in the period and the last look-back window's end (never past `latestDate`).
 */
export function trackingReadRange(
  period: RiskPeriod,
  lookBackYears: readonly number[],
  dates: TrackingDates,
  latestDate: string,
): { firstDate: string; lastDate: string } {
  const parsed = parseRiskPeriod(period);
  const windows = lookBackYears.map((y) => windowForYear(parsed, y));
  const first = Math.min(epochDayOfIso(period.startDate), ...windows.map((w) => w.startDay));
  const lastHistorical = Math.max(-Infinity, ...windows.map((w) => w.endDay));
  const asOf = dates.asOf ? epochDayOfIso(dates.asOf) : -Infinity;
  const last = Math.min(Math.max(asOf, lastHistorical), epochDayOfIso(latestDate));
  return { firstDate: isoOfEpochDay(first), lastDate: isoOfEpochDay(Math.max(first, last)) };
}

export interface PolicyTrackingInput {
  readonly program: ProgramCode;
  readonly period: RiskPeriod;
  /** The locations' series as priced (weights), covering trackingReadRange. */
  readonly locations: readonly WeightedSeries[];
  readonly dailyCapIn?: number | null;
  readonly terms: PayoutTerms;
  /** The years the quote's look-back used. */
  readonly lookBackYears: readonly number[];
  /** The trend the quote applied (its `index.trend`); absent on quotes priced before it was stored. */
  readonly trend?: AppliedTrend;
  readonly today: string;
  readonly latestDate: string;
}

export interface PolicyIndexPoint {
  readonly date: string;
  /** The index over the period's days up to `date`; null when a day is missing. */
  readonly index: number | null;
  /** The look-back years' lowest and highest index over the same days; null without any complete year. */
  readonly historicalMin: number | null;
  readonly historicalMax: number | null;
}

export interface PolicyTracking extends TrackingDates {
  readonly indexToDate: number | null;
  /** The payout if the period ended on asOf, whole cents (0 without an index). */
  readonly payoutToDateCents: number;
  /** Over the same days as the index to date (the whole period before it starts). */
  readonly historicalMin: number | null;
  readonly historicalMedian: number | null;
  readonly historicalMax: number | null;
  /** The same days' range with each year moved to the policy year along the priced trend ("as if today"). */
  readonly historicalMinAsIfToday: number | null;
  readonly historicalMedianAsIfToday: number | null;
  readonly historicalMaxAsIfToday: number | null;
  readonly points: PolicyIndexPoint[];
}

const median = (sorted: readonly number[]): number | null => {
  if (sorted.length === 0) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The live index of a policy (see the module comment). */
export function trackPolicyIndex(input: PolicyTrackingInput): PolicyTracking {
  const dates = trackingDates(input.period, input.today, input.latestDate);
  const base = prepareIndexInput({
    program: input.program,
    period: input.period,
    locations: input.locations,
    ...(input.dailyCapIn != null ? { dailyCapIn: input.dailyCapIn } : {}),
  });
  const policyYear = base.period.policyYear;
  const years = input.lookBackYears;
  const out = allocateYearlyIndex(years.length + 1);
  const startDay = epochDayOfIso(input.period.startDate);

  /** The index of the first `days` days of the period: this year's and the look-back years' complete ones, ascending. */
  const firstDays = (days: number) => {
    const p = {
      ...base,
      period: parseRiskPeriod({
        startDate: input.period.startDate,
        endDate: isoOfEpochDay(startDay + days - 1),
      }),
    };
    const status = indexYearInto(p, policyYear, out, 0);
    const current = status === YearStatus.COMPLETE ? out.values[0]! : null;
    const historical: number[] = [];
    const asIfToday: number[] = [];
    years.forEach((year, i) => {
      if (indexYearInto(p, year, out, i + 1) !== YearStatus.COMPLETE) return;
      const v = out.values[i + 1]!;
      historical.push(v);
      asIfToday.push(input.trend ? adjustValueToYear(input.trend, v, year, policyYear) : v);
    });
    historical.sort((a, b) => a - b);
    asIfToday.sort((a, b) => a - b);
    return { current, historical, asIfToday };
  };

  const points: PolicyIndexPoint[] = [];
  for (let k = 1; k <= dates.daysElapsed; k++) {
    const { current, historical } = firstDays(k);
    points.push({
      date: isoOfEpochDay(startDay + k - 1),
      index: current,
      historicalMin: historical[0] ?? null,
      historicalMax: historical.at(-1) ?? null,
    });
  }
  const summary = firstDays(dates.daysElapsed > 0 ? dates.daysElapsed : dates.daysTotal);
  const indexToDate = dates.daysElapsed > 0 ? summary.current : null;
  return {
    ...dates,
    indexToDate,
    payoutToDateCents: indexToDate === null ? 0 : Math.round(payoutCents(indexToDate, input.terms)),
    historicalMin: summary.historical[0] ?? null,
    historicalMedian: median(summary.historical),
    historicalMax: summary.historical.at(-1) ?? null,
    historicalMinAsIfToday: summary.asIfToday[0] ?? null,
    historicalMedianAsIfToday: median(summary.asIfToday),
    historicalMaxAsIfToday: summary.asIfToday.at(-1) ?? null,
    points,
  };
}

/**
 * Where a bound policy stands: its claim's status once there is one, CLOSED after a settlement
 * without a payout, else by the dates (NOT_STARTED, RUNNING, then AWAITING_DATA until settled).
 */
export function policyStateOf(args: {
  readonly today: string;
  readonly period: RiskPeriod;
  readonly settlementOutcome?: SettlementOutcome;
  readonly claimStatus?: ClaimStatus;
}): PolicyState {
  if (args.claimStatus === ClaimStatus.APPROVED) return PolicyState.PAID;
  if (args.claimStatus === ClaimStatus.REJECTED) return PolicyState.CLAIM_REJECTED;
  if (args.claimStatus === ClaimStatus.PENDING_REVIEW) return PolicyState.CLAIM_OPEN;
  if (args.settlementOutcome === SettlementOutcome.CLOSED_NO_PAYOUT) return PolicyState.CLOSED;
  if (args.settlementOutcome === SettlementOutcome.CLAIM_OPENED) return PolicyState.CLAIM_OPEN;
  if (args.today < args.period.startDate) return PolicyState.NOT_STARTED;
  if (args.today <= args.period.endDate) return PolicyState.RUNNING;
  return PolicyState.AWAITING_DATA;
}
