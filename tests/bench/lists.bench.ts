/**
 * npm run bench:lists — the lists other than the premium indications (issue 28 item 2), end to end
 * below GraphQL: getClaims (operations, by status; the agency's), getContractsForReview (the
 * underwriting queue), getAgentCommissions, getOrganizationTeam and getExposureSummary, the use
 * cases on the real DynamoDB adapters against dynalite (on disk in a temporary folder), with
 * LIST_ROWS (default 1,000) claims with their policies and loss reports, applications waiting in
 * the queue and commissions. Each case prints its page median and p95 and the DynamoDB round trips
 * one page makes (counted on the client), for a page of 5 and of 50: the round trips must not
 * grow with the page. dynalite is far slower per item than DynamoDB, so times are an upper bound.
 * Prints a table and the BENCH_FIGURES line (tests/bench/figures.ts); not a test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { contractHistoryEvents, resolveAccumulationLimits } from '@almanac/core';
import { claimItemOf, dynamoClaimRepository } from '@almanac/functions/adapters/dynamodb/claims';
import { dynamoCommissionRepository } from '@almanac/functions/adapters/dynamodb/commissions';
import { contractItemOf, dynamoContractRepository } from '@almanac/functions/adapters/dynamodb/contracts';
import { dynamoExposureBook } from '@almanac/functions/adapters/dynamodb/exposure';
import { dynamoFormRepository, formItemOf } from '@almanac/functions/adapters/dynamodb/forms';
import { gsi1, keys } from '@almanac/functions/adapters/dynamodb/keys';
import { dynamoOrganizationRepository } from '@almanac/functions/adapters/dynamodb/organizations';
import { dynamoQuoteRepository } from '@almanac/functions/adapters/dynamodb/quotes';
import { dynamoUploadRepository } from '@almanac/functions/adapters/dynamodb/uploads';
import { dynamoUserRepository } from '@almanac/functions/adapters/dynamodb/users';
import type {
  ClaimRecord,
  ContractRecord,
  LossReportRecord,
  OrganizationRecord,
  Ports,
  UserRecord,
} from '@almanac/functions/ports/index';
import type { Caller } from '@almanac/functions/use-cases/caller';
import { bindingWorld, savedQuote } from '@almanac/functions/use-cases/contracts/binding-test-world';
import { getClaims } from '@almanac/functions/use-cases/claims/get-claims';
import { getContractsForReview } from '@almanac/functions/use-cases/contracts/get-contracts-for-review';
import { getExposureSummary } from '@almanac/functions/use-cases/contracts/get-exposure-summary';
import { getOrganizationTeam } from '@almanac/functions/use-cases/team/get-organization-team';
import { getAgentCommissions } from '@almanac/functions/use-cases/users/get-agent-commissions';
import { freePort, localCredentials, region, startDynamo } from '../../infra/local/emulators.js';
import { type Figure, reportFigures } from './figures.js';

const ROWS = Number(process.env.LIST_ROWS ?? 1000);
const MEMBERS = Number(process.env.TEAM_MEMBERS ?? 50);
const CELLS = Number(process.env.CELLS ?? 300);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const TABLE = 'almanac-bench';
const ORG = 'org-bench';
const T0 = '2026-09-20T10:00:00.000Z';

const person = (id: string, role: UserRecord['role'], extra: Partial<UserRecord> = {}): UserRecord =>
  ({
    id,
    email: `${id}@bench.local`,
    role,
    organizationId: ORG,
    passwordHash: '!no-password',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    confirmedAt: '2026-01-01T00:00:00.000Z',
    profile: { firstName: 'Bench', lastName: id },
    permissions: [{ platform: 'DEFAULT', canQuote: true, canBind: true }],
    ...extra,
  }) as UserRecord;

const contract = (id: string, extra: Partial<ContractRecord>): ContractRecord => ({
  id,
  quoteId: `q-${id}`,
  status: 'PENDING_APPROVAL',
  version: 1,
  program: 'LPC',
  agentId: 'bench-agent',
  organizationId: ORG,
  clientId: `client-${id}`,
  createdAt: T0,
  updatedAt: T0,
  submittedAt: T0,
  applicationDeadline: '2026-12-01',
  riskPeriod: { startDate: '2027-01-01', endDate: '2027-03-31' },
  limitCents: 5_000_000,
  entityInformation: { legalName: `Farm ${id}`, emails: [{ value: `${id}@bench.local` }] },
  businessDetails: { businessType: 'OTHER', currency: 'USD', previousAnnualRevenue: [] },
  diligentSearchUpload: {},
  history: [contractHistoryEvents.started(T0, 'Bench Agent')],
  ...extra,
});

const settlement = {
  outcome: 'CLAIM_OPENED' as const,
  index: 1.25,
  payoutCents: 2_500_000,
  trigger: 3.5,
  exhaust: 1,
  limitCents: 5_000_000,
  datasetId: 'cpc_precip_us-daily',
  dataVersion: '2026-09-19T00:00:00.000Z',
  dataLatestDate: '2026-09-18',
  origin: 'observed' as const,
  daysUsed: 92,
  engineVersion: 'bench',
  settledAt: T0,
};

const lossReport = (c: ContractRecord): LossReportRecord => ({
  id: `form-${c.id}`,
  formType: 'LOSS_REPORT',
  contractId: c.id,
  policyNumber: c.policyNumber!,
  organizationId: ORG,
  agentId: c.agentId,
  clientId: c.clientId,
  program: 'LPC',
  status: 'NEEDS_REVIEW',
  version: 1,
  values: {
    namedInsured: {
      name: `Farm ${c.id}`,
      address1: '1 Main St',
      city: 'Tampa',
      state: 'FL',
      zipcode: '33602',
      contactEmail: `${c.id}@bench.local`,
      policyNumber: c.policyNumber!,
    },
    lossDetails: { notificationDate: '2026-09-01' },
  },
  createdAt: T0,
  updatedAt: T0,
});

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)]!;

async function writeAll(db: DynamoDBDocumentClient, items: Record<string, unknown>[]) {
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  for (let i = 0; i < batches.length; i += 8)
    await Promise.all(
      batches.slice(i, i + 8).map(async (batch) => {
        let request = { [TABLE]: batch.map((Item) => ({ PutRequest: { Item } })) } as Record<
          string,
          unknown[]
        >;
        while (request[TABLE]?.length) {
          const r = await db.send(new BatchWriteCommand({ RequestItems: request as never }));
          request = (r.UnprocessedItems ?? {}) as Record<string, unknown[]>;
        }
      }),
    );
}

/** A real priced and saved quote (the in-memory world's fake climate), copied for every contract. */
async function quoteTemplate() {
  const w = await bindingWorld();
  return (await w.store.quotes.get(await savedQuote(w)))!;
}

