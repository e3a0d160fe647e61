/**
 * The policy-period step (docs/requirements.md#validation-period, #constants) on core's rules
 * (core/src/quoting/policy-period.ts, the ones the server applies): start from 20 days out (and at
 * most 119 days out), 30 days to 12 months long, capped by the dataset's latest date, start not
 * after end. The application deadline is 20 days before the start.
 */
import {
  addDays,
  applicationDeadline,
  EARLIEST_START_DAYS,
  END_DATE_REQUIRED_MESSAGE,
  formatUsDate,
  latestEndForData,
  latestEndForStart,
  latestStartDate,
  MIN_POLICY_DAYS,
  periodDays,
  type ProgramCode,
  quotingToday,
  START_AFTER_END_MESSAGE,
  START_DATE_REQUIRED_MESSAGE,
  validatePolicyPeriod,
} from '@almanac/core';
import type { PolicyPeriod } from './wizard.js';

export { formatUsDate, quotingToday, START_AFTER_END_MESSAGE };
export const START_REQUIRED_MESSAGE = START_DATE_REQUIRED_MESSAGE;
export const END_REQUIRED_MESSAGE = END_DATE_REQUIRED_MESSAGE;

export interface PeriodLimits {
  /** Quoting date, YYYY-MM-DD (core's quotingToday). */
  today: string;
  /** The dataset's latest day with data, when known. */
  latestDataDate?: string | null;
}

/** The first error of a custom range, or null when it is valid. */
export function customRangeError(startDate: string, endDate: string, limits: PeriodLimits): string | null {
  if (!startDate) return START_REQUIRED_MESSAGE;
  if (!endDate) return END_REQUIRED_MESSAGE;
  try {
    validatePolicyPeriod({
      startDate,
      endDate,
      today: limits.today,
      ...(limits.latestDataDate ? { latestDataDate: limits.latestDataDate } : {}),
    });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The date inputs' bounds: start from 20 to 119 days out; end 30 days to 12 months after the start, capped by the data. */
export function rangeBounds(startDate: string | null, limits: PeriodLimits) {
  const startMin = addDays(limits.today, EARLIEST_START_DAYS);
  const startMax = latestStartDate(limits.today);
  const from = startDate || startMin;
  const dataCap = limits.latestDataDate ? latestEndForData(limits.latestDataDate) : null;
  const lengthCap = latestEndForStart(from);
  const endMax = dataCap && dataCap < lengthCap ? dataCap : lengthCap;
  return { startMin, startMax, endMin: addDays(from, MIN_POLICY_DAYS - 1), endMax };
}

/** The step's value for a valid range. */
export function policyPeriodOf(
  program: ProgramCode,
  startDate: string,
  endDate: string,
  preset: string | null,
): PolicyPeriod {
  return {
    startDate,
    endDate,
    days: periodDays(startDate, endDate),
    applicationDeadline: applicationDeadline(program, startDate),
    preset,
  };
}

export const formatPeriod = (p: Pick<PolicyPeriod, 'startDate' | 'endDate'>): string =>
  `${formatUsDate(p.startDate)} – ${formatUsDate(p.endDate)}`;
