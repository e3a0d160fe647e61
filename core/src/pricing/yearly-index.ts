/**
 * The yearly index of a program over the risk period for weighted locations, vectorised over years
 * (one typed-array slot per year). Per location and year:
 *   HPC: sum over the window of min(daily precipitation in inches, 2.5 in)
 *   LPC: sum over the window of daily precipitation in inches
 *   HTC: mean over the window of daily maximum temperature in deg F
 *   LTC: mean over the window of daily minimum temperature in deg F
 * and the index is the weighted sum of the location values (weights are fractions summing to 1).
 * Leap days: a sum (HPC, LPC) over a window containing 29 February is scaled to the common-year
 * length, x (days - 1) / days, so that sums are comparable across years; the same rule settles a
 * policy (docs/pricing.md, section 3). Means (HTC, LTC) need no scaling.
 * A year with a missing day (NaN, or negative precipitation) for any location has no value (NaN)
 * and is reported, never zero-filled.
 */
import { AppError } from '../errors.js';
import { epochDayOfIso } from '../weather/calendar.js';
import {
  type ParsedRiskPeriod,
  parseRiskPeriod,
  type RiskPeriod,
  windowForYear,
} from '../weather/risk-period.js';
import { celsiusToFahrenheit, mmToInches } from '../weather/units.js';
import { type ProgramCode, type ProgramDefinition, programs } from './programs.js';
import { validateWeights } from './weights.js';

export interface DailySeries {
  /** Date of `values[0]`, `YYYY-MM-DD`; values are for consecutive days from it. */
  readonly firstDate: string;
  /**
   * Daily values in the dataset's native unit (mm or deg C); NaN marks a missing day (adapters turn
   * fill values such as -9999 into NaN; a negative precipitation amount also counts as missing).
   */
  readonly values: Float32Array | Float64Array;
}

export interface WeightedSeries {
  /** Fraction of the index (the UI's percent / 100). */
  readonly weight: number;
  readonly series: DailySeries;
}

export interface IndexInput {
  readonly program: ProgramCode;
  readonly period: RiskPeriod;
  readonly locations: readonly WeightedSeries[];
  /** Overrides the program's daily cap in inches (HPC). */
  readonly dailyCapIn?: number;
}

/** Status of one historical year, as stored in `YearlyIndex.status`. */
export const YearStatus = { COMPLETE: 0, MISSING_DAYS: 1, OUTSIDE_DATA: 2, EMPTY_WINDOW: 3 } as const;
export type YearStatus = (typeof YearStatus)[keyof typeof YearStatus];
export type SkipReason = 'missing-days' | 'outside-data' | 'empty-window';
const reasonOf: Record<YearStatus, SkipReason | null> = {
  0: null,
  1: 'missing-days',
  2: 'outside-data',
  3: 'empty-window',
};
export const skipReasonOf = (status: YearStatus): SkipReason | null => reasonOf[status];

/** Index values for a list of years: `values[i]` is NaN unless `status[i]` is COMPLETE. */
export interface YearlyIndex {
  readonly years: Int32Array;
  readonly values: Float64Array;
  readonly status: Uint8Array;
  /** Missing location-days in the window (0 when complete or outside the data). */
  readonly missingDays: Int32Array;
}

/** Locations prepared once per request: typed arrays, first days parsed. */
export interface PreparedIndexInput {
  readonly definition: ProgramDefinition;
  readonly period: ParsedRiskPeriod;
  readonly weights: Float64Array;
  readonly firstDays: Float64Array;
  readonly series: readonly (Float32Array | Float64Array)[];
  readonly capIn: number;
  /** Latest first day and earliest last day over the locations. */
  readonly dataStartDay: number;
  readonly dataEndDay: number;
}

