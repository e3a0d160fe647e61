/**
 * Writes ingested days into the grid store: merges them into each cell's object (read, merge,
 * write only when the bytes change) and updates the dataset's metadata once at the end.
 * Re-ingesting the same files writes nothing and leaves every object, metadata included, as it was.
 */
import {
  type DatasetId,
  type DayVersion,
  epochDayOfIso,
  expandVersions,
  compressVersions,
  extendCoverage,
  type GridCell,
  isoOfEpochDay,
} from '@almanac/core';
import type { BlobStore } from './blob-store.js';
import {
  type CellEncoding,
  countMissing,
  decodeCellRecord,
  encodeCellRecord,
  encodingOf,
  equalBytes,
  FLOAT32,
  mergeCellRecord,
} from './cell-record.js';
import { cellKey, metadataKey } from './grid-layout.js';
import {
  type GridMetadata,
  type GridSource,
  parseGridMetadata,
  serializeGridMetadata,
} from './grid-metadata.js';

export interface CellUpdate {
  readonly cell: GridCell;
  readonly firstDay: number;
  /** Native units, NaN for a day without a value. */
  readonly values: Float32Array;
}

/** What happened to one cell, for the report. */
export interface CellOutcome {
  readonly cell: GridCell;
  readonly status: 'created' | 'updated' | 'unchanged' | 'empty';
  /** Record span after the merge, and its days without a value. */
  readonly firstDay: number;
  readonly lastDay: number;
  readonly missingDays: number;
  /** The first few runs of missing days inside the span, `[firstDay, lastDay]` each. */
  readonly missingRuns: readonly (readonly [number, number])[];
}

const MAX_RUNS = 20;

/** Runs of NaN days in a record, at most `max`. */
function missingRuns(firstDay: number, values: Float32Array, max = MAX_RUNS): [number, number][] {
  const runs: [number, number][] = [];
  let start = -1;
  for (let i = 0; i <= values.length; i++) {
    const missing = i < values.length && values[i] !== values[i];
    if (missing && start < 0) start = i;
    if (!missing && start >= 0) {
      runs.push([firstDay + start, firstDay + i - 1]);
      start = -1;
      if (runs.length >= max) break;
    }
  }
  return runs;
}

export interface GridWriterOptions {
  /** Encoding of new objects (existing objects keep theirs). Default float32. */
  encoding?: CellEncoding;
  /** Parallel object reads/writes (default 16). */
  concurrency?: number;
  /** Timestamp for `updatedAt` (default: the clock; the CLI is an entry point). */
  now?: () => string;
}

export class GridDatasetWriter {
  readonly outcomes = new Map<string, CellOutcome>();
  private firstDay = Infinity;
  private lastDay = -Infinity;
  private created = 0;
  private readonly createdCells: GridCell[] = [];
  private changed = false;

  constructor(
    private readonly store: BlobStore,
    readonly datasetId: DatasetId,
    private readonly options: GridWriterOptions = {},
  ) {}

