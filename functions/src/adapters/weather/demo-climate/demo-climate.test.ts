import {
  cellForLatLon,
  dateOfEpochDay,
  datasets,
  epochDayOfIso,
  type DatasetDefinition,
} from '@almanac/core';
import { describe, expect, it } from 'vitest';
import { DEMO_LATEST_DATE, demoDailyValues } from './demo-climate.js';
import { createDemoWeatherSource } from './demo-weather-source.js';

const CPC = datasets['cpc_precip_us-daily'];
const PPT = datasets['prism-precip-daily'];
const TMAX = datasets['prism_temp_max-daily'];
const TMIN = datasets['prism_temp_min-daily'];
const FIRST = epochDayOfIso('1981-01-01');
const LAST = epochDayOfIso('2025-12-31');
const YEARS = 45;

const cellAt = (dataset: DatasetDefinition, lat: number, lon: number) =>
  cellForLatLon(dataset.grid, lat, lon)!;
const series = (dataset: DatasetDefinition, lat: number, lon: number) =>
  demoDailyValues(dataset, cellAt(dataset, lat, lon), FIRST, LAST);
const meanAnnualTotal = (values: Float32Array) => values.reduce((a, v) => a + v, 0) / YEARS;
const toF = (c: number) => (c * 9) / 5 + 32;

/** Mean over the days of a calendar month (1..12). */
function monthMean(values: Float32Array, month: number): number {
  let sum = 0;
  let n = 0;
  values.forEach((v, i) => {
    if (dateOfEpochDay(FIRST + i).month === month) {
      sum += v;
      n++;
    }
  });
  return sum / n;
}

/** Least-squares slope of y against x. */
function slope(x: number[], y: number[]): number {
  const mx = x.reduce((a, b) => a + b) / x.length;
  const my = y.reduce((a, b) => a + b) / y.length;
  let sxy = 0;
  let sxx = 0;
  x.forEach((xi, i) => {
    sxy += (xi - mx) * (y[i]! - my);
    sxx += (xi - mx) ** 2;
  });
  return sxy / sxx;
}

