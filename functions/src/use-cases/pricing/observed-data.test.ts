/**
 * The pricing use cases outside a development stage (allowDemoWeather false), with the in-memory
 * world: a dataset without observed data is refused by every pricing entry point with core's
 * message at once; observed data prices and the quote records its version.
 */
import type { AppError, Permission } from '@almanac/core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Caller } from '../caller.js';
import { inMemoryWorld, type InMemoryWorld } from '../testing/in-memory-ports.js';
import { createParametricCustomQuote } from './create-parametric-custom-quote.js';
import { getIndexDataV2 } from './get-index-data-v2.js';

const NOW = '2026-11-21T15:00:00.000Z';
const agent: Caller = { userId: 'agent-1', role: 'agent', confirmed: true, sessionHash: 'h1' };
const quoting: Permission[] = [{ platform: 'DEFAULT', canQuote: true, canBind: false }];
const TAMPA = { lat: 27.95, lon: -82.46 };

let w: InMemoryWorld;
beforeEach(async () => {
  w = inMemoryWorld({ start: NOW, allowDemoWeather: false });
  await w.store.users.create({
    id: 'agent-1',
    email: 'agent-1@example.com',
    role: 'agent',
    passwordHash: 'x',
    createdAt: NOW,
    updatedAt: NOW,
    confirmedAt: NOW,
    profile: {},
    permissions: quoting,
    organizationId: 'org-1',
  });
});

const hpc = {
  limit: 100_000,
  strike: 18,
  exhaust: 22,
  start: '2027-01-01',
  end: '2027-03-31',
  weightedLocations: [{ ...TAMPA, weight: 1 }],
};

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a failure');
}

describe('pricing outside a development stage', () => {
  it('refuses a quote on the demo climate, naming the dataset and the area covered, at once', async () => {
    const error = await failure(createParametricCustomQuote(w.ports, agent, hpc));
    expect(error.code).toBe('RISK_API_ERROR');
    expect(error.message).toBe(
      'No observed CPC US unified daily precipitation (0.25 deg) data covers the location at 27.9500, -82.4600, and quotes are priced only from observed data. The ingested data covers no cells.',
    );
    expect(w.store.quotes.byId.size).toBe(0);
    // Refused by the checks before any history, like other bad input: at once, nothing stored.
    expect(w.store.pricingRequests.byId.size).toBe(0);
    // No series was read: the metadata already says nothing is ingested.
    expect(w.weather.reads).toEqual([]);
  });

  it('refuses the index history of such a location the same way', async () => {
    const error = await failure(
      getIndexDataV2(w.ports, agent, {
        input: {
          dataset: 'prism_temp_max-daily',
          start: '2027-01-01',
          end: '2027-01-31',
          weightedLocations: [{ ...TAMPA, weight: 1 }],
        },
        type: 'HighTemp',
      }),
    );
    expect(error.message).toContain('No observed PRISM daily maximum temperature (4 km) data covers');
  });

  it('prices observed data, and the quote records the version of its look-back', async () => {
    w.weather.origin = 'observed';
    w.weather.versions = {
      runs: [
        { from: '1948-01-01', to: '2026-04-30', status: 'stable' },
        { from: '2026-05-01', to: '2026-10-31', status: 'provisional', stamp: 'real-time' },
      ],
    };
    const res = await createParametricCustomQuote(w.ports, agent, hpc);
    const stored = w.store.quotes.byId.get(res.quotes[0]!.id)!;
    expect(stored.data.origin).toBe('observed');
    // January to March: no look-back window reaches the provisional months.
    expect(stored.data.version).toEqual({
      stableThrough: '2026-04-30',
      provisionalYears: [],
      provisionalDays: 0,
      unknownDays: 0,
      updatedAt: null,
    });
  });
});
