import { describe, expect, it } from 'vitest';
import {
  paidYearsText,
  sensitivityRangeText,
  sensitivityRatioText,
  sensitivityScenarioLabel,
} from './as-if-today.js';

describe('as-if-today and sensitivity texts', () => {
  it('names the scenarios and the ratio, unbounded when the low is 0', () => {
    expect(sensitivityScenarioLabel('raw', 'look-back', 30)).toBe('No trend, last 30 years');
    expect(sensitivityScenarioLabel('adjusted', 'all-years', 45)).toBe('Full trend, all 45 years');
    expect(sensitivityRatioText(3.1)).toBe('3.10×');
    expect(sensitivityRatioText(null)).toBe('Unbounded (the lowest is $0.00)');
    expect(sensitivityRangeText(1200, 3720, 3.1)).toBe('$1,200.00 to $3,720.00 (3.10×)');
    expect(paidYearsText(4, 6, 30)).toBe('Would have paid in 4 of 30 years as observed, 6 as if today.');
  });
});
