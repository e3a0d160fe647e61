/**
 * The figures docs/pricing.md quotes about the Tampa Bay data ("Measured on real data"), measured
 * from the PRISM files (../shared/data/prism-tampa-bay) with core's index and the engine as the
 * server runs it. Each figure is asserted within a band around the value the doc states, so a
 * change to the engine or the data that moves a figure fails here and the doc is re-measured.
 * Prints the figures. Skipped, with a message, without the data.
 */
import {
  accumulationLimitMessage,
  cellForLatLon,
  checkAccumulation,
  computeYearlyIndex,
  coverExposure,
  emptyMoments,
  type FitSummary,
  fittedPayoutStats,
  LIMIT_BELOW_MINIMUM_MESSAGE,
  normalDistribution,
  PRISM_GRID,
  quoteCoverage,
  type QuoteInput,
  resolveAccumulationLimits,
  underwritingReasons,
  fitLinearTrend,
  type ProgramCode,
  type RiskPeriod,
  type TemperatureFitSummary,
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

/** The chosen temperature fit's mean and sd (every temperature fit reports both). */
function temperatureFit(fit: FitSummary): TemperatureFitSummary {
  if (fit.kind === 'gamma' || fit.kind === 'none') throw new Error('a temperature fit was expected');
  return fit;
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

  const LIMIT = 10_000_000; // $100,000
  const dollars = (cents: number) => cents / 100;
  const quote = (input: Omit<QuoteInput, 'limitCents'> & { limitCents?: number }) =>
    quoteCoverage({ limitCents: LIMIT, ...input });
  const ltcLocations = () => [
    at(tmin, tampaCellOf(PLANT_CITY.lat, PLANT_CITY.lon), 0.6),
    at(tmin, tampaCellOf(TAMPA.lat, TAMPA.lon), 0.4),
  ];
  const meanOf = (v: readonly number[]) => v.reduce((a, b) => a + b, 0) / v.length;

  it('LTC Below 48 °F: the tail-aware fit follows the burn where the normal missed it; the sensitivity range refers it', () => {
    const r = quote({ program: 'LTC', period: JAN_FEB, locations: ltcLocations(), trigger: 48 });
    const o = r.options.find((x) => x.isRequested)!;
    expect(r.fit.kind).not.toBe('normal');
    figures['LTC fit chosen'] = r.fit.kind;
    const burn = record('LTC 48 burn EL, $', dollars(o.premium.expectedLossBurnCents), 0);
    const fitted = record('LTC 48 fitted EL (chosen fit), $', dollars(o.premium.expectedLossFittedCents!), 0);
    // The normal with the same mean and sd, as the engine fitted before.
    const normal = fittedPayoutStats(
      normalDistribution(temperatureFit(r.fit).mean, temperatureFit(r.fit).sd),
      o,
      emptyMoments(),
      new Float64Array(2),
    ).mean;
    record('LTC 48 fitted EL (normal), $', dollars(normal), 0);
    expect(Math.abs(fitted - burn)).toBeLessThan(Math.abs(dollars(normal) - burn));
    const range = o.sensitivity;
    record('LTC 48 sensitivity low, $', dollars(range.lowCents), 0);
    record('LTC 48 sensitivity high, $', dollars(range.highCents), 0);
    const ratio = record('LTC 48 sensitivity ratio', range.ratio!);
    expect(ratio).toBeGreaterThan(2);
    expect(
      underwritingReasons(
        { limitDollars: 100_000, dataOrigin: 'observed', priceRangeRatio: ratio },
        { automaticApprovalLimitDollars: 1_000_000 },
      ),
    ).toEqual(['WIDE_PRICE_RANGE']);
  });

  it('HTC Above 90.5 °F: the trend over every year is not significant and is dropped, so the history shown agrees with the price', () => {
    const r = quote({
      program: 'HTC',
      period: JUL_AUG,
      locations: [at(tmax, tampaCellOf(ST_PETE.lat, ST_PETE.lon))],
      trigger: 90.5,
    });
    expect(r.trend).toMatchObject({ significant: false, appliedSlopePerYear: 0 });
    record('HTC Theil–Sen slope over all years, °F/yr', r.trend.slopePerYear, 4);
    record('HTC Mann–Kendall z', r.trend.statistic);
    const o = r.options.find((x) => x.isRequested)!;
    const raw = record('HTC 90.5 observed table, $ a year', dollars(meanOf(o.historicalPayoutsCents)), 0);
    const asIfToday = record(
      'HTC 90.5 as-if-today table, $ a year',
      dollars(meanOf(o.asIfTodayPayoutsCents)),
      0,
    );
    const el = record('HTC 90.5 expected loss, $', dollars(o.premium.expectedLossCents), 0);
    // The as-if-today table's mean is the burn; the price's EL blends it with the fit.
    expect(asIfToday).toBeCloseTo(dollars(o.premium.expectedLossBurnCents), 0);
    expect(raw).toBe(asIfToday);
    expect(Math.abs(el - asIfToday) / asIfToday).toBeLessThan(0.4);
    record(
      'HTC 90.5 EL standard error / old SD x f',
      o.premium.standardErrorCents / (o.premium.payoutSdCents * r.standardErrorFactor),
    );
  });

  it('HPC 38→48 in: the significant summer trend is applied, the layer is refused above the 35% rate on line, and the nearest offerable trigger is found', () => {
    const input = {
      program: 'HPC' as const,
      period: SUMMER,
      locations: [at(ppt, tampaCellOf(TAMPA.lat, TAMPA.lon))],
      trigger: 38,
      exhaust: 48,
    };
    expect(() => quote(input)).toThrow(/the rate on line must be at most 35%/);
    const uncapped = quote({ ...input, parameters: { maximumRateOnLine: 1 } });
    expect(uncapped.trend).toMatchObject({ significant: true, adjustment: 'multiplicative' });
    record('HPC Jun–Sep trend, %/yr', 100 * uncapped.trend.relativeSlopePerYear!, 2);
    const o = uncapped.options.find((x) => x.isRequested)!;
    record('HPC 38→48 EL, $', dollars(o.premium.expectedLossCents), 0);
    record('HPC 38→48 rate on line (uncapped)', o.premium.rateOnLine, 3);
    record('HPC 38→48 sensitivity ratio', o.sensitivity.ratio!);
    const matched = quote({ ...input, targetMatch: true });
    const first = matched.options[0]!;
    record('HPC nearest offerable trigger, in', matched.targetMatch!.matchedTrigger);
    record('HPC nearest offerable net premium, $', dollars(first.premium.netPremiumCents), 0);
    expect(first.premium.rateOnLine).toBeLessThanOrEqual(0.35);
  });

  it('a $100 limit is refused; a $1bn limit on one cell is over the cell limit', () => {
    const input = {
      program: 'HPC' as const,
      period: SUMMER,
      locations: [at(ppt, tampaCellOf(TAMPA.lat, TAMPA.lon))],
      trigger: 44,
      exhaust: 54,
    };
    expect(() => quote({ ...input, limitCents: 10_000 })).toThrow(LIMIT_BELOW_MINIMUM_MESSAGE);
    const cell = cellForLatLon(PRISM_GRID, TAMPA.lat, TAMPA.lon)!;
    const decision = checkAccumulation(
      coverExposure({
        datasetId: 'prism-precip-daily',
        limitCents: 100_000_000_000,
        locations: [{ ...TAMPA, weight: 1, state: 'FL', cell }],
      }),
      new Map(),
      resolveAccumulationLimits(),
    );
    expect(decision.refused?.scope.kind).toBe('cell');
    figures['$1bn on one cell'] = accumulationLimitMessage(decision.refused!);
  });

  it('29 February: a Dec–Mar rain sum in a leap year is scaled to the common-year length', () => {
    const period: RiskPeriod = { startDate: '2027-12-01', endDate: '2028-03-31' };
    const cell = tampaCellOf(TAMPA.lat, TAMPA.lon);
    const index = yearly('LPC', period, [at(ppt, cell)], [2019]); // Dec 2019 – Mar 2020: 122 days
    const series = ppt.series(cell).values;
    const first = Math.round((Date.UTC(2019, 11, 1) - Date.UTC(1981, 0, 1)) / 86_400_000);
    let sum = 0;
    for (let d = 0; d < 122; d++) sum += series[first + d]! / 25.4;
    expect(index.values[0]).toBeCloseTo((sum * 121) / 122, 6);
    record('LPC Dec 2019–Mar 2020 raw sum, in', sum);
    record('LPC Dec 2019–Mar 2020 index (× 121/122), in', index.values[0]!);
  });

  it('prints the figures', () => {
    console.table(figures);
    expect(Object.keys(figures).length).toBeGreaterThan(0);
  });
});
