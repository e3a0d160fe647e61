/**
 * Policy-period rules of the quoter (docs/requirements.md#validation-period, #constants) and the
 * default period and application deadline of each program. Time is passed in (`now`); nothing here
 * reads a clock.
 *
 * - "Today" is the calendar date at UTC-10 (Hawaii), the earliest date anywhere in the US, so a
 *   start the web computed from any US user's local date is never refused for being a day early.
 * - Start window: from today + 20 days to today + 119 days (the spec's "about 120 days out"; a
 *   quote created 120 days or more before inception is expired, so none is born expired).
 * - Length: at least 30 days covered (both ends inclusive) and at most 12 months (the end comes
 *   before the start's 12-month anniversary).
 * - Capped by the latest data date: the end at most DATA_END_CAP_MONTHS (36) months after the dataset's latest date.
 *   With current data this never bites (the latest start plus 12 months is about 16 months out);
 *   it refuses cover whose index could not be settled from a dataset that stopped updating.
 *   (Reading it as "end before the latest date" would refuse every future period.)
 * - Application deadline: start - 20 days for every program. docs/requirements.md#constants notes
 *   HPC coded as 7 days in one place while its card says 20; we follow the card
 *   (docs/decisions.md).
 */
import { AppError } from '../errors.js';
import type { ProgramCode } from '../pricing/programs.js';
import {
  dateOfEpochDay,
  daysInMonth,
  epochDayOf,
  epochDayOfIso,
  isoOfEpochDay,
} from '../weather/calendar.js';

export const EARLIEST_START_DAYS = 20;
export const LATEST_START_DAYS = 119;
/**
 * How far past the dataset's latest date a period may end: a guard against pricing on data years
 * out of date (the look-back itself uses only complete years). 36 months lets the Tampa Bay PRISM
 * files (to 2025-05-05) price policies bought today.
 */
export const DATA_END_CAP_MONTHS = 36;
export const MIN_POLICY_DAYS = 30;
export const MAX_POLICY_MONTHS = 12;
/** Offset of the US's earliest time zone (Hawaii, no daylight saving). */
export const QUOTING_DAY_UTC_OFFSET_HOURS = -10;

/** Days between the application deadline and the policy start, per program. */
export const APPLICATION_DEADLINE_DAYS: Readonly<Record<ProgramCode, number>> = {
  HPC: 20,
  LPC: 20,
  HTC: 20,
  LTC: 20,
};

const DAY_MS = 86_400_000;

/** The quoting calendar date for an instant (see the module comment). */
export function quotingToday(now: Date): string {
  return isoOfEpochDay(Math.floor((now.getTime() + QUOTING_DAY_UTC_OFFSET_HOURS * 3_600_000) / DAY_MS));
}

export const addDays = (iso: string, days: number): string => isoOfEpochDay(epochDayOfIso(iso) + days);

/**
 * The latest calendar date anywhere in the US for a quoting day: the quoting day is Hawaii's, and
 * east of it the calendar may already show the next day. A date typed by a person (a wire received,
 * a loss notified) is "in the future" only after this.
 */
export const latestUsDayOf = (quotingDay: string): string => addDays(quotingDay, 1);

/** The same day `months` later, clamped to the month's length (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const d = dateOfEpochDay(epochDayOfIso(iso));
  const m0 = d.month - 1 + months;
  const year = d.year + Math.floor(m0 / 12);
  const month = (((m0 % 12) + 12) % 12) + 1;
  return isoOfEpochDay(epochDayOf(year, month, Math.min(d.day, daysInMonth(year, month))));
}

/** Days covered by a period, both ends included. */
export const periodDays = (startDate: string, endDate: string): number =>
  epochDayOfIso(endDate) - epochDayOfIso(startDate) + 1;

/** `YYYY-MM-DD` as the UI shows dates (MM/dd/yyyy). */
export function formatUsDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
}

export const earliestStartDate = (today: string): string => addDays(today, EARLIEST_START_DAYS);
export const latestStartDate = (today: string): string => addDays(today, LATEST_START_DAYS);
/** The last end date allowed for a start (12 months, exclusive of the anniversary). */
export const latestEndForStart = (startDate: string): string =>
  addDays(addMonths(startDate, MAX_POLICY_MONTHS), -1);
/** The last end date the data allows (see the module comment). */
export const latestEndForData = (latestDataDate: string): string =>
  addMonths(latestDataDate, DATA_END_CAP_MONTHS);

export function applicationDeadline(program: ProgramCode, startDate: string): string {
  return addDays(startDate, -APPLICATION_DEADLINE_DAYS[program]);
}

export interface PolicyPeriodCheck {
  readonly startDate: string;
  readonly endDate: string;
  /** Quoting date (see `quotingToday`); omit to skip the start-window rule. */
  readonly today?: string;
  /** The dataset's latest date; omit to skip the data rule. */
  readonly latestDataDate?: string;
}

const invalid = (message: string, info?: Record<string, unknown>): never => {
  throw new AppError('VALIDATION_ERROR', message, info);
};

