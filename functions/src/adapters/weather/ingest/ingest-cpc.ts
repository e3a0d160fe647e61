/**
 * Ingests CPC US unified daily precipitation NetCDF4 files (`precip.V1.0.YYYY.nc`) into the grid
 * store (dataset `cpc_precip_us-daily`). Cells are found from each file's lat/lon values.
 */
import { readdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { CPC_GRID, cellForLatLon, cpcDayVersion, type DayVersion, isoOfEpochDay } from '@almanac/core';
import type { BlobStore } from '../grid-store/blob-store.js';
import { type DatasetIngestReport } from './ingest-report.js';
import { DatasetIngest, type IngestOptions } from './dataset-ingest.js';
import { silentProgress } from './progress.js';
import { readCpcNetcdf } from './read-cpc-netcdf.js';

/** The NetCDF files named by the arguments: files as given, folders searched recursively. */
export async function listNetcdfFiles(inputs: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const input of inputs) {
    if ((await stat(input)).isDirectory()) {
      for (const e of await readdir(input, { recursive: true, withFileTypes: true })) {
        if (e.isFile() && /\.nc$/i.test(e.name)) files.push(join(e.parentPath, e.name));
      }
    } else files.push(input);
  }
  return [...new Set(files)].sort();
}

export async function ingestCpc(
  store: BlobStore,
  files: readonly string[],
  options: Omit<IngestOptions, 'variable'> = {},
): Promise<DatasetIngestReport> {
  const progress = options.progress ?? silentProgress;
  if (!files.length) throw new Error('No CPC files given');
  // Retrospective years are final; real-time days turn stable CPC_PROVISIONAL_DAYS after the latest.
  const restamp = (day: string, version: DayVersion, latestDate: string): DayVersion =>
    version.stamp === 'real-time' ? cpcDayVersion(day, latestDate) : version;
  const ingest = new DatasetIngest(store, 'cpc_precip_us-daily', options, restamp);
  progress.start('ingest cpc', files.length);
  for (const file of [...files].sort()) {
    const data = await readCpcNetcdf(file);
    const nLat = data.lats.length;
    const nLon = data.lons.length;
    // Grid position of every (lat, lon) of the file; -1 outside the CPC grid.
    const ids: number[] = [];
    const offsets: number[] = [];
    for (let i = 0; i < nLat; i++) {
      for (let j = 0; j < nLon; j++) {
        const cell = cellForLatLon(CPC_GRID, data.lats[i]!, data.lons[j]!);
        if (!cell) continue;
        ids.push(cell.row * CPC_GRID.cols + cell.col);
        offsets.push(i * nLon + j);
      }
    }
    const cellIds = Int32Array.from(ids);
    const values = new Float32Array(cellIds.length);
    await ingest.addFile(
      basename(file),
      (function* () {
        for (let t = 0; t < data.days.length; t++) {
          const base = t * nLat * nLon;
          for (let k = 0; k < offsets.length; k++) values[k] = data.precip[base + offsets[k]!]!;
          const day = data.days[t]!;
          // Provisional for now; `restamp` decides once the latest day is known.
          yield { day, cellIds, values, version: cpcDayVersion(isoOfEpochDay(day), isoOfEpochDay(day)) };
        }
      })(),
    );
    progress.tick(1, basename(file));
  }
  progress.done();
  return ingest.finish();
}
