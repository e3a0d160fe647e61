/**
 * The guard's verdicts (`npm run bench`, issue 28 item 8): each figure a benchmark printed
 * (tests/bench/figures.ts) against the figure recorded in tests/bench/baseline.json.
 *
 * - Timings are compared as their ratio to the calibration loop run in the bench's process:
 *   (value / calibrationMs) now against (value / calibrationMs) at record time.
 * - Rates the other way round: (value × calibrationMs), and a lower rate is the worse one.
 * - Sizes exactly: bytes against bytes, no calibration (they do not depend on the machine).
 *
 * `ratio` is always "times worse than the baseline": 1 is the same, 2 twice as slow (or half the
 * rate, or twice the bytes), 0.5 twice as good. Pure functions only; run-all.ts does the I/O.
 */
import type { BenchFigures, Figure, FigureKind } from '../figures.js';

/** A timing or a rate fails when more than twice its baseline (the rule). */
export const NOISY_LIMIT = 2;
/**
 * A size fails when more than 10% above its baseline: sizes are exact (no noise to allow for),
 * so the 2x that absorbs a busy machine's timing noise would let a bundle double unnoticed
 * (docs/decisions.md, "The bench guard's thresholds").
 */
export const SIZE_LIMIT = 1.1;

export const limitFor = (kind: FigureKind): number => (kind === 'size' ? SIZE_LIMIT : NOISY_LIMIT);

export interface BaselineBench {
  /** The declared command (tests/bench/guard/benches.ts) that prints this bench's figures. */
  command: string;
  /** What the bench's own calibration gave (tests/bench/figures.ts). */
  calibrationMs: number;
  /** The median calibration the guard sampled while the bench ran (run-all.ts): how busy the
   * machine was, shown, not used to normalise. */
  sampledCalibrationMs?: number;
  figures: Figure[];
  recordedAt: string;
  /** Where it was recorded, e.g. `AMD EPYC ×2, linux x64, Node v20.20.2`. */
  machine: string;
}

export interface Baseline {
  updatedAt: string;
  benches: Record<string, BaselineBench>;
}

/** What one declared command gave: its figures lines, or why it measured nothing. */
export interface CommandResult {
  command: string;
  figures: BenchFigures[];
  /** Set when the command printed no figures line: missing script, crash, timeout… */
  notMeasured?: string;
  /** The median calibration the guard sampled while the command ran. */
  sampledCalibrationMs?: number;
}

