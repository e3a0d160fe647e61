/** Synthetic inputs for the pricing tests (not exported from the package). */
import { mulberry32 } from '../random/mulberry32.js';
import { type CalendarDate, dateOfEpochDay, epochDayOfIso } from '../weather/calendar.js';
import type { IndexHistory } from './index-history.js';
import type { PortfolioScenarios } from './portfolio.js';
import type { ProgramCode } from './programs.js';
import type { DailySeries } from './yearly-index.js';

/** A daily series from `firstDate` to `lastDate` with `valueOf(date)` for each day. */
export function dailySeries(
  firstDate: string,
  lastDate: string,
  valueOf: (d: CalendarDate) => number,
): DailySeries {
  const first = epochDayOfIso(firstDate);
  const last = epochDayOfIso(lastDate);
  const values = new Float64Array(last - first + 1);
  for (let i = 0; i < values.length; i++) values[i] = valueOf(dateOfEpochDay(first + i));
  return { firstDate, values };
}

export const seriesOf = (firstDate: string, values: readonly number[]): DailySeries => ({
  firstDate,
  values: Float64Array.from(values),
});

/**
 * An index history given directly by its yearly values (years ascending, ending policyYear - 1).
 * `earlier` are complete years before the look-back (ascending, ending just before it): with them
 * the trend is estimated on more years than are priced.
 */
export function historyOf(
  program: ProgramCode,
  values: readonly number[],
  policyYear = 2026,
  period = { startDate: `${policyYear}-07-01`, endDate: `${policyYear}-07-31` },
  earlier: readonly number[] = [],
): IndexHistory {
  const all = [...earlier, ...values];
  const first = policyYear - all.length;
  const allYears = Int32Array.from(all, (_, i) => first + i);
  return {
    program,
    period,
    policyYear,
    years: allYears.slice(earlier.length),
    values: Float64Array.from(values),
    skippedYears: [],
    allYears,
    allValues: Float64Array.from(all),
  };
}

/**
 * A book for the dry HPC history of premium.test.ts (years 2006..2025): $20,000 in 2006, a year
 * the 1 -> 3 in cover pays nothing, and $15,000 in 2019, a year it pays its limit ($10,000). The
 * cover lifts the book's worst year from $20,000 to $25,000: d = 5,000 / 10,000 = 0.5.
 */
export function halfShareBook(): PortfolioScenarios {
  const years = Array.from({ length: 20 }, (_, i) => 2006 + i);
  return { years, payoutsCents: years.map((y) => (y === 2006 ? 2_000_000 : y === 2019 ? 1_500_000 : 0)) };
}

/** A deterministic pseudo-random generator for reproducible synthetic climates. */
export const seededRandom = mulberry32;
