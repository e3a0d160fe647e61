/**
 * npm run bench:exposure — the exposure reads at 1,500 live covers in one state (LIVE_COVERS to
 * change it; issue 26 item 7): what a Florida quote reads (its cell's and its state's counters and
 * the state's bound book) and getExposureSummary (every scope's counter, by pages), on the real
 * DynamoDB adapter against dynalite (on disk in a temporary folder). Each cover is counted and
 * booked as a sale and a bind do it. dynalite is far slower per item than DynamoDB, so the figures
 * are an upper bound. Prints a table; not a test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { resolveAccumulationLimits } from '@almanac/core';
import { dynamoExposureBook } from '@almanac/functions/adapters/dynamodb/exposure';
import type { Ports, UserRecord } from '@almanac/functions/ports/index';
import { getExposureSummary } from '@almanac/functions/use-cases/contracts/get-exposure-summary';
import { freePort, localCredentials, region, startDynamo } from '../../infra/local/emulators.js';
import { type Figure, reportFigures } from './figures.js';

const COVERS = Number(process.env.LIVE_COVERS ?? 1500);
const CELLS = Number(process.env.CELLS ?? 300);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const TABLE = 'almanac-bench';
const YEARS = Array.from({ length: 40 }, (_, i) => 1985 + i);

const internal = {
  id: 'bench-ops',
  email: 'ops@almanac.local',
  role: 'internal',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  confirmedAt: '2026-01-01T00:00:00.000Z',
  profile: { firstName: 'Bench', lastName: 'Ops' },
} as unknown as UserRecord;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'almanac-bench-exposure-'));
  const dynamo = await startDynamo(dir, await freePort(), TABLE);
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ region, endpoint: dynamo.endpoint, credentials: localCredentials }),
  );
  try {
    const book = dynamoExposureBook(db, TABLE);
    const cellOf = (i: number) => ({
      kind: 'cell' as const,
      key: `CELL#cpc_precip_us-daily#${i % CELLS}#0`,
      state: 'FL',
      lat: 25 + (i % CELLS) * 0.01,
      lon: -81,
    });
    const fl = { kind: 'region' as const, key: 'REGION#FL', state: 'FL' };
    const t0 = performance.now();
    const figures: Figure[] = [];
    for (let i = 0; i < COVERS; i++) {
      const id = `bench-${i}`;
      await book.count(cellOf(i), id, 1_000_000, 1e13);
      await book.count(fl, id, 1_000_000, 1e13);
      await book.addToBook('FL', id, { years: YEARS, payoutsCents: YEARS.map((y) => (y % 7) * 1000) });
    }
    figures.push({
      name: 'count and book one cover (mean)',
      kind: 'time',
      value: (performance.now() - t0) / COVERS,
      unit: 'ms',
    });
    console.log(
      `Counted and booked ${COVERS} covers in ${CELLS} Florida cells in ${((performance.now() - t0) / 1000).toFixed(1)} s (dynalite on disk).`,
    );
    const ports = {
      exposures: book,
      users: { get: async () => internal } as unknown as Ports['users'],
      accumulationLimits: resolveAccumulationLimits(),
    };
    const caller = { userId: internal.id, role: 'internal' as const, confirmed: true, sessionHash: 'bench' };
    const cases: [string, () => Promise<unknown>][] = [
      [
        "a Florida quote's reads (2 totals + book)",
        () => Promise.all([book.totals([cellOf(0).key, fl.key]), book.book('FL')]),
      ],
      ['getExposureSummary', () => getExposureSummary(ports, caller)],
      [
        'ten getExposureSummary at once',
        () => Promise.all(Array.from({ length: 10 }, () => getExposureSummary(ports, caller))),
      ],
    ];
    console.log(`\n${'operation'.padEnd(44)} ${'median ms'.padStart(10)}`);
    for (const [name, run] of cases) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        await run();
        times.push(performance.now() - t);
      }
      console.log(`${name.padEnd(44)} ${median(times).toFixed(1).padStart(10)}`);
      figures.push({ name: `${name} median`, kind: 'time', value: median(times), unit: 'ms' });
    }
    reportFigures('exposure', figures);
  } finally {
    db.destroy();
    await dynamo.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