export const median = (xs: number[]): number | undefined =>
  xs.length === 0 ? undefined : [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export type Verdict =
  | 'ok'
  | 'worse' // more than its limit times its baseline
  | 'missing' // has a baseline, not printed this run
  | 'not measured' // no baseline, and its command printed nothing
  | 'no baseline'
  | 'kind changed' // recorded as another kind: record the baseline again
  | 'duplicate'; // two figures lines with one bench name

export interface Row {
  bench: string;
  figure: string;
  kind?: FigureKind;
  value?: number;
  unit: string;
  target?: number;
  baseline?: number;
  ratio?: number;
  verdict: Verdict;
  /** A figure beyond the target: shown, never a failure (targets are absolute). */
  overTarget: boolean;
  fails: boolean;
  note?: string;
}

/** The figure reduced to what stays about the same across machines and loads. */
export function normalise(kind: FigureKind, value: number, calibrationMs: number): number {
  if (kind === 'time') return value / calibrationMs;
  if (kind === 'rate') return value * calibrationMs;
  return value;
}

/** How many times worse `now` is than `then` (1 = the same), after normalising both. */
export function ratioToBaseline(
  kind: FigureKind,
  now: { value: number; calibrationMs: number },
  then: { value: number; calibrationMs: number },
): number {
  const a = normalise(kind, now.value, now.calibrationMs);
  const b = normalise(kind, then.value, then.calibrationMs);
  const [worse, better] = kind === 'rate' ? [b, a] : [a, b];
  if (better === 0) return worse === 0 ? 1 : Infinity;
  return worse / better;
}

export function isOverTarget(figure: Figure): boolean {
  if (figure.target === undefined) return false;
  return figure.kind === 'rate' ? figure.value < figure.target : figure.value > figure.target;
}

/** How much slower the calibration the guard sampled over a bench's run was than at record time. */
export function busierThanBaseline(
  result: CommandResult,
  baseline: Baseline | undefined,
): number | undefined {
  const now = result.sampledCalibrationMs;
  const thens = Object.values(baseline?.benches ?? {})
    .filter((b) => b.command === result.command)
    .map((b) => b.sampledCalibrationMs);
  const then = thens[0];
  return now === undefined || then === undefined || then === 0 ? undefined : now / then;
}

/** Past this, the table warns that the machine was busier than at record time. */
export const BUSY_WARNING = 2;

function compareOne(
  bench: string,
  calibrationMs: number,
  figure: Figure,
  base: BaselineBench | undefined,
): Row {
  const row: Row = {
    bench,
    figure: figure.name,
    kind: figure.kind,
    value: figure.value,
    unit: figure.unit,
    target: figure.target,
    verdict: 'no baseline',
    overTarget: isOverTarget(figure),
    fails: false,
  };
  const then = base?.figures.find((f) => f.name === figure.name);
  if (!base || !then) return row;
  row.baseline = then.value;
  if (then.kind !== figure.kind) {
    return { ...row, verdict: 'kind changed', note: `was ${then.kind}: record the baseline again` };
  }
  const ratio = ratioToBaseline(
    figure.kind,
    { value: figure.value, calibrationMs },
    { value: then.value, calibrationMs: base.calibrationMs },
  );
  const fails = ratio > limitFor(figure.kind);
  return { ...row, ratio, verdict: fails ? 'worse' : 'ok', fails };
}

function missingRow(bench: string, figure: Figure, note?: string): Row {
  return {
    bench,
    figure: figure.name,
    kind: figure.kind,
    unit: figure.unit,
    target: figure.target,
    baseline: figure.value,
    verdict: 'missing',
    overTarget: false,
    fails: true,
    note,
  };
}

/**
 * One row per figure measured or expected. Only the commands in `results` are expected: a
 * baseline bench of a command that did not run (`--only`) is left out.
 */
export function compare(results: CommandResult[], baseline: Baseline | undefined): Row[] {
  const rows: Row[] = [];
  const seen = new Map<string, string>();
  for (const result of results) {
    if (result.figures.length === 0) {
      const expected = Object.entries(baseline?.benches ?? {}).filter(
        ([, b]) => b.command === result.command,
      );
      if (expected.length === 0) {
        rows.push({
          bench: result.command,
          figure: '(all)',
          unit: '',
          verdict: 'not measured',
          overTarget: false,
          fails: false,
          note: result.notMeasured,
        });
      }
      for (const [bench, b] of expected) {
        for (const f of b.figures) rows.push(missingRow(bench, f, result.notMeasured));
      }
      continue;
    }
    for (const line of result.figures) {
      const earlier = seen.get(line.bench);
      if (earlier !== undefined) {
        rows.push({
          bench: line.bench,
          figure: '(all)',
          unit: '',
          verdict: 'duplicate',
          overTarget: false,
          fails: true,
          note: `printed again by ${result.command} (first by ${earlier}): bench names must be unique`,
        });
        continue;
      }
      seen.set(line.bench, result.command);
      const base = baseline?.benches[line.bench];
      for (const f of line.figures) rows.push(compareOne(line.bench, line.calibrationMs, f, base));
      for (const f of base?.figures ?? []) {
        if (!line.figures.some((g) => g.name === f.name)) rows.push(missingRow(line.bench, f));
      }
    }
    // A bench this command printed at record time and not now.
    for (const [bench, b] of Object.entries(baseline?.benches ?? {})) {
      if (b.command !== result.command || result.figures.some((l) => l.bench === bench)) continue;
      for (const f of b.figures) rows.push(missingRow(bench, f, 'its figures line was not printed'));
    }
  }
  return rows;
}

export const failed = (rows: Row[]): boolean => rows.some((r) => r.fails);

/** The baseline after `--record`: the benches measured now replace theirs, the others stay. */
export function recordBaseline(
  previous: Baseline | undefined,
  results: CommandResult[],
  machine: string,
  at: string,
): Baseline {
  const benches = { ...(previous?.benches ?? {}) };
  for (const result of results) {
    for (const line of result.figures) {
      benches[line.bench] = {
        command: result.command,
        calibrationMs: line.calibrationMs,
        ...(result.sampledCalibrationMs === undefined
          ? {}
          : { sampledCalibrationMs: result.sampledCalibrationMs }),
        figures: line.figures,
        recordedAt: at,
        machine,
      };
    }
  }
  return { updatedAt: at, benches };
}
