/**
 * Progress for long CLI jobs: a redrawn bar on a terminal, plain lines otherwise (logs, CI), at
 * most every 10% or every 10 s.
 */
export interface Progress {
  start(label: string, total: number): void;
  /** Advances by `n` units; `detail` names the current item. */
  tick(n?: number, detail?: string): void;
  done(): void;
  /** A line that must not be overwritten by the bar. */
  log(line: string): void;
}

export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(chunk: string): unknown;
}

const formatCount = (n: number): string =>
  n >= 1e9
    ? `${(n / 1e9).toFixed(1)}G`
    : n >= 1e6
      ? `${(n / 1e6).toFixed(1)}M`
      : n >= 1e4
        ? `${(n / 1e3).toFixed(0)}k`
        : String(n);

export function createProgress(
  stream: ProgressStream = process.stderr,
  now: () => number = Date.now,
): Progress {
  let label = '';
  let total = 0;
  let count = 0;
  let detail = '';
  let lastDraw = 0;
  let lastPercentStep = -1;
  let lastLine = 0;
  let drawn = false;
  const tty = Boolean(stream.isTTY);

  const line = (): string => {
    const pct = total > 0 ? Math.min(1, count / total) : 1;
    const width = 24;
    const filled = Math.round(pct * width);
    const bar = `${'#'.repeat(filled)}${'-'.repeat(width - filled)}`;
    return `${label} [${bar}] ${(pct * 100).toFixed(0).padStart(3)}% ${formatCount(count)}/${formatCount(total)} ${detail}`;
  };
  const draw = (force: boolean) => {
    const t = now();
    if (tty) {
      if (!force && t - lastDraw < 100) return;
      lastDraw = t;
      const text = line();
      const max = (stream.columns ?? 100) - 1;
      stream.write(`\r${text.length > max ? text.slice(0, max) : text.padEnd(max)}`);
      drawn = true;
    } else {
      const step = total > 0 ? Math.floor((count / total) * 10) : 10;
      if (!force && step === lastPercentStep && t - lastLine < 10_000) return;
      lastPercentStep = step;
      lastLine = t;
      stream.write(`${line().trimEnd()}\n`);
    }
  };
  const clear = () => {
    if (tty && drawn) {
      stream.write(`\r${' '.repeat((stream.columns ?? 100) - 1)}\r`);
      drawn = false;
    }
  };
  return {
    start(l, t) {
      label = l;
      total = t;
      count = 0;
      detail = '';
      lastPercentStep = -1;
      draw(true);
    },
    tick(n = 1, d) {
      count += n;
      if (d !== undefined) detail = d;
      draw(false);
    },
    done() {
      const printed = !tty && lastPercentStep === 10;
      count = Math.max(count, total);
      if (!printed) draw(true);
      if (tty) stream.write('\n');
      drawn = false;
    },
    log(text) {
      clear();
      stream.write(`${text}\n`);
      if (tty && total > 0) draw(true);
    },
  };
}

/** A progress that prints nothing (tests, library use). */
export const silentProgress: Progress = { start() {}, tick() {}, done() {}, log() {} };
