/**
 * The Tampa Bay PRISM files (../shared/data/prism-tampa-bay, see its README) read straight from the
 * GeoTIFFs into one daily series per cell, for tests that measure the engine on real data. Never
 * copied into the project; `hasTampaData` is false on a clone without them (tests skip).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type DailySeries, epochDayOf } from '@almanac/core';
import { fromFile } from 'geotiff';
import { repoRoot } from '../../../infra/local/stack.js';

export const TAMPA_DIR = join(repoRoot, '../shared/data/prism-tampa-bay');
export const hasTampaData = existsSync(TAMPA_DIR);
export const TAMPA_FIRST_YEAR = 1981;
/** The last year with files (partial: days after 2025-05-05 are NaN). */
export const TAMPA_LAST_YEAR = 2025;
export const TAMPA_COLS = 29;
export const TAMPA_ROWS = 34;
/** Cell centres: lon -82.875 + col/24, lat 28.5833333 - row/24. */
const LON0 = -82.8958333;
const LAT0 = 28.6041667;
const STEP = 1 / 24;

export type TampaVariable = 'ppt' | 'tmax' | 'tmin';

export interface TampaCell {
  readonly row: number;
  readonly col: number;
}

export interface TampaGrid {
  readonly variable: TampaVariable;
  /** Land cells (water cells are NaN every day). */
  readonly cells: readonly TampaCell[];
  /** The daily series of a cell, from 1981-01-01, native units (mm, deg C), NaN when missing. */
  series(cell: TampaCell): DailySeries;
}

export const tampaCellOf = (lat: number, lon: number): TampaCell => ({
  row: Math.floor((LAT0 - lat) / STEP),
  col: Math.floor((lon - LON0) / STEP),
});

const FIRST_DAY = epochDayOf(TAMPA_FIRST_YEAR, 1, 1);
const DAYS = epochDayOf(TAMPA_LAST_YEAR, 12, 31) - FIRST_DAY + 1;
const cache = new Map<TampaVariable, Promise<TampaGrid>>();

/** Every cell's daily series of `variable`, 1981 to 2025 (read once per process). */
export function readTampaGrid(variable: TampaVariable): Promise<TampaGrid> {
  let hit = cache.get(variable);
  if (!hit) {
    hit = load(variable);
    cache.set(variable, hit);
  }
  return hit;
}

async function load(variable: TampaVariable): Promise<TampaGrid> {
  const pixels = TAMPA_COLS * TAMPA_ROWS;
  const data = Array.from({ length: pixels }, () => new Float32Array(DAYS).fill(Number.NaN));
  for (let year = TAMPA_FIRST_YEAR; year <= TAMPA_LAST_YEAR; year++) {
    const file = join(TAMPA_DIR, variable, `prism_${variable}_tampa-bay_${year}.tif`);
    const image = await (await fromFile(file)).getImage();
    const bands = (await image.readRasters({ interleave: false })) as unknown as Float32Array[];
    const offset = epochDayOf(year, 1, 1) - FIRST_DAY;
    bands.forEach((band, d) => {
      for (let p = 0; p < pixels; p++) data[p]![offset + d] = band[p]!;
    });
  }
  const cells: TampaCell[] = [];
  for (let row = 0; row < TAMPA_ROWS; row++)
    for (let col = 0; col < TAMPA_COLS; col++)
      if (data[row * TAMPA_COLS + col]!.some((v) => !Number.isNaN(v))) cells.push({ row, col });
  return {
    variable,
    cells,
    series: (cell) => ({ firstDate: '1981-01-01', values: data[cell.row * TAMPA_COLS + cell.col]! }),
  };
}
