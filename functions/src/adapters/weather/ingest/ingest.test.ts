import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CPC_GRID,
  cellForLatLon,
  cpcIdForLatLon,
  cellOfCpcId,
  epochDayOfIso,
  isoOfEpochDay,
  PRISM_GRID,
} from '@almanac/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runDataCli } from '../../../cli/data.js';
import type { BlobStore } from '../grid-store/blob-store.js';
import { folderBlobStore } from '../grid-store/folder-blob-store.js';
import { createGridWeatherSource } from '../grid-store/grid-weather-source.js';
import { ingestCpc } from './ingest-cpc.js';
import { ingestPrism } from './ingest-prism.js';
import { formatDatasetReport } from './ingest-report.js';
import { parsePrismFileName } from './prism-files.js';
import { createProgress } from './progress.js';
import { buildGeoTiff } from './testing/tiny-geotiff.js';
import { CPC_FILL, writeTinyCpc } from './testing/tiny-netcdf.js';

// A 3 x 2 block of PRISM cells around Tampa: outer corner of cell (row 527, col 1020).
const ROW0 = 527;
const COL0 = 1020;
const ORIGIN_LON = -125 + COL0 / 24 - 1 / 48;
const ORIGIN_LAT = 599 / 12 - ROW0 / 24 + 1 / 48;
const NOW = () => '2026-11-21T12:00:00.000Z';

/**
 * A yearly PRISM-style file: `days` bands from 1 January, value = f(pixel, day), each band stamped
 * `stamp(day)` (default the stable `v8-<next year>-01-01`).
 */
function yearlyTiff(
  year: number,
  days: number,
  value: (pixel: number, day: number) => number,
  stamp: (day: number) => string = () => `v8-${year + 1}-01-01`,
): Uint8Array {
  const bands = Array.from({ length: days }, (_, d) =>
    Float32Array.from({ length: 6 }, (_, p) => value(p, d)),
  );
  const descriptions = bands.map(
    (_, d) => `${isoOfEpochDay(epochDayOfIso(`${year}-01-01`) + d)} ${stamp(d)}`,
  );
  return buildGeoTiff({
    width: 3,
    height: 2,
    originLon: ORIGIN_LON,
    originLat: ORIGIN_LAT,
    pixelLon: 1 / 24,
    pixelLat: 1 / 24,
    bands,
    descriptions,
    nodata: 'nan',
  });
}

/** ppt fixture: pixel 5 is water (always NaN); pixel 4 misses day 3; day 9 is empty everywhere. */
const ppt = (p: number, d: number) => (p === 5 || (p === 4 && d === 3) || d === 9 ? NaN : p * 10 + d / 10);

