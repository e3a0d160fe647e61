/**
 * npm run bench:quotes — the premium-indication list queries at 5,000 and then 50,000 saved
 * quotes for one agent (QUOTES_PER_AGENT="5000,50000" to change the sizes), end to end below
 * GraphQL: the getQuotes / getAgentStats use cases on the real DynamoDB adapter against dynalite
 * (the local stack's DynamoDB, on disk in a temporary folder). Each saved quote is written as the
 * save writes it (its `listing`, the list indexes' keys, gsi1 for its client) and the creator's
 * counter shards as the counted saves leave them, by BatchWrite, 25 items a request; the list
 * indexes project only `listing`, so the base item's size (about 20 KB with the pricing detail)
 * does not change what a list reads and the seed leaves it out (a search's candidates come from
 * gsi1, which projects every attribute: on DynamoDB each costs its whole item). The agent's 400
 * clients are seeded as its client users, each with one name ("Reyes" is the last name of 1 in
 * 8), and 70% of the quotes carry one of them, so a client has about 9 quotes at 5,000 and 90 at
 * 50,000. The next size adds to the quotes already seeded.
 *
 * dynalite is far slower per item than DynamoDB (single-threaded JavaScript over LevelDB), so the
 * figures are an upper bound for the work done here; docs/data-model.md turns them into the
 * scale at which the design changes. Prints a table; not a test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { type ProgramCode, type QuoteListing, mulberry32 } from '@almanac/core';
import { dynamoContractRepository } from '@almanac/functions/adapters/dynamodb/contracts';
import {
  QUOTE_COUNT_SHARDS,
  keys,
  quoteCountShard,
  quoteListIndexValues,
} from '@almanac/functions/adapters/dynamodb/keys';
import { dynamoQuoteRepository } from '@almanac/functions/adapters/dynamodb/quotes';
import { dynamoUserRepository } from '@almanac/functions/adapters/dynamodb/users';
import type { Ports, UserRecord } from '@almanac/functions/ports/index';
import { getAgentStats } from '@almanac/functions/use-cases/quotes/get-agent-stats';
import { getQuotes } from '@almanac/functions/use-cases/quotes/get-quotes';
import { freePort, localCredentials, region, startDynamo } from '../../infra/local/emulators.js';
import { type Figure, reportFigures } from './figures.js';

const SIZES = (process.env.QUOTES_PER_AGENT ?? '5000,50000').split(',').map(Number);
/** The targets (issue 28 item 2): median ms at 5,000 and at 50,000 saved quotes. */
const targetAt = (size: number) => (size <= 5000 ? 100 : 150);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
/** Cases whose name matches this (a regular expression) are left out, e.g. "search|listSaved" for a quick run. */
const SKIP = process.env.BENCH_SKIP ? new RegExp(process.env.BENCH_SKIP) : undefined;
const TABLE = 'almanac-bench';
const AGENT = 'bench-agent';

const agent: UserRecord = {
  id: AGENT,
  email: 'bench@almanac.local',
  role: 'agent',
  passwordHash: '!no-password',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  confirmedAt: '2026-01-01T00:00:00.000Z',
  profile: { firstName: 'Bench', lastName: 'Agent' },
  permissions: [{ platform: 'DEFAULT', canQuote: true, canBind: true }],
};

const programs: ProgramCode[] = ['HPC', 'LPC', 'HTC', 'LTC'];
const states = ['FL', 'TX', 'CA', 'GA', 'IL', 'OH', 'AZ', 'CO'];
const firstNames = ['Dana', 'Quinn', 'Riley', 'Morgan', 'Avery', 'Jordan', 'Casey', 'Blair'];
const lastNames = ['Reyes', 'Harbor', 'Stone', 'Blake', 'Nguyen', 'Okafor', 'Silva', 'Kowalski'];

/** The agent's clients: each has one name, and many quotes (70% of the quotes are of one of them). */
const CLIENTS = 400;
function clientAt(k: number): UserRecord {
  const first = firstNames[k % 8]!;
  const last = `${lastNames[Math.floor(k / 8) % 8]!}${k}`;
  return {
    id: `client-${k}`,
    email: `${first}.${last}@example.com`.toLowerCase(),
    role: 'client',
    agentId: AGENT,
    passwordHash: '!no-password',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    profile: { firstName: first, lastName: last },
  } as UserRecord;
}