describe('demo climate', () => {
  it('is deterministic, and a sub-range equals the slice of a longer range', () => {
    const cell = cellAt(CPC, 27.95, -82.46);
    const a = demoDailyValues(CPC, cell, FIRST, LAST);
    const b = demoDailyValues(CPC, cell, FIRST, LAST);
    expect(Buffer.from(a.buffer).equals(Buffer.from(b.buffer))).toBe(true);
    const from = epochDayOfIso('1999-11-15');
    const to = epochDayOfIso('2000-03-31');
    expect(Array.from(demoDailyValues(CPC, cell, from, to))).toEqual(
      Array.from(a.subarray(from - FIRST, to - FIRST + 1)),
    );
    // Another cell and another dataset give other numbers.
    expect(demoDailyValues(CPC, { row: cell.row, col: cell.col + 1 }, FIRST, LAST)).not.toEqual(a);
    expect(series(PPT, 27.95, -82.46)).not.toEqual(a);
  });

  it('covers the dataset first date to the fixed latest date, NaN outside', () => {
    const cell = cellAt(TMAX, 40, -100);
    const v = demoDailyValues(TMAX, cell, epochDayOfIso('1980-12-30'), epochDayOfIso('1981-01-02'));
    expect(Number.isNaN(v[0])).toBe(true);
    expect(Number.isNaN(v[1])).toBe(true);
    expect(Number.isFinite(v[2])).toBe(true);
    const end = epochDayOfIso(DEMO_LATEST_DATE);
    const w = demoDailyValues(CPC, cellAt(CPC, 40, -100), end - 1, end + 1);
    expect([Number.isFinite(w[0]), Number.isFinite(w[1]), Number.isNaN(w[2])]).toEqual([true, true, true]);
    expect(() => demoDailyValues(CPC, { row: 120, col: 0 }, FIRST, LAST)).toThrow('outside');
  });

  it('has a plausible regional wet/dry contrast in annual totals', () => {
    const annual = (lat: number, lon: number) => meanAnnualTotal(series(CPC, lat, lon));
    const tampa = annual(27.95, -82.46);
    const newOrleans = annual(29.95, -90.07);
    const olympic = annual(47.95, -124.4);
    const phoenix = annual(33.45, -112.07);
    const renoBasin = annual(39.5, -117);
    const kansas = annual(38.5, -98.5);
    expect(tampa).toBeGreaterThan(1100);
    expect(newOrleans).toBeGreaterThan(1300);
    expect(olympic).toBeGreaterThan(1200);
    expect(phoenix).toBeLessThan(350);
    expect(renoBasin).toBeLessThan(450);
    expect(kansas).toBeGreaterThan(500);
    expect(kansas).toBeLessThan(tampa);
    // Every cell of a coarse CONUS sweep stays within about 200..1,600 mm (plus sampling noise).
    for (let lat = 25.5; lat < 49; lat += 2.5) {
      for (let lon = -123.5; lon < -67; lon += 4) {
        const p = meanAnnualTotal(demoDailyValues(CPC, cellAt(CPC, lat, lon), FIRST, LAST));
        expect(p).toBeGreaterThan(150);
        expect(p).toBeLessThan(1900);
      }
    }
  });

  it('has a plausible temperature climatology', () => {
    const dallasJulyTmaxF = toF(monthMean(series(TMAX, 32.78, -96.8), 7));
    const austinJulyTmaxF = toF(monthMean(series(TMAX, 30.27, -97.74), 7));
    const minneapolisJanTminF = toF(monthMean(series(TMIN, 44.98, -93.27), 1));
    const tampaJanTminF = toF(monthMean(series(TMIN, 27.95, -82.46), 1));
    for (const t of [dallasJulyTmaxF, austinJulyTmaxF]) {
      expect(t).toBeGreaterThan(85);
      expect(t).toBeLessThan(100);
    }
    expect(minneapolisJanTminF).toBeLessThan(32);
    expect(tampaJanTminF).toBeGreaterThan(40);
  });

  it('keeps tmin below tmax on every day', () => {
    for (const [lat, lon] of [
      [27.95, -82.46],
      [44.98, -93.27],
      [33.45, -112.07],
      [47.6, -122.3],
    ] as const) {
      const tx = series(TMAX, lat, lon);
      const tn = series(TMIN, lat, lon);
      let violations = 0;
      for (let i = 0; i < tx.length; i++) if (!(tn[i]! < tx[i]!)) violations++;
      expect(violations).toBe(0);
    }
  });

  it('persists wet days: P(wet | wet) > P(wet | dry)', () => {
    const p = series(CPC, 35, -90);
    let wetWet = 0;
    let wet = 0;
    let dryWet = 0;
    let dry = 0;
    for (let i = 1; i < p.length; i++) {
      if (p[i - 1]! > 0) {
        wet++;
        if (p[i]! > 0) wetWet++;
      } else {
        dry++;
        if (p[i]! > 0) dryWet++;
      }
    }
    expect(wetWet / wet).toBeGreaterThan(dryWet / dry + 0.15);
    // Skewed amounts: the mean wet-day amount is well above the median.
    const amounts = Array.from(p.filter((v) => v > 0)).sort((a, b) => a - b);
    const mean = amounts.reduce((a, b) => a + b) / amounts.length;
    expect(mean).toBeGreaterThan(1.3 * amounts[Math.floor(amounts.length / 2)]!);
  });

  it('warms by about 0.25 deg C per decade and gets slightly wetter', () => {
    const years = Array.from({ length: YEARS }, (_, i) => 1981 + i);
    const yearly = (values: Float32Array, mean: boolean) =>
      years.map((y) => {
        const from = epochDayOfIso(`${y}-01-01`) - FIRST;
        const to = epochDayOfIso(`${y}-12-31`) - FIRST;
        const s = values.subarray(from, to + 1).reduce((a, v) => a + v, 0);
        return mean ? s / (to - from + 1) : s;
      });
    const tempSlopes: number[] = [];
    const precipSlopes: number[] = [];
    for (let k = 0; k < 30; k++) {
      const lat = 30 + (k % 6) * 3;
      const lon = -120 + Math.floor(k / 6) * 10;
      tempSlopes.push(slope(years, yearly(series(TMAX, lat, lon), true)) * 10);
      const p = yearly(series(CPC, lat, lon), false);
      const mean = p.reduce((a, b) => a + b) / p.length;
      precipSlopes.push((slope(years, p) * 10) / mean);
    }
    const avg = (xs: number[]) => xs.reduce((a, b) => a + b) / xs.length;
    expect(avg(tempSlopes)).toBeGreaterThan(0.15);
    expect(avg(tempSlopes)).toBeLessThan(0.35);
    expect(avg(precipSlopes)).toBeGreaterThan(0);
  });

  it('is a WeatherSource labelled demo', async () => {
    const source = createDemoWeatherSource();
    const cell = cellAt(TMAX, 27.95, -82.46);
    const [s] = await source.dailySeries('prism_temp_max-daily', [cell], '2024-02-28', '2024-03-01');
    expect(s!.origin).toBe('demo');
    expect(s!.series.firstDate).toBe('2024-02-28');
    expect(s!.series.values).toHaveLength(3);
    expect(await source.metadata('cpc_precip_us-daily')).toEqual({
      datasetId: 'cpc_precip_us-daily',
      origin: 'demo',
      firstDate: '1948-01-01',
      latestDate: DEMO_LATEST_DATE,
      ingestedCells: 0,
    });
    await expect(
      source.dailySeries('prism-precip-daily', [cell], '2024-03-01', '2024-02-01'),
    ).rejects.toThrow('Start date');
  });
});
