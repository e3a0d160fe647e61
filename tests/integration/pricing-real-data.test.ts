import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, startLocalStack, type LocalStack } from '../../infra/local/stack.js';

/**
 * Real data end to end: the Tampa Bay PRISM tmax files ingested with `npm run data` make those
 * cells priced from observed data, while a location outside the files stays on the labelled demo
 * climate. Its own stack (own grid store), so other tests' demo expectations are untouched.
 */
const tampaTmax = join(repoRoot, '../shared/data/prism-tampa-bay/tmax');
const hasData = existsSync(tampaTmax);
if (!hasData) console.warn(`${tampaTmax} not found: skipping the real-data pricing test`);

const YEARS = Array.from({ length: 31 }, (_, i) => 1995 + i); // 1995..2025: 30 complete January windows

describe.skipIf(!hasData)('pricing from the ingested Tampa Bay PRISM data', () => {
  let stack: LocalStack;
  let token: string;
  const call = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : { 'x-api-key': stack.apiKey }),
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: any; errors?: { errorType: string; message: string }[] };
  };

  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'almanac-real-'));
    const files = YEARS.map((y) => join(tampaTmax, `prism_tmax_tampa-bay_${y}.tif`));
    execFileSync(
      'npx',
      ['tsx', 'functions/src/cli/data.ts', 'ingest', 'prism', ...files, '--grid-dir', join(dataDir, 'grid')],
      {
        cwd: repoRoot,
        stdio: 'pipe',
      },
    );
    stack = await startLocalStack({
      dataDir,
      web: 'none',
      ports: { api: 0, web: 0, dynamodb: 0, s3: 0, sqs: 0 },
    });
    token = '';
    const login = await call(
      `mutation { login(email: "agent@almanac.local", password: "almanac-demo") { token } }`,
    );
    token = login.data.login.token;
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  const quote = (lat: number, lon: number) =>
    call(
      `mutation Q($locations: [WeightedLocationInput!]) {
        createParametricQuote(programType: "HighTemp", dataset: "prismc-tmax-daily", start: "2027-01-01T00:00:00Z",
          end: "2027-01-31T00:00:00Z", limit: 50000, units: "deg_F", weightedLocations: $locations, sync: true) {
          status dataOrigin quotes { label locationState explanation { yearsUsed } dataset { dclimateId origin } }
        }
      }`,
      { locations: [{ lat, lon, weight: 1 }] },
    );

  it('prices a Tampa location from observed data, over the 30 most recent complete years', async () => {
    const res = await quote(27.95, -82.46);
    expect(res.errors).toBeUndefined();
    const request = res.data.createParametricQuote;
    expect(request).toMatchObject({ status: 'DONE', dataOrigin: 'observed' });
    expect(request.quotes.length).toBeGreaterThan(0);
    const first = request.quotes[0];
    expect(first).toMatchObject({
      locationState: 'FL',
      dataset: { dclimateId: 'prism_temp_max-daily', origin: 'observed' },
    });
    expect([...first.explanation.yearsUsed].sort()).toEqual(YEARS.slice(1));
  });

  it('shows the observed January history: Tampa mean daily max between 60 and 80 °F every year (cold 2010 is about 64)', async () => {
    const res = await call(
      `query { getIndexDataV2(type: "HighTemp", input: { dataset: "prism_temp_max-daily", start: "2027-01-01T00:00:00Z",
        end: "2027-01-31T00:00:00Z", units: "deg_F", weightedLocations: [{ lat: 27.95, lon: -82.46, weight: 1 }] }) {
        average min max result { year temp } } }`,
    );
    expect(res.errors).toBeUndefined();
    const index = res.data.getIndexDataV2;
    expect(index.result).toHaveLength(30);
    for (const row of index.result) {
      expect(row.temp).toBeGreaterThan(60);
      expect(row.temp).toBeLessThan(80);
    }
  });

  it('labels a location outside the ingested files as demo data', async () => {
    const res = await quote(28.54, -81.38); // Orlando: east of the Tampa Bay grid
    expect(res.errors).toBeUndefined();
    expect(res.data.createParametricQuote.dataOrigin).toBe('demo');
  });
});
