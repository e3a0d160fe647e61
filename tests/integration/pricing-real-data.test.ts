import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { repoRoot, startLocalStack, type LocalStack } from '../../infra/local/stack.js';
import { graphql } from '../support/graphql/index.js';
import { expectData, type GqlResponse } from './support/api.js';
import { DEMO_PASSWORD, demo, LOGIN } from './support/accounts.js';

const REAL_DATA_QUOTE = graphql(`
  mutation RealDataQuote($locations: [WeightedLocationInput!]) {
    createParametricQuote(
      programType: "HighTemp"
      dataset: "prismc-tmax-daily"
      start: "2027-01-01T00:00:00Z"
      end: "2027-01-31T00:00:00Z"
      limit: 50000
      units: "deg_F"
      weightedLocations: $locations
      sync: true
    ) {
      status
      dataOrigin
      quotes {
        label
        locationState
        explanation {
          yearsUsed
        }
        dataset {
          dclimateId
          origin
        }
      }
    }
  }
`);
const REAL_DATA_INDEX = graphql(`
  query RealDataIndex {
    getIndexDataV2(
      type: "HighTemp"
      input: {
        dataset: "prism_temp_max-daily"
        start: "2027-01-01T00:00:00Z"
        end: "2027-01-31T00:00:00Z"
        units: "deg_F"
        weightedLocations: [{ lat: 27.95, lon: -82.46, weight: 1 }]
      }
    ) {
      average
      min
      max
      result {
        year
        temp
      }
    }
  }
`);

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
  /** POST a document to this file's own stack (`send` talks to the shared one). */
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
    token = expectData(await call(LOGIN, { email: demo.agent, password: DEMO_PASSWORD })).login.token;
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  const quote = (lat: number, lon: number) => call(REAL_DATA_QUOTE, { locations: [{ lat, lon, weight: 1 }] });

  it('prices a Tampa location from observed data, over the 30 most recent complete years', async () => {
    const request = expectData(await quote(27.95, -82.46)).createParametricQuote;
    expect(request).toMatchObject({ status: 'DONE', dataOrigin: 'observed' });
    expect(request.quotes.length).toBeGreaterThan(0);
    const first = request.quotes[0]!;
    expect(first).toMatchObject({
      locationState: 'FL',
      dataset: { dclimateId: 'prism_temp_max-daily', origin: 'observed' },
    });
    expect([...first.explanation.yearsUsed].sort()).toEqual(YEARS.slice(1));
  });

  it('shows the observed January history: Tampa mean daily max between 60 and 80 °F every year (cold 2010 is about 64)', async () => {
    const index = expectData(await call(REAL_DATA_INDEX, {})).getIndexDataV2;
    expect(index.result).toHaveLength(30);
    for (const row of index.result) {
      expect(row.temp).toBeGreaterThan(60);
      expect(row.temp).toBeLessThan(80);
    }
  });

  it('labels a location outside the ingested files as demo data', async () => {
    const request = expectData(await quote(28.54, -81.38)).createParametricQuote; // Orlando: east of the Tampa Bay grid
    expect(request.dataOrigin).toBe('demo');
  });
});
