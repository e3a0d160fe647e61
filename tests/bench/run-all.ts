/**
 * npm run bench [-- --only <id> ...] [--record] — the guard (issue 28 item 8).
 *
 * Runs the declared benchmarks (tests/bench/guard/benches.ts) one after the other with short
 * options, shows each one's own output, collects their BENCH_FIGURES lines
 * (tests/bench/figures.ts) and prints ONE table against tests/bench/baseline.json. Exits 1 when a
 * timing or rate is more than twice its baseline (both normalised by the calibration loop), a size
 * more than 10% above its baseline (exact bytes), or a figure with a baseline is missing.
 * `--record` writes the figures measured now into the baseline (the others stay); `--only` runs a
 * subset (repeat it, or give ids separated by commas).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, platform, arch } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { type BenchFigures, calibrate, parseFigures } from './figures.js';
import { BENCH_COMMANDS, type BenchCommand, selectCommands } from './guard/benches.js';
import {
  type Baseline,
  type CommandResult,
  BUSY_WARNING,
  busierThanBaseline,
  compare,
  failed,
  median,
  recordBaseline,
} from './guard/compare.js';
import { formatTable } from './guard/table.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const baselinePath = fileURLToPath(new URL('./baseline.json', import.meta.url));

const { values } = parseArgs({
  options: {
    only: { type: 'string', multiple: true, default: [] },
    record: { type: 'boolean', default: false },
  },
});

const scripts = (
  JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { scripts: Record<string, string> }
).scripts;

/**
 * The calibration loop, timed in this process every two seconds while a bench runs: the median
 * says how busy the machine was over the run, against the same at record time (a warning, not a
 * normaliser: it also slows with the bench's own work; docs/decisions.md, issue 28 item 8).
 */
function sampleCalibration(): () => number | undefined {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(calibrate(1)), 2000);
  return () => {
    clearInterval(timer);
    return median(samples);
  };
}

/** Run one bench, its output shown as it comes (indented), and keep what it printed. */
function run(command: BenchCommand): Promise<CommandResult> {
  if (!scripts[command.script]) {
    return Promise.resolve({
      command: command.id,
      figures: [],
      notMeasured: `no npm script ${command.script}`,
    });
  }
  const args = ['run', '--silent', command.script, ...(command.args ? ['--', ...command.args] : [])];
  console.log(`\n=== ${command.id}: npm ${args.join(' ')}`);
  const stopSampling = sampleCalibration();
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', args, {
      cwd: root,
      env: { ...process.env, ...command.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group, so a timeout stops the stack it started too
    });
    // Being in its own group, it does not get the terminal's Ctrl-C: pass it on.
    const stopGroup = () => {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      process.exit(130);
    };
    process.once('SIGINT', stopGroup);
    process.once('SIGTERM', stopGroup);
    // Only stdout is parsed: a stderr chunk could otherwise land inside a long figures line.
    let output = '';
    const show = (chunk: Buffer) => process.stdout.write(chunk.toString('utf8').replace(/^(?=.)/gm, '  | '));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      show(chunk);
    });
    child.stderr.on('data', show);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    }, command.timeoutMinutes * 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      process.off('SIGINT', stopGroup);
      process.off('SIGTERM', stopGroup);
      const sampledCalibrationMs = stopSampling();
      let figures: BenchFigures[] = [];
      let malformed = false;
      try {
        figures = parseFigures(output);
      } catch {
        malformed = true;
      }
      const why = timedOut
        ? `stopped after ${command.timeoutMinutes} min`
        : code !== 0
          ? `exited with ${code}`
          : malformed
            ? 'printed a BENCH_FIGURES line that is not JSON'
            : 'printed no BENCH_FIGURES line';
      const own = figures.map((f) => f.calibrationMs.toFixed(1)).join(', ');
      console.log(
        `  ${command.id}: ${Math.round((Date.now() - started) / 1000)} s; calibration ${own || '-'} ms in the bench, ${sampledCalibrationMs?.toFixed(1) ?? '-'} ms sampled over its run`,
      );
      resolve({
        command: command.id,
        figures,
        sampledCalibrationMs,
        ...(figures.length === 0 || timedOut || code !== 0 ? { notMeasured: why } : {}),
      });
    });
  });
}

const readBaseline = (): Baseline | undefined =>
  existsSync(baselinePath) ? (JSON.parse(readFileSync(baselinePath, 'utf8')) as Baseline) : undefined;

const machine = () => {
  const cores = cpus();
  return `${cores[0]?.model.trim() ?? 'unknown CPU'} x${cores.length}, ${platform()} ${arch()}, Node ${process.version}`;
};

async function main() {
  const only = values.only.flatMap((o) => o.split(',')).filter(Boolean);
  const commands = selectCommands(BENCH_COMMANDS, only);
  const started = Date.now();
  const results: CommandResult[] = [];
  for (const command of commands) results.push(await run(command));
  const baseline = readBaseline();
  const rows = compare(results, baseline);
  console.log(
    `\n=== npm run bench: ${commands.length} bench${commands.length === 1 ? '' : 'es'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  console.log(formatTable(rows));
  for (const result of results) {
    const busier = busierThanBaseline(result, baseline);
    if (busier !== undefined && busier > BUSY_WARNING) {
      console.log(
        `\nWarning: the machine was ${busier.toFixed(1)}x busier during ${result.command} than when it was recorded (the calibration loop sampled over its run): its timings are noisy; run it again on a quiet machine.`,
      );
    }
  }
  if (!baseline)
    console.log('\nNo baseline yet: `npm run bench -- --record` writes tests/bench/baseline.json.');
  if (values.record) {
    const next = recordBaseline(baseline, results, machine(), new Date().toISOString());
    const options = { ...(await resolveConfig(baselinePath)), filepath: baselinePath };
    writeFileSync(baselinePath, await format(JSON.stringify(next, null, 2), options));
    console.log(
      `\nRecorded ${results.flatMap((r) => r.figures).length} figures lines into tests/bench/baseline.json.`,
    );
    return;
  }
  if (failed(rows)) {
    console.log('\nFAILED: a figure is worse than its limit, or missing (see the verdicts above).');
    process.exitCode = 1;
  } else {
    console.log('\nPassed: no figure is more than its limit times its baseline.');
  }
}

await main();
