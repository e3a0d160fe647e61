/**
 * Real-data tests on the Tampa Bay PRISM files (../shared/data/prism-tampa-bay, beside the
 * project): ingest a few years into a temporary grid store, then check that the pricing engine's
 * yearly index over the WeatherSource's series equals a straightforward computation read directly
 * from the GeoTIFF bands. Skipped, with a message, when the folder is absent (a fresh clone).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inflateSync } from 'node:zlib';
import {
  buildIndexHistory,
  cellForLatLon,
  computeYearlyIndex,
  dayOfYear,
  dateOfEpochDay,
  epochDayOf,
  epochDayOfIso,
  isLeapYear,
  PRISM_GRID,
  type ProgramCode,
  type RiskPeriod,
  windowForYear,
  parseRiskPeriod,
  YearStatus,
} from '@almanac/core';
import { fromArrayBuffer, fromFile, type GeoTIFFImage } from 'geotiff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WeatherSource } from '../../ports/weather.js';
import { folderBlobStore } from './grid-store/folder-blob-store.js';
import { createGridWeatherSource } from './grid-store/grid-weather-source.js';
import { ingestPrism } from './ingest/ingest-prism.js';

const DATA_DIR = resolve(import.meta.dirname, '../../../../../shared/data/prism-tampa-bay');
const present = existsSync(DATA_DIR);
if (!present) console.log(`${DATA_DIR} not found: skipping real-data tests`);

const TAMPA = { lat: 27.95, lon: -82.46 };
const PPT_YEARS = Array.from({ length: 22 }, (_, i) => 1983 + i); // 1983..2004
const TEMP_YEARS = [1999, 2000, 2003, 2004];
const fileOf = (variable: string, year: number) =>
  join(DATA_DIR, variable, `prism_${variable}_tampa-bay_${year}.tif`);

/** The pixel of a point in a yearly file, from the file's georeferencing. */
function pixelOf(image: GeoTIFFImage, lat: number, lon: number) {
  const [originLon, originLat] = image.getOrigin();
  const [dx, dy] = image.getResolution();
  return { col: Math.floor((lon - originLon!) / dx!), row: Math.floor((lat - originLat!) / dy!) };
}

/**
 * The bands of one pixel straight from a yearly file: `values[dayOfYear - 1]`. The PRISM files
 * hold one deflate strip per band (PlanarConfiguration 2, the whole grid in the strip) with the
 * floating-point predictor (3); the layout is checked, then each band is inflated with Node's zlib
 * and the predictor undone for the pixel's row only. geotiff's readRasters decodes the same 365
 * strips with a JavaScript inflate and predictor over whole bands, about 80 ms a file, which made
 * this oracle the slowest test of the project under load; its answer for one file is compared
 * with this one below.
 */
const pixelCache = new Map<string, Float32Array>();
async function pixelYear(variable: string, year: number, lat: number, lon: number): Promise<Float32Array> {
  const key = `${variable}/${year}`;
  const hit = pixelCache.get(key);
  if (hit) return hit;
  const file = await readFile(fileOf(variable, year));
  const image = await (
    await fromArrayBuffer(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength))
  ).getImage();
  const fd = image.fileDirectory;
  const width = image.getWidth();
  const bands = image.getSamplesPerPixel();
  const layout = [
    fd.getValue('PlanarConfiguration'),
    fd.getValue('Compression'),
    await fd.loadValue('Predictor'),
    Number(fd.getValue('RowsPerStrip')) >= image.getHeight(),
    image.getBitsPerSample(0),
    image.littleEndian,
  ];
  expect(layout).toEqual([2, 8, 3, true, 32, true]);
  const offsets = (await fd.loadValue('StripOffsets')) as ArrayLike<number>;
  const counts = (await fd.loadValue('StripByteCounts')) as ArrayLike<number>;
  const { col, row } = pixelOf(image, lat, lon);
  const rowBytes = width * 4;
  const out = new Float32Array(bands);
  const bytes = new Uint8Array(4);
  const asFloat = new DataView(bytes.buffer);
  for (let band = 0; band < bands; band++) {
    const strip = inflateSync(
      file.subarray(Number(offsets[band]), Number(offsets[band]) + Number(counts[band])),
    );
    // Predictor 3 per row: undo the byte-wise differencing, then the row is 4 byte planes, most
    // significant first; byte b of the pixel's value is in plane 3 - b.
    const line = Uint8Array.from(strip.subarray(row * rowBytes, (row + 1) * rowBytes));
    for (let i = 1; i < line.length; i++) line[i] = (line[i]! + line[i - 1]!) & 0xff;
    for (let b = 0; b < 4; b++) bytes[b] = line[(3 - b) * width + col]!;
    out[band] = asFloat.getFloat32(0, true);
  }
  pixelCache.set(key, out);
  return out;
}

