import {
  type AppError,
  cellForLatLon,
  datasets,
  type Permission,
  PRICING_REQUEST_MAX_SWEEPS,
  PRICING_REQUEST_STALE_SECONDS,
} from '@almanac/core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { deleteQuote } from '../quotes/delete-quote.js';
import { getQuote } from '../quotes/get-quote.js';
import { saveQuote } from '../quotes/save-quote.js';
import { inMemoryWorld, type InMemoryWorld } from '../testing/in-memory-ports.js';
import { createParametricCustomQuote } from './create-parametric-custom-quote.js';
import { createParametricQuote } from './create-parametric-quote.js';
import { getDatasetMetaDataV4 } from './get-dataset-metadata-v4.js';
import { getIndexDataV2 } from './get-index-data-v2.js';
import { getLPCDates } from './get-lpc-dates.js';
import { getLTCDates } from './get-ltc-dates.js';
import { getPricingRequest } from './get-pricing-request.js';
import { runPricingJob } from './run-pricing-job.js';
import { sweepPricingRequests } from './sweep-pricing-requests.js';

const NOW = '2026-11-21T15:00:00.000Z';
const TAMPA = { lat: 27.95, lon: -82.46 };
const AUSTIN = { lat: 30.27, lon: -97.74 };
const LOUISVILLE = { lat: 38.25, lon: -85.76 };
const ALBANY = { lat: 42.65, lon: -73.75 };

let w: InMemoryWorld;
const callers: Record<'agent' | 'otherAgent' | 'admin', Caller> = {
  agent: { userId: 'agent-1', role: 'agent', confirmed: true, sessionHash: 'h1' },
  otherAgent: { userId: 'agent-2', role: 'agent', confirmed: true, sessionHash: 'h2' },
  admin: { userId: 'admin-1', role: 'admin', confirmed: true, sessionHash: 'h3' },
};
const quoting: Permission[] = [{ platform: 'DEFAULT', canQuote: true, canBind: false }];

function user(id: string, role: UserRecord['role'], permissions: Permission[]): UserRecord {
  return {
    id,
    email: `${id}@example.com`,
    role,
    passwordHash: 'x',
    createdAt: NOW,
    updatedAt: NOW,
    confirmedAt: NOW,
    profile: {},
    permissions,
    organizationId: 'org-1',
  };
}

beforeEach(async () => {
  w = inMemoryWorld({ start: NOW });
  await w.store.users.create(user('agent-1', 'agent', quoting));
  await w.store.users.create(user('agent-2', 'agent', quoting));
  await w.store.users.create(user('admin-1', 'admin', quoting));
});

const hpcArgs = (over: Record<string, unknown> = {}) => ({
  collection: 'cpc',
  dataset: 'cpc_precip_us-daily',
  limit: 100_000,
  strike: 18,
  exhaust: 22,
  units: 'inch',
  start: '2027-01-01T00:00:00.000Z',
  end: '2027-03-31T00:00:00.000Z',
  weightedLocations: [{ ...TAMPA, weight: 1 }],
  targetMatch: false,
  currency: 'USD',
  sync: true,
  ...over,
});
const htcArgs = (over: Record<string, unknown> = {}) => ({
  programType: 'HighTemp',
  dataset: 'prismc-tmax-daily',
  limit: 50_000,
  units: 'deg_F',
  start: '2027-01-01',
  end: '2027-01-31',
  weightedLocations: [{ ...AUSTIN, weight: 1 }],
  sync: true,
  ...over,
});

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a failure');
}

