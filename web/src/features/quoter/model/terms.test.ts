import { describe, expect, it } from 'vitest';
import { makeQuote } from '../../../test/quote-fixtures.js';
import {
  canCalculate,
  canSaveAndShare,
  completionPayload,
  emptyTerms,
  pricingCall,
  suggestedTermsValues,
  termsChanged,
  type TermsValues,
  validateTerms,
  valuesFromResults,
} from './terms.js';
import type { LocationSelection, PolicyPeriod, QuoterResults } from './wizard.js';

const terms = (over: Partial<TermsValues>): TermsValues => ({ ...emptyTerms, ...over });

describe('terms validation (docs/requirements.md#validation-terms)', () => {
  it('excess rainfall: limit, trigger and exhaust above 0, trigger below exhaust', () => {
    expect(validateTerms('HPC', terms({ limit: '100,000', trigger: '12', exhaust: '18' }))).toEqual({});
    expect(validateTerms('HPC', terms({ limit: '$100,000.50', trigger: '12', exhaust: '18' }))).toEqual({});
    expect(validateTerms('HPC', terms({ limit: '0', trigger: '0', exhaust: '-1' }))).toEqual({
      limit: 'The amount provided is not valid.',
      trigger: 'The trigger value must be greater than 0.',
      exhaust: 'The exhaust value must be greater than 0.',
    });
    expect(validateTerms('HPC', terms({ limit: '500', trigger: '12', exhaust: '18' }))).toEqual({
      limit: 'The limit of liability must be at least $1,000.00.',
    });
    expect(validateTerms('HPC', terms({ limit: '1000.005', trigger: '12', exhaust: '18' }))).toEqual({
      limit: 'Amounts can have at most 2 decimals (whole cents).',
    });
    expect(validateTerms('HPC', terms({ limit: 'abc', trigger: '', exhaust: '' }))).toMatchObject({
      limit: 'The amount provided is not valid.',
      trigger: 'The trigger value must be greater than 0.',
    });
    expect(validateTerms('HPC', terms({ limit: '1000', trigger: '18', exhaust: '12' }))).toEqual({
      trigger: 'The trigger value must be less than the exhaust value.',
    });
    expect(validateTerms('HPC', terms({ limit: '1000', trigger: '12', exhaust: '12' }))).toEqual({
      trigger: 'The trigger value must be less than the exhaust value.',
    });
  });

  it('low rainfall: the exhaust below the trigger, not negative', () => {
    expect(validateTerms('LPC', terms({ limit: '1000', trigger: '8', exhaust: '0' }))).toEqual({});
    expect(validateTerms('LPC', terms({ limit: '1000', trigger: '8', exhaust: '9' }))).toEqual({
      exhaust: 'The exhaust value must be less than the trigger value.',
    });
    expect(validateTerms('LPC', terms({ limit: '1000', trigger: '8', exhaust: '-1' }))).toEqual({
      exhaust: 'The exhaust value must not be negative.',
    });
  });

  it('temperature: the custom trigger is optional and checked against the history', () => {
    expect(validateTerms('HTC', terms({ limit: '5000' }), { max: 95.34 })).toEqual({});
    expect(validateTerms('HTC', terms({ limit: '5000', customTrigger: '95.3' }), { max: 95.34 })).toEqual({});
    expect(validateTerms('HTC', terms({ limit: '5000', customTrigger: '95.4' }), { max: 95.34 })).toEqual({
      customTrigger: 'Custom trigger must be below 95.3',
    });
    expect(validateTerms('LTC', terms({ limit: '5000', customTrigger: '20.1' }), { min: 20.06 })).toEqual({});
    expect(validateTerms('LTC', terms({ limit: '5000', customTrigger: '20' }), { min: 20.06 })).toEqual({
      customTrigger: 'Custom trigger must be above 20.1',
    });
    expect(validateTerms('LTC', terms({ limit: '5000', customTrigger: 'x' }))).toEqual({
      customTrigger: 'Custom trigger must be a number',
    });
    // Without the history yet, the server checks it.
    expect(validateTerms('HTC', terms({ limit: '5000', customTrigger: '120' }))).toEqual({});
    expect(validateTerms('HTC', terms({ limit: '' }))).toEqual({
      limit: 'The amount provided is not valid.',
    });
  });

  it('Calculate is disabled while loading or while the limit is empty or not above 0', () => {
    expect(canCalculate({ limit: '' }, false)).toBe(false);
    expect(canCalculate({ limit: '0' }, false)).toBe(false);
    expect(canCalculate({ limit: '-5' }, false)).toBe(false);
    expect(canCalculate({ limit: '1,000' }, false)).toBe(true);
    expect(canCalculate({ limit: '1000' }, true)).toBe(false);
  });
});

