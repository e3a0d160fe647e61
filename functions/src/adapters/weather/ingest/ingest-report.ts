/**
 * What an ingest did, per dataset, and above all which days are missing: days no file provided
 * (dataset gaps), days the files provided without any value (e.g. PRISM's not-yet-published days
 * of the current year), and per cell the days without a value inside the dataset's span. Missing
 * days are stored as missing (NaN) and never treated as zero.
 */
import {
  cellCentre,
  datasets,
  type DatasetId,
  epochDayOfIso,
  type GridCell,
  isoOfEpochDay,
  stableThrough,
} from '@almanac/core';
import type { GridMetadata } from '../grid-store/grid-metadata.js';
import type { CellOutcome } from '../grid-store/grid-writer.js';

export interface CellMissing {
  readonly cell: GridCell;
  readonly missingDays: number;
  readonly runs: readonly (readonly [string, string])[];
}

export interface DatasetIngestReport {
  readonly datasetId: DatasetId;
  readonly files: number;
  /** First and last day with data among this run's files. */
  readonly firstDate: string | null;
  readonly lastDate: string | null;
  readonly cells: { created: number; updated: number; unchanged: number };
  /** Cells the files cover that had no value at all (water, outside the mask). */
  readonly cellsWithoutData: number;
  /** Days inside the stored span without a value in any cell (no file covers them, or every file is empty there). */
  readonly datasetGaps: readonly (readonly [string, string])[];
  /** Days this run's files provided with no value in any cell. */
  readonly emptyDays: readonly (readonly [string, string])[];
  /** Cells touched by this run with days missing inside the stored span (gap days excluded). */
  readonly cellsWithMissingDays: number;
  readonly missingCellDays: number;
  /** The cells with most missing days (at most 10). */
  readonly worstCells: readonly CellMissing[];
  readonly metadata: GridMetadata | null;
  readonly metadataChanged: boolean;
}

type DayRange = readonly [number, number];

/** Sorted, merged ranges of a set of days. */
export function rangesOf(days: Iterable<number>): [number, number][] {
  const sorted = [...days].sort((a, b) => a - b);
  const out: [number, number][] = [];
  for (const d of sorted) {
    const last = out[out.length - 1];
    if (last && d <= last[1] + 1) last[1] = Math.max(last[1], d);
    else out.push([d, d]);
  }
  return out;
}

/** Days of [first, last] not inside any of `covered`. */
export function uncovered(first: number, last: number, covered: readonly DayRange[]): [number, number][] {
  const gaps: [number, number][] = [];
  let next = first;
  for (const [a, b] of [...covered].sort((x, y) => x[0] - y[0])) {
    if (b < next) continue;
    if (a > last) break;
    if (a > next) gaps.push([next, Math.min(a - 1, last)]);
    next = Math.max(next, b + 1);
  }
  if (next <= last) gaps.push([next, last]);
  return gaps;
}

const isoRange = ([a, b]: DayRange): [string, string] => [isoOfEpochDay(a), isoOfEpochDay(b)];
const overlap = (a: DayRange, b: DayRange): number =>
  Math.max(0, Math.min(a[1], b[1]) - Math.max(a[0], b[0]) + 1);

export function buildDatasetReport(input: {
  datasetId: DatasetId;
  files: number;
  daysWithData: Iterable<number>;
  emptyDays: Iterable<number>;
  cellsWithoutData: number;
  outcomes: Iterable<CellOutcome>;
  metadata: GridMetadata | null;
  metadataChanged: boolean;
}): DatasetIngestReport {
  const { metadata } = input;
  const withData = rangesOf(input.daysWithData);
  const span: DayRange | null = metadata
    ? [epochDayOfIso(metadata.firstDate), epochDayOfIso(metadata.latestDate)]
    : null;
  const sourceRanges: DayRange[] = (metadata?.sources ?? []).map((s) => [
    epochDayOfIso(s.firstDate),
    epochDayOfIso(s.lastDate),
  ]);
  // Days of the span without a value in any cell: not covered by any file, or empty in every file.
  const emptyRanges = rangesOf(input.emptyDays);
  const gaps = span
    ? rangesOf(
        [...uncovered(span[0], span[1], sourceRanges), ...emptyRanges].flatMap(([a, b]) => {
          const days: number[] = [];
          for (let d = Math.max(a, span[0]); d <= Math.min(b, span[1]); d++) days.push(d);
          return days;
        }),
      )
    : [];
  const gapDays = (r: DayRange) => gaps.reduce((n, g) => n + overlap(r, g), 0);
  const cells = { created: 0, updated: 0, unchanged: 0 };
  const missing: CellMissing[] = [];
  let missingCellDays = 0;
  for (const o of input.outcomes) {
    if (o.status === 'empty') continue;
    cells[o.status]++;
    if (!span) continue;
    // Days of the span without a value: before and after the cell's record, and NaN runs inside it.
    const runs: DayRange[] = [];
    if (o.firstDay > span[0]) runs.push([span[0], o.firstDay - 1]);
    runs.push(...o.missingRuns);
    if (o.lastDay < span[1]) runs.push([o.lastDay + 1, span[1]]);
    const inRecordBeyondRuns = o.missingDays - o.missingRuns.reduce((n, r) => n + (r[1] - r[0] + 1), 0); // runs past the cap
    const count =
      runs.reduce((n, r) => n + (r[1] - r[0] + 1) - gapDays(r), 0) + Math.max(0, inRecordBeyondRuns);
    if (count > 0) {
      missingCellDays += count;
      missing.push({
        cell: o.cell,
        missingDays: count,
        runs: runs.flatMap((r) => uncovered(r[0], r[1], gaps)).map(isoRange),
      });
    }
  }
  missing.sort((a, b) => b.missingDays - a.missingDays || a.cell.row - b.cell.row || a.cell.col - b.cell.col);
  return {
    datasetId: input.datasetId,
    files: input.files,
    firstDate: withData.length ? isoOfEpochDay(withData[0]![0]) : null,
    lastDate: withData.length ? isoOfEpochDay(withData[withData.length - 1]![1]) : null,
    cells,
    cellsWithoutData: input.cellsWithoutData,
    datasetGaps: gaps.map(isoRange),
    emptyDays: emptyRanges.map(isoRange),
    cellsWithMissingDays: missing.length,
    missingCellDays,
    worstCells: missing.slice(0, 10),
    metadata,
    metadataChanged: input.metadataChanged,
  };
}