function listingAt(i: number, random: () => number): QuoteListing {
  const created = new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString();
  const start = new Date(Date.UTC(2026, 1, 1) + Math.floor(random() * 300) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const end = new Date(Date.parse(start) + 90 * 86_400_000).toISOString().slice(0, 10);
  const program = programs[i % 4]!;
  const withClient = random() < 0.7;
  const client = clientAt(i % CLIENTS);
  const locations = Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
    state: states[Math.floor(random() * 8)]!,
    lat: 25 + random() * 20,
    lon: -120 + random() * 40,
    weight: 100,
  }));
  return {
    id: `bench-${String(i).padStart(5, '0')}-1`,
    program,
    createdBy: AGENT,
    createdAt: created,
    savedAt: created,
    ...(random() < 0.05 ? { frozenAt: created } : {}),
    startDate: start,
    endDate: end,
    applicationDeadline: start,
    ...(withClient
      ? {
          clientId: client.id,
          clientFirstName: client.profile!.firstName,
          clientLastName: client.profile!.lastName,
          clientEmail: client.email,
        }
      : {}),
    locations,
    trigger: program === 'HPC' ? 'Above 12.00 in' : 'Above 95°F',
    strike: 5 + random() * 90,
    strikeUnit: program.endsWith('PC') ? 'inch' : 'deg_F',
    limitCents: Math.round(10_000 + random() * 990_000) * 100,
    netPremiumCents: Math.round(500 + random() * 90_000) * 100,
  };
}

async function batchWrite(db: DynamoDBDocumentClient, items: Record<string, unknown>[]) {
  for (let i = 0; i < items.length; i += 25) {
    let request: Record<string, unknown[]> | undefined = {
      [TABLE]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })),
    };
    while (request && Object.keys(request).length) {
      const r = await db.send(new BatchWriteCommand({ RequestItems: request as never }));
      request = r.UnprocessedItems as typeof request;
    }
  }
}

