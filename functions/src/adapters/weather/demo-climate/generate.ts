/**
 * The demo climate generator: deterministic synthetic daily series for any cell of any dataset.
 *
 * Each (stream, cell, year) has its own seed, so a range of years is produced without generating
 * from the dataset's first year, and the same request always gives the same numbers. A year starts
 * from a state drawn from the stationary distribution (wet/dry, temperature anomaly) of its own
 * seed, so there is no carry-over across New Year (a simplification of the demo).
 *
 * Precipitation (mm): a two-state Markov chain for wet-day occurrence with persistence r
 * (P(wet|wet) = pi + r(1 - pi), P(wet|dry) = pi(1 - r)), mixed-exponential wet-day amounts (75%
 * from an exponential with mean m, 25% with mean 5m: right-skewed, occasional large totals), a
 * seasonal cycle, a year-to-year factor (log-normal, sd 0.15) and a trend of +1.5% per decade.
 * Temperature (deg C): a harmonic seasonal cycle, AR(1) daily anomalies (phi 0.7) shared by tmax
 * and tmin, a year-to-year offset (sd 0.6), a warming trend of 0.25 deg C per decade, and a daily
 * diurnal range of at least 1 deg C, so tmin < tmax on every day.
 */
import { isLeapYear } from '@almanac/core';
import type { CellClimate } from './climatology.js';
import { mulberry32 } from '@almanac/core';
import { mixHash, normalSource } from './prng.js';

/** Year the trends are centred on (trend term 0). */
export const TREND_REFERENCE_YEAR = 1990;
export const WARMING_C_PER_DECADE = 0.25;
export const PRECIP_TREND_PER_DECADE = 0.015;
const PERSISTENCE_AR1 = 0.7;
const YEAR_PRECIP_SD = 0.15;
const YEAR_TEMP_SD_C = 0.6;
const LIGHT_SHARE = 0.75;
const HEAVY_RATIO = 5;
const TWO_PI = 2 * Math.PI;

/** Precipitation (mm) for each day of `year` into `out[offset..]`. */
export function precipitationYear(
  climate: CellClimate,
  seed: number,
  year: number,
  out: Float32Array,
  offset: number,
): void {
  const uniform = mulberry32(mixHash(seed, year));
  const normal = normalSource(uniform);
  const days = isLeapYear(year) ? 366 : 365;
  const dailyMean = climate.annualPrecipMm / 365.25;
  const yearFactor =
    Math.exp(YEAR_PRECIP_SD * normal() - (YEAR_PRECIP_SD * YEAR_PRECIP_SD) / 2) *
    (1 + (PRECIP_TREND_PER_DECADE * (year - TREND_REFERENCE_YEAR)) / 10);
  const r = climate.wetPersistence;
  const amp = climate.precipAmplitude;
  const peak = climate.precipPeakDay;
  const lightMeanShare = 1 / (LIGHT_SHARE + (1 - LIGHT_SHARE) * HEAVY_RATIO);
  let wet = uniform() < climate.wetFraction;
  for (let d = 0; d < days; d++) {
    const season = 1 + amp * Math.cos((TWO_PI * (d + 1 - peak)) / 365.25);
    let pi = climate.wetFraction * Math.sqrt(season);
    if (pi > 0.9) pi = 0.9;
    const pWet = wet ? pi + r * (1 - pi) : pi * (1 - r);
    wet = uniform() < pWet;
    if (!wet) {
      out[offset + d] = 0;
      continue;
    }
    const wetMean = (dailyMean * season * yearFactor) / pi;
    const mean = uniform() < LIGHT_SHARE ? wetMean * lightMeanShare : wetMean * lightMeanShare * HEAVY_RATIO;
    // Exponential amount, floored at 0.01 mm so a wet day is never 0 after rounding.
    out[offset + d] = 0.01 + -mean * Math.log(1 - uniform());
  }
}

/** tmax and tmin (deg C) for each day of `year` into `tmax[offset..]` and `tmin[offset..]`. */
export function temperatureYear(
  climate: CellClimate,
  seed: number,
  year: number,
  tmax: Float32Array | null,
  tmin: Float32Array | null,
  offset: number,
): void {
  const uniform = mulberry32(mixHash(seed, year));
  const normal = normalSource(uniform);
  const days = isLeapYear(year) ? 366 : 365;
  const yearOffset = YEAR_TEMP_SD_C * normal() + (WARMING_C_PER_DECADE * (year - TREND_REFERENCE_YEAR)) / 10;
  const sdMid = (climate.anomalySdSummerC + climate.anomalySdWinterC) / 2;
  const sdHalfRange = (climate.anomalySdWinterC - climate.anomalySdSummerC) / 2;
  const innovation = Math.sqrt(1 - PERSISTENCE_AR1 * PERSISTENCE_AR1);
  let z = normal(); // standardised anomaly, stationary N(0, 1)
  for (let d = 0; d < days; d++) {
    const phase = (TWO_PI * (d + 1 - climate.tempPeakDay)) / 365.25;
    const seasonal = Math.cos(phase); // 1 at the warm peak, -1 in the cold season
    z = PERSISTENCE_AR1 * z + innovation * normal();
    const sd = sdMid - sdHalfRange * seasonal;
    const mean = climate.meanTempC + climate.tempAmplitudeC * seasonal + yearOffset + sd * z;
    let range = climate.diurnalRangeC + 1.5 * normal();
    if (range < 1) range = 1;
    if (tmax) tmax[offset + d] = mean + range / 2;
    if (tmin) tmin[offset + d] = mean - range / 2;
  }
}