/**
 * The index of one year computed the plain way from the GeoTIFF bands. A sum over a window with a
 * 29 February is scaled to the common-year length, (days - 1) / days (docs/pricing.md, section 3).
 */
async function independentIndex(program: ProgramCode, period: RiskPeriod, year: number): Promise<number> {
  const variable = program === 'HTC' ? 'tmax' : program === 'LTC' ? 'tmin' : 'ppt';
  const w = windowForYear(parseRiskPeriod(period), year);
  let sum = 0;
  for (let day = w.startDay; day <= w.endDay; day++) {
    const date = dateOfEpochDay(day);
    const v = (await pixelYear(variable, date.year, TAMPA.lat, TAMPA.lon))[dayOfYear(date) - 1]!;
    if (Number.isNaN(v)) throw new Error(`missing value on ${date.year}-${date.month}-${date.day}`);
    if (program === 'HPC') sum += Math.min(v / 25.4, 2.5);
    else if (program === 'LPC') sum += v / 25.4;
    else sum += (v * 9) / 5 + 32;
  }
  if (program === 'HTC' || program === 'LTC') return sum / w.dayCount;
  const leap =
    w.dayCount > 1 &&
    [year, year + 1].some(
      (y) => isLeapYear(y) && epochDayOf(y, 2, 29) >= w.startDay && epochDayOf(y, 2, 29) <= w.endDay,
    );
  return leap ? (sum * (w.dayCount - 1)) / w.dayCount : sum;
}

const CROSSING_NEW_YEAR: RiskPeriod = { startDate: '2026-11-15', endDate: '2027-02-14' };
const WITH_29_FEBRUARY: RiskPeriod = { startDate: '2028-01-01', endDate: '2028-02-29' };