describe('createParametricCustomQuote (HPC)', () => {
  it('prices options around the requested strike and stores one quote per option', async () => {
    const res = await createParametricCustomQuote(w.ports, callers.agent, hpcArgs());

    expect(res).toMatchObject({ status: 'DONE', programName: 'HPC', dataOrigin: 'demo', error: null });
    expect(res.quotes).toHaveLength(5);
    const [requested, ...others] = res.quotes;
    expect(requested).toMatchObject({
      id: `${res.requestId}-1`,
      isRequested: true,
      strike: { unit: 'inch', vector: [18] },
      exhaust: { unit: 'inch', vector: [22] },
      limit: { unit: 'USD', vector: [100_000] },
      locationState: 'FL',
      taxStatus: 'available',
      dataOrigin: 'demo',
      dailyPrecipitationCap: 2.5,
      perUnitLoss: 25_000,
      currency: 'USD',
      status: 'Saved',
    });
    // Every other option keeps the width; triggers are spaced by 10% of the average.
    for (const q of others) expect(q.exhaust.vector[0]! - q.strike.vector[0]!).toBeCloseTo(4, 6);
    const average = requested!.rainfall!.average;
    expect(requested!.relativeStrike).toBeCloseTo(Math.round((18 / average) * 1000) / 10, 6);
    // Money in dollars with at most two decimals; the gross premium adds the fee and taxes.
    const cents = (x: number) => Math.round(x * 100);
    expect(cents(requested!.netPremium) / 100).toBe(requested!.netPremium);
    expect(cents(requested!.estimatedGrossPremium!)).toBe(
      cents(requested!.netPremium) + cents(requested!.policyFee) + cents(requested!.estimatedTotalTaxes!),
    );
    // "Taxes and Fees" is answered, not left to the client to add.
    expect(cents(requested!.estimatedTaxesAndFees!)).toBe(
      cents(requested!.policyFee) + cents(requested!.estimatedTotalTaxes!),
    );
    expect(requested!.indexHistory).toHaveLength(30);
    expect(requested!.payoutProfile).toHaveLength(300);
    expect(w.store.quotes.byId.size).toBe(5);
    expect(w.store.pricingRequests.byId.get(res.requestId)).toMatchObject({
      status: 'DONE',
      quoteIds: res.quotes.map((q) => q.id),
    });
    // The stored record keeps prices in cents and what was used to price it.
    const stored = w.store.quotes.byId.get(requested!.id)!;
    expect(stored.option.premium.netPremiumCents).toBe(cents(requested!.netPremium));
    expect(stored.data).toMatchObject({
      datasetId: 'cpc_precip_us-daily',
      origin: 'demo',
      latestDataDate: '2026-10-31',
    });
    expect(stored.pricing.request).toMatchObject({
      program: 'HPC',
      limitCents: 10_000_000,
      trigger: 18,
      exhaust: 22,
    });
    expect(stored.index.lookBack.years).toEqual(Array.from({ length: 30 }, (_, i) => 1997 + i));
  });

  it('refuses callers who cannot quote, and anonymous ones', async () => {
    expect((await failure(createParametricCustomQuote(w.ports, callers.admin, hpcArgs()))).code).toBe(
      'INVALID_PERMISSIONS',
    );
    expect((await failure(createParametricCustomQuote(w.ports, null, hpcArgs()))).code).toBe('UNAUTHORIZED');
  });

  it.each([
    [{ limit: 0 }, 'The amount provided is not valid.'],
    [{ strike: 0 }, 'The trigger value must be greater than 0.'],
    [{ exhaust: 0 }, 'The exhaust value must be greater than 0.'],
    [{ strike: 22, exhaust: 18 }, 'The trigger value must be less than the exhaust value.'],
    [{ weightedLocations: [{ ...TAMPA, weight: 0.6 }] }, 'Total percentage must be 100%'],
    [{ weightedLocations: [{ ...ALBANY, weight: 1 }] }, 'Program not available at this location'],
    [{ weightedLocations: [{ lat: 30, lon: -60, weight: 1 }] }, 'Program not available at this location'],
    [{ start: '2026-12-01' }, 'The policy period must start on or after 12/11/2026 (20 days from today).'],
    [{ end: '2027-01-20' }, 'The policy period must be at least 30 days long.'],
  ])('%j → VALIDATION_ERROR %s', async (over, message) => {
    const error = await failure(createParametricCustomQuote(w.ports, callers.agent, hpcArgs(over)));
    expect({ code: error.code, message: error.message }).toEqual({ code: 'VALIDATION_ERROR', message });
  });

  it('refuses two locations in one grid cell, as the location picker does, and stores nothing', async () => {
    // Tampa and a point 6 km away share a 0.25 degree CPC cell.
    const twice = [
      { ...TAMPA, weight: 0.5 },
      { lat: 27.9, lon: -82.4, weight: 0.5 },
    ];
    const error = await failure(
      createParametricCustomQuote(w.ports, callers.agent, hpcArgs({ weightedLocations: twice })),
    );
    expect({ code: error.code, message: error.message, info: error.info }).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'This location is already selected',
      info: { index: 1, reason: 'duplicate-cell' },
    });
    expect(w.store.pricingRequests.byId.size).toBe(0);
    // Queued requests are checked before they are accepted, too.
    const queued = await failure(
      createParametricCustomQuote(w.ports, callers.agent, hpcArgs({ weightedLocations: twice, sync: false })),
    );
    expect(queued.message).toBe('This location is already selected');
  });

  it('refuses a period the observed data is too old to settle (not for the demo climate)', async () => {
    w.weather.latestDate = '2023-03-31';
    const demo = await createParametricCustomQuote(w.ports, callers.agent, hpcArgs());
    expect(demo.status).toBe('DONE');
    w.weather.origin = 'observed';
    const error = await failure(createParametricCustomQuote(w.ports, callers.agent, hpcArgs()));
    expect(error.message).toBe(
      'The policy period must end on or before 03/31/2026: the data for this location is available only to 03/31/2023.',
    );
  });

  it('marks Kentucky taxes unavailable', async () => {
    const res = await createParametricCustomQuote(
      w.ports,
      callers.agent,
      hpcArgs({
        weightedLocations: [
          { ...LOUISVILLE, weight: 0.6 },
          { ...TAMPA, weight: 0.4 },
        ],
        strike: 12,
        exhaust: 16,
        targetMatch: true, // this KY/FL blend's history: the nearest offerable trigger
      }),
    );
    expect(res.quotes[0]).toMatchObject({
      locationState: 'KY',
      taxStatus: 'unavailable',
      taxMessage: 'Tax information unavailable at this time.',
      estimatedGrossPremium: null,
      estimatedTotalTaxes: null,
      estimatedTaxesAndFees: null,
      policyFee: 100,
    });
  });

  it('says CAPITAL_PROVIDER_EXPECTED_LOSS_TOO_HIGH, then targetMatch finds the nearest offerable trigger', async () => {
    const args = hpcArgs({ strike: 5, exhaust: 6 });
    expect((await failure(createParametricCustomQuote(w.ports, callers.agent, args))).code).toBe(
      'CAPITAL_PROVIDER_EXPECTED_LOSS_TOO_HIGH',
    );
    const res = await createParametricCustomQuote(w.ports, callers.agent, { ...args, targetMatch: true });
    expect(res.targetMatch!.requestedTrigger).toBe(5);
    expect(res.targetMatch!.matchedTrigger).toBeGreaterThan(5);
    expect(res.quotes[0]).toMatchObject({
      isRequested: true,
      strike: { vector: [res.targetMatch!.matchedTrigger] },
    });
    expect(w.store.pricingRequests.byId.size).toBe(2); // the refused one is kept, FAILED
    expect([...w.store.pricingRequests.byId.values()].map((r) => r.status).sort()).toEqual([
      'DONE',
      'FAILED',
    ]);
  });

  it('maps a weather source failure to RISK_API_ERROR', async () => {
    w.weather.failing = new Error('S3 is down');
    expect((await failure(createParametricCustomQuote(w.ports, callers.agent, hpcArgs()))).code).toBe(
      'RISK_API_ERROR',
    );
  });
});