const rangeText = ([a, b]: readonly [string, string]): string => (a === b ? a : `${a}..${b}`);
const daysIn = ([a, b]: readonly [string, string]): number => epochDayOfIso(b) - epochDayOfIso(a) + 1;
const listRanges = (ranges: readonly (readonly [string, string])[], max = 6): string => {
  const total = ranges.reduce((n, r) => n + daysIn(r), 0);
  const shown = ranges.slice(0, max).map(rangeText).join(', ');
  return `${total} day${total === 1 ? '' : 's'}: ${shown}${ranges.length > max ? `, ... (${ranges.length} ranges)` : ''}`;
};

/** The report as text lines for the CLI. */
/** "versions: stable through 2024-10-31; provisional 181 day(s) (2024-11-01..2025-04-30); early 5 day(s) (...)". */
function versionsLine(m: NonNullable<DatasetIngestReport['metadata']>): string {
  if (!m.versions?.runs.length) return 'versions: none recorded (the files carry no version)';
  const through = stableThrough(m.versions, m.firstDate);
  const parts = [`stable through ${through ?? '- (the first day is not stable)'}`];
  for (const status of ['provisional', 'early'] as const) {
    const runs = m.versions.runs.filter((r) => r.status === status);
    if (!runs.length) continue;
    const days = runs.reduce((n, r) => n + epochDayOfIso(r.to) - epochDayOfIso(r.from) + 1, 0);
    parts.push(`${status} ${days} day(s) (${runs[0]!.from}..${runs.at(-1)!.to})`);
  }
  return `versions: ${parts.join('; ')}`;
}

export function formatDatasetReport(r: DatasetIngestReport): string[] {
  const lines: string[] = [];
  const grid = datasets[r.datasetId].grid;
  lines.push(
    `${r.datasetId}: ${r.files} file(s), days with data ${r.firstDate ?? '-'}..${r.lastDate ?? '-'}; cells ${r.cells.created} created, ${r.cells.updated} updated, ${r.cells.unchanged} unchanged`,
  );
  if (r.cellsWithoutData)
    lines.push(
      `  ${r.cellsWithoutData} cell(s) of the files have no value on any day (water or outside the mask): not stored`,
    );
  if (r.metadata) {
    lines.push(
      `  store now holds ${r.metadata.firstDate}..${r.metadata.latestDate} for ${r.metadata.ingestedCells} cell(s)${r.metadataChanged ? '' : ' (unchanged)'}`,
    );
    lines.push(`  ${versionsLine(r.metadata)}`);
  }
  if (r.emptyDays.length)
    lines.push(`  days in the files without any value (not stored): ${listRanges(r.emptyDays)}`);
  if (r.datasetGaps.length)
    lines.push(`  MISSING for every cell (no file has a value): ${listRanges(r.datasetGaps)}`);
  if (r.cellsWithMissingDays === 0)
    lines.push('  every ingested cell is complete over the stored span (apart from the gaps above)');
  else {
    lines.push(
      `  MISSING days in ${r.cellsWithMissingDays} cell(s), ${r.missingCellDays} cell-days in all; most affected:`,
    );
    for (const c of r.worstCells) {
      const centre = cellCentre(grid, c.cell);
      lines.push(
        `    cell ${c.cell.row},${c.cell.col} (${centre.lat.toFixed(4)}, ${centre.lon.toFixed(4)}): ${listRanges(c.runs, 4)}`,
      );
    }
  }
  return lines;
}
