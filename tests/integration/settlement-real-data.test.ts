/**
 * The settlement on real data (issue 15, docs/requirements.md#claims): the Tampa Bay PRISM
 * precipitation files for 2022-2024 ingested with `npm run data` into this file's own stack, a
 * bound HPC policy over summer 2024 written through the repository adapters (as an import would),
 * the settlement job run on it; its index must equal the index computed plainly from the GeoTIFF
 * bands, its payout the policy's terms applied to that index, and the live view's historical
 * range the look-back years' indices from the files. Skipped, with a message, without the data.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  cellForLatLon,
  dateOfEpochDay,
  dayOfYear,
  parseRiskPeriod,
  PRISM_GRID,
  windowForYear,
  type RiskPeriod,
} from '@almanac/core';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { fromFile } from 'geotiff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, startLocalStack, type LocalStack } from '../../infra/local/stack.js';
import { CURRENT_USER } from '../../web/src/lib/session/current-user.js';
import type { QuoteRecord } from '../../functions/src/ports/index.js';
import { expectData, type GqlResponse } from './support/api.js';
import { DEMO_PASSWORD, demo, LOGIN } from './support/accounts.js';
import { GET_POLICY_INDEX, repositories, runSettlement, writePolicy } from './support/claims.js';

const DATA_DIR = join(repoRoot, '../shared/data/prism-tampa-bay/ppt');
const hasData = existsSync(DATA_DIR);
if (!hasData) console.warn(`${DATA_DIR} not found: skipping the real-data settlement test`);

const YEARS = [2022, 2023, 2024];
const fileOf = (year: number) => join(DATA_DIR, `prism_ppt_tampa-bay_${year}.tif`);
const TAMPA = { lat: 27.95, lon: -82.46 };
const PERIOD: RiskPeriod = { startDate: '2024-06-01', endDate: '2024-08-31' };
const TERMS = { direction: 'above' as const, trigger: 5, exhaust: 60, limitCents: 10_000_000 };

/** The Tampa pixel's daily bands of one year, straight from the GeoTIFF: `values[dayOfYear - 1]`. */
const pixels = new Map<number, Float32Array>();
async function pixelYear(year: number): Promise<Float32Array> {
  const hit = pixels.get(year);
  if (hit) return hit;
  const image = await (await fromFile(fileOf(year))).getImage();
  const [originLon, originLat] = image.getOrigin();
  const [dx, dy] = image.getResolution();
  const col = Math.floor((TAMPA.lon - originLon!) / dx!);
  const row = Math.floor((TAMPA.lat - originLat!) / dy!);
  const bands = (await image.readRasters({
    window: [col, row, col + 1, row + 1],
    interleave: false,
  })) as unknown as Float32Array[];
  const values = Float32Array.from(bands, (band) => band[0]!);
  pixels.set(year, values);
  return values;
}

/** HPC the plain way: the sum over the window of min(mm / 25.4, 2.5 in). */
async function plainIndex(year: number): Promise<number> {
  const w = windowForYear(parseRiskPeriod(PERIOD), year);
  let sum = 0;
  for (let day = w.startDay; day <= w.endDay; day++) {
    const date = dateOfEpochDay(day);
    const mm = (await pixelYear(date.year))[dayOfYear(date) - 1]!;
    if (!(mm >= 0)) throw new Error(`missing value on day ${day}`);
    sum += Math.min(mm / 25.4, 2.5);
  }
  return sum;
}