  /** Merges each update into its cell's object. */
  async write(updates: readonly CellUpdate[]): Promise<void> {
    const concurrency = this.options.concurrency ?? 16;
    let next = 0;
    const worker = async () => {
      while (next < updates.length) await this.writeOne(updates[next++]!);
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, updates.length) }, worker));
  }

  private async writeOne(update: CellUpdate): Promise<void> {
    const key = cellKey(this.datasetId, update.cell);
    const existingBytes = await this.store.get(key);
    const existing = existingBytes ? decodeCellRecord(existingBytes) : null;
    const merged = mergeCellRecord(existing, update);
    const id = `${update.cell.row},${update.cell.col}`;
    if (!merged) {
      if (!this.outcomes.has(id)) {
        const empty = { firstDay: NaN, lastDay: NaN, missingDays: 0, missingRuns: [] };
        this.outcomes.set(id, { cell: update.cell, status: 'empty', ...empty });
      }
      return;
    }
    const encoding = existingBytes ? encodingOf(existingBytes) : (this.options.encoding ?? FLOAT32);
    const bytes = encodeCellRecord(merged, encoding);
    let status: CellOutcome['status'] = 'unchanged';
    if (!equalBytes(existingBytes, bytes)) {
      await this.store.put(key, bytes);
      status = existingBytes ? 'updated' : 'created';
      this.changed = true;
      if (!existingBytes) {
        this.created++;
        this.createdCells.push(update.cell);
      }
    }
    const lastDay = merged.firstDay + merged.values.length - 1;
    this.firstDay = Math.min(this.firstDay, merged.firstDay);
    this.lastDay = Math.max(this.lastDay, lastDay);
    const previous = this.outcomes.get(id);
    this.outcomes.set(id, {
      cell: update.cell,
      status:
        previous && previous.status !== 'unchanged' && previous.status !== 'empty' ? previous.status : status,
      firstDay: merged.firstDay,
      lastDay,
      missingDays: countMissing(merged.values),
      missingRuns: missingRuns(merged.firstDay, merged.values),
    });
  }

  /**
   * Writes the dataset's metadata when anything changed; returns it (null: nothing stored yet).
   * `versions`: the ingested days' versions (over the stored ones), and `restamp`, applied to every
   * day once the latest date is known (CPC's real-time days turn stable with age).
   */
  async finish(
    sources: readonly GridSource[],
    versions: {
      days?: ReadonlyMap<number, DayVersion>;
      restamp?: (day: string, version: DayVersion, latestDate: string) => DayVersion;
    } = {},
  ): Promise<{ metadata: GridMetadata | null; changed: boolean }> {
    const key = metadataKey(this.datasetId);
    const oldBytes = await this.store.get(key);
    const old = oldBytes ? parseGridMetadata(oldBytes) : null;
    if (!old && this.firstDay > this.lastDay) return { metadata: null, changed: false };
    const byName = new Map((old?.sources ?? []).map((s) => [s.name, s]));
    for (const s of sources) byName.set(s.name, s);
    const firstDay = Math.min(this.firstDay, old ? epochDayOfIso(old.firstDate) : Infinity);
    const lastDay = Math.max(this.lastDay, old ? epochDayOfIso(old.latestDate) : -Infinity);
    const latestDate = isoOfEpochDay(lastDay);
    const days = expandVersions(old?.versions);
    for (const [day, v] of versions.days ?? []) days.set(day, v);
    if (versions.restamp) {
      for (const [day, v] of days) days.set(day, versions.restamp(isoOfEpochDay(day), v, latestDate));
    }
    const content = {
      datasetId: this.datasetId,
      firstDate: isoOfEpochDay(firstDay),
      latestDate,
      ingestedCells: (old?.ingestedCells ?? 0) + this.created,
      coverage: extendCoverage(
        old ? (old.coverage ?? { cells: old.ingestedCells }) : null,
        this.createdCells,
        this.created,
      ),
      ...(days.size ? { versions: compressVersions(days) } : {}),
      sources: [...byName.values()]
        .map((s) => ({ name: s.name, firstDate: s.firstDate, lastDate: s.lastDate }))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    };
    const same = old !== null && !this.changed && canonical(old) === canonical(content);
    if (same) return { metadata: old, changed: false };
    const metadata: GridMetadata = {
      ...content,
      updatedAt: (this.options.now ?? (() => new Date().toISOString()))(),
    };
    await this.store.put(key, serializeGridMetadata(metadata), 'application/json');
    return { metadata, changed: true };
  }
}

/** Metadata content without `updatedAt`, in a fixed key order, for comparison. */
const canonical = (m: Omit<GridMetadata, 'updatedAt'>): string =>
  JSON.stringify([
    m.datasetId,
    m.firstDate,
    m.latestDate,
    m.ingestedCells,
    m.sources.map((s) => [s.name, s.firstDate, s.lastDate]),
    m.coverage ?? null,
    m.versions ?? null,
  ]);