describe('createParametricQuote (HTC, LTC, LPC)', () => {
  it('offers "Above {d}°F" options for HTC, none of them requested', async () => {
    const res = await createParametricQuote(w.ports, callers.agent, htcArgs());
    expect(res.status).toBe('DONE');
    expect(res.quotes.length).toBeGreaterThan(0);
    for (const q of res.quotes) {
      expect(q.label).toMatch(/^Above \d+°F$/);
      expect(q).toMatchObject({
        isRequested: false,
        relativeStrike: null,
        rainfall: null,
        locationState: 'TX',
      });
    }
  });

  it('validates the custom trigger against the historical maximum (engine message)', async () => {
    const error = await failure(
      createParametricQuote(w.ports, callers.agent, htcArgs({ preferredStrike: 200 })),
    );
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toMatch(/^Custom trigger must be below \d+\.\d$/);
  });

  it('prices a custom LTC trigger as the first option: "Below"', async () => {
    const index = await getIndexDataV2(w.ports, callers.agent, {
      input: {
        dataset: 'prism_temp_min-daily',
        start: '2027-01-01',
        end: '2027-01-31',
        weightedLocations: [{ ...AUSTIN, weight: 1 }],
      },
      type: 'LowTemp',
    });
    const trigger = Math.round((index.average - 1) * 10) / 10;
    const res = await createParametricQuote(
      w.ports,
      callers.agent,
      htcArgs({
        programType: 'LTC',
        dataset: 'prismc-tmin-daily',
        preferredStrike: trigger,
        targetMatch: true,
      }),
    );
    expect(res.quotes[0]).toMatchObject({ isRequested: true, label: `Below ${trigger}°F` });
    expect(res.quotes.slice(1).every((q) => /^Below \d+°F$/.test(q.label))).toBe(true);
  });

  it('gives an empty list when no trigger can be offered (LPC where it never rains)', async () => {
    const cell = cellForLatLon(datasets['cpc_precip_us-daily'].grid, AUSTIN.lat, AUSTIN.lon)!;
    w.weather.dry.add(`${cell.row},${cell.col}`);
    const res = await createParametricQuote(
      w.ports,
      callers.agent,
      htcArgs({
        programType: 'LowRainfall',
        dataset: 'cpc_precip_us-daily',
        units: 'inch',
        preferredStrike: 2,
        exhaust: 0,
        targetMatch: true,
      }),
    );
    expect(res).toMatchObject({ status: 'DONE', quotes: [], targetMatch: null });
  });
});

