/**
 * Real data only where money is at stake, through the grid store as the server reads it: outside a
 * development stage a location without observed data is refused with the dataset and the area its
 * data covers; a request naming no dataset prices from the program's dataset with observed data;
 * every quote records the version of its data.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AppError,
  cellForLatLon,
  type DatasetId,
  type DayVersion,
  epochDayOfIso,
  PRISM_GRID,
  type QuoteRequest,
} from '@almanac/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PricingRequestRecord } from '../../ports/index.js';
import { withObservedDefaultDataset } from '../../use-cases/pricing/observed-data.js';
import { priceQuoteRequest, quoteRecordsOf } from '../../use-cases/pricing/price-request.js';
import { boxStateLocator } from '../../use-cases/testing/in-memory-pricing.js';
import { emptyExposureBook } from '../../use-cases/testing/in-memory-ports.js';
import type { BlobStore } from './grid-store/blob-store.js';
import { folderBlobStore } from './grid-store/folder-blob-store.js';
import { GridDatasetWriter } from './grid-store/grid-writer.js';
import { createGridWeatherSource } from './grid-store/grid-weather-source.js';

const TAMPA = { lat: 27.95, lon: -82.46 };
const TALLAHASSEE = { lat: 30.44, lon: -84.28 };
const FIRST = '1990-01-01';
const LAST = '2026-10-31';
/** Provisional from here (PRISM's last six months), the last five days early estimates. */
const PROVISIONAL_FROM = '2026-05-01';
const EARLY_FROM = '2026-10-27';

/** A rainy, varied daily series (mm): enough history to price, values differing year to year. */
function rain(first: number, count: number): Float32Array {
  const out = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    const d = first + i;
    out[i] = (d * 7919) % 13 < 4 ? ((d * 104729) % 50) / 2 : 0;
  }
  return out;
}

async function ingest(store: BlobStore, datasetId: DatasetId, cells: { lat: number; lon: number }[]) {
  const first = epochDayOfIso(FIRST);
  const last = epochDayOfIso(LAST);
  const writer = new GridDatasetWriter(store, datasetId, { now: () => '2026-11-02T06:00:00.000Z' });
  await writer.write(
    cells.map((c) => ({
      cell: cellForLatLon(PRISM_GRID, c.lat, c.lon)!,
      firstDay: first,
      values: rain(first, last - first + 1),
    })),
  );
  const days = new Map<number, DayVersion>();
  for (let d = first; d <= last; d++) {
    const iso = new Date(d * 86_400_000).toISOString().slice(0, 10);
    days.set(
      d,
      iso >= EARLY_FROM
        ? { status: 'early', stamp: 'v1-2026-11-01' }
        : iso >= PROVISIONAL_FROM
          ? { status: 'provisional', stamp: 'v3-2026-10-21' }
          : { status: 'stable', stamp: 'v8' },
    );
  }
  await writer.finish([{ name: 'synthetic', firstDate: FIRST, lastDate: LAST }], { days });
}

const request = (over: Partial<QuoteRequest> = {}): QuoteRequest => ({
  program: 'HPC',
  datasetId: 'prism-precip-daily',
  collection: null,
  startDate: '2027-06-01',
  endDate: '2027-09-30',
  limitCents: 10_000_000,
  trigger: 12,
  exhaust: 20,
  targetMatch: true,
  currency: 'USD',
  locations: [{ ...TAMPA, weight: 1 }],
  ...over,
});