describe.skipIf(!present)('Tampa Bay PRISM real data', () => {
  let dir: string;
  let source: WeatherSource;
  const seriesOf = async (datasetId: Parameters<WeatherSource['dailySeries']>[0]) => {
    const cell = cellForLatLon(PRISM_GRID, TAMPA.lat, TAMPA.lon)!;
    // As the pricing side asks: from the dataset's first date to its latest date with data.
    const { latestDate } = await source.metadata(datasetId);
    const [s] = await source.dailySeries(datasetId, [cell], '1981-01-01', latestDate);
    expect(s!.origin).toBe('observed');
    return s!.series;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tampa-grid-'));
    const store = folderBlobStore(dir);
    const files = [
      ...PPT_YEARS.map((y) => fileOf('ppt', y)),
      ...TEMP_YEARS.flatMap((y) => [fileOf('tmax', y), fileOf('tmin', y)]),
    ];
    const reports = await ingestPrism(store, files);
    for (const r of reports) {
      expect(r.cellsWithMissingDays).toBe(0);
      expect(r.cells.created).toBe(891);
    }
    source = createGridWeatherSource(store);
  }, 60_000);
  afterAll(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

  it('serves the ingested cells as observed, with metadata', async () => {
    expect(await source.metadata('prism-precip-daily')).toMatchObject({
      origin: 'observed',
      firstDate: '1983-01-01',
      latestDate: '2004-12-31',
      ingestedCells: 891,
    });
    // A cell outside the files is still priced, from the labelled demo climate.
    const [far] = await source.dailySeries(
      'prism-precip-daily',
      [{ row: 100, col: 100 }],
      '2004-01-01',
      '2004-01-31',
    );
    expect(far!.origin).toBe('demo');
  });

  it("reads a pixel's bands as geotiff's readRasters does (the cheaper read of the oracle)", async () => {
    const image = await (await fromFile(fileOf('ppt', 1990))).getImage();
    const { col, row } = pixelOf(image, TAMPA.lat, TAMPA.lon);
    const rasters = (await image.readRasters({
      window: [col, row, col + 1, row + 1],
      interleave: false,
    })) as unknown as Float32Array[];
    const viaGeotiff = Float32Array.from(rasters, (band) => band[0]!);
    expect(viaGeotiff).toHaveLength(365);
    expect(viaGeotiff.some((v) => v > 0)).toBe(true);
    expect(Array.from(await pixelYear('ppt', 1990, TAMPA.lat, TAMPA.lon))).toEqual(Array.from(viaGeotiff));
  });

  it.each([
    ['HPC', CROSSING_NEW_YEAR, [1999, 2003]],
    ['LPC', CROSSING_NEW_YEAR, [1999, 2003]],
    ['HPC', WITH_29_FEBRUARY, [2000, 2003, 2004]],
    ['HTC', CROSSING_NEW_YEAR, [1999, 2003]],
    ['LTC', CROSSING_NEW_YEAR, [1999, 2003]],
    ['HTC', WITH_29_FEBRUARY, [2000, 2003, 2004]],
    ['LTC', WITH_29_FEBRUARY, [2000, 2003, 2004]],
  ] as const)(
    '%s over %o equals the plain computation from the GeoTIFF bands',
    async (program, period, years) => {
      const dataset =
        program === 'HTC'
          ? 'prism_temp_max-daily'
          : program === 'LTC'
            ? 'prism_temp_min-daily'
            : 'prism-precip-daily';
      const series = await seriesOf(dataset);
      const engine = computeYearlyIndex({ program, period, locations: [{ weight: 1, series }] }, years);
      for (let i = 0; i < years.length; i++) {
        expect(engine.status[i]).toBe(YearStatus.COMPLETE);
        const expected = await independentIndex(program, period, years[i]!);
        expect(engine.values[i]).toBeCloseTo(expected, 9);
        console.log(
          `${program} ${period.startDate.slice(5)}..${period.endDate.slice(5)} ${years[i]}: engine ${engine.values[i]!.toFixed(6)}, GeoTIFF ${expected.toFixed(6)}`,
        );
      }
      // The window with 29 February has one more day in 2004 than in 2003 (a sum is scaled back).
      if (period === WITH_29_FEBRUARY) {
        expect(windowForYear(parseRiskPeriod(period), 2004).dayCount).toBe(60);
        expect(windowForYear(parseRiskPeriod(period), 2003).dayCount).toBe(59);
      }
    },
  );

  it('applies the 2.5 in daily cap before summing (HPC below LPC in summers with a day above 2.5 in)', async () => {
    const series = await seriesOf('prism-precip-daily');
    const summer: RiskPeriod = { startDate: '2026-06-01', endDate: '2026-09-30' };
    const years = PPT_YEARS;
    const hpc = computeYearlyIndex(
      { program: 'HPC', period: summer, locations: [{ weight: 1, series }] },
      years,
    );
    const lpc = computeYearlyIndex(
      { program: 'LPC', period: summer, locations: [{ weight: 1, series }] },
      years,
    );
    let capped = 0;
    for (let i = 0; i < years.length; i++) {
      expect(hpc.values[i]).toBeCloseTo(await independentIndex('HPC', summer, years[i]!), 9);
      expect(lpc.values[i]).toBeCloseTo(await independentIndex('LPC', summer, years[i]!), 9);
      if (lpc.values[i]! - hpc.values[i]! > 1e-9) capped++;
    }
    console.log(`Jun-Sep HPC < LPC (a day above 2.5 in) in ${capped} of ${years.length} years`);
    expect(capped).toBeGreaterThan(0);
  });

  it('builds a 20-year look-back for HPC that matches the GeoTIFFs year by year', async () => {
    const series = await seriesOf('prism-precip-daily');
    const history = buildIndexHistory({
      program: 'HPC',
      period: { startDate: '2005-11-15', endDate: '2006-02-14' },
      locations: [{ weight: 1, series }],
      lookBackYears: 20,
    });
    expect(Array.from(history.years)).toEqual(Array.from({ length: 20 }, (_, i) => 1984 + i));
    expect(history.skippedYears.map((s) => [s.year, s.reason])).toEqual([[2004, 'outside-data']]);
    for (let i = 0; i < history.years.length; i++) {
      const expected = await independentIndex(
        'HPC',
        { startDate: '2005-11-15', endDate: '2006-02-14' },
        history.years[i]!,
      );
      expect(history.values[i]).toBeCloseTo(expected, 9);
    }
  });

  it('matches the data README sanity figures (2004 grid-mean precipitation, July and January tmax)', async () => {
    const cells: { row: number; col: number }[] = [];
    for (let row = 0; row < 34; row++) {
      for (let col = 0; col < 29; col++) {
        cells.push(cellForLatLon(PRISM_GRID, 28.5833333 - row / 24, -82.875 + col / 24)!);
      }
    }
    const ppt = await source.dailySeries('prism-precip-daily', cells, '2004-01-01', '2004-12-31');
    const observed = ppt.filter((s) => s.origin === 'observed');
    expect(observed).toHaveLength(891);
    const annual = observed.map((s) => Array.from(s.series.values).reduce((a, v) => a + v, 0));
    const gridMean = annual.reduce((a, v) => a + v, 0) / annual.length;
    // The README's "about 1,367 mm" is the mean over all 29 x 34 = 986 pixels with the water
    // pixels counted as 0; over the 891 land cells the mean is about 1,512 mm.
    const overAllPixels = (gridMean * annual.length) / (29 * 34);
    console.log(
      `2004 annual precipitation: ${gridMean.toFixed(1)} mm mean over ${annual.length} land cells, ${overAllPixels.toFixed(1)} mm over all 986 pixels (water as 0)`,
    );
    expect(overAllPixels).toBeGreaterThan(1357);
    expect(overAllPixels).toBeLessThan(1377);
    expect(gridMean).toBeCloseTo(1512.2, 0);
    const tmax = await source.dailySeries('prism_temp_max-daily', cells, '2004-01-01', '2004-12-31');
    const mean = (from: string, to: string) => {
      const a = epochDayOfIso(from) - epochDayOfIso('2004-01-01');
      const b = epochDayOfIso(to) - epochDayOfIso('2004-01-01');
      let sum = 0;
      let n = 0;
      for (const s of tmax) {
        if (s.origin !== 'observed') continue;
        for (let d = a; d <= b; d++) {
          sum += s.series.values[d]!;
          n++;
        }
      }
      return sum / n;
    };
    const july = mean('2004-07-10', '2004-07-20');
    const january = mean('2004-01-01', '2004-01-10');
    console.log(`2004 mid-July tmax ${july.toFixed(1)} C, early-January tmax ${january.toFixed(1)} C`);
    expect(july).toBeGreaterThan(31);
    expect(july).toBeLessThan(35);
    expect(january).toBeGreaterThan(18);
    expect(january).toBeLessThan(26);
  });
});
