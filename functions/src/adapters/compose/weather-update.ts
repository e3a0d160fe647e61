import type { FunctionsConfig } from '../../config.js';
import type { Logger, Ports } from '../../ports/index.js';
import { cryptoRandom } from '../crypto/random.js';
import { dynamoDataUpdateRunRepository } from '../dynamodb/data-update-runs.js';
import { CPC_BASE_URL } from '../weather/ingest/download-cpc.js';
import {
  gridDatasetUpdater,
  type GridDatasetUpdaterOptions,
} from '../weather/ingest/grid-dataset-updater.js';
import { gridBlobStore } from '../weather/create-weather-source.js';
import { systemClock, tableOf } from './shared.js';

export type WeatherUpdatePorts = Pick<
  Ports,
  'dataUpdateRuns' | 'datasetUpdater' | 'clock' | 'random' | 'logger'
>;

/** The sources this build can update (WEATHER_UPDATE_SOURCES); PRISM is a follow-up (docs/operations.md). */
const KNOWN_SOURCES = ['cpc'];

/**
 * The updater's options from the configuration: CPC from CPC_BASE_URL (default NOAA PSL's RT
 * folder) when `cpc` is a source. Unknown names and a missing grid store are logged, not fatal.
 */
export function datasetUpdaterOptions(
  config: Pick<FunctionsConfig, 'weatherUpdate' | 'gridStore'>,
  logger: Logger,
): GridDatasetUpdaterOptions {
  const { sources, cpcBaseUrl } = config.weatherUpdate;
  const unknown = sources.filter((s) => !KNOWN_SOURCES.includes(s));
  if (unknown.length)
    logger.warn('Weather data update: sources not supported, ignored', { sources: unknown });
  if (sources.length && config.gridStore.kind === 'none') {
    logger.warn('Weather data update: no grid store configured (GRID_BUCKET or GRID_DIR)');
    return {};
  }
  return sources.includes('cpc') ? { cpcBaseUrl: cpcBaseUrl ?? CPC_BASE_URL } : {};
}

/** The weather data update job: the runs table, the grid store and the configured sources. */
export function composeWeatherUpdatePorts(config: FunctionsConfig, logger: Logger): WeatherUpdatePorts {
  const [db, table] = tableOf(config);
  const store = gridBlobStore(config);
  const options = datasetUpdaterOptions(config, logger);
  return {
    dataUpdateRuns: dynamoDataUpdateRunRepository(db, table),
    datasetUpdater: gridDatasetUpdater(store ?? nullStore, options),
    clock: systemClock,
    random: cryptoRandom,
    logger,
  };
}

/** No grid store: the updater has no dataset, so it is never read. */
const nullStore = {
  description: 'none',
  get: async () => null,
  put: async () => {
    throw new Error('No grid store configured');
  },
};
