import { describe, expect, it } from 'vitest';
import { makePolicyIndex } from '../../test/policy-index-fixtures.js';
import { chartPointsOf, daysLineOf, formatIndexIn, yDomainOf } from './policy-index-model.js';

describe('policy index model', () => {
  it('formats rainfall to 2 decimals and temperature to 1', () => {
    expect(formatIndexIn('in', 12)).toBe('12.00 in');
    expect(formatIndexIn('°F', 82.44)).toBe('82.4 °F');
    expect(formatIndexIn('in', null)).toBe('—');
  });

  it("the chart spans the whole period: the days to date, then empty days to the period's end", () => {
    const points = chartPointsOf(makePolicyIndex());
    expect(points).toHaveLength(30);
    expect(points[9]).toEqual({ date: '2027-04-10', index: 9, band: [3, 12] });
    expect(points[10]).toEqual({ date: '2027-04-11', index: null, band: null });
    expect(points[29]!.date).toBe('2027-04-30');
  });

  it('before any data the chart still spans the period', () => {
    expect(chartPointsOf(makePolicyIndex({ points: [] }))).toHaveLength(30);
  });

  it('the y-axis holds the trigger, the exhaust and every value', () => {
    const pi = makePolicyIndex();
    const [low, high] = yDomainOf(pi, chartPointsOf(pi));
    expect(low).toBe(0);
    expect(high).toBeGreaterThan(18);
  });

  it('says one day remaining in the singular', () => {
    expect(daysLineOf({ daysElapsed: 29, daysTotal: 30, daysRemaining: 1 })).toBe(
      'Day 29 of 30 · 1 day remaining',
    );
  });
});
