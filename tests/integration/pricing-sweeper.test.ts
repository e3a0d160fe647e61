import { errorMessages, PRICING_REQUEST_MAX_SWEEPS, RATE_LIMITS } from '@almanac/core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { expectData, expectError, postJson, randomLoopback, send, sendRaw } from './support/api.js';
import { registerConfirmedAgent } from './support/accounts.js';
import { table } from './support/db.js';
import {
  create,
  createdRequest,
  CREATE_CUSTOM_QUOTE,
  GET_PRICING_REQUEST,
  hpcInput,
  waitForPricingRequest,
} from './support/pricing.js';

/** Run the pricing sweeper now, as its schedule would. */
async function sweep(): Promise<{ requeued: string[]; failed: string[] }> {
  const url = new URL('/local/run/pricing-sweeper', inject('stack').graphqlUrl).href;
  const res = await postJson(url, {}, '', randomLoopback());
  expect(res.status).toBe(200);
  return res.json as { requeued: string[]; failed: string[] };
}

describe('the pricing sweeper', () => {
  let agent: Awaited<ReturnType<typeof registerConfirmedAgent>>;
  let template: Record<string, any>;
  beforeAll(async () => {
    agent = await registerConfirmedAgent();
    const done = createdRequest(await create(CREATE_CUSTOM_QUOTE, hpcInput(), agent.token));
    template = (await table().get(`PRICING#${done.id}`, 'REQUEST'))!;
  });

  /** A queued request left PENDING ten minutes ago, as a lost enqueue or a crashed worker leaves it. */
  async function stranded(id: string, sweeps = 0) {
    const at = new Date(Date.now() - 10 * 60_000).toISOString();
    const { quoteIds: _q, dataOrigin: _d, targetMatch: _t, ...rest } = template;
    await table().put({
      ...rest,
      pk: `PRICING#${id}`,
      id,
      sync: false,
      status: 'PENDING',
      quoteIds: [],
      createdAt: at,
      updatedAt: at,
      sweeps,
      gsi2pk: 'PRICING#OPEN',
      gsi2sk: `${at}#${id}`,
    });
  }

  it('queues a stranded request again; the worker then prices it', async () => {
    const id = `stranded-${Date.now().toString(36)}`;
    await stranded(id);
    expect((await sweep()).requeued).toContain(id);
    const priced = await waitForPricingRequest(id, agent.token);
    expect(priced.status).toBe('DONE');
    expect(priced.quotes.length).toBeGreaterThan(0);
    expect((await sweep()).requeued).not.toContain(id);
  });

  it(`fails a request swept ${PRICING_REQUEST_MAX_SWEEPS} times already, so polling stops with a clear error`, async () => {
    const id = `hopeless-${Date.now().toString(36)}`;
    await stranded(id, PRICING_REQUEST_MAX_SWEEPS);
    expect((await sweep()).failed).toContain(id);
    const request = expectData(
      await send(GET_PRICING_REQUEST, { id }, { token: agent.token }),
    ).getPricingRequest;
    expect(request).toMatchObject({
      status: 'FAILED',
      error: { code: 'RISK_API_ERROR', message: errorMessages.RISK_API_ERROR },
    });
  });
});

describe('pricing is limited per user', () => {
  it(`at most ${RATE_LIMITS.queuedPricingPerUser.limit} queued runs per user in 10 minutes`, async () => {
    const agent = await registerConfirmedAgent();
    const { limit } = RATE_LIMITS.queuedPricingPerUser;
    const queued = await Promise.all(
      Array.from({ length: limit }, () =>
        send(CREATE_CUSTOM_QUOTE, hpcInput({ sync: false }), { token: agent.token }),
      ),
    );
    expect(queued.every((r) => r.data?.createParametricCustomQuote?.status === 'PENDING')).toBe(true);
    expectError(
      await send(CREATE_CUSTOM_QUOTE, hpcInput({ sync: false }), { token: agent.token }),
      'TOO_MANY_REQUESTS',
    );
    await Promise.all(
      queued.map((r) => waitForPricingRequest(expectData(r).createParametricCustomQuote.id, agent.token)),
    );
  });

  it('aliased pricing calls count one each against the per-user limit', async () => {
    const agent = await registerConfirmedAgent();
    const { limit } = RATE_LIMITS.pricingRunsPerUser;
    const field = (i: number) =>
      `p${i}: createParametricCustomQuote(collection: $collection, dataset: $dataset, limit: $limit, strike: $strike, exhaust: $exhaust, units: $units, start: $start, end: $end, weightedLocations: $weightedLocations, targetMatch: $targetMatch, currency: $currency, sync: $sync) { id }`;
    // Built at run time (ten aliases a request): sent raw, with the generated document's variables.
    const source = String(CREATE_CUSTOM_QUOTE);
    const header = source.slice(0, source.indexOf('{'));
    const batch = (from: number) =>
      `${header}{ ${Array.from({ length: 10 }, (_, i) => field(from + i)).join('\n')} }`;
    let refused = 0;
    for (let sent = 0; sent < limit + 10; sent += 10) {
      const r = await sendRaw(batch(sent), hpcInput(), { token: agent.token });
      refused += (r.errors ?? []).filter((e) => e.errorType === 'TOO_MANY_REQUESTS').length;
    }
    // Mutations run one after another: exactly the runs past the limit are refused.
    expect(refused).toBe(10);
  });
});