describe('staleness and Save & Share', () => {
  const a = makeQuote({ id: 'a', strike: 12, exhaust: 18, limit: 50_000 });
  const b = makeQuote({ id: 'b', strike: 13, exhaust: 19, limit: 50_000 });
  const results: QuoterResults = {
    quotes: [a, b],
    selectedQuoteId: 'a',
    maxPaymentAmount: 50_000,
    trigger: 12,
    exhaust: 18,
  };

  it('the form of priced results matches them; a changed limit, trigger or exhaust makes them stale', () => {
    const v = valuesFromResults(results, a);
    expect(v).toEqual({ limit: '50,000', trigger: '12.00', exhaust: '18.00', customTrigger: '' });
    expect(termsChanged('HPC', v, results, a)).toBe(false);
    expect(termsChanged('HPC', { ...v, limit: '60000' }, results, a)).toBe(true);
    expect(termsChanged('HPC', { ...v, trigger: '12.5' }, results, a)).toBe(true);
    expect(termsChanged('HPC', { ...v, exhaust: '19' }, results, a)).toBe(true);
    // Selecting another option copies its terms: not stale.
    expect(termsChanged('HPC', { ...v, trigger: '13', exhaust: '19.00' }, results, b)).toBe(false);
    expect(termsChanged('HPC', v, null, null)).toBe(false);
  });

  it('temperature: a changed custom trigger makes them stale', () => {
    const t = makeQuote({ program: 'HTC', id: 't', strike: 90, exhaust: 93 });
    const r: QuoterResults = {
      quotes: [t],
      selectedQuoteId: 't',
      maxPaymentAmount: 100_000,
      customTriggerTemperature: 90,
    };
    expect(termsChanged('HTC', terms({ limit: '100000', customTrigger: '90' }), r, t)).toBe(false);
    expect(termsChanged('HTC', terms({ limit: '100000', customTrigger: '91' }), r, t)).toBe(true);
    expect(termsChanged('HTC', terms({ limit: '100000', customTrigger: '' }), r, t)).toBe(true);
  });

  it('Save & Share needs fresh, valid terms, no pricing under way and a premium above zero', () => {
    const ok = { stale: false, valid: true, loading: false, selected: a };
    expect(canSaveAndShare(ok)).toBe(true);
    expect(canSaveAndShare({ ...ok, stale: true })).toBe(false);
    expect(canSaveAndShare({ ...ok, valid: false })).toBe(false);
    expect(canSaveAndShare({ ...ok, loading: true })).toBe(false);
    expect(canSaveAndShare({ ...ok, selected: null })).toBe(false);
    expect(canSaveAndShare({ ...ok, selected: { ...a, netPremium: 0 } })).toBe(false);
  });

  it('completes the step with the quote-completion payload', () => {
    expect(completionPayload('HPC', a)).toEqual({
      netPremium: a.netPremium,
      strike: 12,
      exhaust: 18,
      maxPaymentAmount: 50_000,
      dailyPrecipitationCap: 2.5,
      savedQuoteId: 'a',
    });
    const t = makeQuote({ program: 'LTC', id: 't', strike: 30, exhaust: 27 });
    expect(completionPayload('LTC', t)).not.toHaveProperty('dailyPrecipitationCap');
  });
});

describe('pricing calls (docs/requirements.md#api-quoting)', () => {
  const location: LocationSelection = {
    locations: [
      { id: '1', lat: 27.95, lng: -82.46, name: 'A', state: 'FL', weight: 67, cpcId: null },
      { id: '2', lat: 28.54, lng: -81.38, name: 'B', state: 'FL', weight: 33, cpcId: null },
    ],
    dataset: 'CPC',
    totalPercentage: 100,
    weightsEdited: false,
  };
  const period: PolicyPeriod = {
    startDate: '2027-01-01',
    endDate: '2027-03-31',
    days: 90,
    applicationDeadline: '2026-12-12',
    preset: null,
  };

  it('excess rainfall: createParametricCustomQuote in inches and USD, weights as fractions', () => {
    expect(
      pricingCall('HPC', { location, period }, terms({ limit: '100,000', trigger: '12', exhaust: '18' }), {
        sync: true,
        targetMatch: false,
      }),
    ).toEqual({
      operation: 'createParametricCustomQuote',
      variables: {
        collection: 'cpc',
        dataset: 'cpc_precip_us-daily',
        start: '2027-01-01T00:00:00.000Z',
        end: '2027-03-31T00:00:00.000Z',
        limit: 100000,
        strike: 12,
        exhaust: 18,
        units: 'inch',
        currency: 'USD',
        weightedLocations: [
          { lat: 27.95, lon: -82.46, weight: 0.67 },
          { lat: 28.54, lon: -81.38, weight: 0.33 },
        ],
        targetMatch: false,
        sync: true,
      },
    });
  });

  it('temperature: createParametricQuote on the PRISM dataset with the custom trigger', () => {
    const call = pricingCall(
      'LTC',
      { location: { ...location, dataset: 'PRISM' }, period },
      terms({ limit: '5000' }),
      {
        sync: false,
        targetMatch: true,
      },
    );
    expect(call.operation).toBe('createParametricQuote');
    expect(call.variables).toMatchObject({
      programType: 'LowTemp',
      collection: 'prism',
      dataset: 'prism_temp_min-daily',
      preferredStrike: null,
      units: 'deg_F',
      sync: false,
      targetMatch: true,
    });
    expect(
      pricingCall('HTC', { location, period }, terms({ limit: '5000', customTrigger: '91.5' }), {
        sync: true,
        targetMatch: false,
      }).variables,
    ).toMatchObject({ programType: 'HighTemp', dataset: 'prism_temp_max-daily', preferredStrike: 91.5 });
    expect(
      pricingCall('LPC', { location, period }, terms({ limit: '5000', trigger: '8', exhaust: '2' }), {
        sync: true,
        targetMatch: false,
      }).variables,
    ).toMatchObject({ programType: 'LowRainfall', preferredStrike: 8, exhaust: 2, units: 'inch' });
  });

  it('suggests precipitation terms from the average', () => {
    // 1 … 10 in: from the 1-in-5 level to the most extreme year (core's rule), as the form shows it.
    const history = [7, 3, 10, 1, 5, 9, 2, 6, 8, 4];
    expect(suggestedTermsValues('HPC', history)).toEqual({ trigger: '8.20', exhaust: '10.00' });
    expect(suggestedTermsValues('LPC', history)).toEqual({ trigger: '2.80', exhaust: '1.00' });
    expect(suggestedTermsValues('HTC', history)).toBeNull();
  });
});