export function prepareIndexInput(input: IndexInput): PreparedIndexInput {
  const definition = programs[input.program];
  validateWeights(input.locations.map((l) => l.weight));
  const n = input.locations.length;
  const weights = new Float64Array(n);
  const firstDays = new Float64Array(n);
  let dataStartDay = -Infinity;
  let dataEndDay = Infinity;
  input.locations.forEach((l, i) => {
    weights[i] = l.weight;
    const first = epochDayOfIso(l.series.firstDate);
    firstDays[i] = first;
    dataStartDay = Math.max(dataStartDay, first);
    dataEndDay = Math.min(dataEndDay, first + l.series.values.length - 1);
  });
  if (input.dailyCapIn !== undefined && !(input.dailyCapIn > 0)) {
    throw new AppError('VALIDATION_ERROR', 'The daily precipitation cap must be greater than 0');
  }
  const capIn = definition.dailyCapIn === null ? Infinity : (input.dailyCapIn ?? definition.dailyCapIn);
  return {
    definition,
    period: parseRiskPeriod(input.period),
    weights,
    firstDays,
    series: input.locations.map((l) => l.series.values),
    capIn,
    dataStartDay,
    dataEndDay,
  };
}

/**
 * A sum over `dayCount` days as over the period's common-year length: (dayCount - 1) / dayCount
 * when the window holds a 29 February (a period that is only 29 February keeps its one day).
 */
export const leapDayScale = (dayCount: number, hasLeapDay: boolean): number =>
  hasLeapDay && dayCount > 1 ? (dayCount - 1) / dayCount : 1;

/**
 * Index value of one window into `values[slot]`; returns the number of missing location-days
 * (the value is NaN when that is not 0). No allocation: this runs once per year per request.
 */
function windowIndex(
  p: PreparedIndexInput,
  startDay: number,
  dayCount: number,
  hasLeapDay: boolean,
  values: Float64Array,
  slot: number,
): number {
  const precipitation = p.definition.peril === 'precipitation';
  const cap = p.capIn;
  let total = 0;
  let missing = 0;
  for (let l = 0; l < p.series.length; l++) {
    const v = p.series[l]!;
    const offset = startDay - p.firstDays[l]!;
    let acc = 0;
    if (precipitation) {
      for (let d = 0; d < dayCount; d++) {
        const mm = v[offset + d]!;
        if (!(mm >= 0)) {
          missing++; // NaN or a negative (invalid) amount
          continue;
        }
        const inches = mmToInches(mm);
        acc += inches > cap ? cap : inches;
      }
    } else {
      for (let d = 0; d < dayCount; d++) {
        const c = v[offset + d]!;
        if (c !== c) {
          missing++;
          continue;
        }
        acc += celsiusToFahrenheit(c);
      }
      acc /= dayCount;
    }
    total += p.weights[l]! * acc;
  }
  // Sums are scaled to the common-year length (means already are comparable).
  const scale = precipitation ? leapDayScale(dayCount, hasLeapDay) : 1;
  values[slot] = missing === 0 ? total * scale : NaN;
  return missing;
}

/**
 * Index of historical year `year` into `out.values[slot]`, with its status and missing-day count
 * in the same slot of `out`.
 */
export function indexYearInto(
  p: PreparedIndexInput,
  year: number,
  out: YearlyIndex,
  slot: number,
): YearStatus {
  const w = windowForYear(p.period, year);
  out.years[slot] = year;
  out.values[slot] = NaN;
  out.missingDays[slot] = 0;
  let status: YearStatus;
  if (w.dayCount === 0) status = YearStatus.EMPTY_WINDOW;
  else if (w.startDay < p.dataStartDay || w.endDay > p.dataEndDay) status = YearStatus.OUTSIDE_DATA;
  else {
    const missing = windowIndex(p, w.startDay, w.dayCount, w.hasLeapDay, out.values, slot);
    out.missingDays[slot] = missing;
    status = missing === 0 ? YearStatus.COMPLETE : YearStatus.MISSING_DAYS;
  }
  out.status[slot] = status;
  return status;
}

export const allocateYearlyIndex = (n: number): YearlyIndex => ({
  years: new Int32Array(n),
  values: new Float64Array(n).fill(NaN),
  status: new Uint8Array(n),
  missingDays: new Int32Array(n),
});

/** The index for the given historical years (labelled by the year each window starts in). */
export function computeYearlyIndex(input: IndexInput, years: ArrayLike<number>): YearlyIndex {
  const p = prepareIndexInput(input);
  const out = allocateYearlyIndex(years.length);
  for (let i = 0; i < years.length; i++) indexYearInto(p, years[i]!, out, i);
  return out;
}
