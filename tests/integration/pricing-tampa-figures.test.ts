/**
 * The figures docs/pricing.md quotes about the Tampa Bay data ("Measured on real data"), measured
 * from the PRISM files (../shared/data/prism-tampa-bay) with core's index and the engine as the
 * server runs it. Each figure is asserted within a band around the value the doc states, so a
 * change to the engine or the data that moves a figure fails here and the doc is re-measured.
 * Prints the figures. Skipped, with a message, without the data.
 */
import {
  cellForLatLon,
  computeYearlyIndex,
  PRISM_GRID,
  fitLinearTrend,
  type ProgramCode,
  type RiskPeriod,
  type WeightedSeries,
} from '@almanac/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoWeatherSource } from '../../functions/src/adapters/weather/demo-climate/demo-weather-source.js';
import {
  hasTampaData,
  readTampaGrid,
  type TampaCell,
  tampaCellOf,
  TAMPA_DIR,
  type TampaGrid,
} from './support/tampa-prism.js';

if (!hasTampaData) console.warn(`${TAMPA_DIR} not found: skipping the Tampa Bay pricing figures`);

const TAMPA = { lat: 27.95, lon: -82.46 };
const ST_PETE = { lat: 27.77, lon: -82.64 };
const PLANT_CITY = { lat: 28.02, lon: -82.12 };
const SUMMER: RiskPeriod = { startDate: '2027-06-01', endDate: '2027-09-30' };
const JUL_AUG: RiskPeriod = { startDate: '2027-07-01', endDate: '2027-08-31' };
const JAN_FEB: RiskPeriod = { startDate: '2027-01-01', endDate: '2027-02-28' };
const yearsFrom = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, i) => first + i);

const figures: Record<string, number | string> = {};
const record = (name: string, value: number, digits = 2) => {
  figures[name] = Number(value.toFixed(digits));
  return value;
};

function yearly(
  program: ProgramCode,
  period: RiskPeriod,
  locations: readonly WeightedSeries[],
  years: readonly number[],
): { years: number[]; values: number[] } {
  const index = computeYearlyIndex({ program, period, locations }, years);
  const out = { years: [] as number[], values: [] as number[] };
  index.years.forEach((y, i) => {
    if (Number.isFinite(index.values[i]!)) {
      out.years.push(y);
      out.values.push(index.values[i]!);
    }
  });
  return out;
}

const mean = (v: readonly number[]) => v.reduce((s, x) => s + x, 0) / v.length;

function skewness(v: readonly number[]): number {
  const m = mean(v);
  const n = v.length;
  const m2 = v.reduce((s, x) => s + (x - m) ** 2, 0) / n;
  const m3 = v.reduce((s, x) => s + (x - m) ** 3, 0) / n;
  return m3 / m2 ** 1.5;
}

/** OLS slope and its t statistic (n - 2 degrees of freedom). */
function olsT(years: readonly number[], values: readonly number[]): { slope: number; t: number } {
  const trend = fitLinearTrend(years, values);
  const se = trend.residualSd / Math.sqrt(trend.sxx);
  return { slope: trend.slopePerYear, t: se > 0 ? trend.slopePerYear / se : 0 };
}

function residuals(years: readonly number[], values: readonly number[]): number[] {
  const t = fitLinearTrend(years, values);
  return values.map((v, i) => v - t.meanValue - t.slopePerYear * (years[i]! - t.meanYear));
}

function correlation(a: readonly number[], b: readonly number[]): number {
  const ma = mean(a);
  const mb = mean(b);
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  a.forEach((x, i) => {
    sab += (x - ma) * (b[i]! - mb);
    saa += (x - ma) ** 2;
    sbb += (b[i]! - mb) ** 2;
  });
  return sab / Math.sqrt(saa * sbb);
}

