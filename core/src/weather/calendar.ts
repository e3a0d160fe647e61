/**
 * Proleptic Gregorian calendar arithmetic on whole days, no clock and no time zones.
 * An "epoch day" is the number of days since 1970-01-01 (negative before it).
 * Algorithms: H. Hinnant, "chrono-Compatible Low-Level Date Algorithms".
 */
import { AppError } from '../errors.js';

export interface CalendarDate {
  readonly year: number;
  readonly month: number; // 1..12
  readonly day: number; // 1..31
}

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export function daysInMonth(year: number, month: number): number {
  if (month === 2 && isLeapYear(year)) return 29;
  return DAYS_IN_MONTH[month - 1] ?? 0;
}

/** Epoch day of a calendar date (1970-01-01 is 0). */
export function epochDayOf(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Calendar date of an epoch day. */
export function dateOfEpochDay(epochDay: number): CalendarDate {
  const z = epochDay + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T[0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Parses `YYYY-MM-DD`, or an ISO timestamp whose calendar date part is taken as written
 * (callers that hold local-midnight timestamps must convert them to calendar dates first).
 */
export function parseIsoDate(value: string): CalendarDate {
  const match = ISO_DATE.exec(value);
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  const day = Number(match?.[3]);
  if (!match || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new AppError('VALIDATION_ERROR', `Not a valid date: ${value}`);
  }
  return { year, month, day };
}

export const epochDayOfIso = (value: string): number => {
  const d = parseIsoDate(value);
  return epochDayOf(d.year, d.month, d.day);
};

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

export const isoOfDate = (d: CalendarDate): string => `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}`;
export const isoOfEpochDay = (epochDay: number): string => isoOfDate(dateOfEpochDay(epochDay));

/** Day of the year, 1 = 1 January; 29 February is day 60 in leap years only. */
export const dayOfYear = (d: CalendarDate): number =>
  epochDayOf(d.year, d.month, d.day) - epochDayOf(d.year, 1, 1) + 1;