describe('overload and the pricing worker', () => {
  const jobOutcome = async (...args: Parameters<typeof runPricingJob>) =>
    (await runPricingJob(...args)).outcome;
  it('answers RISK_OVERLOADED when every slot is held; sync: false queues it and the worker prices it', async () => {
    w.store.pricingLeases.holdAll(w.pricingSettings.limit, new Date('2026-11-21T15:00:30Z'));
    expect((await failure(createParametricCustomQuote(w.ports, callers.agent, hpcArgs()))).code).toBe(
      'RISK_OVERLOADED',
    );

    const queued = await createParametricCustomQuote(w.ports, callers.agent, hpcArgs({ sync: false }));
    expect(queued).toMatchObject({ status: 'PENDING', quotes: [], sync: false });
    expect(w.pricingQueue.jobs).toEqual([{ requestId: queued.requestId }]);

    // Still busy: the worker hands the job back to the queue.
    expect(await jobOutcome(w.ports, w.pricingQueue.jobs[0]!, { lastAttempt: false })).toBe('retry');
    expect((await getPricingRequest(w.ports, callers.agent, { id: queued.requestId })).status).toBe(
      'RUNNING',
    );

    w.clock.advanceSeconds(31); // the other holders' leases expire
    expect(await jobOutcome(w.ports, w.pricingQueue.jobs[0]!, { lastAttempt: false })).toBe('done');
    const done = await getPricingRequest(w.ports, callers.agent, { id: queued.requestId });
    expect(done).toMatchObject({ status: 'DONE', dataOrigin: 'demo' });
    expect(done.quotes.map((q) => q.id)).toEqual([1, 2, 3, 4, 5].map((i) => `${queued.requestId}-${i}`));
    expect([...w.store.pricingLeases.slots.values()].map((s) => s.holder)).not.toContain(queued.requestId);

    // A re-delivered job changes nothing.
    expect(await jobOutcome(w.ports, w.pricingQueue.jobs[0]!, { lastAttempt: false })).toBe('skipped');
    expect(w.store.quotes.byId.size).toBe(5);
  });

  it('does not duplicate quotes a crashed attempt already stored', async () => {
    const queued = await createParametricCustomQuote(w.ports, callers.agent, hpcArgs({ sync: false }));
    await w.store.pricingRequests.start(queued.requestId, NOW); // a first attempt that died mid-way
    expect(await jobOutcome(w.ports, { requestId: queued.requestId }, { lastAttempt: false })).toBe('done');
    const first = [...w.store.quotes.byId.keys()];
    w.store.pricingRequests.byId.get(queued.requestId)!.status = 'RUNNING'; // as if the outcome was lost
    expect(await jobOutcome(w.ports, { requestId: queued.requestId }, { lastAttempt: false })).toBe('done');
    expect([...w.store.quotes.byId.keys()]).toEqual(first);
  });

  it('records FAILED with the error code: at once for a pricing error, on the last delivery for an outage', async () => {
    const refused = await createParametricCustomQuote(
      w.ports,
      callers.agent,
      hpcArgs({ sync: false, strike: 5, exhaust: 6 }),
    );
    // A refusal is the client's to read on the request, not a server fault to log.
    expect(await runPricingJob(w.ports, { requestId: refused.requestId }, { lastAttempt: false })).toEqual({
      outcome: 'failed',
    });
    expect(await getPricingRequest(w.ports, callers.agent, { id: refused.requestId })).toMatchObject({
      status: 'FAILED',
      error: { code: 'CAPITAL_PROVIDER_EXPECTED_LOSS_TOO_HIGH' },
    });

    const outage = await createParametricCustomQuote(w.ports, callers.agent, hpcArgs({ sync: false }));
    w.weather.failing = new Error('S3 is down');
    const retried = await runPricingJob(w.ports, { requestId: outage.requestId }, { lastAttempt: false });
    expect(retried.outcome).toBe('retry');
    // The worker logs the outage behind the code, down to the source's own error.
    expect((retried.error as Error).cause).toMatchObject({ cause: { message: 'S3 is down' } });
    const failed = await runPricingJob(w.ports, { requestId: outage.requestId }, { lastAttempt: true });
    expect(failed.outcome).toBe('failed');
    expect(failed.error).toMatchObject({ name: 'RISK_API_ERROR' });
    expect((await getPricingRequest(w.ports, callers.agent, { id: outage.requestId })).error).toMatchObject({
      code: 'RISK_API_ERROR',
    });
  });

  it('leaves out quotes deleted since, as getQuote does', async () => {
    const queued = await createParametricCustomQuote(w.ports, callers.agent, hpcArgs({ sync: false }));
    await runPricingJob(w.ports, { requestId: queued.requestId }, { lastAttempt: false });
    const [first, ...rest] = (await getPricingRequest(w.ports, callers.agent, { id: queued.requestId }))
      .quotes;
    await saveQuote(w.ports, callers.agent, { quote: first!.id }, 'saveLPCInsuranceQuote');
    expect(await deleteQuote(w.ports, callers.agent, { quote: first!.id, type: 'soft' })).toBe(true);
    const after = await getPricingRequest(w.ports, callers.agent, { id: queued.requestId });
    expect(after.quotes.map((q) => q.id)).toEqual(rest.map((q) => q.id));
  });

  it('shows a pricing request only to its creator', async () => {
    const queued = await createParametricCustomQuote(w.ports, callers.agent, hpcArgs({ sync: false }));
    expect(
      (await failure(getPricingRequest(w.ports, callers.otherAgent, { id: queued.requestId }))).code,
    ).toBe('INVALID_PERMISSIONS');
  });
});

