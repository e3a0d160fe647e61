import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dateOfEpochDay,
  dayOfYear,
  daysInMonth,
  epochDayOf,
  epochDayOfIso,
  isLeapYear,
  isoOfEpochDay,
  parseIsoDate,
} from './calendar.js';

describe('calendar', () => {
  it('counts epoch days from 1970-01-01', () => {
    expect(epochDayOf(1970, 1, 1)).toBe(0);
    expect(epochDayOf(1969, 12, 31)).toBe(-1);
    // 2000-03-01: 30 years of 365 days + 8 leap days (72..96, 2000 not yet) + Jan 31 + Feb 29 = 10950 + 7 + 60
    expect(epochDayOf(2000, 3, 1)).toBe(11017);
    // 1948-01-01: 22 years back, 6 of them leap (1948..1968): -(22 * 365 + 6)
    expect(epochDayOfIso('1948-01-01')).toBe(-8036);
  });

  it('round-trips every day from 1900 to 2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: epochDayOf(1900, 1, 1), max: epochDayOf(2100, 12, 31) }), (day) => {
        const d = dateOfEpochDay(day);
        expect(epochDayOf(d.year, d.month, d.day)).toBe(day);
        expect(epochDayOfIso(isoOfEpochDay(day))).toBe(day);
      }),
    );
  });

  it('knows leap years and month lengths', () => {
    expect([1900, 2000, 2023, 2024, 2100].map(isLeapYear)).toEqual([false, true, false, true, false]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(dayOfYear({ year: 2024, month: 2, day: 29 })).toBe(60);
    expect(dayOfYear({ year: 2023, month: 3, day: 1 })).toBe(60);
    expect(dayOfYear({ year: 2024, month: 12, day: 31 })).toBe(366);
  });

  it('parses dates and the date part of timestamps, and rejects impossible dates', () => {
    expect(parseIsoDate('2025-10-02')).toEqual({ year: 2025, month: 10, day: 2 });
    expect(parseIsoDate('2025-10-02T00:00:00.000Z')).toEqual({ year: 2025, month: 10, day: 2 });
    expect(() => parseIsoDate('2023-02-29')).toThrow('Not a valid date');
    expect(() => parseIsoDate('2023-13-01')).toThrow('Not a valid date');
    expect(() => parseIsoDate('10/02/2025')).toThrow('Not a valid date');
  });
});