/** Quotes `from`…`to`-1 and the counter shards of all `to` of them. */
async function seed(db: DynamoDBDocumentClient, from: number, to: number) {
  const random = mulberry32(5000 + from);
  const listings = Array.from({ length: to - from }, (_, i) => listingAt(from + i, random));
  await batchWrite(
    db,
    listings.map((listing) => ({
      pk: `QUOTE#${listing.id}`,
      sk: 'QUOTE',
      entity: 'quote',
      id: listing.id,
      createdBy: AGENT,
      createdAt: listing.createdAt,
      savedAt: listing.savedAt,
      listing,
      gsi3pk: `USER#${AGENT}#QUOTES`,
      gsi3sk: `${listing.createdAt}#${listing.id}`,
      ...quoteListIndexValues(listing),
      ...(listing.clientId
        ? { gsi1pk: `CLIENT#${listing.clientId}#QUOTES`, gsi1sk: `${listing.createdAt}#${listing.id}` }
        : {}),
    })),
  );
  seeded.push(...listings.map((l) => ({ id: l.id, submitted: !!l.frozenAt })));
  const shards = Array.from({ length: QUOTE_COUNT_SHARDS }, () => ({
    saved: [] as string[],
    submitted: [] as string[],
  }));
  for (const q of seeded) {
    const shard = shards[quoteCountShard(q.id)]!;
    shard.saved.push(q.id);
    if (q.submitted) shard.submitted.push(q.id);
  }
  await batchWrite(
    db,
    shards.map((s, i) => ({
      ...keys.quoteCount(AGENT, i),
      ...(s.saved.length ? { savedIds: new Set(s.saved) } : {}),
      savedCount: s.saved.length,
      ...(s.submitted.length ? { submittedIds: new Set(s.submitted) } : {}),
      submittedCount: s.submitted.length,
    })),
  );
}
const seeded: { id: string; submitted: boolean }[] = [];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]!;

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'almanac-bench-quotes-'));
  const dynamo = await startDynamo(dir, await freePort(), TABLE);
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ region, endpoint: dynamo.endpoint, credentials: localCredentials }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  try {
    const users = dynamoUserRepository(db, TABLE);
    const quotes = dynamoQuoteRepository(db, TABLE);
    const fixedUsers = { ...users, get: async (id: string) => (id === AGENT ? agent : users.get(id)) };
    const ports = {
      users: fixedUsers,
      quotes,
      contracts: dynamoContractRepository(db, TABLE),
      clock: { now: () => new Date('2026-06-01T12:00:00Z') },
    } as Pick<Ports, 'users' | 'quotes' | 'contracts' | 'clock'>;
    const caller = { userId: AGENT, role: 'agent' as const, confirmed: true, sessionHash: 'bench' };

    for (let k = 0; k < CLIENTS; k++) await users.create(clientAt(k));
    const figures: Figure[] = [];
    let have = 0;
    for (const QUOTES of SIZES) {
      const t0 = performance.now();
      await seed(db, have, QUOTES);
      console.log(
        `\nSeeded ${QUOTES - have} more saved quotes (${QUOTES} for one agent) in ${((performance.now() - t0) / 1000).toFixed(1)} s (dynalite on disk, BatchWrite).`,
      );
      have = QUOTES;
      await measure(QUOTES, figures);
    }
    reportFigures('quotes', figures);

    async function measure(QUOTES: number, figures: Figure[]) {
      // The cursors a user on the middle page has for the pages next to it (the web keeps them and
      // sends the nearest for a page link two away).
      const middle = Math.ceil(QUOTES / 20);
      const atMiddle = await getQuotes(ports, caller, { input: { page: middle } });
      const cases: [string, () => Promise<unknown>][] = [
        ['getQuotes page 1 (createdAt desc)', () => getQuotes(ports, caller, { type: 'parametric' })],
        ['getQuotes page 2', () => getQuotes(ports, caller, { input: { page: 2 } })],
        [
          'getQuotes middle page',
          () => getQuotes(ports, caller, { input: { page: Math.ceil(QUOTES / 20) } }),
        ],
        [
          'middle page by Next (cursor)',
          () => getQuotes(ports, caller, { input: { page: middle + 1, cursor: atMiddle.nextCursor } }),
        ],
        [
          'middle page by Previous (cursor)',
          () => getQuotes(ports, caller, { input: { page: middle - 1, cursor: atMiddle.previousCursor } }),
        ],
        [
          "page middle+2 from the middle's cursor",
          () => getQuotes(ports, caller, { input: { page: middle + 2, cursor: atMiddle.nextCursor } }),
        ],
        [
          "page middle−2 from the middle's cursor",
          () => getQuotes(ports, caller, { input: { page: middle - 2, cursor: atMiddle.previousCursor } }),
        ],
        ['getQuotes last page', () => getQuotes(ports, caller, { input: { page: Math.ceil(QUOTES / 10) } })],
        [
          'getQuotes sort netPremium asc',
          () => getQuotes(ports, caller, { input: { sortBy: 'netPremium', sortDirection: 'ASC' } }),
        ],
        [
          'getQuotes sort clientName asc',
          () => getQuotes(ports, caller, { input: { sortBy: 'clientName', sortDirection: 'ASC' } }),
        ],
        [
          'getQuotes sort location desc',
          () => getQuotes(ports, caller, { input: { sortBy: 'location', sortDirection: 'DESC' } }),
        ],
        [
          'search "reyes" (15 a page)',
          () => getQuotes(ports, caller, { input: { search: 'reyes', limit: 15 } }),
        ],
        [
          'search client e-mail',
          () => getQuotes(ports, caller, { input: { search: clientAt(17).email, limit: 15 } }),
        ],
        [
          'search client full name',
          () => getQuotes(ports, caller, { input: { search: 'dana reyes0', limit: 15 } }),
        ],
        ['search ID start', () => getQuotes(ports, caller, { input: { search: 'bench-0123', limit: 15 } })],
        [
          'filterFrozen + clientId',
          () => getQuotes(ports, caller, { filterFrozen: true, clientId: 'client-17' }),
        ],
        ['export page (100)', () => getQuotes(ports, caller, { input: { limit: 100, page: 7 } })],
        ['getAgentStats', () => getAgentStats(ports, caller)],
      ];
      const first = (await getQuotes(ports, caller, {})) as { count: number };
      if (first.count !== QUOTES) throw new Error(`expected ${QUOTES} quotes, listed ${first.count}`);

      if (SKIP) cases.splice(0, cases.length, ...cases.filter(([name]) => !SKIP.test(name)));
      for (const [, run] of cases) await run(); // warm-up: the first case pays no one-off costs
      console.log(`\n${'operation'.padEnd(36)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(8)}  matches`);
      for (const [name, run] of cases) {
        const times: number[] = [];
        let result: unknown;
        for (let i = 0; i < RUNS; i++) {
          const t = performance.now();
          result = await run();
          times.push(performance.now() - t);
        }
        const count =
          (result as { count?: number }).count ??
          (result as { totalPremiumIndications?: number }).totalPremiumIndications;
        console.log(
          `${name.padEnd(36)} ${median(times).toFixed(1).padStart(10)} ${p95(times).toFixed(1).padStart(8)}  ${count}`,
        );
        figures.push({
          name: `${name} at ${QUOTES} median`,
          kind: 'time',
          value: Math.round(median(times) * 10) / 10,
          unit: 'ms',
          target: targetAt(QUOTES),
        });
      }
      // What a whole-partition read (a search, and every list before issue 28) costs at this size.
      if (SKIP?.test('listSaved')) return;
      const reads: number[] = [];
      let listings: QuoteListing[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        listings = await quotes.listSaved(AGENT);
        reads.push(performance.now() - t);
      }
      const bytes = Buffer.byteLength(JSON.stringify(listings));
      console.log(
        `\nlistSaved alone: median ${median(reads).toFixed(1)} ms for ${listings.length} listings, ${(bytes / 1024 / 1024).toFixed(2)} MB as JSON (~${Math.round(bytes / listings.length)} B each, so ${Math.ceil(bytes / 1024 / 1024)}+ Query pages of 1 MB).`,
      );
    }
  } finally {
    db.destroy();
    await dynamo.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
