import {
  cellForLatLon,
  datasets,
  epochDayOfIso,
  formatUsDate,
  isoOfEpochDay,
  quotingToday,
} from '@almanac/core';
import { folderBlobStore } from '@almanac/functions/adapters/weather/grid-store/folder-blob-store';
import { GridDatasetWriter } from '@almanac/functions/adapters/weather/grid-store/grid-writer';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { expect401, expectData, expectError, send } from './support/api.js';
import { demo, loginAs } from './support/accounts.js';
import {
  CREATE_CUSTOM_QUOTE_IN_FULL,
  CREATE_QUOTE_IN_FULL,
  create,
  createdRequest,
  defaultPeriod,
  GET_INDEX_DATA_V2,
  GET_QUOTE_IN_FULL,
  hpcInput,
  places,
  temperatureInput,
} from './support/pricing.js';

const sessions = { agent: '', newAgent: '', admin: '', client: '' };
beforeAll(async () => {
  for (const name of Object.keys(sessions) as (keyof typeof sessions)[])
    sessions[name] = await loginAs(demo[name]);
});

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The look-back average of excess precipitation for the default period at a place. */
async function averageRainfall(place: { lat: number; lon: number }) {
  const input = hpcInput({ weightedLocations: [{ ...place, weight: 1 }] });
  const index = expectData(
    await send(
      GET_INDEX_DATA_V2,
      {
        input: {
          collection: 'cpc',
          dataset: input.dataset,
          start: input.start,
          end: input.end,
          weightedLocations: input.weightedLocations,
          units: 'inch',
        },
        type: 'ExcessRainfall',
      },
      { token: sessions.agent },
    ),
  ).getIndexDataV2;
  return index.average;
}

