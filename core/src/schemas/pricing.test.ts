import { describe, expect, it } from 'vitest';
import {
  createParametricCustomQuoteSchema,
  createParametricQuoteSchema,
  indexDataSchema,
  triggerUnreachableMessage,
} from './pricing.js';

const loc = (weight = 1) => ({ lat: 27.95, lon: -82.46, weight });
const hpc = (over: Record<string, unknown> = {}) => ({
  collection: 'cpc',
  dataset: 'cpc_precip_us-daily',
  limit: 10000,
  strike: 10,
  exhaust: 20,
  units: 'inch',
  start: '2027-01-01T00:00:00.000Z',
  end: '2027-03-31T00:00:00.000Z',
  weightedLocations: [loc()],
  targetMatch: false,
  currency: 'USD',
  sync: true,
  ...over,
});
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

describe('createParametricCustomQuoteSchema', () => {
  it('normalizes to a priced request: cents, calendar dates, HPC', () => {
    const out = createParametricCustomQuoteSchema.parse(
      hpc({ limit: '25000.5', targetMatch: null, sync: undefined }),
    );
    expect(out).toEqual({
      sync: true,
      request: {
        program: 'HPC',
        datasetId: 'cpc_precip_us-daily',
        collection: 'cpc',
        startDate: '2027-01-01',
        endDate: '2027-03-31',
        limitCents: 2_500_050,
        trigger: 10,
        exhaust: 20,
        targetMatch: false,
        currency: 'USD',
        locations: [loc()],
      },
    });
  });

  it.each([
    [{ limit: 0 }, 'The amount provided is not valid.'],
    [{ limit: '' }, 'The amount provided is not valid.'],
    [{ limit: 'abc' }, 'The amount provided is not valid.'],
    [{ limit: 25000.125 }, 'Amounts can have at most 2 decimals (whole cents).'],
    [{ strike: 0 }, 'The trigger value must be greater than 0.'],
    [{ strike: null }, 'The trigger value must be greater than 0.'],
    [{ exhaust: -1 }, 'The exhaust value must be greater than 0.'],
    [{ strike: 20, exhaust: 20 }, 'The trigger value must be less than the exhaust value.'],
    [{ weightedLocations: [loc(0.5), loc(0.49)] }, 'Total percentage must be 100%'],
    [{ weightedLocations: [] }, 'At least one location is required'],
    // 90 days at 2.5 in a day total at most 225 in: a 500 in trigger could never pay (issue 27).
    [
      { strike: 500, exhaust: 600 },
      "The trigger must be below 225 in: with each day's rain counted up to 2.5 in, this period can total at most 225 in.",
    ],
    [{ strike: 225, exhaust: 230 }, triggerUnreachableMessage(225)],
    [{ weightedLocations: [loc(0)] }, "Each location's weight must be greater than 0% and at most 100%"],
    [{ start: '2027-04-01', end: '2027-03-31' }, 'Start date must not be greater than the end date'],
    [{ start: '2027-02-30' }, 'Start date is not a valid date'],
    [{ currency: 'EUR' }, 'Only USD is supported'],
    [
      { dataset: 'prism_temp_max-daily' },
      'Excess precipitation is priced from cpc_precip_us-daily or prism-precip-daily',
    ],
  ])('%j → %s', (over, message) => {
    expect(firstMessage(createParametricCustomQuoteSchema.safeParse(hpc(over)))).toBe(message);
  });

  it('accepts whole percents / 100 that do not add up exactly in floating point', () => {
    const thirds = [loc(0.33), loc(0.33), loc(0.34)];
    expect(createParametricCustomQuoteSchema.safeParse(hpc({ weightedLocations: thirds })).success).toBe(
      true,
    );
  });
});

describe('createParametricQuoteSchema', () => {
  const base = {
    programType: 'HTC',
    dataset: 'prismc-tmax-daily',
    limit: 50000,
    units: 'deg_F',
    start: '2027-07-01',
    end: '2027-07-31',
    weightedLocations: [loc()],
  };

  it('resolves program types and dataset aliases; the custom trigger is optional', () => {
    const htc = createParametricQuoteSchema.parse(base);
    expect(htc.request).toMatchObject({
      program: 'HTC',
      datasetId: 'prism_temp_max-daily',
      trigger: null,
      exhaust: null,
    });
    const ltc = createParametricQuoteSchema.parse({
      ...base,
      programType: 'LowTemp',
      dataset: 'prismc-tmin-daily',
      preferredStrike: '20.5',
    });
    expect(ltc.request).toMatchObject({ program: 'LTC', datasetId: 'prism_temp_min-daily', trigger: 20.5 });
  });

  it('needs a trigger above the exhaust for LPC', () => {
    const lpc = { ...base, programType: 'LPC', dataset: 'cpc_precip_us-daily', units: 'inch' };
    expect(
      createParametricQuoteSchema.parse({ ...lpc, preferredStrike: 5, exhaust: 1 }).request,
    ).toMatchObject({
      program: 'LPC',
      trigger: 5,
      exhaust: 1,
    });
    expect(firstMessage(createParametricQuoteSchema.safeParse(lpc))).toBe(
      'The trigger value must be greater than 0.',
    );
    expect(
      firstMessage(createParametricQuoteSchema.safeParse({ ...lpc, preferredStrike: 5, exhaust: 5 })),
    ).toBe('The exhaust value must be less than the trigger value.');
  });

  it.each([
    [{ programType: 'HPC' }, 'programType must be HighTemp, LowTemp or LowRainfall (HTC, LTC or LPC)'],
    [{ dataset: 'prism_temp_min-daily' }, 'High temperature is priced from prism_temp_max-daily'],
    [{ units: 'inch' }, 'Units must be deg_F'],
    [{ limit: -5 }, 'The amount provided is not valid.'],
  ])('%j → %s', (over, message) => {
    expect(firstMessage(createParametricQuoteSchema.safeParse({ ...base, ...over }))).toBe(message);
  });
});

describe('indexDataSchema', () => {
  const input = {
    dataset: 'prism_temp_min-daily',
    start: '2027-01-01',
    end: '2027-01-31',
    weightedLocations: [loc()],
    units: 'deg_F',
  };
  it('takes the program from the type, or from the dataset', () => {
    expect(indexDataSchema.parse({ input, type: 'LowTemp' }).program).toBe('LTC');
    expect(indexDataSchema.parse({ input }).program).toBe('LTC');
    expect(
      indexDataSchema.parse({ input: { ...input, dataset: 'cpc_precip_us-daily', units: 'inch' } }).program,
    ).toBe('HPC');
    expect(firstMessage(indexDataSchema.safeParse({ input, type: 'HighTemp' }))).toBe(
      'High temperature is computed from prism_temp_max-daily',
    );
  });
});
