/**
 * The demo climate's climatology: smooth fields over CONUS that give each point an annual
 * precipitation total, a precipitation seasonal cycle, wet-day statistics, and a temperature
 * seasonal cycle. Shapes follow the broad US climate (wet Gulf/Southeast and Pacific Northwest, dry
 * Southwest and Great Basin; winter rain on the West Coast, summer rain on the Plains and in
 * Florida; larger seasonal swings inland and northwards), tuned by eye against 1991-2020 normals.
 * Synthetic, not a model of any real place: demo data is labelled as such wherever it is shown.
 */

export interface CellClimate {
  /** Mean annual precipitation (mm). */
  readonly annualPrecipMm: number;
  /** Relative amplitude (0..0.9) and peak day of year of the precipitation seasonal cycle. */
  readonly precipAmplitude: number;
  readonly precipPeakDay: number;
  /** Mean share of wet days over the year. */
  readonly wetFraction: number;
  /** Occurrence persistence r = P(wet | wet yesterday) - P(wet | dry yesterday). */
  readonly wetPersistence: number;
  /** Annual mean of the daily mean temperature (deg C), in the reference year. */
  readonly meanTempC: number;
  /** Half the difference between the warmest and coldest days of the mean cycle (deg C). */
  readonly tempAmplitudeC: number;
  /** Day of year of the warmest mean day. */
  readonly tempPeakDay: number;
  /** Mean diurnal range tmax - tmin (deg C). */
  readonly diurnalRangeC: number;
  /** Standard deviation of the daily temperature anomaly in summer and in winter (deg C). */
  readonly anomalySdSummerC: number;
  readonly anomalySdWinterC: number;
}

const clamp = (x: number, lo: number, hi: number): number => (x < lo ? lo : x > hi ? hi : x);
const bump = (x: number, centre: number, width: number): number => Math.exp(-(((x - centre) / width) ** 2));
/** 0 below `from`, 1 above `to`, linear between (works for from > to as a falling ramp). */
const ramp = (x: number, from: number, to: number): number => clamp((x - from) / (to - from), 0, 1);

/** Mean annual precipitation (mm), about 200 (desert Southwest) to 1,700 (Olympic coast). */
export function annualPrecipMm(lat: number, lon: number): number {
  // East of the Plains about 1,100 mm, falling to about 380 mm at the foot of the Rockies.
  const plainsToEast = 380 + 720 * ramp(lon, -104, -94);
  // Interior and northern Plains are drier than the south (less Gulf moisture).
  const northernDrying = 1 - 0.35 * ramp(lat, 38, 48) * ramp(lon, -85, -97);
  let p = plainsToEast * northernDrying;
  // Gulf Coast and Southeast wet belt, Florida.
  p += 480 * bump(lat, 30.5, 3.5) * ramp(lon, -97, -90);
  // Appalachian and Northeast coastal boost.
  p += 150 * ramp(lon, -82, -76);
  // The West: dry basin and desert, wet Pacific Northwest coast, Sierra and northern California.
  const west = ramp(lon, -103, -106);
  const interiorWest = 330 - 110 * ramp(lat, 40, 33) * bump(lon, -113, 6);
  const pnw = 1350 * bump(lat, 47.5, 2.8) * bump(lon, -123.8, 1.6);
  const norCal = 550 * bump(lat, 40.5, 3) * bump(lon, -122.5, 1.6);
  const rockies = 180 * bump(lon, -107, 2.5) * ramp(lat, 34, 39);
  p = p * (1 - west) + (interiorWest + pnw + norCal + rockies) * west;
  return clamp(p, 180, 1800);
}

