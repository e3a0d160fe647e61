/**
 * The trend policy, the sensitivity range and the as-if-today history measured on the real Tampa
 * Bay PRISM data (../shared/data/prism-tampa-bay, 1981..2024 complete): the figures of
 * docs/pricing.md ("Trend policy", "Sensitivity range") are printed here and their behaviour
 * asserted. Skipped, with a message, when the folder is absent (a fresh clone).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  type DailySeries,
  fitLinearTrend,
  fitRobustTrend,
  computeYearlyIndex,
  DEFAULT_PRICE_RANGE_REFERRAL_RATIO,
  type ProgramCode,
  quoteCoverage,
  type RiskPeriod,
  type PricingParameters,
} from '@almanac/core';
import { fromFile } from 'geotiff';
import { beforeAll, describe, expect, it } from 'vitest';

const DATA_DIR = resolve(import.meta.dirname, '../../../../../shared/data/prism-tampa-bay');
const present = existsSync(DATA_DIR);
if (!present) console.log(`${DATA_DIR} not found: skipping the real-data trend measurements`);

const YEARS = Array.from({ length: 44 }, (_, i) => 1981 + i); // 1981..2024, complete
const ORIGIN = { lon: -82.8958333, lat: 28.6041667 };
const STEP = 1 / 24;
const COLS = 29;
const ROWS = 34;

/** Every pixel of a variable, 1981..2024, as one daily series per pixel (NaN over water). */
async function readVariable(variable: string): Promise<Float32Array[]> {
  const perYear: Float32Array[][] = [];
  for (const year of YEARS) {
    const image = await (
      await fromFile(join(DATA_DIR, variable, `prism_${variable}_tampa-bay_${year}.tif`))
    ).getImage();
    perYear.push((await image.readRasters({ interleave: false })) as unknown as Float32Array[]);
  }
  const days = perYear.reduce((n, bands) => n + bands.length, 0);
  return Array.from({ length: COLS * ROWS }, (_, p) => {
    const out = new Float32Array(days);
    let d = 0;
    for (const bands of perYear) for (const band of bands) out[d++] = band[p]!;
    return out;
  });
}

const pixelOf = (lat: number, lon: number) =>
  Math.floor((ORIGIN.lat - lat) / STEP) * COLS + Math.floor((lon - ORIGIN.lon) / STEP);
const series = (values: Float32Array): DailySeries => ({ firstDate: '1981-01-01', values });

const TAMPA = { lat: 27.95, lon: -82.46 };
const ST_PETE = { lat: 27.77, lon: -82.64 };
const PLANT_CITY = { lat: 28.02, lon: -82.12 };
const JUN_SEP: RiskPeriod = { startDate: '2025-06-01', endDate: '2025-09-30' };
const JUL_AUG: RiskPeriod = { startDate: '2025-07-01', endDate: '2025-08-31' };
const JAN_FEB: RiskPeriod = { startDate: '2025-01-01', endDate: '2025-02-28' };
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

