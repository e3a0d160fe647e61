/**
 * The grid store as a `WeatherSource`, with the demo climate as the fallback:
 * - a dataset without metadata (nothing ingested) is served entirely by the demo climate;
 * - a dataset with data serves each cell from its object (origin `observed`; days outside the
 *   cell's record are NaN), and a cell without an object from the demo climate (origin `demo`),
 *   so a quote anywhere still prices, and says per location which origin it used.
 * Cell records are cached per container in a size-bounded LRU; the cache key includes the
 * dataset's `updatedAt`, so a re-ingest is seen once the metadata (cached for a short TTL) is.
 */
import { AppError, type DatasetId, type GridCell, isCellInGrid, isoOfEpochDay } from '@almanac/core';
import type { CellSeries, DatasetMetadata, WeatherSource } from '../../../ports/weather.js';
import { demoDailyValues } from '../demo-climate/demo-climate.js';
import { datasetOf, demoMetadata, parseDayRange } from '../demo-climate/demo-weather-source.js';
import type { BlobStore } from './blob-store.js';
import { type CellRecord, decodeCellRecord } from './cell-record.js';
import { cellKey, metadataKey } from './grid-layout.js';
import { type GridMetadata, parseGridMetadata } from './grid-metadata.js';
import { LruCache } from './lru-cache.js';

export interface GridWeatherSourceOptions {
  /** Bytes of decoded cell records kept in memory (default 64 MiB: about 1,000 cells of 45 years). */
  cacheBytes?: number;
  /** How long a dataset's metadata is trusted before it is read again (default 60 s). */
  metadataTtlMs?: number;
  now?: () => number;
}

const ABSENT_SIZE = 64;

export function createGridWeatherSource(
  store: BlobStore,
  options: GridWeatherSourceOptions = {},
): WeatherSource {
  const ttl = options.metadataTtlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const cells = new LruCache<CellRecord | null>(options.cacheBytes ?? 64 * 1024 * 1024);
  const inflight = new Map<string, Promise<CellRecord | null>>();
  const metadataCache = new Map<DatasetId, { at: number; value: Promise<GridMetadata | null> }>();

  const failure = (what: string, error: unknown): AppError =>
    new AppError('RISK_API_ERROR', `Weather data is unavailable (${what})`, {
      cause: error instanceof Error ? error.message : String(error),
    });

  const readMetadata = (datasetId: DatasetId): Promise<GridMetadata | null> => {
    const cached = metadataCache.get(datasetId);
    if (cached && now() - cached.at < ttl) return cached.value;
    const value = store.get(metadataKey(datasetId)).then(
      (bytes) => (bytes ? parseGridMetadata(bytes) : null),
      (error: unknown) => {
        metadataCache.delete(datasetId);
        throw failure(`${datasetId} metadata`, error);
      },
    );
    metadataCache.set(datasetId, { at: now(), value });
    return value;
  };

  const readCell = (datasetId: DatasetId, version: string, cell: GridCell): Promise<CellRecord | null> => {
    const key = cellKey(datasetId, cell);
    const cacheKey = `${version}|${key}`;
    const hit = cells.get(cacheKey);
    if (hit !== undefined) return Promise.resolve(hit);
    const pending = inflight.get(cacheKey);
    if (pending) return pending;
    const read = store
      .get(key)
      .then(
        (bytes) => {
          const record = bytes ? decodeCellRecord(bytes) : null;
          cells.set(cacheKey, record, record ? record.values.byteLength + ABSENT_SIZE : ABSENT_SIZE);
          return record;
        },
        (error: unknown) => {
          throw failure(`${datasetId} cell ${cell.row},${cell.col}`, error);
        },
      )
      .finally(() => inflight.delete(cacheKey));
    inflight.set(cacheKey, read);
    return read;
  };

  return {
    async dailySeries(datasetId, requested, firstDate, lastDate): Promise<CellSeries[]> {
      const dataset = datasetOf(datasetId);
      const { firstDay, lastDay } = parseDayRange(firstDate, lastDate);
      const first = isoOfEpochDay(firstDay);
      const metadata = await readMetadata(dataset.id);
      return Promise.all(
        requested.map(async (cell): Promise<CellSeries> => {
          if (!isCellInGrid(dataset.grid, cell)) {
            throw new AppError(
              'VALIDATION_ERROR',
              `Cell ${cell.row},${cell.col} is outside the ${dataset.id} grid`,
            );
          }
          const record = metadata ? await readCell(dataset.id, metadata.updatedAt, cell) : null;
          if (!record) {
            return {
              cell,
              series: { firstDate: first, values: demoDailyValues(dataset, cell, firstDay, lastDay) },
              origin: 'demo',
            };
          }
          const values = new Float32Array(lastDay - firstDay + 1).fill(NaN);
          const from = Math.max(firstDay, record.firstDay);
          const to = Math.min(lastDay, record.firstDay + record.values.length - 1);
          if (from <= to) {
            values.set(
              record.values.subarray(from - record.firstDay, to - record.firstDay + 1),
              from - firstDay,
            );
          }
          return { cell, series: { firstDate: first, values }, origin: 'observed' };
        }),
      );
    },

    async metadata(datasetId): Promise<DatasetMetadata> {
      const dataset = datasetOf(datasetId);
      const metadata = await readMetadata(dataset.id);
      if (!metadata) return demoMetadata(dataset.id);
      return {
        datasetId: dataset.id,
        origin: 'observed',
        firstDate: metadata.firstDate,
        latestDate: metadata.latestDate,
        ingestedCells: metadata.ingestedCells,
        updatedAt: metadata.updatedAt,
        ...(metadata.coverage ? { coverage: metadata.coverage } : {}),
        ...(metadata.versions ? { versions: metadata.versions } : {}),
      };
    },
  };
}
