import type { FunctionsConfig } from '../../config.js';
import type { WeatherSource } from '../../ports/weather.js';
import { createDemoWeatherSource } from './demo-climate/demo-weather-source.js';
import type { BlobStore } from './grid-store/blob-store.js';
import { folderBlobStore } from './grid-store/folder-blob-store.js';
import { createGridWeatherSource } from './grid-store/grid-weather-source.js';
import { lazyS3BlobStore } from './grid-store/lazy-s3-blob-store.js';

/** The blob store named by the configuration, or null when none is configured. */
export function gridBlobStore(config: Pick<FunctionsConfig, 'gridStore' | 'region'>): BlobStore | null {
  const grid = config.gridStore;
  if (grid.kind === 'folder') return folderBlobStore(grid.dir);
  // The S3 client is imported on the first read (grid-store/lazy-s3-blob-store.ts).
  if (grid.kind === 's3') return lazyS3BlobStore(config.region, grid.bucket, grid.prefix);
  return null;
}

let shared: { key: string; source: WeatherSource } | undefined;

/**
 * The weather source of a Lambda or the local stack: the grid store named by the configuration
 * (folder `GRID_DIR` or S3 `GRID_BUCKET`/`GRID_PREFIX`) with the demo climate as the fallback for
 * datasets and cells without ingested data, or the demo climate alone when no store is set.
 * One instance per container (its cell cache is the point), keyed by the store settings.
 */
export function createWeatherSource(config: Pick<FunctionsConfig, 'gridStore' | 'region'>): WeatherSource {
  const key = JSON.stringify(config.gridStore);
  if (shared?.key === key) return shared.source;
  const store = gridBlobStore(config);
  const source = store ? createGridWeatherSource(store) : createDemoWeatherSource();
  shared = { key, source };
  return source;
}
