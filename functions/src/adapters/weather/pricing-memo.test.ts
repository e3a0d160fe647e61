/**
 * The pricing memo (pricing-memo.ts) through the pricing use case: a second
 * pricing of the same cells, period and data version reuses the window values and the fits and
 * prices exactly as without the memo; a re-ingested dataset (a new version) computes the window
 * values again.
 */
import type { QuoteRequest } from '@almanac/core';
import { describe, expect, it } from 'vitest';
import { usStateLocator } from '../geo/us-state-boundaries.js';
import { createDemoWeatherSource } from './demo-climate/demo-weather-source.js';
import { createPricingMemo } from './pricing-memo.js';
import type { WeatherSource } from '../../ports/index.js';
import { emptyExposureBook } from '../../use-cases/testing/in-memory-ports.js';
import { priceQuoteRequest } from '../../use-cases/pricing/price-request.js';

/** The demo climate presented as ingested data whose version is `version.updatedAt`. */
function observedSource(version: { updatedAt: string }): WeatherSource {
  const demo = createDemoWeatherSource();
  return {
    metadata: async (id) => ({
      ...(await demo.metadata(id)),
      origin: 'observed',
      updatedAt: version.updatedAt,
    }),
    dailySeries: async (id, cells, first, last) =>
      (await demo.dailySeries(id, cells, first, last)).map((s) => ({ ...s, origin: 'observed' as const })),
  };
}

const request = (program: 'HPC' | 'HTC', limitCents = 10_000_000): QuoteRequest => ({
  program,
  datasetId: program === 'HPC' ? 'cpc_precip_us-daily' : 'prism_temp_max-daily',
  collection: null,
  startDate: '2027-06-01',
  endDate: '2027-08-31',
  limitCents,
  trigger: program === 'HPC' ? 0.01 : null,
  exhaust: program === 'HPC' ? 1000 : null,
  targetMatch: true,
  currency: 'USD',
  locations: [
    { lat: 30.27, lon: -97.74, weight: 0.6 },
    { lat: 32.78, lon: -96.8, weight: 0.4 },
  ],
});

describe('the pricing memo', () => {
  it.each(['HPC', 'HTC'] as const)(
    '%s: the same cells, period and version again reuse the window values and fits, with the same figures',
    async (program) => {
      const version = { updatedAt: '2026-11-01T00:00:00.000Z' };
      const weather = observedSource(version);
      const memo = createPricingMemo();
      const ports = {
        weather,
        states: async () => usStateLocator,
        pricingMemo: memo,
        ...emptyExposureBook(),
      };
      const plainPorts = { weather, states: async () => usStateLocator, ...emptyExposureBook() };
      const first = await priceQuoteRequest(ports, request(program), { policy: false });
      expect(memo.counts()).toEqual({ locations: 2, fits: 1 });
      const again = await priceQuoteRequest(ports, request(program, 5_000_000), { policy: false });
      expect(memo.counts()).toEqual({ locations: 2, fits: 1 });
      expect(first.result.options.length).toBeGreaterThan(0);
      expect(first.result).toEqual(
        (await priceQuoteRequest(plainPorts, request(program), { policy: false })).result,
      );
      expect(again.result).toEqual(
        (await priceQuoteRequest(plainPorts, request(program, 5_000_000), { policy: false })).result,
      );
    },
  );

  it('a new data version (a re-ingest) computes the window values again', async () => {
    const version = { updatedAt: '2026-11-01T00:00:00.000Z' };
    const memo = createPricingMemo();
    const ports = {
      weather: observedSource(version),
      states: async () => usStateLocator,
      pricingMemo: memo,
      ...emptyExposureBook(),
    };
    await priceQuoteRequest(ports, request('HTC'), { policy: false });
    version.updatedAt = '2026-11-02T00:00:00.000Z';
    await priceQuoteRequest(ports, request('HTC'), { policy: false });
    // The demo values did not change, so the history (and its fits) is the same one.
    expect(memo.counts()).toEqual({ locations: 4, fits: 1 });
  });

  it('is bounded: the least recently used entries go first', async () => {
    const memo = createPricingMemo({ locationBytes: 3_000, fitEntries: 1 });
    const ports = {
      weather: createDemoWeatherSource(),
      states: async () => usStateLocator,
      pricingMemo: memo,
      ...emptyExposureBook(),
    };
    await priceQuoteRequest(ports, request('HTC'), { policy: false });
    await priceQuoteRequest(ports, request('HPC'), { policy: false });
    expect(memo.counts().fits).toBe(1);
    expect(memo.counts().locations).toBeLessThan(4);
  });
});
