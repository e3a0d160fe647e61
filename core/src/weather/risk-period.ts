/**
 * The risk period of a policy and its window in each historical year.
 *
 * Definition: a risk period is the set of calendar (month, day) pairs from its start date to its
 * end date, both inclusive, crossing New Year at most once and covering at most one year.
 * The policy year is the year its start date falls in. The window of historical year Y is the
 * same span with the start in Y (and the end in Y or Y + 1 when the period crosses New Year).
 * 29 February belongs to a window only in leap years: a period that starts on 29 February starts
 * on 1 March in other years, one that ends on 29 February ends on 28 February.
 * A historical year is labelled by the year its window starts in.
 */
import { AppError } from '../errors.js';
import { type CalendarDate, epochDayOf, isLeapYear, isoOfEpochDay, parseIsoDate } from './calendar.js';

export interface RiskPeriod {
  /** First covered day, `YYYY-MM-DD`. */
  readonly startDate: string;
  /** Last covered day (inclusive), `YYYY-MM-DD`. */
  readonly endDate: string;
}

export interface ParsedRiskPeriod {
  readonly start: CalendarDate;
  readonly end: CalendarDate;
  /** 0 when start and end fall in the same calendar year, 1 when the period crosses New Year. */
  readonly yearSpan: 0 | 1;
  /** Days covered by the policy itself, both ends included. */
  readonly dayCount: number;
  /** The year the start date falls in. */
  readonly policyYear: number;
}

/** A historical window in epoch days, both ends inclusive. `dayCount` is 0 for an empty window. */
export interface YearWindow {
  readonly year: number;
  readonly startDay: number;
  readonly endDay: number;
  readonly dayCount: number;
  /** Whether the window contains a 29 February (sums are then scaled to the common-year length). */
  readonly hasLeapDay: boolean;
}

function leapDayWithin(startDay: number, endDay: number, firstYear: number, lastYear: number): boolean {
  for (let y = firstYear; y <= lastYear; y++) {
    if (!isLeapYear(y)) continue;
    const d = epochDayOf(y, 2, 29);
    if (d >= startDay && d <= endDay) return true;
  }
  return false;
}

/** Start of (month, day) in `year`; 29 February moves forward to 1 March in common years. */
function startDayIn(year: number, month: number, day: number): number {
  if (month === 2 && day === 29 && !isLeapYear(year)) return epochDayOf(year, 3, 1);
  return epochDayOf(year, month, day);
}

/** End of (month, day) in `year`; 29 February moves back to 28 February in common years. */
function endDayIn(year: number, month: number, day: number): number {
  if (month === 2 && day === 29 && !isLeapYear(year)) return epochDayOf(year, 2, 28);
  return epochDayOf(year, month, day);
}

export function parseRiskPeriod(period: RiskPeriod): ParsedRiskPeriod {
  const start = parseIsoDate(period.startDate);
  const end = parseIsoDate(period.endDate);
  const startDay = epochDayOf(start.year, start.month, start.day);
  const endDay = epochDayOf(end.year, end.month, end.day);
  if (endDay < startDay) {
    throw new AppError('VALIDATION_ERROR', 'Start date must not be greater than the end date');
  }
  // The (month, day) set must not wrap onto itself: the end comes before the start's anniversary.
  if (endDay >= startDayIn(start.year + 1, start.month, start.day)) {
    throw new AppError('VALIDATION_ERROR', 'The risk period must be shorter than one year');
  }
  return {
    start,
    end,
    yearSpan: end.year === start.year ? 0 : 1,
    dayCount: endDay - startDay + 1,
    policyYear: start.year,
  };
}

/** The window of historical year `year` (the year the window starts in). */
export function windowForYear(period: ParsedRiskPeriod, year: number): YearWindow {
  const startDay = startDayIn(year, period.start.month, period.start.day);
  const endDay = endDayIn(year + period.yearSpan, period.end.month, period.end.day);
  const dayCount = Math.max(0, endDay - startDay + 1);
  const hasLeapDay = dayCount > 0 && leapDayWithin(startDay, endDay, year, year + period.yearSpan);
  return { year, startDay, endDay, dayCount, hasLeapDay };
}

/** The window as ISO dates, for messages and reports. */
export const windowDates = (w: YearWindow): RiskPeriod => ({
  startDate: isoOfEpochDay(w.startDay),
  endDate: isoOfEpochDay(w.endDay),
});