describe.skipIf(!present)('trend policy on the Tampa Bay PRISM data', () => {
  let ppt: Float32Array[];
  let tmax: Float32Array[];
  let tmin: Float32Array[];
  beforeAll(async () => {
    [ppt, tmax, tmin] = await Promise.all([readVariable('ppt'), readVariable('tmax'), readVariable('tmin')]);
  }, 240_000);

  const quote = (
    program: ProgramCode,
    period: RiskPeriod,
    locations: { weight: number; values: Float32Array }[],
    terms: { trigger?: number; exhaust?: number },
    parameters: Partial<PricingParameters> = {},
  ) =>
    quoteCoverage({
      program,
      period,
      locations: locations.map((l) => ({ weight: l.weight, series: series(l.values) })),
      limitCents: 10_000_000,
      ...terms,
      targetMatch: false,
      parameters,
    });

  it('HTC Jul-Aug (St Petersburg): estimated on all 44 years, tested, and the history agrees with the price', () => {
    const values = tmax[pixelOf(ST_PETE.lat, ST_PETE.lon)]!;
    const q = quote('HTC', JUL_AUG, [{ weight: 1, values }], { trigger: 90.5 });
    const t = q.trend;
    expect(t).toMatchObject({ method: 'theil-sen', firstYear: 1981, lastYear: 2024, yearsUsed: 44 });
    // The OLS slope of 1995..2024 alone, for comparison with the all-years Theil-Sen slope.
    const idx = computeYearlyIndex(
      { program: 'HTC', period: JUL_AUG, locations: [{ weight: 1, series: series(values) }] },
      YEARS,
    );
    const recent = fitLinearTrend(YEARS.slice(14), idx.values.slice(14)).slopePerYear;
    const o = q.options[0]!;
    const s = o.sensitivity;
    console.log(
      `HTC Jul-Aug St Pete: Theil-Sen ${t.slopePerYear.toFixed(4)} F/yr over 1981-2024 (z ${t.statistic.toFixed(2)}, ${t.significant ? 'applied' : 'dropped'}), OLS 1995-2024 ${recent.toFixed(4)} F/yr; ` +
        `Above 90.5 F on $100,000: EL ${dollars(o.premium.expectedLossCents)}, table observed ${dollars(o.historicalPayoutsCents.reduce((a, b) => a + b, 0) / o.historicalPayoutsCents.length)} a year, as if today ${dollars(o.asIfTodayPayoutsCents.reduce((a, b) => a + b, 0) / o.asIfTodayPayoutsCents.length)}; ` +
        `range ${dollars(s.lowCents)}-${dollars(s.highCents)} (ratio ${s.ratio?.toFixed(2) ?? 'unbounded'}): ${s.scenarios.map((x) => `${x.adjustment}/${x.years} ${dollars(x.expectedLossCents)}`).join(', ')}`,
    );
    // The as-if-today table's mean is the burn the price is built from.
    // Over all 44 years the summer maximum shows no monotone trend (the 1995-2024 slope is not
    // representative): dropped, so as if today is as observed.
    expect(t.significant).toBe(false);
    expect(o.asIfTodayPayoutsCents).toEqual(o.historicalPayoutsCents);
    const meanAsIfToday = o.asIfTodayPayoutsCents.reduce((a, b) => a + b, 0) / o.asIfTodayPayoutsCents.length;
    expect(Math.abs(meanAsIfToday - o.premium.expectedLossBurnCents)).toBeLessThanOrEqual(1);
    expect(s.scenarios).toHaveLength(4);
    expect(s.lowCents).toBeLessThanOrEqual(o.premium.expectedLossCents);
    expect(s.highCents).toBeGreaterThanOrEqual(o.premium.expectedLossCents);
  });

  it('LTC Jan-Feb (Plant City 60%, Tampa 40%): the sensitivity range across trend and history length', () => {
    const q = quote(
      'LTC',
      JAN_FEB,
      [
        { weight: 0.6, values: tmin[pixelOf(PLANT_CITY.lat, PLANT_CITY.lon)]! },
        { weight: 0.4, values: tmin[pixelOf(TAMPA.lat, TAMPA.lon)]! },
      ],
      { trigger: 48 },
    );
    const o = q.options[0]!;
    const s = o.sensitivity;
    console.log(
      `LTC Jan-Feb Plant City/Tampa: Theil-Sen ${q.trend.slopePerYear.toFixed(4)} F/yr (z ${q.trend.statistic.toFixed(2)}, ${q.trend.significant ? 'applied' : 'dropped'}); Below 48 F: EL ${dollars(o.premium.expectedLossCents)}; ` +
        `range ${dollars(s.lowCents)}-${dollars(s.highCents)} (ratio ${s.ratio?.toFixed(2) ?? 'unbounded'}): ${s.scenarios.map((x) => `${x.adjustment}/${x.years} ${dollars(x.expectedLossCents)}`).join(', ')}`,
    );
    // The trend choice and the history length move this cover's expected loss more than twofold:
    // its application goes to an underwriter.
    expect(s.ratio!).toBeGreaterThan(DEFAULT_PRICE_RANGE_REFERRAL_RATIO);
    // Warming winters: the cover pays less as if today than on the raw history.
    const byKey = new Map(s.scenarios.map((x) => [`${x.adjustment}/${x.years}`, x.expectedLossCents]));
    if (q.trend.slopePerYear > 0)
      expect(byKey.get('adjusted/all-years')!).toBeLessThan(byKey.get('raw/all-years')!);
  });

  it('HPC Jun-Sep (Tampa): a significant precipitation trend is applied multiplicatively; the share of cells with one', () => {
    const values = ppt[pixelOf(TAMPA.lat, TAMPA.lon)]!;
    // Measured without the maximum rate on line: near it once the trend applies (the 2027 layer is
    // refused: tests/integration/pricing-tampa-figures.test.ts).
    const q = quote(
      'HPC',
      JUN_SEP,
      [{ weight: 1, values }],
      { trigger: 38, exhaust: 48 },
      { maximumRateOnLine: 1 },
    );
    const o = q.options.find((x) => x.isRequested)!;
    const s = o.sensitivity;
    console.log(
      `HPC Jun-Sep Tampa: Theil-Sen ${q.trend.slopePerYear.toFixed(3)} in/yr (${((q.trend.relativeSlopePerYear ?? 0) * 100).toFixed(2)}%/yr, z ${q.trend.statistic.toFixed(2)}, ${q.trend.significant ? 'applied' : 'dropped'}); 38->48 in: EL ${dollars(o.premium.expectedLossCents)}, net ${dollars(o.premium.netPremiumCents)}; ` +
        `range ${dollars(s.lowCents)}-${dollars(s.highCents)} (ratio ${s.ratio?.toFixed(2) ?? 'unbounded'})`,
    );
    expect(q.trend).toMatchObject({ adjustment: 'multiplicative', significant: true });
    expect(s.ratio!).toBeGreaterThan(DEFAULT_PRICE_RANGE_REFERRAL_RATIO);
    expect(q.lookBack.adjustedIndexValues.every((v) => v >= 0)).toBe(true);
    // Every land cell: the Mann-Kendall test of its Jun-Sep total over 1981..2024.
    let land = 0;
    let significant = 0;
    let upward = 0;
    for (const cell of ppt) {
      if (Number.isNaN(cell[180]!)) continue;
      const idx = computeYearlyIndex(
        { program: 'HPC', period: JUN_SEP, locations: [{ weight: 1, series: series(cell) }] },
        YEARS,
      );
      if (!idx.values.every(Number.isFinite)) continue;
      land++;
      const t = fitRobustTrend(YEARS, idx.values);
      if (Math.abs(t.z) >= 1.96) {
        significant++;
        if (t.slopePerYear > 0) upward++;
      }
    }
    console.log(
      `HPC Jun-Sep: ${significant} of ${land} cells (${((100 * significant) / land).toFixed(1)}%) have a significant Mann-Kendall trend over 1981-2024, ${upward} upward`,
    );
    expect(land).toBeGreaterThan(800);
  });
});
