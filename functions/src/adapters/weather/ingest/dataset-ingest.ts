import { type DatasetId, datasets, type DayVersion, isoOfEpochDay } from '@almanac/core';
import type { BlobStore } from '../grid-store/blob-store.js';
import type { CellEncoding } from '../grid-store/cell-record.js';
import type { GridSource } from '../grid-store/grid-metadata.js';
import { GridDatasetWriter } from '../grid-store/grid-writer.js';
import { DayAccumulator } from './day-accumulator.js';
import { buildDatasetReport, type DatasetIngestReport } from './ingest-report.js';
import type { PrismVariable } from './prism-files.js';
import type { Progress } from './progress.js';

export interface IngestOptions {
  /** Overrides the variable read from file names. */
  variable?: PrismVariable;
  encoding?: CellEncoding;
  progress?: Progress;
  /** Flush to the store when this many values are held in memory (default 32M, ~128 MB). */
  flushValues?: number;
  now?: () => string;
}

/** Per dataset state while files are read. */
export class DatasetIngest {
  readonly writer: GridDatasetWriter;
  readonly accumulator: DayAccumulator;
  readonly sources: GridSource[] = [];
  readonly daysWithData = new Set<number>();
  readonly emptyDays = new Set<number>();
  readonly mappedCells = new Set<number>();
  readonly cellsWithData = new Set<number>();
  /** The version of each day with data, when the files say it (core/src/weather/data-versions.ts). */
  readonly dayVersions = new Map<number, DayVersion>();
  files = 0;

  constructor(
    store: BlobStore,
    readonly datasetId: DatasetId,
    private readonly options: IngestOptions,
    /** Applied to every day's version once the latest date is known (CPC's real-time days). */
    private readonly restamp?: (day: string, version: DayVersion, latestDate: string) => DayVersion,
  ) {
    this.writer = new GridDatasetWriter(store, datasetId, { encoding: options.encoding, now: options.now });
    this.accumulator = new DayAccumulator(datasets[datasetId].grid);
  }

  /** One day's values of `cellIds`, and its version when known. */
  addDay(day: number, cellIds: Int32Array, values: Float32Array, version?: DayVersion | null): boolean {
    let any = false;
    for (let k = 0; k < cellIds.length; k++) {
      this.mappedCells.add(cellIds[k]!);
      if (values[k] === values[k]) {
        any = true;
        this.cellsWithData.add(cellIds[k]!);
      }
    }
    if (any) {
      this.daysWithData.add(day);
      if (version) this.dayVersions.set(day, version);
      this.accumulator.addDay(day, cellIds, values);
    } else this.emptyDays.add(day);
    return any;
  }

  /**
   * Adds one file's days, records the file as a source (with its range of days with data) and
   * flushes when enough values are held.
   */
  async addFile(
    name: string,
    days: Iterable<{ day: number; cellIds: Int32Array; values: Float32Array; version?: DayVersion | null }>,
  ): Promise<void> {
    let first = Infinity;
    let last = -Infinity;
    for (const { day, cellIds, values, version } of days) {
      if (this.addDay(day, cellIds, values, version)) {
        first = Math.min(first, day);
        last = Math.max(last, day);
      }
    }
    this.files++;
    if (first <= last) {
      this.sources.push({ name, firstDate: isoOfEpochDay(first), lastDate: isoOfEpochDay(last) });
    }
    await this.flushIfFull();
  }

  async flushIfFull(): Promise<void> {
    if (this.accumulator.heldValues >= (this.options.flushValues ?? 32_000_000)) await this.flush();
  }

  async flush(): Promise<void> {
    const updates = this.accumulator.drain();
    if (updates.length) await this.writer.write(updates);
  }

  async finish(): Promise<DatasetIngestReport> {
    await this.flush();
    const { metadata, changed } = await this.writer.finish(this.sources, {
      days: this.dayVersions,
      restamp: this.restamp,
    });
    return buildDatasetReport({
      datasetId: this.datasetId,
      files: this.files,
      daysWithData: this.daysWithData,
      emptyDays: this.emptyDays,
      cellsWithoutData: this.mappedCells.size - this.cellsWithData.size,
      outcomes: this.writer.outcomes.values(),
      metadata,
      metadataChanged: changed,
    });
  }
}