describe('createParametricCustomQuote (excess precipitation, HPC)', () => {
  it('prices options around the requested strike, with relativeStrike, and stores each as a quote', async () => {
    const average = await averageRainfall(places.tampa);
    const strike = round2(average * 1.2);
    const exhaust = round2(strike + 4);

    const request = createdRequest(
      await create(CREATE_CUSTOM_QUOTE_IN_FULL, hpcInput({ strike, exhaust }), sessions.agent),
    );

    expect(request).toMatchObject({
      status: 'DONE',
      programName: 'HPC',
      sync: true,
      dataOrigin: 'demo',
      error: null,
    });
    const quotes = request.quotes;
    expect(quotes.length).toBeGreaterThanOrEqual(3);
    const [requested, ...others] = quotes;
    expect(requested).toMatchObject({
      id: `${request.requestId}-1`,
      requestId: request.requestId,
      isRequested: true,
      programName: 'HPC',
      strike: { unit: 'inch', vector: [strike] },
      exhaust: { unit: 'inch', vector: [exhaust] },
      limit: { unit: 'USD', vector: [100000] },
      limitOfLiability: 100000,
      locationState: 'FL',
      taxStatus: 'available',
      dataOrigin: 'demo',
      dataset: { dclimateId: 'cpc_precip_us-daily', type: 'CPC', origin: 'demo' },
      dailyPrecipitationCap: 2.5,
      perUnitLoss: 25000,
      status: 'Saved',
      currency: 'USD',
    });
    expect(requested!.relativeStrike).toBeCloseTo(
      Math.round((strike / requested!.rainfall.average) * 1000) / 10,
      6,
    );
    expect(requested!.rainfall.average).toBeCloseTo(average, 9);
    const step = Math.max(0.01, round2(0.1 * average));
    for (const q of others) {
      expect(q.isRequested).toBe(false);
      const k = (q.strike.vector[0]! - strike) / step;
      expect(Math.abs(k - Math.round(k))).toBeLessThan(1e-6); // on the 10%-of-average grid
      expect(round2(q.exhaust.vector[0]! - q.strike.vector[0]!)).toBe(4); // same width
      expect(q.relativeStrike).toBeCloseTo(Math.round((q.strike.vector[0]! / average) * 1000) / 10, 6);
    }
    // Location as a feature collection, [lon, lat].
    expect(requested!.locations.features[0]).toMatchObject({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [places.tampa.lon, places.tampa.lat] },
      properties: { state: 'FL', country: 'US', weight: 1 },
    });
    // Money in dollars with 2 decimals, gross = net + fee + taxes.
    const cents = (x: number) => Math.round(x * 100);
    expect(cents(requested!.netPremium)).toBe(requested!.netPremium * 100);
    expect(cents(requested!.estimatedGrossPremium)).toBe(
      cents(requested!.netPremium) + cents(requested!.policyFee) + cents(requested!.estimatedTotalTaxes),
    );
    expect(requested!.customerPremium).toBe(requested!.netPremium);
    expect(requested!.agentCommission).toBe(round2(requested!.netPremium * 0.1));
    expect(requested!.expectedPayout).toEqual({ unit: 'USD', vector: [requested!.expectedLoss] });
    expect(requested!.indexHistory).toHaveLength(30);
    expect(requested!.historicalPayout).toHaveLength(30);
    expect(requested!.payoutProfile).toHaveLength(300);
    expect(requested!.explanation).toMatchObject({
      lookBackYears: 30,
      engineVersion: expect.stringMatching(/^almanac-pricing/),
    });
    // The trend is estimated on every year the dataset has (read from its first date), not only
    // the 30 priced; precipitation is adjusted multiplicatively when the trend is significant.
    const explanation = requested!.explanation!;
    expect(explanation.readFrom).toBe('1948-01-01');
    expect(explanation.trend).toMatchObject({
      method: 'theil-sen',
      test: 'mann-kendall',
      adjustment: 'multiplicative',
      lastYear: explanation.yearsUsed.at(-1),
    });
    expect(explanation.trend!.yearsUsed).toBeGreaterThan(30);
    expect(explanation.trend!.firstYear).toBeLessThan(explanation.yearsUsed[0]!);
    // As if today beside the observed history: the adjusted index and this option's payouts on it.
    expect(requested!.indexHistoryAsIfToday.map((y) => y.vector[0])).toEqual(explanation.adjustedIndexValues);
    expect(requested!.historicalPayoutAsIfToday.map((y) => y.year)).toEqual(explanation.yearsUsed);
    if (!explanation.trend!.significant) {
      expect(requested!.historicalPayoutAsIfToday).toEqual(requested!.historicalPayout);
      expect(requested!.averageHistoricalPayoutAsIfToday).toBe(requested!.averageHistoricalPayout);
    }
    // The sensitivity range: four alternatives around the priced expected loss.
    const range = explanation.sensitivity!;
    expect(range.scenarios.map((s) => `${s.adjustment}/${s.years}`)).toEqual([
      'raw/look-back',
      'adjusted/look-back',
      'raw/all-years',
      'adjusted/all-years',
    ]);
    expect(range.low).toBeLessThanOrEqual(requested!.expectedLoss!);
    expect(range.high).toBeGreaterThanOrEqual(requested!.expectedLoss!);
    if (range.low > 0) expect(range.ratio).toBeCloseTo(range.high / range.low, 2);

    // Stored: getQuote answers the same quote.
    const stored = expectData(
      await send(GET_QUOTE_IN_FULL, { id: requested!.id }, { token: sessions.agent }),
    ).getQuote;
    expect(stored).toEqual(requested);
  });

  it.each([
    [{ limit: 0 }, 'The amount provided is not valid.'],
    [{ limit: null }, 'The amount provided is not valid.'],
    [{ strike: 0 }, 'The trigger value must be greater than 0.'],
    [{ exhaust: -2 }, 'The exhaust value must be greater than 0.'],
    [{ strike: 16, exhaust: 12 }, 'The trigger value must be less than the exhaust value.'],
    [
      {
        weightedLocations: [
          { ...places.tampa, weight: 0.5 },
          { ...places.orlando, weight: 0.4 },
        ],
      },
      'Total percentage must be 100%',
    ],
    [{ weightedLocations: [{ ...places.albany, weight: 1 }] }, 'Program not available at this location'],
    [
      {
        weightedLocations: [
          { ...places.tampa, weight: 0.5 },
          { ...places.albany, weight: 0.5 },
        ],
      },
      'Program not available at this location',
    ],
    [{ weightedLocations: [{ ...places.atlantic, weight: 1 }] }, 'Program not available at this location'],
  ])('refuses %j with VALIDATION_ERROR "%s"', async (over, message) => {
    expectError(
      await send(CREATE_CUSTOM_QUOTE_IN_FULL, hpcInput(over), { token: sessions.agent }),
      'VALIDATION_ERROR',
      message,
    );
  });

  it('enforces the period rules: 20 days from today, at least 30 days', async () => {
    const today = quotingToday(new Date());
    const tooEarly = isoOfEpochDay(epochDayOfIso(today) + 19);
    const earliest = isoOfEpochDay(epochDayOfIso(today) + 20);
    expectError(
      await send(
        CREATE_CUSTOM_QUOTE_IN_FULL,
        hpcInput({ start: tooEarly, end: isoOfEpochDay(epochDayOfIso(tooEarly) + 60) }),
        {
          token: sessions.agent,
        },
      ),
      'VALIDATION_ERROR',
      `The policy period must start on or after ${formatUsDate(earliest)} (20 days from today).`,
    );
    expectError(
      await send(
        CREATE_CUSTOM_QUOTE_IN_FULL,
        hpcInput({ start: earliest, end: isoOfEpochDay(epochDayOfIso(earliest) + 28) }),
        {
          token: sessions.agent,
        },
      ),
      'VALIDATION_ERROR',
      'The policy period must be at least 30 days long.',
    );
  });

  it('refuses a trigger the period cannot reach, saying its most', async () => {
    const res = await send(CREATE_CUSTOM_QUOTE_IN_FULL, hpcInput({ strike: 500, exhaust: 600 }), {
      token: sessions.agent,
    });
    expect(res.errors?.[0]?.errorType).toBe('VALIDATION_ERROR');
    expect(res.errors?.[0]?.message).toMatch(
      /^The trigger must be below \d+ in: with each day's rain counted up to 2\.5 in/,
    );
  });

  it('refuses a trigger the index never reached, saying how far it went', async () => {
    const res = await send(CREATE_CUSTOM_QUOTE_IN_FULL, hpcInput({ strike: 200, exhaust: 220 }), {
      token: sessions.agent,
    });
    expect(res.errors?.[0]?.errorType).toBe('VALIDATION_ERROR');
    expect(res.errors?.[0]?.message).toMatch(
      /^In the last \d+ years the index never reached a trigger of 200\.00 in \(its highest was \d+\.\d\d in\)\. Choose a trigger the index has reached\.$/,
    );
  });

  it('gives Kentucky taxes as unavailable (the largest-weight location decides)', async () => {
    const request = createdRequest(
      await create(
        CREATE_CUSTOM_QUOTE_IN_FULL,
        hpcInput({
          strike: 12,
          exhaust: 16,
          targetMatch: true, // the nearest offerable trigger of this blend's history
          weightedLocations: [
            { ...places.louisville, weight: 0.7 },
            { ...places.tampa, weight: 0.3 },
          ],
        }),
        sessions.agent,
      ),
    );
    expect(request.quotes[0]).toMatchObject({
      locationState: 'KY',
      taxStatus: 'unavailable',
      taxMessage: 'Tax information unavailable at this time.',
      estimatedGrossPremium: null,
      estimatedTotalTaxes: null,
      estimatedTotalTaxesNoStamping: null,
      stampingFee: null,
    });
    expect(request.quotes[0]!.locations.features.map((f) => f.properties.state)).toEqual(['KY', 'FL']);
  });

  it('says CAPITAL_PROVIDER_EXPECTED_LOSS_TOO_HIGH, and with targetMatch answers the nearest offerable trigger', async () => {
    const average = await averageRainfall(places.tampa);
    const strike = round2(average * 0.3);
    const input = hpcInput({ strike, exhaust: round2(strike + 1) });

    expectError(
      await create(CREATE_CUSTOM_QUOTE_IN_FULL, input, sessions.agent),
      'CAPITAL_PROVIDER_EXPECTED_LOSS_TOO_HIGH',
    );

    const request = createdRequest(
      await create(CREATE_CUSTOM_QUOTE_IN_FULL, { ...input, targetMatch: true }, sessions.agent),
    );
    expect(request.targetMatch.requestedTrigger).toBe(strike);
    expect(request.targetMatch.matchedTrigger).toBeGreaterThan(strike);
    expect(request.quotes[0]).toMatchObject({
      isRequested: true,
      strike: { vector: [request.targetMatch.matchedTrigger] },
      targetMatch: request.targetMatch,
    });
  });
});

