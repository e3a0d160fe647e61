/**
 * npm run bench:api-pricing — pricing through the API (issue 28 item 3): how long a synchronous
 * createParametricCustomQuote takes, request to answer, for 1 and for 10 locations, over HTTP
 * against a fresh local stack in its own process (as `npm run load` starts it). Runs one at a time;
 * each size is priced by its own demo account and stays under the per-user pricing limit
 * (RATE_LIMITS.pricingRunsPerUser), so no run is refused. The first WARMUP runs of each size are not
 * counted. Prints p50/p95 per size and the stack process's CPU per run, then the BENCH_FIGURES line
 * (target: p50 at most 60 ms for 1 location). PRICING_RUNS sets the counted runs per size (default
 * 40). `--profile DIR`: the stack process writes a V8 CPU profile there when it ends. Not a test.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import { RATE_LIMITS } from '@almanac/core';
import { reportFigures, type Figure } from '../bench/figures.js';
import { errorOf, networkErrorOf, post, signInDemo } from './client.js';
import { loadOperations } from './operations.js';
import { processCpuMs } from './process-cpu.js';
import { startStackProcess } from './stack-child.js';
import { percentile } from './stats.js';

const { values } = parseArgs({ options: { profile: { type: 'string' } } });
const RUNS = Number(process.env.PRICING_RUNS ?? 40);
const WARMUP = 5;
if (!(RUNS >= 1) || RUNS + WARMUP > RATE_LIMITS.pricingRunsPerUser.limit) {
  console.error(`PRICING_RUNS: 1 to ${RATE_LIMITS.pricingRunsPerUser.limit - WARMUP} (the per-user limit)`);
  process.exit(2);
}

/** `count` points in central Florida (rows of five, each in a grid cell of its own), equal weights. */
const locations = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    lat: Math.round((27.95 + 0.3 * Math.floor(i / 5)) * 100) / 100,
    lon: Math.round((-82.46 + 0.3 * (i % 5)) * 100) / 100,
    weight: 1 / count,
  }));

/** Each size and the demo account that prices it (agents of the demo agency who may quote). */
const SIZES = [
  { locations: 1, account: 'agent@almanac.local', target: 60 },
  { locations: 10, account: 'primary@almanac.local' },
] as const;

interface SizeFigures {
  locations: number;
  p50: number;
  p95: number;
  cpuMs?: number;
  errors: Record<string, number>;
}

const stack = await startStackProcess({ cpuProfileDir: values.profile && resolve(values.profile) });
const measured: SizeFigures[] = [];
try {
  const price = loadOperations.price;
  for (const size of SIZES) {
    const headers = await signInDemo(stack, size.account);
    const variables = { ...(price.variables() as object), weightedLocations: locations(size.locations) };
    const times: number[] = [];
    const errors: Record<string, number> = {};
    const told = new Set<string>();
    let cpuBefore: number | undefined;
    for (let run = 0; run < WARMUP + RUNS; run++) {
      if (run === WARMUP) cpuBefore = processCpuMs(stack.pid);
      const t0 = performance.now();
      let error: string | undefined;
      try {
        const answer = await post(stack.graphqlUrl, headers, price.query, variables);
        error = errorOf(answer);
        if (error && !told.has(error) && told.add(error))
          console.error(`${size.locations} location(s): ${error}: ${answer.errors?.[0]?.message ?? ''}`);
      } catch (e) {
        error = networkErrorOf(e);
      }
      const ms = performance.now() - t0;
      if (run < WARMUP) continue;
      if (error) errors[error] = (errors[error] ?? 0) + 1;
      else times.push(ms);
    }
    const cpuAfter = processCpuMs(stack.pid);
    times.sort((a, b) => a - b);
    measured.push({
      locations: size.locations,
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      cpuMs: cpuBefore !== undefined && cpuAfter !== undefined ? (cpuAfter - cpuBefore) / RUNS : undefined,
      errors,
    });
  }
} finally {
  await stack.stop();
}

console.log(
  `\ncreateParametricCustomQuote (sync), ${RUNS} runs a size, one at a time (local stack, this machine)`,
);
console.log('locations     p50 ms     p95 ms   stack CPU ms/run   errors');
for (const m of measured) {
  const errors = Object.entries(m.errors).map(([k, n]) => `${k} ×${n}`);
  console.log(
    `${String(m.locations).padStart(9)} ${m.p50.toFixed(1).padStart(10)} ${m.p95.toFixed(1).padStart(10)} ${(m.cpuMs?.toFixed(1) ?? '-').padStart(18)}   ${errors.join(', ') || 'none'}`,
  );
}

const figures: Figure[] = measured.flatMap((m) => {
  const target = SIZES.find((s) => s.locations === m.locations);
  return [
    {
      name: `${m.locations} location(s) p50`,
      kind: 'time' as const,
      value: m.p50,
      unit: 'ms',
      ...(target && 'target' in target ? { target: target.target } : {}),
    },
    { name: `${m.locations} location(s) p95`, kind: 'time' as const, value: m.p95, unit: 'ms' },
    ...(m.cpuMs === undefined
      ? []
      : [
          {
            name: `${m.locations} location(s) stack CPU a run`,
            kind: 'time' as const,
            value: m.cpuMs,
            unit: 'ms',
          },
        ]),
  ];
});
reportFigures('api-pricing', figures);