/** Throws VALIDATION_ERROR with the message of the first rule the period breaks. */
export function validatePolicyPeriod(p: PolicyPeriodCheck): void {
  const start = epochDayOfIso(p.startDate);
  const end = epochDayOfIso(p.endDate);
  if (start > end) invalid('Start date must not be greater than the end date');
  if (p.today !== undefined) {
    const earliest = earliestStartDate(p.today);
    if (start < epochDayOfIso(earliest)) {
      invalid(
        `The policy period must start on or after ${formatUsDate(earliest)} (${EARLIEST_START_DAYS} days from today).`,
        { earliestStartDate: earliest },
      );
    }
    const latest = latestStartDate(p.today);
    if (start > epochDayOfIso(latest)) {
      invalid(
        `The policy period must start on or before ${formatUsDate(latest)} (${LATEST_START_DAYS} days from today).`,
        { latestStartDate: latest },
      );
    }
  }
  if (end - start + 1 < MIN_POLICY_DAYS)
    invalid(`The policy period must be at least ${MIN_POLICY_DAYS} days long.`);
  if (end > epochDayOfIso(latestEndForStart(p.startDate)))
    invalid(`The policy period must not be longer than ${MAX_POLICY_MONTHS} months.`);
  if (p.latestDataDate !== undefined) {
    const latestEnd = latestEndForData(p.latestDataDate);
    if (end > epochDayOfIso(latestEnd)) {
      invalid(
        `The policy period must end on or before ${formatUsDate(latestEnd)}: the data for this location is available only to ${formatUsDate(p.latestDataDate)}.`,
        { latestEndDate: latestEnd, latestDataDate: p.latestDataDate },
      );
    }
  }
}

export interface PeriodPreset {
  readonly label: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly deadlineDate: string;
  readonly days: number;
}

export interface ProgramDates {
  readonly programType: ProgramCode;
  /** The default period and its application deadline (getLPCDates / getLTCDates). */
  readonly startDate: string;
  readonly endDate: string;
  readonly deadlineDate: string;
  readonly days: number;
  readonly applicationDeadlineDays: number;
  readonly earliestStartDate: string;
  readonly latestStartDate: string;
  /** Null when the dataset's latest date is unknown. */
  readonly latestEndDate: string | null;
  readonly minDays: number;
  readonly maxMonths: number;
  /** Preset lengths from the default start (1, 3, 6, 12 months) that the data allows. */
  readonly presets: readonly PeriodPreset[];
}

/** First day of the first month that starts on or after `iso`. */
function firstOfMonthOnOrAfter(iso: string): string {
  const d = dateOfEpochDay(epochDayOfIso(iso));
  return d.day === 1 ? iso : addMonths(isoOfEpochDay(epochDayOf(d.year, d.month, 1)), 1);
}

/** End of a period of `months` calendar months from `start` (at least the 30-day minimum). */
function endAfterMonths(start: string, months: number): string {
  const end = addDays(addMonths(start, months), -1);
  const minEnd = addDays(start, MIN_POLICY_DAYS - 1);
  return end < minEnd ? minEnd : end;
}

/** Default period length: a calendar quarter for precipitation, a calendar month for temperature. */
export const DEFAULT_PERIOD_MONTHS: Readonly<Record<ProgramCode, number>> = {
  HPC: 3,
  LPC: 3,
  HTC: 1,
  LTC: 1,
};
const PRESET_MONTHS = [1, 3, 6, 12] as const;

/**
 * The default period of a program: from the first day of the first month starting at least 20
 * days from today, for `DEFAULT_PERIOD_MONTHS`; shortened to the data's latest end when needed
 * (and still at least 30 days), with presets of 1, 3, 6 and 12 months from the same start.
 */
export function programDates(program: ProgramCode, now: Date, latestDataDate?: string | null): ProgramDates {
  const today = quotingToday(now);
  const earliest = earliestStartDate(today);
  const startDate = firstOfMonthOnOrAfter(earliest);
  const latestEndDate = latestDataDate ? latestEndForData(latestDataDate) : null;
  const fits = (end: string) => latestEndDate === null || end <= latestEndDate;
  const deadlineDate = applicationDeadline(program, startDate);
  const preset = (months: number): PeriodPreset => {
    const endDate = months === 12 ? latestEndForStart(startDate) : endAfterMonths(startDate, months);
    return {
      label: months === 1 ? '1 month' : `${months} months`,
      startDate,
      endDate,
      deadlineDate,
      days: periodDays(startDate, endDate),
    };
  };
  let endDate = endAfterMonths(startDate, DEFAULT_PERIOD_MONTHS[program]);
  if (!fits(endDate) && latestEndDate !== null && periodDays(startDate, latestEndDate) >= MIN_POLICY_DAYS) {
    endDate = latestEndDate;
  }
  return {
    programType: program,
    startDate,
    endDate,
    deadlineDate,
    days: periodDays(startDate, endDate),
    applicationDeadlineDays: APPLICATION_DEADLINE_DAYS[program],
    earliestStartDate: earliest,
    latestStartDate: latestStartDate(today),
    latestEndDate,
    minDays: MIN_POLICY_DAYS,
    maxMonths: MAX_POLICY_MONTHS,
    presets: PRESET_MONTHS.map(preset).filter((p) => fits(p.endDate)),
  };
}
