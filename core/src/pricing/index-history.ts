/**
 * The look-back: the most recent complete historical years before the policy year. Years are taken
 * from the policy year - 1 backwards; a year whose window lacks data (not yet published, or a missing
 * day for any location) is skipped and reported, and an older year takes its place.
 */
import { AppError } from '../errors.js';
import { dateOfEpochDay } from '../weather/calendar.js';
import { type RiskPeriod, windowDates, windowForYear } from '../weather/risk-period.js';
import type { ProgramCode } from './programs.js';
import {
  allocateYearlyIndex,
  type IndexInput,
  indexSlotInto,
  type LocationIndexMemo,
  locationsYearlyValues,
  prepareIndexInput,
  type SkipReason,
  skipReasonOf,
  YearStatus,
} from './yearly-index.js';

/** Never price from fewer complete years than this. */
export const MIN_LOOK_BACK_YEARS = 20;
export const DEFAULT_LOOK_BACK_YEARS = 30;

export interface SkippedYear {
  readonly year: number;
  readonly reason: SkipReason;
  /** Missing location-days in the window (for `missing-days`). */
  readonly missingDays: number;
  readonly window: RiskPeriod;
}

export interface IndexHistory {
  readonly program: ProgramCode;
  readonly period: RiskPeriod;
  readonly policyYear: number;
  /** The complete look-back years, ascending. */
  readonly years: Int32Array;
  /** The index of each year in index units (inches or deg F). */
  readonly values: Float64Array;
  /** Years passed over while collecting the look-back, most recent first. */
  readonly skippedYears: readonly SkippedYear[];
  /**
   * Every complete year the data has before the policy year, ascending (a superset of `years`):
   * the trend is estimated on these (docs/pricing.md, "Trend policy").
   */
  readonly allYears: Int32Array;
  readonly allValues: Float64Array;
}

export interface IndexHistoryInput extends IndexInput {
  /** How many complete years to use (default 30, at least 20). */
  readonly lookBackYears?: number;
  /** Keeps each keyed location's window values between requests (the caller's, bounded). */
  readonly memo?: LocationIndexMemo;
}

export function validateLookBackYears(lookBackYears: number): void {
  if (!Number.isInteger(lookBackYears) || lookBackYears < MIN_LOOK_BACK_YEARS) {
    throw new AppError(
      'VALIDATION_ERROR',
      `The look-back must be a whole number of at least ${MIN_LOOK_BACK_YEARS} years`,
    );
  }
}

export function buildIndexHistory(input: IndexHistoryInput): IndexHistory {
  const lookBack = input.lookBackYears ?? DEFAULT_LOOK_BACK_YEARS;
  validateLookBackYears(lookBack);
  const p = prepareIndexInput(input);
  const policyYear = p.period.policyYear;
  // One slot per year from the policy year - 1 back to the first year with data.
  const firstDataYear = dateOfEpochDay(p.dataStartDay).year;
  const out = allocateYearlyIndex(Math.max(0, policyYear - firstDataYear));
  // Each location's window values depend only on its series, the program and the period: from
  // the memo when the caller keeps one, then weighted year by year.
  const perLocation = locationsYearlyValues(p, input.locations, input.memo);
  const skippedYears: SkippedYear[] = [];
  let complete = 0;
  let allComplete = 0;
  let slot = 0;
  // Every year back to the first with data: the look-back is the first `lookBack` complete ones,
  // the trend is estimated on all of them.
  for (let year = policyYear - 1; slot < out.years.length; year--) {
    const w = windowForYear(p.period, year);
    if (w.startDay < p.dataStartDay) break; // this and every older window start before the data
    const status = indexSlotInto(p, perLocation, slot, out);
    const reason = skipReasonOf(status);
    slot++;
    if (reason === null) {
      allComplete++;
      if (complete < lookBack) complete++;
    } else if (complete < lookBack) {
      skippedYears.push({ year, reason, missingDays: out.missingDays[slot - 1]!, window: windowDates(w) });
    }
  }
  if (complete < MIN_LOOK_BACK_YEARS) {
    const incomplete = skippedYears.filter((s) => s.reason === 'missing-days').map((s) => s.year);
    throw new AppError(
      'RISK_API_ERROR',
      `Only ${complete} complete years of data cover the period ${input.period.startDate} to ` +
        `${input.period.endDate}; at least ${MIN_LOOK_BACK_YEARS} are needed to price it` +
        (incomplete.length ? ` (years with missing days: ${incomplete.join(', ')})` : '') +
        '.',
      {
        reason: 'INSUFFICIENT_HISTORY',
        completeYears: complete,
        requiredYears: MIN_LOOK_BACK_YEARS,
        skippedYears,
      },
    );
  }
  const allYears = new Int32Array(allComplete);
  const allValues = new Float64Array(allComplete);
  // Slots run from the most recent year back; the history is ascending.
  for (let i = 0, k = allComplete - 1; i < slot; i++) {
    if (out.status[i] !== YearStatus.COMPLETE) continue;
    allYears[k] = out.years[i]!;
    allValues[k] = out.values[i]!;
    k--;
  }
  const years = allYears.slice(allComplete - complete);
  const values = allValues.slice(allComplete - complete);
  return {
    program: input.program,
    period: { startDate: input.period.startDate, endDate: input.period.endDate },
    policyYear,
    years,
    values,
    skippedYears,
    allYears,
    allValues,
  };
}
