/**
 * npm run load -- --op currentUser|getQuotes|price --concurrency N --seconds S [--profile DIR]
 *
 * Starts a fresh local stack in its own process (free ports, seeded demo accounts), signs in as the
 * demo agent, then keeps N requests of one operation in flight for S seconds and prints requests/s,
 * latency percentiles and errors by kind, then the BENCH_FIGURES line of tests/bench/figures.ts
 * (issue 28 item 4: currentUser at least 500 req/s with p50 at most 20 ms at concurrency 10,
 * getQuotes at least 400 req/s). The per-user limits of docs/security.md apply: `price` past 60
 * runs a minute answers TOO_MANY_REQUESTS, and more parallel runs than pricing slots answer
 * RISK_OVERLOADED; both show up under errors, as a caller would see them. `--profile DIR`: the
 * stack process writes a V8 CPU profile (.cpuprofile) there when it ends. Not a test.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import { reportFigures, type Figure } from '../bench/figures.js';
import { errorOf, networkErrorOf, post, signInDemo } from './client.js';
import { type LoadOperationName, loadOperations } from './operations.js';
import { processCpuMs } from './process-cpu.js';
import { startStackProcess } from './stack-child.js';
import { type Outcome, summarize } from './stats.js';

const { values } = parseArgs({
  options: {
    op: { type: 'string', default: 'currentUser' },
    concurrency: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
    profile: { type: 'string' },
  },
});
const opName = values.op as LoadOperationName;
const concurrency = Number(values.concurrency);
const seconds = Number(values.seconds);
if (!(opName in loadOperations) || !(concurrency >= 1) || !(seconds > 0)) {
  console.error(
    `usage: npm run load -- --op ${Object.keys(loadOperations).join('|')} --concurrency N --seconds S [--profile DIR]`,
  );
  process.exit(2);
}

/** The throughput the issue asks for, per operation (issue 28 item 4). */
const RATE_TARGETS: Partial<Record<LoadOperationName, number>> = { currentUser: 500, getQuotes: 400 };
/** The median the issue asks for at concurrency 10. */
const P50_TARGETS: Partial<Record<LoadOperationName, number>> = { currentUser: 20 };

const stack = await startStackProcess({ cpuProfileDir: values.profile && resolve(values.profile) });
let summary: ReturnType<typeof summarize> | undefined;
let stackCpuMsPerRequest: number | undefined;
try {
  const headers = await signInDemo(stack);
  const op = loadOperations[opName];

  const outcomes: Outcome[] = [];
  const cpuBefore = processCpuMs(stack.pid);
  const started = performance.now();
  const until = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      let error: string | undefined;
      try {
        error = errorOf(await post(stack.graphqlUrl, headers, op.query, op.variables()));
      } catch (e) {
        error = networkErrorOf(e);
      }
      outcomes.push({ ms: performance.now() - t0, error });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = processCpuMs(stack.pid);
  if (cpuBefore !== undefined && cpuAfter !== undefined && outcomes.length)
    stackCpuMsPerRequest = (cpuAfter - cpuBefore) / outcomes.length;

  const s = (summary = summarize(outcomes, elapsed));
  const ms = (v: number) => (Number.isNaN(v) ? '-' : `${v.toFixed(1)} ms`);
  console.log(`\n${opName}, concurrency ${concurrency}, ${elapsed.toFixed(1)} s (local stack, this machine)`);
  console.log(`  requests      ${s.requests} (${s.requestsPerSecond.toFixed(1)}/s)`);
  console.log(`  succeeded     ${s.succeeded} (${s.successesPerSecond.toFixed(1)}/s)`);
  console.log(`  latency, all  p50 ${ms(s.p50)}  p99 ${ms(s.p99)}  max ${ms(s.max)}`);
  console.log(`  latency, ok   p50 ${ms(s.okP50)}  p99 ${ms(s.okP99)}`);
  const errors = Object.entries(s.errors).sort((a, b) => b[1] - a[1]);
  if (stackCpuMsPerRequest !== undefined)
    console.log(`  stack CPU     ${stackCpuMsPerRequest.toFixed(2)} ms a request (the server process)`);
  console.log(`  errors        ${errors.length ? errors.map(([k, n]) => `${k} ×${n}`).join(', ') : 'none'}`);
} finally {
  await stack.stop();
}

// Calibrated here, in this process, once the stack has stopped (figures.ts).
const label = `${opName} concurrency ${concurrency}`;
const figures: Figure[] = [
  {
    name: `${label} successes/s`,
    kind: 'rate',
    value: summary.successesPerSecond,
    unit: 'req/s',
    ...(RATE_TARGETS[opName] !== undefined && concurrency === 10 ? { target: RATE_TARGETS[opName] } : {}),
  },
  {
    name: `${label} p50`,
    kind: 'time',
    value: summary.okP50,
    unit: 'ms',
    ...(P50_TARGETS[opName] !== undefined && concurrency === 10 ? { target: P50_TARGETS[opName] } : {}),
  },
  { name: `${label} p99`, kind: 'time', value: summary.okP99, unit: 'ms' },
  ...(stackCpuMsPerRequest === undefined
    ? []
    : [
        {
          name: `${label} stack CPU a request`,
          kind: 'time' as const,
          value: stackCpuMsPerRequest,
          unit: 'ms',
        },
      ]),
];
reportFigures(`load-${opName}`, figures);