describe('ingest', () => {
  let dir: string;
  let store: BlobStore;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ingest-'));
    store = folderBlobStore(join(dir, 'grid'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('parses PRISM file names', () => {
    expect(parsePrismFileName('prism_ppt_tampa-bay_2004.tif')).toEqual({
      variable: 'ppt',
      format: 'tif',
      span: { kind: 'yearly', year: 2004 },
    });
    expect(parsePrismFileName('prism_tmax_us_30s_20240101.tif')?.span).toEqual({
      kind: 'daily',
      date: '2024-01-01',
    });
    expect(parsePrismFileName('PRISM_tmin_stable_4kmD2_19810101_bil.bil')).toEqual({
      variable: 'tmin',
      format: 'bil',
      span: { kind: 'daily', date: '1981-01-01' },
    });
    expect(parsePrismFileName('notes.txt')).toBeNull();
  });

  it('ingests a yearly multi-band PRISM GeoTIFF by band date, reports missing days, and is idempotent', async () => {
    const file = join(dir, 'prism_ppt_tampa-bay_2003.tif');
    await writeFile(file, yearlyTiff(2003, 12, ppt));
    const [report] = await ingestPrism(store, [dir], { now: NOW });
    expect(report).toMatchObject({
      datasetId: 'prism-precip-daily',
      files: 1,
      firstDate: '2003-01-01',
      lastDate: '2003-01-12',
      cells: { created: 5, updated: 0, unchanged: 0 },
      cellsWithoutData: 1,
      emptyDays: [['2003-01-10', '2003-01-10']],
      datasetGaps: [['2003-01-10', '2003-01-10']],
      cellsWithMissingDays: 1,
      missingCellDays: 1,
    });
    expect(report!.worstCells[0]).toEqual({
      cell: { row: ROW0 + 1, col: COL0 + 1 },
      missingDays: 1,
      runs: [['2003-01-04', '2003-01-04']],
    });
    const text = formatDatasetReport(report!).join('\n');
    expect(text).toContain('MISSING for every cell (no file has a value): 1 day: 2003-01-10');
    expect(text).toContain('MISSING days in 1 cell(s), 1 cell-days in all');
    expect(text).toContain('cell 528,1021');

    const source = createGridWeatherSource(store);
    const cell = { row: ROW0, col: COL0 + 2 }; // pixel 2
    const [s] = await source.dailySeries('prism-precip-daily', [cell], '2002-12-31', '2003-01-13');
    expect(s!.origin).toBe('observed');
    const expected = [NaN, ...Array.from({ length: 12 }, (_, d) => Math.fround(ppt(2, d))), NaN];
    expect(Array.from(s!.series.values)).toEqual(expected);
    expect(
      (
        await source.dailySeries(
          'prism-precip-daily',
          [{ row: ROW0 + 1, col: COL0 + 2 }],
          '2003-01-01',
          '2003-01-01',
        )
      )[0]!.origin,
    ).toBe('demo'); // water

    const before = await readFile(join(dir, 'grid', 'prism-precip-daily', 'metadata.json'), 'utf8');
    const [again] = await ingestPrism(store, [file], { now: () => '2030-01-01T00:00:00.000Z' });
    expect(again!.cells).toEqual({ created: 0, updated: 0, unchanged: 5 });
    expect(again!.metadataChanged).toBe(false);
    expect(await readFile(join(dir, 'grid', 'prism-precip-daily', 'metadata.json'), 'utf8')).toBe(before);
  });

  it("records each day's PRISM version (stable, provisional, early) and the stable re-issue over it", async () => {
    const file = join(dir, 'prism_ppt_tampa-bay_2025.tif');
    // Days 1-5 stable, 6-8 provisional (two re-issues), 9-10 the early estimate.
    const stamps = ['v8', 'v8', 'v8', 'v8', 'v8', 'v3', 'v3', 'v2', 'v1', 'v1'].map((v) => `${v}-2025-04-17`);
    await writeFile(
      file,
      yearlyTiff(
        2025,
        10,
        (p) => p,
        (d) => stamps[d]!,
      ),
    );
    const [report] = await ingestPrism(store, [file], { now: NOW });
    expect(report!.metadata!.versions!.runs).toEqual([
      { from: '2025-01-01', to: '2025-01-05', status: 'stable' },
      { from: '2025-01-06', to: '2025-01-07', status: 'provisional', stamp: 'v3-2025-04-17' },
      { from: '2025-01-08', to: '2025-01-08', status: 'provisional', stamp: 'v2-2025-04-17' },
      { from: '2025-01-09', to: '2025-01-10', status: 'early', stamp: 'v1-2025-04-17' },
    ]);
    expect(formatDatasetReport(report!).join('\n')).toContain(
      'versions: stable through 2025-01-05; provisional 3 day(s) (2025-01-06..2025-01-08); early 2 day(s) (2025-01-09..2025-01-10)',
    );
    const source = createGridWeatherSource(store, { metadataTtlMs: 0 });
    expect((await source.metadata('prism-precip-daily')).versions).toEqual(report!.metadata!.versions);
    // The stable grids of days 6-10 arrive: every day is stable.
    await writeFile(
      file,
      yearlyTiff(
        2025,
        10,
        (p) => p,
        () => 'v8-2025-11-21',
      ),
    );
    const [again] = await ingestPrism(store, [file], { now: () => '2025-11-22T00:00:00.000Z' });
    expect(again!.metadataChanged).toBe(true);
    expect(again!.metadata!.versions!.runs).toEqual([
      { from: '2025-01-01', to: '2025-01-10', status: 'stable' },
    ]);
    expect((await source.metadata('prism-precip-daily')).updatedAt).toBe('2025-11-22T00:00:00.000Z');
  });

  it('extends cells with a new year, crossing New Year', async () => {
    await writeFile(
      join(dir, 'prism_tmax_tampa-bay_2003.tif'),
      yearlyTiff(2003, 365, (p, d) => 20 + p + d / 1000),
    );
    await ingestPrism(store, [join(dir, 'prism_tmax_tampa-bay_2003.tif')], { now: NOW });
    await writeFile(
      join(dir, 'prism_tmax_tampa-bay_2004.tif'),
      yearlyTiff(2004, 3, (p) => 30 + p),
    );
    const [report] = await ingestPrism(store, [join(dir, 'prism_tmax_tampa-bay_2004.tif')], { now: NOW });
    expect(report!.cells).toEqual({ created: 0, updated: 6, unchanged: 0 });
    expect(report!.metadata).toMatchObject({
      firstDate: '2003-01-01',
      latestDate: '2004-01-03',
      ingestedCells: 6,
    });
    const source = createGridWeatherSource(store);
    const [s] = await source.dailySeries(
      'prismc-tmax-daily' as never,
      [{ row: ROW0, col: COL0 }],
      '2003-12-31',
      '2004-01-02',
    );
    expect(Array.from(s!.series.values)).toEqual([Math.fround(20 + 364 / 1000), 30, 30]);
  });

  it('averages finer (800 m) single-day pixels into 4 km cells and reads BIL files', async () => {
    // 10 x 10 pixels of 1/120 deg: exactly 2 x 2 PRISM cells; value = pixel column.
    const band = Float32Array.from({ length: 100 }, (_, i) => (i === 0 ? NaN : i % 10));
    await writeFile(
      join(dir, 'prism_tmax_us_30s_20240101.tif'),
      buildGeoTiff({
        width: 10,
        height: 10,
        originLon: ORIGIN_LON,
        originLat: ORIGIN_LAT,
        pixelLon: 1 / 120,
        pixelLat: 1 / 120,
        bands: [band],
        nodata: '-9999',
      }),
    );
    // A 4 km BIL: 2 x 1 pixels, big-endian, -9999 nodata in the second.
    const bil = Buffer.alloc(8);
    bil.writeFloatBE(-3.5, 0);
    bil.writeFloatBE(-9999, 4);
    await writeFile(join(dir, 'PRISM_tmin_stable_4kmD2_20240102_bil.bil'), bil);
    const hdr = [
      'BYTEORDER M',
      'LAYOUT BIL',
      'NROWS 1',
      'NCOLS 2',
      'NBANDS 1',
      'NBITS 32',
      'PIXELTYPE FLOAT',
      `ULXMAP ${-125 + COL0 / 24}`,
      `ULYMAP ${599 / 12 - ROW0 / 24}`,
      `XDIM ${1 / 24}`,
      `YDIM ${1 / 24}`,
      'NODATA -9999',
    ];
    await writeFile(join(dir, 'PRISM_tmin_stable_4kmD2_20240102_bil.hdr'), hdr.join('\n'));
    const reports = await ingestPrism(store, [dir], { now: NOW });
    expect(reports.map((r) => r.datasetId).sort()).toEqual(['prism_temp_max-daily', 'prism_temp_min-daily']);
    const source = createGridWeatherSource(store);
    const tmax = await source.dailySeries(
      'prism_temp_max-daily',
      [
        { row: ROW0, col: COL0 },
        { row: ROW0, col: COL0 + 1 },
      ],
      '2024-01-01',
      '2024-01-01',
    );
    // Cell (ROW0, COL0): columns 0..4 of rows 0..4, pixel (0, 0) missing: mean of 24 values.
    expect(tmax[0]!.series.values[0]).toBeCloseTo((4 * (0 + 1 + 2 + 3 + 4) + (1 + 2 + 3 + 4)) / 24, 5);
    expect(tmax[1]!.series.values[0]).toBeCloseTo(7, 5);
    const tmin = await source.dailySeries(
      'prism_temp_min-daily',
      [
        { row: ROW0, col: COL0 },
        { row: ROW0, col: COL0 + 1 },
      ],
      '2024-01-02',
      '2024-01-02',
    );
    expect(tmin.map((s) => [s.origin, s.series.values[0]])).toEqual([
      ['observed', -3.5],
      ['demo', expect.any(Number)],
    ]);
    expect(cellForLatLon(PRISM_GRID, 27.95, -82.46)).toEqual({ row: ROW0, col: COL0 + 1 });
  });

  it('refuses files it cannot date or name', async () => {
    await writeFile(
      join(dir, 'rain.tif'),
      yearlyTiff(2003, 1, () => 1),
    );
    await expect(ingestPrism(store, [join(dir, 'rain.tif')])).rejects.toThrow('--variable');
    // With --variable and band descriptions, the date comes from the band.
    const [r] = await ingestPrism(store, [join(dir, 'rain.tif')], { variable: 'ppt', now: NOW });
    expect(r!.firstDate).toBe('2003-01-01');
  });

  it('ingests CPC NetCDF4 files (hours or days since 1900), fill values as missing', async () => {
    const lats = [27.875, 28.125];
    const lons = [277.375, 277.625, 277.875]; // -82.625 .. -82.125
    const base = epochDayOfIso('1900-01-01');
    const days = [epochDayOfIso('2000-12-31'), epochDayOfIso('2001-01-01')];
    const precip = [
      [1, 2, 3, 4, 5, CPC_FILL], // day 1
      [0, 0.5, CPC_FILL, 7, 8, CPC_FILL], // day 2
    ].flat();
    await writeTinyCpc(join(dir, 'precip.V1.0.2000.nc'), {
      lats,
      lons,
      times: [(days[0]! - base) * 24],
      timeUnits: 'hours since 1900-01-01 00:00:0.0',
      precip: precip.slice(0, 6),
    });
    await writeTinyCpc(join(dir, 'precip.V1.0.2001.nc'), {
      lats,
      lons,
      times: [days[1]! - base],
      timeUnits: 'days since 1900-1-1',
      precip: precip.slice(6),
    });
    const report = await ingestCpc(
      store,
      [join(dir, 'precip.V1.0.2001.nc'), join(dir, 'precip.V1.0.2000.nc')],
      { now: NOW },
    );
    expect(report).toMatchObject({
      datasetId: 'cpc_precip_us-daily',
      files: 2,
      firstDate: '2000-12-31',
      lastDate: '2001-01-01',
      cells: { created: 5 },
      cellsWithoutData: 1,
      cellsWithMissingDays: 1,
    });
    const tampa = cellOfCpcId(cpcIdForLatLon(27.95, -82.46)!)!; // lat 27.875, lon -82.375
    expect(tampa).toEqual({ row: 31, col: 190 });
    const source = createGridWeatherSource(store);
    const [a, b] = await source.dailySeries(
      'cpc_precip_us-daily',
      [tampa, { row: 31, col: 191 }],
      '2000-12-31',
      '2001-01-01',
    );
    expect(Array.from(a!.series.values)).toEqual([2, 0.5]);
    expect(Array.from(b!.series.values)).toEqual([3, NaN]); // a fill value: missing, not zero
    // Retrospective years (to 2006) are final.
    expect(report.metadata!.versions!.runs).toEqual([
      { from: '2000-12-31', to: '2001-01-01', status: 'stable' },
    ]);
    expect(CPC_GRID.cols).toBe(300);

    // The CLI takes the folder, finds both files, and reports the missing day.
    const lines: string[] = [];
    const err = { isTTY: false, write: () => true } as unknown as NodeJS.WritableStream;
    const cli = ['ingest', 'cpc', dir, '--grid-dir', join(dir, 'cli-grid'), '--encoding', 'int16'];
    expect(await runDataCli(cli, { out: (l) => lines.push(l), err, env: {} })).toBe(0);
    expect(lines.join('\n')).toContain(
      'cpc_precip_us-daily: 2 file(s), days with data 2000-12-31..2001-01-01',
    );
    expect(lines.join('\n')).toContain('MISSING days in 1 cell(s), 1 cell-days in all');
  });

  it('CPC real-time days are provisional for 7 days after the latest, then stable as newer days arrive', async () => {
    const base = epochDayOfIso('1900-01-01');
    const first = epochDayOfIso('2025-03-01');
    const file = (days: number) =>
      writeTinyCpc(join(dir, 'precip.V1.0.2025.nc'), {
        lats: [27.875],
        lons: [277.625],
        times: Array.from({ length: days }, (_, i) => first + i - base),
        timeUnits: 'days since 1900-1-1',
        precip: Array.from({ length: days }, (_, i) => i / 10),
      });
    await file(10);
    const ten = await ingestCpc(store, [join(dir, 'precip.V1.0.2025.nc')], { now: NOW });
    expect(ten.metadata!.versions!.runs).toEqual([
      { from: '2025-03-01', to: '2025-03-03', status: 'stable' },
      { from: '2025-03-04', to: '2025-03-10', status: 'provisional', stamp: 'real-time' },
    ]);
    // The file grows by ten days (NOAA PSL rewrites it daily): the earlier days turn stable.
    await file(20);
    const twenty = await ingestCpc(store, [join(dir, 'precip.V1.0.2025.nc')], { now: NOW });
    expect(twenty.metadata!.versions!.runs).toEqual([
      { from: '2025-03-01', to: '2025-03-13', status: 'stable' },
      { from: '2025-03-14', to: '2025-03-20', status: 'provisional', stamp: 'real-time' },
    ]);
  });

  it('runs from the CLI with a report', async () => {
    await writeFile(join(dir, 'prism_ppt_tampa-bay_2003.tif'), yearlyTiff(2003, 12, ppt));
    const lines: string[] = [];
    const err = { isTTY: false, write: () => true } as unknown as NodeJS.WritableStream;
    const gridDir = join(dir, 'grid2');
    const code = await runDataCli(['ingest', 'prism', dir, '--grid-dir', gridDir], {
      out: (l) => lines.push(l),
      err,
      env: {},
    });
    expect(code).toBe(0);
    expect(lines.join('\n')).toContain(
      'prism-precip-daily: 1 file(s), days with data 2003-01-01..2003-01-12',
    );
    lines.length = 0;
    expect(
      await runDataCli(['info', '--grid-dir', gridDir], { out: (l) => lines.push(l), err, env: {} }),
    ).toBe(0);
    expect(lines).toContain('cpc_precip_us-daily: no ingested data (served by the demo climate)');
    expect(
      lines.some((l) => l.startsWith('prism-precip-daily: 2003-01-01..2003-01-12, 5 cells, 1 files')),
    ).toBe(true);
    await expect(
      runDataCli(['ingest', 'prism', dir, '--variable', 'rain'], { out: () => {}, err, env: {} }),
    ).rejects.toThrow('--variable must be');
  });
});

describe('progress', () => {
  const capture = (isTTY: boolean) => {
    const chunks: string[] = [];
    return { stream: { isTTY, columns: 60, write: (c: string) => chunks.push(c) }, chunks };
  };

  it('redraws one line on a terminal', () => {
    const { stream, chunks } = capture(true);
    let t = 0;
    const p = createProgress(stream, () => (t += 200));
    p.start('ingest', 4);
    p.tick(1, 'a.tif');
    p.tick(1, 'b.tif');
    p.done();
    expect(chunks.every((c) => c.startsWith('\r') || c === '\n')).toBe(true);
    expect(chunks.at(-2)).toContain('[########################] 100% 4/4');
  });

  it('prints plain lines otherwise, at most every 10%', () => {
    const { stream, chunks } = capture(false);
    const p = createProgress(stream, () => 0);
    p.start('ingest', 100);
    for (let i = 0; i < 100; i++) p.tick();
    p.done();
    expect(chunks.length).toBe(11);
    expect(chunks.every((c) => c.endsWith('\n') && !c.includes('\r'))).toBe(true);
  });
});
