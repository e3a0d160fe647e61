/**
 * Real data only where money is at stake (docs/pricing.md, "Data and versions"):
 * - outside a development stage (`allowDemoWeather` false: functions/src/config.ts) a quote is
 *   refused when a location's cell has no observed data, with core's message naming the dataset and
 *   the area its ingested data covers; a quote priced on the demo climate cannot be bound;
 * - a request that names no dataset prices from the program's first dataset with observed data for
 *   every cell (HPC/LPC: CPC, else PRISM precipitation), the default otherwise;
 * - every quote records the version of the data it priced from.
 */
import {
  AppError,
  DEMO_QUOTE_NOT_BINDABLE_MESSAGE,
  datasetCandidatesOf,
  type DatasetId,
  datasets,
  NO_OBSERVED_DATA,
  noObservedDataMessage,
  parseRiskPeriod,
  type QuoteDataVersion,
  quoteDataVersion,
  type QuoteRequest,
  resolveLocations,
  type ResolvedLocation,
  windowForYear,
} from '@almanac/core';
import type { CellSeries, DatasetMetadata, Ports, QuoteRecord } from '../../ports/index.js';

/** Ports that may say demo weather is allowed; absent (benchmarks, index views): allowed. */
export type DemoWeatherSetting = Partial<Pick<Ports, 'allowDemoWeather'>>;

const demoAllowed = (ports: DemoWeatherSetting) => ports.allowDemoWeather !== false;

const refusal = (datasetId: DatasetId, location: ResolvedLocation, metadata: DatasetMetadata) =>
  new AppError(
    'RISK_API_ERROR',
    noObservedDataMessage({
      datasetId,
      location,
      coverage:
        metadata.origin === 'demo' ? { cells: 0 } : (metadata.coverage ?? { cells: metadata.ingestedCells }),
    }),
    { reason: NO_OBSERVED_DATA, datasetId, lat: location.lat, lon: location.lon },
  );

/** Before reading series: a dataset with no ingested data at all is refused outside dev. */
export function assertDatasetObserved(
  ports: DemoWeatherSetting,
  datasetId: DatasetId,
  metadata: DatasetMetadata,
  locations: readonly ResolvedLocation[],
): void {
  if (demoAllowed(ports) || metadata.origin !== 'demo' || !locations.length) return;
  throw refusal(datasetId, locations[0]!, metadata);
}

/** After reading series: the first location whose cell came from the demo climate is refused outside dev. */
export function assertCellsObserved(
  ports: DemoWeatherSetting,
  datasetId: DatasetId,
  metadata: DatasetMetadata,
  locations: readonly ResolvedLocation[],
  series: readonly CellSeries[],
): void {
  if (demoAllowed(ports)) return;
  const demo = new Set(series.filter((s) => s.origin === 'demo').map((s) => `${s.cell.row},${s.cell.col}`));
  const location = locations.find((l) => demo.has(`${l.cell.row},${l.cell.col}`));
  if (location) throw refusal(datasetId, location, metadata);
}

/** Binding (submit, approve) refuses a quote priced on the demo climate outside dev. */
export function assertBindableData(ports: Pick<Ports, 'allowDemoWeather'>, quote: QuoteRecord): void {
  if (ports.allowDemoWeather || quote.data.origin !== 'demo') return;
  throw new AppError('VALIDATION_ERROR', DEMO_QUOTE_NOT_BINDABLE_MESSAGE, {
    reason: NO_OBSERVED_DATA,
    quoteId: quote.id,
  });
}

/**
 * The request with its dataset chosen when it named none (`datasetNamed` false): the program's
 * first dataset whose metadata is observed and whose every cell of the request has observed data;
 * the program's default when none has. A named dataset is kept as named.
 */
export async function withObservedDefaultDataset(
  ports: Pick<Ports, 'weather' | 'states'>,
  request: QuoteRequest,
): Promise<QuoteRequest> {
  if (request.datasetNamed !== false) return request;
  const candidates = datasetCandidatesOf(request.program);
  if (candidates.length < 2) return request;
  for (const datasetId of candidates) {
    let metadata: DatasetMetadata;
    try {
      metadata = await ports.weather.metadata(datasetId);
    } catch {
      continue;
    }
    if (metadata.origin !== 'observed') continue;
    // Locations outside the dataset's grid or in no US state: the normal checks will say so.
    let locations: ResolvedLocation[];
    try {
      locations = resolveLocations(request.locations, datasets[datasetId], await ports.states());
    } catch {
      return request;
    }
    const cells = [...new Map(locations.map((l) => [`${l.cell.row},${l.cell.col}`, l.cell])).values()];
    try {
      // One day is enough to learn each cell's origin (and warms the cell cache for the real read).
      const day = metadata.latestDate;
      const series = await ports.weather.dailySeries(datasetId, cells, day, day);
      if (series.every((s) => s.origin === 'observed')) return { ...request, datasetId };
    } catch {
      continue;
    }
  }
  return request;
}

/** What a quote records about the version of its data (core's quoteDataVersion over the look-back). */
export function quoteDataVersionOf(
  metadata: DatasetMetadata,
  period: { startDate: string; endDate: string },
  lookBackYears: readonly number[],
): QuoteDataVersion {
  const parsed = parseRiskPeriod(period);
  return quoteDataVersion({
    versions: metadata.origin === 'demo' ? null : metadata.versions,
    firstDate: metadata.firstDate,
    updatedAt: metadata.origin === 'demo' ? null : (metadata.updatedAt ?? null),
    windows: lookBackYears.map((year) => windowForYear(parsed, year)),
  });
}