describe.skipIf(!hasData)('the settlement on the ingested Tampa Bay PRISM data', () => {
  let dataDir: string;
  let stack: LocalStack;
  let token = '';
  const call = async <TData, TVars>(
    document: DocumentTypeDecoration<TData, TVars>,
    variables: TVars,
  ): Promise<GqlResponse<TData>> => {
    const res = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : { 'x-api-key': stack.apiKey }),
      },
      body: JSON.stringify({ query: String(document), variables }),
    });
    const body = (await res.json()) as Omit<GqlResponse<TData>, 'status'>;
    return { status: res.status, ...body };
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'almanac-settle-'));
    execFileSync(
      'npx',
      [
        'tsx',
        'functions/src/cli/data.ts',
        'ingest',
        'prism',
        ...YEARS.map(fileOf),
        '--grid-dir',
        join(dataDir, 'grid'),
      ],
      { cwd: repoRoot, stdio: 'pipe' },
    );
    stack = await startLocalStack({
      dataDir,
      web: 'none',
      ports: { api: 0, web: 0, dynamodb: 0, s3: 0, sqs: 0 },
    });
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('settles a 2024 HPC policy with the index of the GeoTIFF bands and the payout of its terms', async () => {
    token = expectData(await call(LOGIN, { email: demo.client, password: DEMO_PASSWORD })).login.token;
    const clientId = expectData(await call(CURRENT_USER, {})).currentUser._id;
    token = '';
    token = expectData(await call(LOGIN, { email: demo.agent, password: DEMO_PASSWORD })).login.token;
    const agent = expectData(await call(CURRENT_USER, {})).currentUser;

    // The quote as the pricing stored it, trimmed to what a policy keeps: one Tampa PRISM cell.
    const cell = cellForLatLon(PRISM_GRID, TAMPA.lat, TAMPA.lon)!;
    const quote = {
      id: 'real-1',
      requestId: 'real',
      optionIndex: 0,
      createdBy: agent._id,
      createdAt: '2024-04-01T10:00:00.000Z',
      updatedAt: '2024-04-01T10:00:00.000Z',
      program: 'HPC',
      currency: 'USD',
      riskPeriod: PERIOD,
      applicationDeadline: PERIOD.startDate,
      expirationDate: PERIOD.startDate,
      locations: [{ ...TAMPA, weight: 1, state: 'FL', country: 'US', cell, cpcId: null }],
      homeState: 'FL',
      option: { label: 'Above 5.00 in', isRequested: true, ...TERMS },
      taxes: null,
      index: { unit: 'inch', dailyCapIn: 2.5, policyYear: 2024, lookBack: { years: [2022, 2023] } },
      data: {
        datasetId: 'prism-precip-daily',
        origin: 'observed',
        cells: [{ ...cell, origin: 'observed' }],
        readFrom: '2022-06-01',
        readTo: '2023-08-31',
        latestDataDate: '2024-03-31',
      },
      pricing: { engineVersion: 'import', parameters: {}, request: {} },
    } as unknown as QuoteRecord;
    const repos = repositories(stack.endpoints.dynamodb, stack.tableName);
    const { contract } = await writePolicy(
      repos,
      quote,
      { agentId: agent._id, organizationId: agent.organization._id, clientId },
      { period: PERIOD, lookBackYears: [2022, 2023] },
    );

    const report = await runSettlement(undefined, stack.graphqlUrl);
    expect(report.failed).toEqual([]);
    const settled = report.settled.find((s) => s.contractId === contract.id)!;
    const expected = await plainIndex(2024);
    const stored = (await repos.contracts.get(contract.id))!.settlement!;
    expect(stored).toMatchObject({
      datasetId: 'prism-precip-daily',
      origin: 'observed',
      dataLatestDate: '2024-12-31',
      daysUsed: 92,
      // PRISM's stamps in the files: the summer of 2024 is stable (v8); November on is provisional.
      dataVersions: { status: 'stable', stableDays: 92, provisionalDays: 0, stamps: [] },
    });
    expect(stored.index).toBeCloseTo(expected, 6);
    const payout = Math.round(
      expected <= TERMS.trigger
        ? 0
        : expected >= TERMS.exhaust
          ? TERMS.limitCents
          : (TERMS.limitCents * (expected - TERMS.trigger)) / (TERMS.exhaust - TERMS.trigger),
    );
    expect(payout).toBeGreaterThan(0); // Tampa's wet season is well above 5 in
    expect(stored.payoutCents).toBe(payout);
    expect(settled).toEqual({ contractId: contract.id, outcome: 'CLAIM_OPENED', payoutCents: payout });
    expect((await repos.claims.get(contract.id))!).toMatchObject({
      status: 'PENDING_REVIEW',
      payoutCents: payout,
    });

    // The policy's view: the settled index, and the look-back years' range from the same files.
    const view = expectData(await call(GET_POLICY_INDEX, { contractId: contract.id })).getPolicyIndex;
    const history = [await plainIndex(2022), await plainIndex(2023)];
    expect(view.dataOrigin).toBe('observed');
    expect(view.indexToDate).toBeCloseTo(expected, 6);
    expect(view.historicalMin).toBeCloseTo(Math.min(...history), 6);
    expect(view.historicalMax).toBeCloseTo(Math.max(...history), 6);
    expect(view.settlement).toMatchObject({ outcome: 'CLAIM_OPENED', payout: payout / 100 });
    // A second run settles nothing more.
    expect((await runSettlement(undefined, stack.graphqlUrl)).settled).toEqual([]);
  });
});