describe('createParametricQuote (HTC, LTC, LPC)', () => {
  it('offers "Above {d}°F" options for high temperature', async () => {
    const request = createdRequest(
      await create(CREATE_QUOTE_IN_FULL, temperatureInput('HTC'), sessions.agent),
    );
    expect(request).toMatchObject({ status: 'DONE', programName: 'HTC', dataOrigin: 'demo' });
    expect(request.quotes.length).toBeGreaterThan(0);
    for (const q of request.quotes) {
      expect(q.label).toMatch(/^Above \d+°F$/);
      expect(q).toMatchObject({
        programType: 'HighTemp',
        strike: { unit: 'deg_F' },
        relativeStrike: null,
        rainfall: null,
        locationState: 'TX',
        dataset: { dclimateId: 'prism_temp_max-daily', type: 'PRISM', origin: 'demo' },
      });
      expect(q.perUnitLoss).toBeCloseTo(50000 / (q.exhaust.vector[0]! - q.strike.vector[0]!), 1);
    }
  });

  it('offers "Below {d}°F" options for low temperature, the custom trigger first', async () => {
    const plain = createdRequest(await create(CREATE_QUOTE_IN_FULL, temperatureInput('LTC'), sessions.agent));
    const minimum = plain.quotes[0]!.indexSummary.minimum;
    const average = plain.quotes[0]!.indexSummary.average;
    const custom = Math.round((average - 0.5) * 10) / 10;
    expect(custom).toBeGreaterThan(minimum);

    const request = createdRequest(
      await create(
        CREATE_QUOTE_IN_FULL,
        temperatureInput('LTC', { preferredStrike: custom, targetMatch: true }),
        sessions.agent,
      ),
    );
    expect(request.quotes[0]).toMatchObject({ isRequested: true, programType: 'LowTemp' });
    expect(request.quotes[0]!.label).toMatch(/^Below -?\d+(\.\d)?°F$/);
    for (const q of request.quotes.slice(1)) expect(q.label).toMatch(/^Below -?\d+°F$/);
  });

  it('validates the custom trigger against the historical extremes', async () => {
    const htc = await send(CREATE_QUOTE_IN_FULL, temperatureInput('HTC', { preferredStrike: 150 }), {
      token: sessions.agent,
    });
    expect(htc.errors?.[0]).toMatchObject({ errorType: 'VALIDATION_ERROR' });
    expect(htc.errors?.[0]?.message).toMatch(/^Custom trigger must be below -?\d+\.\d$/);
    const ltc = await send(CREATE_QUOTE_IN_FULL, temperatureInput('LTC', { preferredStrike: -80 }), {
      token: sessions.agent,
    });
    expect(ltc.errors?.[0]?.message).toMatch(/^Custom trigger must be above -?\d+\.\d$/);
  });

  it('refuses an unknown program or a dataset of another program', async () => {
    expectError(
      await send(CREATE_QUOTE_IN_FULL, temperatureInput('HTC', { programType: 'NamedStorm' }), {
        token: sessions.agent,
      }),
      'VALIDATION_ERROR',
      'programType must be HighTemp, LowTemp or LowRainfall (HTC, LTC or LPC)',
    );
    expectError(
      await send(CREATE_QUOTE_IN_FULL, temperatureInput('HTC', { dataset: 'prismc-tmin-daily' }), {
        token: sessions.agent,
      }),
      'VALIDATION_ERROR',
      'High temperature is priced from prism_temp_max-daily',
    );
  });

  it('answers an empty list (no offers) where it (observed data) never rains, for low precipitation', async () => {
    // Ingest a bone-dry desert cell into the local grid store: PRISM precipitation, 1981 to yesterday.
    const dataset = datasets['prism-precip-daily'];
    const cell = cellForLatLon(dataset.grid, places.desert.lat, places.desert.lon)!;
    const firstDay = epochDayOfIso('1981-01-01');
    const lastDay = epochDayOfIso(quotingToday(new Date())) - 1;
    const writer = new GridDatasetWriter(folderBlobStore(inject('stack').gridDir), dataset.id);
    await writer.write([{ cell, firstDay, values: new Float32Array(lastDay - firstDay + 1) }]);
    await writer.finish([
      { name: 'integration-test-dry-cell', firstDate: '1981-01-01', lastDate: isoOfEpochDay(lastDay) },
    ]);

    const request = createdRequest(
      await create(
        CREATE_QUOTE_IN_FULL,
        {
          programType: 'LowRainfall',
          collection: 'prism',
          dataset: 'prism-precip-daily',
          units: 'inch',
          limit: 20000,
          preferredStrike: 1,
          exhaust: 0,
          ...defaultPeriod('LPC'),
          weightedLocations: [{ ...places.desert, weight: 1 }],
          targetMatch: true,
          sync: true,
        },
        sessions.agent,
      ),
    );
    expect(request).toMatchObject({
      status: 'DONE',
      programName: 'LPC',
      quotes: [],
      targetMatch: null,
      dataOrigin: 'observed',
    });
  });
});

