/**
 * npm run load -- --op currentUser|getQuotes|price --concurrency N --seconds S
 *
 * Starts a fresh local stack in its own process (free ports, seeded demo accounts), signs in as the
 * demo agent, then keeps N requests of one operation in flight for S seconds and prints requests/s,
 * latency percentiles and errors by kind. The per-user limits of docs/security.md apply: `price`
 * past 60 runs a minute answers TOO_MANY_REQUESTS, and more parallel runs than pricing slots answer
 * RISK_OVERLOADED; both show up under errors, as a caller would see them. Not a test.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD } from '../../infra/local/seed.js';
import type { ResultOf, VariablesOf } from '@graphql-typed-document-node/core';
import { LOAD_LOGIN, type LoadOperationName, loadOperations } from './operations.js';
import { startStackProcess } from './stack-child.js';
import { type Outcome, summarize } from './stats.js';

const { values } = parseArgs({
  options: {
    op: { type: 'string', default: 'currentUser' },
    concurrency: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
  },
});
const opName = values.op as LoadOperationName;
const concurrency = Number(values.concurrency);
const seconds = Number(values.seconds);
if (!(opName in loadOperations) || !(concurrency >= 1) || !(seconds > 0)) {
  console.error(
    `usage: npm run load -- --op ${Object.keys(loadOperations).join('|')} --concurrency N --seconds S`,
  );
  process.exit(2);
}

async function post(url: string, headers: Record<string, string>, query: string, variables: unknown) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json().catch(() => ({}))) as {
    data?: unknown;
    errors?: { errorType?: string; message: string }[];
  };
  return { status: res.status, ...body };
}

const stack = await startStackProcess();
try {
  const variables: VariablesOf<typeof LOAD_LOGIN> = { email: 'agent@almanac.local', password: DEMO_PASSWORD };
  const login = await post(stack.graphqlUrl, { 'x-api-key': stack.apiKey }, String(LOAD_LOGIN), variables);
  const token = (login.data as ResultOf<typeof LOAD_LOGIN> | undefined)?.login?.token;
  if (!token) throw new Error(`demo sign-in failed: ${JSON.stringify(login.errors ?? login.status)}`);
  const headers = { authorization: `Bearer ${token}` };
  const op = loadOperations[opName];

  const outcomes: Outcome[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      let error: string | undefined;
      try {
        const res = await post(stack.graphqlUrl, headers, op.query, op.variables());
        if (res.status !== 200) error = `HTTP ${res.status}`;
        else if (res.errors?.length) error = res.errors[0]!.errorType ?? res.errors[0]!.message;
      } catch (e) {
        error = (e as Error).cause instanceof Error ? ((e as Error).cause as Error).message : String(e);
      }
      outcomes.push({ ms: performance.now() - t0, error });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;

  const s = summarize(outcomes, elapsed);
  const ms = (v: number) => (Number.isNaN(v) ? '-' : `${v.toFixed(1)} ms`);
  console.log(`\n${opName}, concurrency ${concurrency}, ${elapsed.toFixed(1)} s (local stack, this machine)`);
  console.log(`  requests      ${s.requests} (${s.requestsPerSecond.toFixed(1)}/s)`);
  console.log(`  succeeded     ${s.succeeded} (${s.successesPerSecond.toFixed(1)}/s)`);
  console.log(`  latency, all  p50 ${ms(s.p50)}  p99 ${ms(s.p99)}  max ${ms(s.max)}`);
  console.log(`  latency, ok   p50 ${ms(s.okP50)}  p99 ${ms(s.okP99)}`);
  const errors = Object.entries(s.errors).sort((a, b) => b[1] - a[1]);
  console.log(`  errors        ${errors.length ? errors.map(([k, n]) => `${k} ×${n}`).join(', ') : 'none'}`);
} finally {
  stack.stop();
}