const refusal = async (promise: Promise<unknown>): Promise<AppError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('observed data only', () => {
  let dir: string;
  let store: BlobStore;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'almanac-observed-'));
    store = folderBlobStore(dir);
    await ingest(store, 'prism-precip-daily', [TAMPA]);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const ports = (allowDemoWeather: boolean) => ({
    weather: createGridWeatherSource(store),
    states: async () => boxStateLocator,
    allowDemoWeather,
    ...emptyExposureBook(),
  });

  it('outside dev, refuses a location without observed data, naming the dataset and the area covered', async () => {
    const error = await refusal(
      priceQuoteRequest(
        ports(false),
        request({
          locations: [
            { ...TAMPA, weight: 0.5 },
            { ...TALLAHASSEE, weight: 0.5 },
          ],
        }),
        { policy: false },
      ),
    );
    expect(error.code).toBe('RISK_API_ERROR');
    expect(error.message).toBe(
      'No observed PRISM daily precipitation (4 km) data covers the location at 30.4400, -84.2800, and quotes are priced only from observed data. The ingested data covers 1 cell between 27.96°N and 27.96°N, 82.46°W and 82.46°W.',
    );
    expect(error.info).toMatchObject({ reason: 'NO_OBSERVED_DATA', datasetId: 'prism-precip-daily' });
    // A dataset with nothing ingested: refused before any series is read.
    const temp = await refusal(
      priceQuoteRequest(
        ports(false),
        request({ program: 'HTC', datasetId: 'prism_temp_max-daily', trigger: null, exhaust: null }),
        {
          policy: false,
        },
      ),
    );
    expect(temp.message).toContain(
      'No observed PRISM daily maximum temperature (4 km) data covers the location',
    );
    expect(temp.message).toContain('The ingested data covers no cells.');
  });

  it('in dev, the same location prices from the demo climate, labelled', async () => {
    const priced = await priceQuoteRequest(
      ports(true),
      request({
        locations: [
          { ...TAMPA, weight: 0.5 },
          { ...TALLAHASSEE, weight: 0.5 },
        ],
      }),
      { policy: false },
    );
    expect(priced.data.origin).toBe('demo');
  });

  it('a request naming no dataset prices from the program dataset with observed data (PRISM when CPC has none)', async () => {
    const source = ports(false);
    const chosen = await withObservedDefaultDataset(
      source,
      request({ datasetId: 'cpc_precip_us-daily', datasetNamed: false }),
    );
    expect(chosen.datasetId).toBe('prism-precip-daily');
    // Named: kept, and refused outside dev for want of observed CPC data.
    const named = request({ datasetId: 'cpc_precip_us-daily' });
    expect(await withObservedDefaultDataset(source, named)).toBe(named);
    expect((await refusal(priceQuoteRequest(source, named, { policy: false }))).message).toContain(
      'No observed CPC US unified daily precipitation (0.25 deg) data covers',
    );
    // Where neither has data: the default, which the pricing then refuses (or prices on demo in dev).
    const nowhere = request({
      datasetId: 'cpc_precip_us-daily',
      datasetNamed: false,
      locations: [{ ...TALLAHASSEE, weight: 1 }],
    });
    expect((await withObservedDefaultDataset(source, nowhere)).datasetId).toBe('cpc_precip_us-daily');
  });

  it('each quote records the version of its data: stable-through date, provisional look-back years', async () => {
    const record = { id: 'r1', createdBy: 'agent-1' } as PricingRequestRecord;
    const summer = await priceQuoteRequest(ports(false), request(), { policy: false });
    const [quote] = quoteRecordsOf(summer, record, '2026-11-21T00:00:00.000Z');
    expect(quote!.data.version).toEqual({
      stableThrough: '2026-04-30',
      provisionalYears: [2026],
      provisionalDays: 122,
      unknownDays: 0,
      updatedAt: '2026-11-02T06:00:00.000Z',
    });
    const winter = await priceQuoteRequest(
      ports(false),
      request({ startDate: '2027-01-01', endDate: '2027-03-31' }),
      { policy: false },
    );
    const [w] = quoteRecordsOf(winter, record, '2026-11-21T00:00:00.000Z');
    expect(w!.data.version).toMatchObject({
      stableThrough: '2026-04-30',
      provisionalYears: [],
      provisionalDays: 0,
    });
  });
});