describe('who may price and read quotes', () => {
  it('needs a session (HTTP 401 without one; nothing is public)', async () => {
    expect401(await send(CREATE_CUSTOM_QUOTE_IN_FULL, hpcInput(), { none: true }));
    const withApiKey = await send(CREATE_CUSTOM_QUOTE_IN_FULL, hpcInput(), { apiKey: true });
    expect(withApiKey.errors?.[0]?.errorType).toBe('Unauthorized');
  });

  it.each(['admin', 'client'] as const)(
    'refuses the %s (no canQuote) with INVALID_PERMISSIONS',
    async (who) => {
      expectError(
        await send(CREATE_CUSTOM_QUOTE_IN_FULL, hpcInput(), { token: sessions[who] }),
        'INVALID_PERMISSIONS',
      );
      expectError(
        await send(CREATE_QUOTE_IN_FULL, temperatureInput('HTC'), { token: sessions[who] }),
        'INVALID_PERMISSIONS',
      );
      expectError(
        await send(GET_QUOTE_IN_FULL, { id: 'anything' }, { token: sessions[who] }),
        'INVALID_PERMISSIONS',
      );
    },
  );

  it('shows a quote to its creator only: another agent gets INVALID_PERMISSIONS', async () => {
    const request = createdRequest(
      await create(CREATE_QUOTE_IN_FULL, temperatureInput('HTC'), sessions.agent),
    );
    const id = request.quotes[0]!.id;
    expect(
      expectData(await send(GET_QUOTE_IN_FULL, { id }, { token: sessions.agent })).getQuote.createdBy,
    ).toBe('demo-agent');
    expectError(await send(GET_QUOTE_IN_FULL, { id }, { token: sessions.newAgent }), 'INVALID_PERMISSIONS');
    expectError(
      await send(GET_QUOTE_IN_FULL, { id: `${id}-nope` }, { token: sessions.agent }),
      'INVALID_PERMISSIONS',
    );
  });
});
