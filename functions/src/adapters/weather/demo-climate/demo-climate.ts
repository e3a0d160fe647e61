/**
 * Demo climate series: deterministic synthetic daily values for any cell of any dataset, from the
 * dataset's first date to a fixed latest date (never the clock, so a quote re-priced later sees
 * the same numbers).
 */
import {
  AppError,
  cellCentre,
  type DatasetDefinition,
  dateOfEpochDay,
  epochDayOf,
  epochDayOfIso,
  type GridCell,
  isCellInGrid,
  isLeapYear,
} from '@almanac/core';
import { cellClimate } from './climatology.js';
import { precipitationYear, temperatureYear } from './generate.js';
import { hashString, mixHash } from './prng.js';

/**
 * The demo climate ends on the last day of the last complete month before 2026-11-21, the day it
 * was frozen. Changing it changes which years quotes use; do it deliberately.
 */
export const DEMO_LATEST_DATE = '2026-10-31';
const DEMO_LATEST_DAY = epochDayOfIso(DEMO_LATEST_DATE);

/**
 * The random stream of a dataset. tmax and tmin of one provider share a stream (generated
 * together) so that tmin < tmax holds day by day; precipitation datasets each have their own.
 */
const streamOf = (dataset: DatasetDefinition): string =>
  dataset.variable === 'precipitation' ? `demo:${dataset.id}` : `demo:${dataset.provider}:temperature`;

export function demoCellSeed(dataset: DatasetDefinition, cell: GridCell): number {
  return mixHash(mixHash(hashString(streamOf(dataset)), cell.row), cell.col);
}

/** First and last epoch days the demo climate covers for a dataset. */
export const demoCoverage = (dataset: DatasetDefinition): { firstDay: number; lastDay: number } => ({
  firstDay: epochDayOfIso(dataset.firstDate),
  lastDay: DEMO_LATEST_DAY,
});

/**
 * Daily values (native units) of one cell for epoch days `firstDay..lastDay` inclusive; NaN on
 * days outside the demo coverage.
 */
export function demoDailyValues(
  dataset: DatasetDefinition,
  cell: GridCell,
  firstDay: number,
  lastDay: number,
): Float32Array {
  if (!isCellInGrid(dataset.grid, cell)) {
    throw new AppError('VALIDATION_ERROR', `Cell ${cell.row},${cell.col} is outside the ${dataset.id} grid`);
  }
  const out = new Float32Array(Math.max(0, lastDay - firstDay + 1)).fill(NaN);
  const coverage = demoCoverage(dataset);
  const from = Math.max(firstDay, coverage.firstDay);
  const to = Math.min(lastDay, coverage.lastDay);
  if (from > to) return out;
  const centre = cellCentre(dataset.grid, cell);
  const climate = cellClimate(centre.lat, centre.lon);
  const seed = demoCellSeed(dataset, cell);
  const scratch = new Float32Array(366);
  const tmax = dataset.variable === 'tmax' ? scratch : null;
  const tmin = dataset.variable === 'tmin' ? scratch : null;
  for (let year = dateOfEpochDay(from).year; year <= dateOfEpochDay(to).year; year++) {
    if (dataset.variable === 'precipitation') precipitationYear(climate, seed, year, scratch, 0);
    else temperatureYear(climate, seed, year, tmax, tmin, 0);
    const jan1 = epochDayOf(year, 1, 1);
    const start = Math.max(from, jan1);
    const end = Math.min(to, jan1 + (isLeapYear(year) ? 365 : 364));
    out.set(scratch.subarray(start - jan1, end - jan1 + 1), start - firstDay);
  }
  return out;
}
