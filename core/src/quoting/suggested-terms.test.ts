import { describe, expect, it } from 'vitest';
import { suggestedPrecipitationTerms } from './suggested-terms.js';

// 1 … 10 in: the 80th percentile is 8.2, the 20th 2.8 (linear interpolation).
const history = [7, 3, 10, 1, 5, 9, 2, 6, 8, 4];

describe('suggestedPrecipitationTerms', () => {
  it('excess rain: from the 1-in-5 wet level to the wettest year', () => {
    expect(suggestedPrecipitationTerms('HPC', history)).toEqual({ trigger: 8.2, exhaust: 10 });
  });

  it('low rain: from the 1-in-5 dry level to the driest year', () => {
    expect(suggestedPrecipitationTerms('LPC', history)).toEqual({ trigger: 2.8, exhaust: 1 });
  });

  it('keeps a layer when the extreme year is at the trigger, never below 0 in', () => {
    // All years equal: the layer is a tenth of the average wide.
    expect(suggestedPrecipitationTerms('HPC', [5, 5, 5])).toEqual({ trigger: 5, exhaust: 5.5 });
    expect(suggestedPrecipitationTerms('LPC', [0.2, 0.2, 0.2])).toEqual({ trigger: 0.2, exhaust: 0.18 });
    expect(suggestedPrecipitationTerms('LPC', [0.05, 0.05])).toEqual({ trigger: 0.05, exhaust: 0.04 });
  });

  it('suggests nothing for temperature, an empty or a dry history', () => {
    expect(suggestedPrecipitationTerms('HTC', history)).toBeNull();
    expect(suggestedPrecipitationTerms('HPC', [])).toBeNull();
    expect(suggestedPrecipitationTerms('HPC', [0, 0])).toBeNull();
  });
});
