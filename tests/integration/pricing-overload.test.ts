import { DEFAULT_PRICING_MAX_CONCURRENT } from '@almanac/functions/pricing-config';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectData, expectError, send } from './support/api.js';
import { demo, loginAs } from './support/accounts.js';
import { table } from './support/db.js';
import {
  CREATE_CUSTOM_QUOTE,
  CREATE_CUSTOM_QUOTE_IN_FULL,
  GET_PRICING_REQUEST,
  hpcInput,
  waitForPricingRequest,
} from './support/pricing.js';

let agent = '';
let otherAgent = '';
beforeAll(async () => {
  agent = await loginAs(demo.agent);
  otherAgent = await loginAs(demo.newAgent);
});

describe('overload: the distributed pricing limit and the SQS pricing worker', () => {
  it('answers RISK_OVERLOADED with sync: true; the same request with sync: false completes through the worker', async () => {
    // Every slot of the limit is taken, as by as many pricing runs on other instances.
    const release = await table().holdPricingLeases(DEFAULT_PRICING_MAX_CONCURRENT, 30);
    let queued: { requestId: string };
    try {
      expectError(await send(CREATE_CUSTOM_QUOTE, hpcInput(), { token: agent }), 'RISK_OVERLOADED');

      queued = expectData(
        // The in-full document: the web does not select the request's `sync`.
        await send(CREATE_CUSTOM_QUOTE_IN_FULL, hpcInput({ sync: false }), { token: agent }),
      ).createParametricCustomQuote;
      expect(queued).toMatchObject({ status: 'PENDING', sync: false, quotes: [], error: null });

      // The worker takes the job (RUNNING) and waits for a slot meanwhile: it does not finish.
      const statusOf = async () =>
        expectData(await send(GET_PRICING_REQUEST, { id: queued.requestId }, { token: agent }))
          .getPricingRequest.status;
      await expect.poll(statusOf, { timeout: 20_000, interval: 100 }).toBe('RUNNING');
      expect(await statusOf()).toBe('RUNNING');
    } finally {
      await release();
    }

    const done = await waitForPricingRequest(queued.requestId, agent);
    expect(done).toMatchObject({
      status: 'DONE',
      requestId: queued.requestId,
      dataOrigin: 'demo',
      error: null,
    });
    expect(done.quotes.length).toBeGreaterThan(0);
    expect(done.quotes.map((q) => q.id)).toEqual(done.quotes.map((_, i) => `${queued.requestId}-${i + 1}`));
    expect(done.quotes[0]).toMatchObject({
      isRequested: true,
      requestId: queued.requestId,
      dataOrigin: 'demo',
    });
    // Only the creator may poll it.
    expectError(
      await send(GET_PRICING_REQUEST, { id: queued.requestId }, { token: otherAgent }),
      'INVALID_PERMISSIONS',
    );
  });

  it('records a queued request the engine refuses as FAILED with its code', async () => {
    const queued = expectData(
      await send(CREATE_CUSTOM_QUOTE, hpcInput({ sync: false, strike: 0.5, exhaust: 1 }), { token: agent }),
    ).createParametricCustomQuote;
    const failed = await waitForPricingRequest(queued.requestId, agent);
    expect(failed).toMatchObject({
      status: 'FAILED',
      quotes: [],
      error: { code: 'CAPITAL_PROVIDER_EXPECTED_LOSS_TOO_HIGH' },
    });
  });

  it('validates a queued request at once', async () => {
    expectError(
      await send(CREATE_CUSTOM_QUOTE, hpcInput({ sync: false, limit: -1 }), { token: agent }),
      'VALIDATION_ERROR',
      'The amount provided is not valid.',
    );
  });
});
