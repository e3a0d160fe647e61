/**
 * The one table `npm run bench` prints: bench, figure, value, unit, target, baseline, ratio to
 * the baseline (times worse, normalised; see compare.ts) and verdict. Pure formatting.
 */
import type { FigureKind } from '../figures.js';
import { limitFor, type Row } from './compare.js';

const SIZE_UNITS: Record<string, number> = { B: 1, KiB: 1024, MiB: 1024 * 1024 };

/** A figure in its unit: sizes are carried in bytes and shown in the unit the bench named. */
export function formatValue(kind: FigureKind | undefined, value: number | undefined, unit: string): string {
  if (value === undefined) return '-';
  const shown = kind === 'size' ? value / (SIZE_UNITS[unit] ?? 1) : value;
  const digits = Math.abs(shown) >= 1000 ? 0 : Math.abs(shown) >= 10 ? 1 : 2;
  return shown.toFixed(digits);
}

export function formatRatio(ratio: number | undefined): string {
  if (ratio === undefined) return '-';
  return Number.isFinite(ratio) ? `${ratio.toFixed(2)}x` : 'inf';
}

export function verdictText(row: Row): string {
  const base =
    row.verdict === 'worse'
      ? `FAIL: over ${row.kind ? limitFor(row.kind) : ''}x baseline`
      : row.verdict === 'missing'
        ? 'FAIL: missing'
        : row.verdict === 'duplicate'
          ? 'FAIL: duplicate bench'
          : row.verdict;
  const target = row.overTarget ? ', over target' : '';
  return `${base}${target}${row.note ? ` (${row.note})` : ''}`;
}

export function formatTable(rows: Row[]): string {
  const header = ['bench', 'figure', 'value', 'unit', 'target', 'baseline', 'ratio', 'verdict'];
  const cells = rows.map((r) => [
    r.bench,
    r.figure,
    formatValue(r.kind, r.value, r.unit),
    r.unit,
    formatValue(r.kind, r.target, r.unit),
    formatValue(r.kind, r.baseline, r.unit),
    formatRatio(r.ratio),
    verdictText(r),
  ]);
  const last = header.length - 1;
  const widths = header.map((h, i) =>
    i === last ? 0 : Math.max(h.length, ...cells.map((row) => row[i]!.length)),
  );
  const numeric = new Set([2, 4, 5, 6]);
  const line = (row: string[]) =>
    row
      .map((c, i) => (i === last ? c : numeric.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...cells.map(line)].join('\n');
}
