import { describe, expect, it } from 'vitest';
import type { PricedQuote } from '../../../shared/quote/quote.js';
import {
  clearStep,
  completeStep,
  initialQuoterState,
  isStepDisabled,
  matchStepPath,
  nextStepPath,
  type QuoterState,
  reachableStep,
  redirectForStep,
  resumePath,
  selectProgram,
  setResults,
  STEP_INPUT_MESSAGE,
  stepsFor,
  visitStep,
  type LocationSelection,
  type PolicyPeriod,
} from './wizard.js';

const location: LocationSelection = {
  locations: [{ id: 'a', lat: 27.875, lng: -82.375, name: 'Tampa', state: 'FL', weight: 100, cpcId: 9490 }],
  dataset: 'CPC',
  totalPercentage: 100,
  weightsEdited: false,
};
const period: PolicyPeriod = {
  startDate: '2027-01-01',
  endDate: '2027-03-31',
  days: 90,
  applicationDeadline: '2026-12-12',
  preset: '3 months',
};
const started = (): QuoterState =>
  completeStep(selectProgram(initialQuoterState, 'HPC'), { diligentEffort: true }, { markStale: false });

describe('step lists', () => {
  it('gives each program its routes', () => {
    expect(stepsFor('LPC').map((s) => s.path)).toEqual([
      '/quoter/select-client',
      '/quoter/select-location',
      '/quoter/select-period',
      '/quoter/select-options',
    ]);
    expect(stepsFor('LTC')[1]!.path).toBe('/quoter/low-temp/select-location');
    expect(stepsFor('HPC')[2]!.path).toBe('/quoter/excess-precip/select-period');
    expect(stepsFor('HTC')[3]!.path).toBe('/quoter/high-temp/select-options');
    expect(stepsFor('HPC').map((s) => [s.label, s.optional])).toEqual([
      ['Client', true],
      ['Location', false],
      ['Policy Period', false],
      ['Coverage Terms', false],
    ]);
  });
  it('matches a path to its program and step', () => {
    expect(matchStepPath('/quoter/high-temp/select-period/')).toMatchObject({
      program: 'HTC',
      step: { key: 'policyPeriod', index: 2 },
    });
    expect(matchStepPath('/quoter/select-client')).toMatchObject({ program: 'LPC', step: { index: 0 } });
    expect(matchStepPath('/quoter/select-program')).toBeNull();
    expect(nextStepPath('LTC', 'location')).toBe('/quoter/low-temp/select-period');
  });
});

describe('completeStep', () => {
  it('needs exactly one input key with a truthy value', () => {
    const s = started();
    expect(() => completeStep(s, {})).toThrow(STEP_INPUT_MESSAGE);
    expect(() => completeStep(s, { location: null })).toThrow(STEP_INPUT_MESSAGE);
    expect(() => completeStep(s, { location, policyPeriod: period })).toThrow(STEP_INPUT_MESSAGE);
    expect(() => completeStep(s, { diligentEffort: false })).toThrow(STEP_INPUT_MESSAGE);
  });
  it('marks the step done, the results stale, and moves the furthest step on', () => {
    const s = setResults(started(), { quotes: [{ id: 'q1' } as PricedQuote] });
    expect(s.stale).toBe(false);
    const next = completeStep(s, { location });
    expect(next.location).toBe(location);
    expect(next.stale).toBe(true);
    expect(next.furthestStep).toBe(2);
    expect(setResults(next, { quotes: [] }).stale).toBe(false);
  });
  it('leaves the results fresh when told so', () => {
    const s = setResults(started(), { quotes: [{ id: 'q1' } as PricedQuote] });
    expect(
      completeStep(s, { optionTerms: { netPremium: 1200, savedQuoteId: 'q1' } }, { markStale: false }).stale,
    ).toBe(false);
  });
  it('never moves the furthest step back, and stops at the last step', () => {
    let s = completeStep(started(), { location });
    s = completeStep(s, { policyPeriod: period });
    s = completeStep(s, { optionTerms: { netPremium: 10 } });
    expect(s.furthestStep).toBe(3);
    expect(
      completeStep(s, { client: { _id: 'c', email: 'c@x.y', firstName: 'C', lastName: 'D' } }).furthestStep,
    ).toBe(3);
  });
});

describe('selectProgram', () => {
  it('swaps the step list and sets the furthest visited step to 0', () => {
    let s = completeStep(started(), { location });
    s = completeStep(s, { policyPeriod: period });
    const same = selectProgram(s, 'HPC');
    expect(same.furthestStep).toBe(0);
    expect(same.location).toBe(location);
    const other = completeStep(s, { program: 'LTC' });
    expect(other.program).toBe('LTC');
    expect(other.furthestStep).toBe(0);
    expect(other.location).toBeNull();
    expect(other.policyPeriod).toBeNull();
  });
});

describe('disabled steps and direct entry', () => {
  it('disables a step while a previous non-optional step has no value (the client is optional)', () => {
    const s = started();
    expect([0, 1, 2, 3].map((i) => isStepDisabled(s, i))).toEqual([false, false, true, true]);
    const withLocation = completeStep(s, { location });
    expect([0, 1, 2, 3].map((i) => isStepDisabled(withLocation, i))).toEqual([false, false, false, true]);
  });
  it('sends direct entry to select-program without a program, to diligent effort without the flag', () => {
    expect(redirectForStep(initialQuoterState, '/quoter/select-location')).toBe('/quoter/select-program');
    expect(redirectForStep(selectProgram(initialQuoterState, 'LPC'), '/quoter/select-client')).toBe(
      '/quoter/diligent-effort',
    );
  });
  it('sends a step past the furthest visited one back to it', () => {
    const s = started();
    expect(redirectForStep(s, '/quoter/excess-precip/select-client')).toBeNull();
    expect(redirectForStep(s, '/quoter/excess-precip/select-period')).toBe(
      '/quoter/excess-precip/select-client',
    );
    const skipped = visitStep(s, 1);
    expect(redirectForStep(skipped, '/quoter/excess-precip/select-location')).toBeNull();
    expect(redirectForStep(skipped, '/quoter/excess-precip/select-options')).toBe(
      '/quoter/excess-precip/select-location',
    );
  });
  it("sends another program's step to the chosen program's furthest step", () => {
    const s = completeStep(started(), { location });
    expect(redirectForStep(s, '/quoter/high-temp/select-location')).toBe(
      '/quoter/excess-precip/select-period',
    );
    expect(resumePath(s)).toBe('/quoter/excess-precip/select-period');
  });
  it('goes back to the last enabled step when a value is cleared', () => {
    let s = completeStep(started(), { location });
    s = completeStep(s, { policyPeriod: period });
    expect(reachableStep(s)).toBe(3);
    s = clearStep(s, 'location');
    expect(reachableStep(s)).toBe(1);
    expect(redirectForStep(s, '/quoter/excess-precip/select-options')).toBe(
      '/quoter/excess-precip/select-location',
    );
  });
});
