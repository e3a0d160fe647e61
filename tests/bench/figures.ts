/**
 * The figures a benchmark hands to `npm run bench` (the guard, issue 28 item 8).
 *
 * Every benchmark script keeps printing its own readable table; when it has measured, it also
 * calls `reportFigures`, which prints one machine-readable line:
 *
 *   BENCH_FIGURES {"bench":"pricing","calibrationMs":12.3,"figures":[...]}
 *
 * Timings are only comparable between machines (and between a busy and an idle machine) as a
 * ratio to work of a known size run in the same process at about the same time: `calibrationMs`
 * is the median time of a fixed CPU loop measured by `calibrate()`. Sizes are compared exactly.
 */
import { performance } from 'node:perf_hooks';

export type FigureKind =
  /** A duration in milliseconds, lower is better; compared as a ratio to the calibration loop. */
  | 'time'
  /** A rate (requests per second), higher is better; compared as a ratio to the calibration loop. */
  | 'rate'
  /** A size in bytes, lower is better; compared exactly. */
  | 'size';

export interface Figure {
  /** Stable name, unique within the bench, e.g. `HPC 10 locations 12 months warm median`. */
  name: string;
  kind: FigureKind;
  value: number;
  /** Shown in the table: `ms`, `req/s`, `KiB`… (`size` figures are always given in bytes). */
  unit: string;
  /** The figure the issue asks for, when there is one (same unit as `value`). */
  target?: number;
}

export interface BenchFigures {
  bench: string;
  calibrationMs: number;
  figures: Figure[];
}

export const FIGURES_PREFIX = 'BENCH_FIGURES ';

/** A fixed amount of single-threaded arithmetic and allocation, the yardstick for timings. */
function calibrationLoop(): number {
  let acc = 0;
  const values = new Float64Array(4096);
  for (let round = 0; round < 200; round++) {
    for (let i = 0; i < values.length; i++) values[i] = Math.sqrt(i + round) * 1.000001 + (acc % 7);
    const sorted = Array.from(values.subarray(0, 512)).sort((a, b) => a - b);
    acc += sorted[256]! + JSON.stringify({ round, v: sorted[0] }).length;
  }
  return acc;
}

let sink = 0;

/** Median milliseconds of the calibration loop over `runs` runs (after two warm-up runs). */
export function calibrate(runs = 15): number {
  sink += calibrationLoop() + calibrationLoop();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    sink += calibrationLoop();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** Print the machine-readable line `npm run bench` collects (calibrating now unless given). */
export function reportFigures(bench: string, figures: Figure[], calibrationMs = calibrate()): void {
  const payload: BenchFigures = { bench, calibrationMs, figures };
  console.log(FIGURES_PREFIX + JSON.stringify(payload));
  if (sink === Number.MIN_VALUE) console.log(''); // keeps the calibration work observable
}

/** The figures lines found in a benchmark's output. */
export function parseFigures(output: string): BenchFigures[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith(FIGURES_PREFIX))
    .map((line) => JSON.parse(line.slice(FIGURES_PREFIX.length)) as BenchFigures);
}