describe('queued requests nothing finishes: the sweeper', () => {
  const queue = async () =>
    (await createParametricCustomQuote(w.ports, callers.agent, hpcArgs({ sync: false }))).id;

  it('leaves fresh requests alone, queues stale ones again, then fails them', async () => {
    const id = await queue();
    w.pricingQueue.jobs.length = 0;
    expect(await sweepPricingRequests(w.ports)).toEqual({ requeued: [], failed: [] });
    for (let sweep = 1; sweep <= PRICING_REQUEST_MAX_SWEEPS; sweep++) {
      w.clock.advanceSeconds(PRICING_REQUEST_STALE_SECONDS + 1);
      expect(await sweepPricingRequests(w.ports)).toEqual({ requeued: [id], failed: [] });
      expect(w.pricingQueue.jobs).toHaveLength(sweep);
    }
    w.clock.advanceSeconds(PRICING_REQUEST_STALE_SECONDS + 1);
    expect(await sweepPricingRequests(w.ports)).toEqual({ requeued: [], failed: [id] });
    expect(await getPricingRequest(w.ports, callers.agent, { id })).toMatchObject({
      status: 'FAILED',
      error: { code: 'RISK_API_ERROR' },
    });
  });

  it('a request priced in the meantime is not touched', async () => {
    const id = await queue();
    await runPricingJob(w.ports, { requestId: id }, { lastAttempt: false });
    w.clock.advanceSeconds(PRICING_REQUEST_STALE_SECONDS + 1);
    expect(await sweepPricingRequests(w.ports)).toEqual({ requeued: [], failed: [] });
  });

  it('a failed enqueue fails the request at once and tells the caller', async () => {
    w.pricingQueue.send = async () => {
      throw new Error('SQS unavailable');
    };
    await expect(
      createParametricCustomQuote(w.ports, callers.agent, hpcArgs({ sync: false })),
    ).rejects.toThrow('SQS unavailable');
    const [stored] = [...w.store.pricingRequests.byId.values()];
    expect(stored).toMatchObject({ status: 'FAILED', error: { code: 'RISK_API_ERROR' } });
  });
});

