import { QUOTING_DAY_UTC_OFFSET_HOURS } from '../quoting/policy-period.js';

const quotingDayStartUtcHour = ((-QUOTING_DAY_UTC_OFFSET_HOURS % 24) + 24) % 24;

/**
 * When the weather data update job runs (UTC): early in the quoting day, so the newest days are in
 * the grid store before the settlement job reads it.
 */
export const DAILY_WEATHER_UPDATE_JOB_UTC = { hour: quotingDayStartUtcHour, minute: 30 } as const;

/** When the daily settlement job runs (UTC): an hour after the data update. */
export const DAILY_SETTLEMENT_JOB_UTC = { hour: (quotingDayStartUtcHour + 1) % 24, minute: 30 } as const;