async function seed(db: DynamoDBDocumentClient, ports: Ports) {
  const template = await quoteTemplate();
  const org = {
    id: ORG,
    name: 'Bench Agency',
    isOnboarded: true,
    permissions: { canBind: true },
    createdAt: T0,
    updatedAt: T0,
  } as unknown as OrganizationRecord;
  const users = [
    person('bench-agent', 'primaryAgent'),
    person('bench-ops', 'internal', { organizationId: undefined }),
    ...Array.from({ length: MEMBERS }, (_, i) =>
      person(`member-${i}`, 'agent', {
        createdAt: `2026-02-01T00:00:${String(i % 60).padStart(2, '0')}.000Z`,
      }),
    ),
  ];
  const queue = Array.from({ length: ROWS }, (_, i) =>
    contract(`app-${String(i).padStart(5, '0')}`, {
      updatedAt: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}T00:00:00.000Z`,
    }),
  );
  const policies = Array.from({ length: ROWS }, (_, i) => {
    const id = `pol-${String(i).padStart(5, '0')}`;
    return contract(id, {
      status: 'APPROVED',
      policyNumber: `ALM-LPC-2026-${String(i).padStart(6, '0')}`,
      boundAt: T0,
      policyIssuedAt: T0,
      settledAt: T0,
      settlement,
      riskPeriod: { startDate: '2026-06-01', endDate: '2026-08-31' },
    });
  });
  const claims: ClaimRecord[] = policies.map((p, i) => ({
    id: p.id,
    contractId: p.id,
    policyNumber: p.policyNumber!,
    program: 'LPC',
    organizationId: ORG,
    agentId: p.agentId,
    clientId: p.clientId,
    status: 'PENDING_REVIEW',
    version: 1,
    payoutCents: 2_500_000,
    settlement,
    createdAt: `2026-09-20T10:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}.000Z`,
    updatedAt: T0,
  }));
  const withForms = policies.filter((_, i) => i % 2 === 0);
  const clients = [...queue, ...policies].map((c) => person(c.clientId, 'client', { agentId: c.agentId }));
  await writeAll(db, [
    { ...keys.organization(ORG), entity: 'organization', ...org },
    ...users.map((u) => ({
      ...keys.user(u.id),
      entity: 'user',
      ...(u.role !== 'internal' ? { gsi1pk: gsi1.orgMembers(ORG), gsi1sk: `${u.createdAt}#${u.id}` } : {}),
      ...u,
    })),
    ...clients.map((u) => ({ ...keys.user(u.id), entity: 'user', ...u })),
    ...[...queue, ...policies].map((c) => ({
      ...keys.quote(c.quoteId),
      entity: 'quote',
      ...template,
      id: c.quoteId,
      createdBy: c.agentId,
      organizationId: ORG,
    })),
    ...[...queue, ...policies].map(contractItemOf),
    ...claims.map(claimItemOf),
    ...withForms.map((c) => formItemOf(lossReport(c))),
    ...withForms.map((c) => ({
      ...keys.formCount(c.id),
      entity: 'formCount',
      contractId: c.id,
      count: 1,
      formIds: new Set([`form-${c.id}`]),
    })),
  ]);
  for (let i = 0; i < ROWS; i += 50)
    await Promise.all(
      policies.slice(i, i + 50).map((p, j) =>
        ports.commissions.putIfAbsent({
          id: p.id,
          agentId: 'bench-agent',
          organizationId: ORG,
          contractId: p.id,
          policyNumber: p.policyNumber!,
          amountCents: 41_230,
          status: 'PENDING',
          createdAt: `2026-05-01T00:${String(Math.floor((i + j) / 60) % 60).padStart(2, '0')}:${String((i + j) % 60).padStart(2, '0')}.000Z`,
        }),
      ),
    );
  const fl = { kind: 'region' as const, key: 'REGION#FL', state: 'FL' };
  for (let i = 0; i < CELLS; i += 25)
    await Promise.all(
      Array.from({ length: Math.min(25, CELLS - i) }, async (_, j) => {
        const cell = {
          kind: 'cell' as const,
          key: `CELL#cpc_precip_us-daily#${i + j}#0`,
          state: 'FL',
          lat: 25 + (i + j) * 0.01,
          lon: -81,
        };
        await ports.exposures.count(cell, `cover-${i + j}`, 1_000_000, 1e13);
        await ports.exposures.count(fl, `cover-${i + j}`, 1_000_000, 1e13);
      }),
    );
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'almanac-bench-lists-'));
  const dynamo = await startDynamo(dir, await freePort(), TABLE);
  const raw = DynamoDBDocumentClient.from(
    new DynamoDBClient({ region, endpoint: dynamo.endpoint, credentials: localCredentials }),
    { marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false } },
  );
  let roundTrips = 0;
  const db = {
    send: (command: never) => {
      roundTrips++;
      return raw.send(command);
    },
  } as unknown as DynamoDBDocumentClient;
  const ports = {
    users: dynamoUserRepository(db, TABLE),
    organizations: dynamoOrganizationRepository(db, TABLE),
    contracts: dynamoContractRepository(db, TABLE),
    claims: dynamoClaimRepository(db, TABLE),
    forms: dynamoFormRepository(db, TABLE),
    quotes: dynamoQuoteRepository(db, TABLE),
    uploads: dynamoUploadRepository(db, TABLE),
    commissions: dynamoCommissionRepository(db, TABLE),
    exposures: dynamoExposureBook(db, TABLE),
    accumulationLimits: resolveAccumulationLimits(),
    clock: { now: () => new Date('2026-11-21T12:00:00.000Z') },
  } as unknown as Ports;
  const caller = (userId: string, role: Caller['role']): Caller => ({
    userId,
    role,
    confirmed: true,
    sessionHash: `bench-${userId}`,
  });
  const ops = caller('bench-ops', 'internal');
  const agent = caller('bench-agent', 'primaryAgent');
  try {
    const t0 = performance.now();
    await seed(raw, ports);
    console.log(
      `seeded ${ROWS} claims (half with a loss report), ${ROWS} applications in the queue, ${ROWS} commissions, ` +
        `${MEMBERS} members, ${CELLS} exposure cells in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const cases: [string, number | null, () => Promise<unknown>][] = [];
    for (const limit of [5, 50]) {
      cases.push([
        `getClaims operations (status)`,
        limit,
        () => getClaims(ports, ops, { pagination: { page: 1, limit } }),
      ]);
      cases.push([
        `getClaims agency`,
        limit,
        () => getClaims(ports, agent, { pagination: { page: 1, limit } }),
      ]);
      cases.push([`getContractsForReview`, limit, () => getContractsForReview(ports, ops, { limit })]);
      cases.push([
        `getAgentCommissions`,
        limit,
        () => getAgentCommissions(ports, agent, { pagination: { page: 1, limit } }),
      ]);
    }
    cases.push([`getOrganizationTeam (${MEMBERS} members)`, null, () => getOrganizationTeam(ports, agent)]);
    cases.push([`getExposureSummary (${CELLS} cells)`, null, () => getExposureSummary(ports, ops)]);

    const figures: Figure[] = [];
    console.log(
      `\n${'list'.padEnd(36)} ${'page'.padStart(5)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(8)} ${'round trips'.padStart(12)}`,
    );
    for (const [name, limit, run] of cases) {
      await run(); // warm
      const before = roundTrips;
      await run();
      const trips = roundTrips - before;
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        await run();
        times.push(performance.now() - t);
      }
      const label = limit === null ? name : `${name} page of ${limit}`;
      const median = pct(times, 0.5);
      const p95 = pct(times, 0.95);
      console.log(
        `${name.padEnd(36)} ${String(limit ?? '-').padStart(5)} ${median.toFixed(1).padStart(10)} ${p95.toFixed(1).padStart(8)} ${String(trips).padStart(12)}`,
      );
      figures.push({ name: `${label} median`, kind: 'time', value: median, unit: 'ms' });
      figures.push({ name: `${label} p95`, kind: 'time', value: p95, unit: 'ms' });
    }
    reportFigures('lists', figures);
  } finally {
    raw.destroy();
    await dynamo.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
