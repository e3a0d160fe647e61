/**
 * Ingests PRISM rasters into the grid store: yearly multi-band GeoTIFFs (band i = day i, each band
 * described `<YYYY-MM-DD> <version>`), single-day GeoTIFF/COG and BIL files. Pixels map to PRISM
 * grid cells by the file's geotransform; nodata becomes a missing day. Each day's version (stable,
 * provisional, early) comes from its band's stamp or the file name (`_stable_`, `_provisional_`).
 */
import { basename } from 'node:path';
import {
  type DatasetId,
  epochDayOf,
  epochDayOfIso,
  isLeapYear,
  PRISM_GRID,
  prismDayVersion,
} from '@almanac/core';
import type { BlobStore } from '../grid-store/blob-store.js';
import { DatasetIngest, type IngestOptions } from './dataset-ingest.js';
import type { DatasetIngestReport } from './ingest-report.js';
import { listRasterFiles, parsePrismFileName, prismDatasetOf } from './prism-files.js';
import { silentProgress } from './progress.js';
import type { Raster } from './raster.js';
import { cellValues, mapPixelsToCells, type PixelCellMap } from './raster-cells.js';
import { readBil } from './read-bil.js';
import { readGeoTiff } from './read-geotiff.js';

/** Date of band `b` (0-based): its description's date, else from the file name. */
function bandDay(
  raster: Raster,
  b: number,
  span: ReturnType<typeof parsePrismFileName> & object,
  file: string,
): number {
  const described = /^(\d{4}-\d{2}-\d{2})\b/.exec(raster.descriptions[b] ?? '')?.[1];
  if (described) {
    const day = epochDayOfIso(described);
    if (span.span.kind === 'yearly' && described.slice(0, 4) !== String(span.span.year)) {
      throw new Error(`${file}: band ${b + 1} is described ${described}, outside the file's year`);
    }
    return day;
  }
  if (span.span.kind === 'yearly') {
    const year = span.span.year;
    if (b >= (isLeapYear(year) ? 366 : 365)) throw new Error(`${file}: more bands than days in ${year}`);
    return epochDayOf(year, 1, 1) + b;
  }
  if (span.span.kind === 'daily') {
    if (raster.bands.length !== 1)
      throw new Error(`${file}: a single-day file with ${raster.bands.length} bands`);
    return epochDayOfIso(span.span.date);
  }
  throw new Error(
    `${file}: cannot tell the date of band ${b + 1} (no band description, no date in the name)`,
  );
}

/** Cell ids (row * cols + col) of a pixel map. */
const idsOf = (map: PixelCellMap): Int32Array =>
  Int32Array.from(map.cells, (c) => c.row * PRISM_GRID.cols + c.col);

export async function ingestPrism(
  store: BlobStore,
  inputs: readonly string[],
  options: IngestOptions = {},
): Promise<DatasetIngestReport[]> {
  const progress = options.progress ?? silentProgress;
  const files = await listRasterFiles(inputs);
  if (!files.length) throw new Error(`No PRISM .tif or .bil files in ${inputs.join(', ')}`);
  const plan = files.map((file) => {
    const name = parsePrismFileName(basename(file));
    const variable = options.variable ?? name?.variable;
    if (!name || !variable) {
      throw new Error(`${file}: not a PRISM ppt/tmax/tmin file name (use --variable to say which variable)`);
    }
    return { file, name, datasetId: prismDatasetOf[variable] };
  });
  const byDataset = new Map<DatasetId, DatasetIngest>();
  const maps = new Map<string, { map: PixelCellMap; ids: Int32Array }>();
  progress.start('ingest prism', plan.length);
  for (const { file, name, datasetId } of plan) {
    let ingest = byDataset.get(datasetId);
    if (!ingest) byDataset.set(datasetId, (ingest = new DatasetIngest(store, datasetId, options)));
    const raster = name.format === 'bil' ? await readBil(file) : await readGeoTiff(file);
    const geometry = [
      raster.width,
      raster.height,
      raster.originLon,
      raster.originLat,
      raster.pixelLon,
      raster.pixelLat,
    ].join();
    let mapped = maps.get(geometry);
    if (!mapped) {
      const map = mapPixelsToCells(raster, PRISM_GRID);
      maps.set(geometry, (mapped = { map, ids: idsOf(map) }));
    }
    if (!mapped.map.cells.length) progress.log(`${file}: no pixel falls inside the PRISM grid`);
    const { map, ids } = mapped;
    await ingest.addFile(
      basename(file),
      (function* () {
        for (let b = 0; b < raster.bands.length; b++) {
          const day = bandDay(raster, b, name, file);
          // The band's stamp (`2004-08-12 v8-2005-02-21`), else the file name's status word.
          const version = prismDayVersion(raster.descriptions[b]) ?? prismDayVersion(basename(file));
          yield { day, cellIds: ids, values: cellValues(map, raster.bands[b]!), version };
        }
      })(),
    );
    progress.tick(1, basename(file));
  }
  progress.done();
  const reports: DatasetIngestReport[] = [];
  for (const ingest of byDataset.values()) reports.push(await ingest.finish());
  return reports;
}
