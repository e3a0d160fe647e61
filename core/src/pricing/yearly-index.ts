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
import { dateOfEpochDay, epochDayOfIso } from '../weather/calendar.js';
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
  /**
   * The caller's name for these values (dataset, its version, the cell and the range read): two
   * series with the same key hold the same values, so with a `LocationIndexMemo` their yearly
   * window values are computed once (docs/pricing.md, "Reused work").
   */
  readonly key?: string;
}

/**
 * One location's value in each year's window, before its weight (HPC/LPC: the capped sum in
 * inches before the leap-day scale; HTC/LTC: the window mean in deg F), and its missing days.
 * Slot 0 is the policy year - 1, slot i the year policyYear - 1 - i; a window outside the
 * location's data has NaN and 0 missing days. Depends only on the series, the program (its daily
 * cap) and the period: what a memo may keep between requests.
 */
export interface LocationYearlyValues {
  readonly values: Float64Array;
  readonly missingDays: Int32Array;
}

/** Kept by the caller (bounded: an LRU) and passed in; core only reads and fills it. */
export interface LocationIndexMemo {
  get(key: string): LocationYearlyValues | undefined;
  set(key: string, value: LocationYearlyValues): void;
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
  /** The period as requested, `start/end` (part of a memo key). */
  readonly periodKey: string;
  /** One window's value per location (`windowIndex`), reused year after year. */
  readonly scratch: readonly LocationYearlyValues[];
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
    periodKey: `${input.period.startDate}/${input.period.endDate}`,
    scratch: input.locations.map(() => ({ values: new Float64Array(1), missingDays: new Int32Array(1) })),
  };
}

/**
 * A sum over `dayCount` days as over the period's common-year length: (dayCount - 1) / dayCount
 * when the window holds a 29 February (a period that is only 29 February keeps its one day).
 */
export const leapDayScale = (dayCount: number, hasLeapDay: boolean): number =>
  hasLeapDay && dayCount > 1 ? (dayCount - 1) / dayCount : 1;

/**
 * Location `l`'s value of one window into `into.values[slot]` and its missing days into
 * `into.missingDays[slot]` (the value counts only when there are none). No allocation: this runs
 * once per year per location.
 */
function locationWindowInto(
  p: PreparedIndexInput,
  l: number,
  startDay: number,
  dayCount: number,
  into: LocationYearlyValues,
  slot: number,
): void {
  const precipitation = p.definition.peril === 'precipitation';
  const cap = p.capIn;
  const v = p.series[l]!;
  const offset = startDay - p.firstDays[l]!;
  let missing = 0;
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
  into.values[slot] = acc;
  into.missingDays[slot] = missing;
}

/**
 * The weighted index of one window from each location's value (`perLocation[l]` at `slot`) into
 * `values[slot]`; returns the number of missing location-days (the value is NaN when that is not 0).
 */
function combineWindow(
  p: PreparedIndexInput,
  perLocation: readonly LocationYearlyValues[],
  perLocationSlot: number,
  dayCount: number,
  hasLeapDay: boolean,
  values: Float64Array,
  slot: number,
): number {
  let total = 0;
  let missing = 0;
  for (let l = 0; l < perLocation.length; l++) {
    missing += perLocation[l]!.missingDays[perLocationSlot]!;
    total += p.weights[l]! * perLocation[l]!.values[perLocationSlot]!;
  }
  // Sums are scaled to the common-year length (means already are comparable).
  const scale = p.definition.peril === 'precipitation' ? leapDayScale(dayCount, hasLeapDay) : 1;
  values[slot] = missing === 0 ? total * scale : NaN;
  return missing;
}

/** Index value of one window into `values[slot]`; returns the number of missing location-days. */
function windowIndex(
  p: PreparedIndexInput,
  startDay: number,
  dayCount: number,
  hasLeapDay: boolean,
  values: Float64Array,
  slot: number,
): number {
  for (let l = 0; l < p.scratch.length; l++) locationWindowInto(p, l, startDay, dayCount, p.scratch[l]!, 0);
  return combineWindow(p, p.scratch, 0, dayCount, hasLeapDay, values, slot);
}

/**
 * Location `l`'s window values for the years policyYear - 1 back to the first whose window starts
 * in its data (`LocationYearlyValues`).
 */
function locationYearlyValues(p: PreparedIndexInput, l: number): LocationYearlyValues {
  const policyYear = p.period.policyYear;
  const firstDay = p.firstDays[l]!;
  const lastDay = firstDay + p.series[l]!.length - 1;
  const slots = Math.max(0, policyYear - dateOfEpochDay(firstDay).year);
  const out: LocationYearlyValues = {
    values: new Float64Array(slots).fill(NaN),
    missingDays: new Int32Array(slots),
  };
  for (let slot = 0; slot < slots; slot++) {
    const w = windowForYear(p.period, policyYear - 1 - slot);
    if (w.startDay < firstDay) break;
    if (w.dayCount === 0 || w.endDay > lastDay) continue;
    locationWindowInto(p, l, w.startDay, w.dayCount, out, slot);
  }
  return out;
}

/**
 * Every location's `LocationYearlyValues`, from `memo` when it holds them (a location with a key:
 * the series' key, the program's cap and the period), computed and kept there otherwise.
 */
export function locationsYearlyValues(
  p: PreparedIndexInput,
  locations: readonly WeightedSeries[],
  memo?: LocationIndexMemo,
): LocationYearlyValues[] {
  return locations.map((location, l) => {
    if (!memo || location.key === undefined) return locationYearlyValues(p, l);
    const key =
      `${location.key}|${location.series.firstDate}|${location.series.values.length}|` +
      `${p.definition.peril}|${p.capIn}|${p.periodKey}`;
    const hit = memo.get(key);
    if (hit) return hit;
    const computed = locationYearlyValues(p, l);
    memo.set(key, computed);
    return computed;
  });
}

/**
 * Index of the year in `slot` (policyYear - 1 - slot) into `out` from the locations' window values,
 * with its status and missing-day count.
 */
export function indexSlotInto(
  p: PreparedIndexInput,
  perLocation: readonly LocationYearlyValues[],
  slot: number,
  out: YearlyIndex,
): YearStatus {
  const year = p.period.policyYear - 1 - slot;
  const w = windowForYear(p.period, year);
  out.years[slot] = year;
  out.values[slot] = NaN;
  out.missingDays[slot] = 0;
  let status: YearStatus;
  if (w.dayCount === 0) status = YearStatus.EMPTY_WINDOW;
  else if (w.startDay < p.dataStartDay || w.endDay > p.dataEndDay) status = YearStatus.OUTSIDE_DATA;
  else {
    const missing = combineWindow(p, perLocation, slot, w.dayCount, w.hasLeapDay, out.values, slot);
    out.missingDays[slot] = missing;
    status = missing === 0 ? YearStatus.COMPLETE : YearStatus.MISSING_DAYS;
  }
  out.status[slot] = status;
  return status;
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