const median = (v: number[]) => {
  const s = [...v].sort((x, y) => x - y);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

describe.skipIf(!hasTampaData)('Tampa Bay pricing figures (docs/pricing.md)', () => {
  let ppt: TampaGrid;
  let tmax: TampaGrid;
  let tmin: TampaGrid;
  const at = (grid: TampaGrid, cell: TampaCell, weight = 1): WeightedSeries => ({
    weight,
    series: grid.series(cell),
  });

  beforeAll(async () => {
    [ppt, tmax, tmin] = await Promise.all([
      readTampaGrid('ppt'),
      readTampaGrid('tmax'),
      readTampaGrid('tmin'),
    ]);
    console.log(`Tampa Bay PRISM: ${ppt.cells.length} land cells`);
  }, 120_000);

  it('observed summer rain at Tampa: the Jun–Sep HPC index averages about 31 in (1995–2024)', () => {
    const hpc = yearly('HPC', SUMMER, [at(ppt, tampaCellOf(TAMPA.lat, TAMPA.lon))], yearsFrom(1995, 2024));
    expect(hpc.years).toHaveLength(30);
    expect(record('HPC Jun–Sep mean, Tampa, in', mean(hpc.values))).toBeGreaterThan(28);
    expect(mean(hpc.values)).toBeLessThan(34);
  });

  it('the demo climate has Florida summers wrong: about 21 in of Jun–Sep rain against about 31 observed', async () => {
    const cell = cellForLatLon(PRISM_GRID, TAMPA.lat, TAMPA.lon)!;
    const [demo] = await createDemoWeatherSource().dailySeries(
      'prism-precip-daily',
      [cell],
      '1995-01-01',
      '2024-12-31',
    );
    const hpc = yearly('HPC', SUMMER, [{ weight: 1, series: demo!.series }], yearsFrom(1995, 2024));
    const m = record('HPC Jun–Sep mean, Tampa, demo climate, in', mean(hpc.values));
    expect(m).toBeLessThan(25);
  });

  it('the HTC trend depends on the years: about +0.056 °F/yr over 1995–2024, about 0 over 1981–2024', () => {
    const cell = tampaCellOf(ST_PETE.lat, ST_PETE.lon);
    const recent = yearly('HTC', JUL_AUG, [at(tmax, cell)], yearsFrom(1995, 2024));
    const all = yearly('HTC', JUL_AUG, [at(tmax, cell)], yearsFrom(1981, 2024));
    const r = record('HTC Jul–Aug OLS slope 1995–2024, °F/yr', olsT(recent.years, recent.values).slope, 3);
    const a = record('HTC Jul–Aug OLS slope 1981–2024, °F/yr', olsT(all.years, all.values).slope, 3);
    expect(r).toBeGreaterThan(0.03);
    expect(r).toBeLessThan(0.08);
    expect(Math.abs(a)).toBeLessThan(0.02);
    const skew = record('HTC Jul–Aug residual skewness', skewness(residuals(recent.years, recent.values)));
    expect(skew).toBeGreaterThan(0.5);
  });

  it('the LTC index is skewed to the cold side (skewness about −1)', () => {
    const locations = [
      at(tmin, tampaCellOf(PLANT_CITY.lat, PLANT_CITY.lon), 0.6),
      at(tmin, tampaCellOf(TAMPA.lat, TAMPA.lon), 0.4),
    ];
    const ltc = yearly('LTC', JAN_FEB, locations, yearsFrom(1996, 2025));
    expect(ltc.years).toHaveLength(30);
    const skew = record('LTC Jan–Feb residual skewness', skewness(residuals(ltc.years, ltc.values)));
    expect(skew).toBeLessThan(-0.6);
  });

  it('summer rain has a significant upward OLS trend (t > 2) in about 75% of the 891 cells over 1981–2024, about 35% over 1995–2024', () => {
    const share = (first: number) => {
      let significant = 0;
      for (const cell of ppt.cells) {
        const hpc = yearly('HPC', SUMMER, [at(ppt, cell)], yearsFrom(first, 2024));
        if (olsT(hpc.years, hpc.values).t > 2) significant++;
      }
      return (100 * significant) / ppt.cells.length;
    };
    const all = record('cells with a significant Jun–Sep trend 1981–2024, %', share(1981), 1);
    const recent = record('cells with a significant Jun–Sep trend 1995–2024, %', share(1995), 1);
    expect(all).toBeGreaterThan(65);
    expect(all).toBeLessThan(85);
    expect(recent).toBeGreaterThan(25);
    expect(recent).toBeLessThan(45);
  });

  it("the region's cells' summer indices correlate at a median of about 0.66 (adjacent cells about 0.97)", () => {
    const indices = ppt.cells.map(
      (cell) => yearly('HPC', SUMMER, [at(ppt, cell)], yearsFrom(1995, 2024)).values,
    );
    const byCell = new Map(ppt.cells.map((c, i) => [`${c.row},${c.col}`, indices[i]!]));
    const pairs: number[] = [];
    for (let i = 0; i < indices.length; i++)
      for (let j = i + 1; j < indices.length; j++) pairs.push(correlation(indices[i]!, indices[j]!));
    const adjacent: number[] = [];
    ppt.cells.forEach((cell, i) => {
      const right = byCell.get(`${cell.row},${cell.col + 1}`);
      if (right) adjacent.push(correlation(indices[i]!, right));
    });
    const m = record('median correlation of two cells of the region (HPC Jun–Sep)', median(pairs));
    const n = record('median correlation of adjacent cells (HPC Jun–Sep)', median(adjacent));
    expect(m).toBeGreaterThan(0.55);
    expect(m).toBeLessThan(0.75);
    expect(n).toBeGreaterThan(0.9);
  });

  it('prints the figures', () => {
    console.table(figures);
    expect(Object.keys(figures).length).toBeGreaterThan(0);
  });
});
