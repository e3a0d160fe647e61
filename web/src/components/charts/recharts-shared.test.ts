import { describe, expect, it } from 'vitest';
import { evenYearTicks } from './recharts-shared.js';

describe('year ticks of the historical chart', () => {
  const years = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

  it('steps evenly and ends on the last year: 30 years every 5, 12 every 2, 8 every year', () => {
    expect(evenYearTicks(years(1996, 2025))).toEqual([2000, 2005, 2010, 2015, 2020, 2025]);
    expect(evenYearTicks(years(2014, 2025))).toEqual([2015, 2017, 2019, 2021, 2023, 2025]);
    expect(evenYearTicks(years(2018, 2025))).toEqual(years(2018, 2025));
  });

  it('never shows more than 8 ticks, and none for no years', () => {
    expect(evenYearTicks(years(1900, 2025)).length).toBeLessThanOrEqual(8);
    expect(evenYearTicks([])).toEqual([]);
  });
});