describe('getQuote', () => {
  it('answers the creator and refuses another agent (and unknown ids) with INVALID_PERMISSIONS', async () => {
    const res = await createParametricCustomQuote(w.ports, callers.agent, hpcArgs());
    const id = res.quotes[1]!.id;
    expect(await getQuote(w.ports, callers.agent, { id })).toEqual(res.quotes[1]);
    expect((await failure(getQuote(w.ports, callers.otherAgent, { id }))).code).toBe('INVALID_PERMISSIONS');
    expect((await failure(getQuote(w.ports, callers.agent, { id: 'nope' }))).code).toBe(
      'INVALID_PERMISSIONS',
    );
  });
});

describe('getIndexDataV2', () => {
  it('gives the same years and values as a quote of the same period and locations', async () => {
    const quote = (await createParametricQuote(w.ports, callers.agent, htcArgs())).quotes[0]!;
    const index = await getIndexDataV2(w.ports, callers.agent, {
      input: {
        collection: 'prism',
        dataset: 'prism_temp_max-daily',
        start: '2027-01-01',
        end: '2027-01-31',
        weightedLocations: [{ ...AUSTIN, weight: 1 }],
        units: 'deg_F',
      },
      type: 'HighTemp',
    });
    expect(index.result.map((r) => [r.year, r.temp])).toEqual(
      quote.indexHistory.map((h) => [h.year, h.vector[0]]),
    );
    expect(index).toMatchObject({
      min: quote.indexSummary.minimum,
      max: quote.indexSummary.maximum,
      average: quote.indexSummary.average,
      unit: 'deg_F',
      dataOrigin: 'demo',
    });
  });
});

describe('getDatasetMetaDataV4, getLPCDates, getLTCDates', () => {
  it('gives the latest date as properties.end_datetime', async () => {
    expect(
      await getDatasetMetaDataV4(w.ports, callers.agent, { dataset: 'prismc-tmax-daily' }),
    ).toMatchObject({
      id: 'prism_temp_max-daily',
      properties: {
        end_datetime: '2026-10-31T00:00:00Z',
        start_datetime: '1981-01-01T00:00:00Z',
        origin: 'demo',
      },
    });
  });

  it('gives default periods and deadlines from the clock', async () => {
    expect(await getLPCDates(w.ports, callers.agent, {})).toMatchObject({
      programType: 'LPC',
      startDate: '2027-01-01',
      endDate: '2027-03-31',
      deadlineDate: '2026-12-12',
    });
    expect(await getLTCDates(w.ports, callers.agent, { programType: 'HTC' })).toMatchObject({
      programType: 'HTC',
      startDate: '2027-01-01',
      endDate: '2027-01-31',
      deadlineDate: '2026-12-12',
    });
    expect((await failure(getLTCDates(w.ports, callers.admin, {}))).code).toBe('INVALID_PERMISSIONS');
  });
});