/** Approximate longitude of the Pacific coast at a latitude (piecewise linear, degrees). */
const COAST: readonly [lat: number, lon: number][] = [
  [32.5, -117.1],
  [34.5, -120.6],
  [37.8, -122.5],
  [40.5, -124.3],
  [48, -124.7],
];
export function pacificCoastLon(lat: number): number {
  if (lat <= COAST[0]![0]) return COAST[0]![1];
  for (let i = 1; i < COAST.length; i++) {
    const [lat1, lon1] = COAST[i]!;
    const [lat0, lon0] = COAST[i - 1]!;
    if (lat <= lat1) return lon0 + ((lat - lat0) / (lat1 - lat0)) * (lon1 - lon0);
  }
  return COAST[COAST.length - 1]![1];
}

/** Everything the generator needs about a point (latitude and longitude of a cell centre, degrees). */
export function cellClimate(lat: number, lon: number): CellClimate {
  const annual = annualPrecipMm(lat, lon);

  // Precipitation seasonal cycle: a weighted blend of regional regimes as phasors.
  const regimes: [weight: number, amplitude: number, peakDay: number][] = [
    [ramp(lon, -114, -121), 0.9, 15], // West Coast: winter rain, dry summer
    [bump(lat, 33.5, 3) * bump(lon, -109, 4), 0.55, 215], // Southwest monsoon
    [bump(lon, -98, 6) * ramp(lat, 28, 34), 0.6 + 0.15 * ramp(lat, 38, 47), 165], // Plains: May-July
    [ramp(lat, 30, 27.5) * ramp(lon, -86, -83), 0.65, 205], // Florida wet season
    [ramp(lon, -94, -86), 0.12, 190], // East: nearly uniform
  ];
  let sw = 0;
  let x = 0;
  let y = 0;
  for (const [w, a, peak] of regimes) {
    const phase = (2 * Math.PI * peak) / 365.25;
    sw += w;
    x += w * a * Math.cos(phase);
    y += w * a * Math.sin(phase);
  }
  const weightSum = Math.max(sw, 1e-9);
  const precipAmplitude = clamp(Math.hypot(x, y) / weightSum, 0, 0.9);
  let precipPeakDay = (Math.atan2(y, x) * 365.25) / (2 * Math.PI);
  if (precipPeakDay < 0) precipPeakDay += 365.25;

  const wetFraction = clamp(0.06 + annual / 4500, 0.08, 0.48);
  const wetPersistence = 0.28 + 0.12 * ramp(lon, -114, -121);

  // Temperature: latitude, Pacific maritime influence, western elevation, continentality.
  const coastDistance = lon - pacificCoastLon(lat); // degrees of longitude inland
  const pacific = ramp(coastDistance, 4, 0);
  const intermountain = ramp(lon, -103, -108);
  const continentality =
    clamp(coastDistance / 8, 0.15, 1) * (lon > -80 ? 0.85 : 1) * (1 - 0.3 * intermountain);
  const elevation = 5 * bump(lon, -111, 5) * ramp(lat, 34, 38);
  const wetness = clamp((annual - 250) / 1000, 0, 1);
  const meanTempC =
    25.8 -
    0.85 * (lat - 25) +
    pacific * (4 * ramp(lat, 40, 46) - 1.5 * ramp(lat, 42, 36)) -
    elevation -
    continentality * ramp(lat, 40, 46) +
    3 * (1 - wetness) * ramp(lat, 37, 33);
  const tempAmplitudeC = 4 + 0.75 * (lat - 25) * continentality;
  const tempPeakDay = 200 + 20 * (1 - continentality);
  const diurnalRangeC = (9 + 8 * (1 - wetness)) * (1 - 0.5 * pacific);
  const northInland = 0.12 * clamp(lat - 25, 0, 25) * continentality;
  return {
    annualPrecipMm: annual,
    precipAmplitude,
    precipPeakDay,
    wetFraction,
    wetPersistence,
    meanTempC,
    tempAmplitudeC,
    tempPeakDay,
    diurnalRangeC,
    anomalySdSummerC: 1.4 + 0.5 * northInland,
    anomalySdWinterC: 1.8 + 1.5 * northInland,
  };
}
