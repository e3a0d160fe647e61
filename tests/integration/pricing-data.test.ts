import { addDays, programDates } from '@almanac/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expect401, expectData, expectError, send } from './support/api.js';
import { demo, loginAs } from './support/accounts.js';
import {
  CREATE_QUOTE,
  create,
  createdRequest,
  GET_DATASET_METADATA_IN_FULL,
  GET_INDEX_DATA,
  GET_INDEX_DATA_V2_IN_FULL,
  GET_LPC_DATES,
  GET_LTC_DATES,
  places,
  temperatureInput,
} from './support/pricing.js';

const sessions = { agent: '', admin: '', client: '' };
beforeAll(async () => {
  for (const name of Object.keys(sessions) as (keyof typeof sessions)[])
    sessions[name] = await loginAs(demo[name]);
});

const indexInput = (program: 'HTC' | 'LTC') => {
  const q = temperatureInput(program);
  return {
    input: {
      collection: 'prism',
      dataset: program === 'HTC' ? 'prism_temp_max-daily' : 'prism_temp_min-daily',
      start: q.start,
      end: q.end,
      weightedLocations: q.weightedLocations,
      units: 'deg_F',
    },
    type: program === 'HTC' ? 'HighTemp' : 'LowTemp',
  };
};

describe('getIndexDataV2 and getIndexData', () => {
  it('gives the same years and values as the stored quote of the same period and locations', async () => {
    const quote = createdRequest(await create(CREATE_QUOTE, temperatureInput('HTC'), sessions.agent))
      .quotes[0]!;

    const index = expectData(
      await send(GET_INDEX_DATA_V2_IN_FULL, indexInput('HTC'), { token: sessions.agent }),
    ).getIndexDataV2;

    expect(index.result.map((r) => [r.year, r.temp])).toEqual(
      quote.indexHistory.map((h) => [h.year, h.vector[0]]),
    );
    expect(index).toMatchObject({
      average: quote.indexSummary.average,
      min: quote.indexSummary.minimum,
      max: quote.indexSummary.maximum,
      unit: 'deg_F',
      programName: 'HTC',
      dataOrigin: 'demo',
      dataset: { dclimateId: 'prism_temp_max-daily', origin: 'demo' },
    });
    expect(index.result).toHaveLength(30);
    expect(index.result.every((r) => r.value === r.temp)).toBe(true);
  });

  it('answers the same through the older getIndexData', async () => {
    const v2 = expectData(
      await send(GET_INDEX_DATA_V2_IN_FULL, indexInput('LTC'), { token: sessions.agent }),
    ).getIndexDataV2;
    const v1 = expectData(
      await send(GET_INDEX_DATA, indexInput('LTC'), { token: sessions.agent }),
    ).getIndexData;
    expect(v1).toEqual(v2);
    expect(v2.min).toBeLessThanOrEqual(v2.average);
    expect(v2.average).toBeLessThanOrEqual(v2.max);
  });

  it('refuses New York and a dataset that does not match the type', async () => {
    const ny = indexInput('HTC');
    ny.input.weightedLocations = [{ ...places.albany, weight: 1 }];
    expectError(
      await send(GET_INDEX_DATA_V2_IN_FULL, ny, { token: sessions.agent }),
      'VALIDATION_ERROR',
      'Program not available at this location',
    );
    expectError(
      await send(
        GET_INDEX_DATA_V2_IN_FULL,
        { ...indexInput('HTC'), type: 'LowTemp' },
        { token: sessions.agent },
      ),
      'VALIDATION_ERROR',
      'Low temperature is computed from prism_temp_min-daily',
    );
  });
});

describe('getDatasetMetaDataV4', () => {
  it('gives the latest date as properties.end_datetime (the demo climate here)', async () => {
    for (const dataset of ['cpc_precip_us-daily', 'prismc-tmax-daily', 'prism_temp_min-daily']) {
      const meta = expectData(
        await send(GET_DATASET_METADATA_IN_FULL, { dataset }, { token: sessions.agent }),
      ).getDatasetMetaDataV4;
      expect(meta.properties).toMatchObject({
        origin: 'demo',
        end_datetime: '2026-10-31T00:00:00Z',
        ingestedCells: 0,
      });
      expect(meta.properties.start_datetime).toMatch(/^(1948|1981)-01-01T00:00:00Z$/);
    }
    expectError(
      await send(GET_DATASET_METADATA_IN_FULL, { dataset: 'era5' }, { token: sessions.agent }),
      'VALIDATION_ERROR',
      'Unknown dataset',
    );
  });
});

describe('getLPCDates and getLTCDates', () => {
  it('give the default period, its application deadline (20 days before) and presets', async () => {
    const lpc = expectData(await send(GET_LPC_DATES, {}, { token: sessions.agent })).getLPCDates;
    const ltc = expectData(await send(GET_LTC_DATES, {}, { token: sessions.agent })).getLTCDates;
    const hpc = expectData(
      await send(GET_LPC_DATES, { programType: 'ExcessRainfall' }, { token: sessions.agent }),
    ).getLPCDates;
    const now = new Date();
    for (const [dates, program] of [
      [lpc, 'LPC'],
      [ltc, 'LTC'],
      [hpc, 'HPC'],
    ] as const) {
      const expected = programDates(program, now); // demo data: no cap from its latest date
      expect(dates).toMatchObject({
        programType: program,
        startDate: expected.startDate,
        endDate: expected.endDate,
        deadlineDate: addDays(expected.startDate, -20),
        applicationDeadlineDays: 20,
        minDays: 30,
        maxMonths: 12,
        latestEndDate: null,
      });
      expect(dates.presets.map((p) => p.label)).toEqual(['1 month', '3 months', '6 months', '12 months']);
    }
  });
});

describe('access', () => {
  it('needs a session and canQuote for every pricing query', async () => {
    expect401(await send(GET_LPC_DATES, {}, { none: true }));
    for (const who of ['admin', 'client'] as const) {
      expectError(await send(GET_LTC_DATES, {}, { token: sessions[who] }), 'INVALID_PERMISSIONS');
      expectError(
        await send(GET_INDEX_DATA_V2_IN_FULL, indexInput('HTC'), { token: sessions[who] }),
        'INVALID_PERMISSIONS',
      );
      expectError(
        await send(
          GET_DATASET_METADATA_IN_FULL,
          { dataset: 'cpc_precip_us-daily' },
          { token: sessions[who] },
        ),
        'INVALID_PERMISSIONS',
      );
    }
  });
});
