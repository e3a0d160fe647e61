import { describe, expect, it } from 'vitest';
import { epochDayOf } from './calendar.js';
import { parseRiskPeriod, windowDates, windowForYear } from './risk-period.js';

const window = (startDate: string, endDate: string, year: number) => {
  const w = windowForYear(parseRiskPeriod({ startDate, endDate }), year);
  return { ...windowDates(w), dayCount: w.dayCount };
};

describe('risk period windows', () => {
  it('shifts a same-year period to each historical year', () => {
    expect(window('2026-10-02', '2026-10-31', 2001)).toEqual({
      startDate: '2001-10-02',
      endDate: '2001-10-31',
      dayCount: 30,
    });
  });

  it('crosses New Year: the window of year Y runs into Y + 1 and is labelled Y', () => {
    const p = parseRiskPeriod({ startDate: '2026-11-15', endDate: '2027-02-14' });
    expect(p.yearSpan).toBe(1);
    expect(p.policyYear).toBe(2026);
    // 16 (Nov 15-30) + 31 (Dec) + 31 (Jan) + 14 (Feb) = 92 days
    expect(p.dayCount).toBe(92);
    expect(window('2026-11-15', '2027-02-14', 1999)).toEqual({
      startDate: '1999-11-15',
      endDate: '2000-02-14',
      dayCount: 92,
    });
  });

  it('includes 29 February only in leap years', () => {
    // Dec 1 - Mar 31: 31 + 31 + 28 (or 29) + 31
    expect(window('2026-12-01', '2027-03-31', 2022).dayCount).toBe(121); // ends in 2023
    expect(window('2026-12-01', '2027-03-31', 2023)).toEqual({
      startDate: '2023-12-01',
      endDate: '2024-03-31',
      dayCount: 122,
    });
    // A period ending on 29 February ends on the 28th in common years.
    expect(window('2027-03-01', '2028-02-29', 2022)).toEqual({
      startDate: '2022-03-01',
      endDate: '2023-02-28',
      dayCount: 365,
    });
    expect(window('2027-03-01', '2028-02-29', 2023)).toEqual({
      startDate: '2023-03-01',
      endDate: '2024-02-29',
      dayCount: 366,
    });
    // A period starting on 29 February starts on 1 March in common years.
    expect(window('2028-02-29', '2028-03-30', 2023)).toEqual({
      startDate: '2023-03-01',
      endDate: '2023-03-30',
      dayCount: 30,
    });
    expect(window('2028-02-29', '2028-03-30', 2024)).toEqual({
      startDate: '2024-02-29',
      endDate: '2024-03-30',
      dayCount: 31,
    });
    // The single day 29 February is empty in common years.
    expect(window('2028-02-29', '2028-02-29', 2023).dayCount).toBe(0);
  });

  it('uses epoch days, both ends included', () => {
    const w = windowForYear(parseRiskPeriod({ startDate: '2026-01-01', endDate: '2026-12-31' }), 2024);
    expect(w).toEqual({
      year: 2024,
      startDay: epochDayOf(2024, 1, 1),
      endDay: epochDayOf(2024, 12, 31),
      dayCount: 366,
      hasLeapDay: true,
    });
    const crossing = parseRiskPeriod({ startDate: '2026-12-01', endDate: '2027-03-31' });
    expect(windowForYear(crossing, 2023).hasLeapDay).toBe(true); // Dec 2023 - Mar 2024
    expect(windowForYear(crossing, 2024).hasLeapDay).toBe(false); // Dec 2024 - Mar 2025
  });

  it('rejects an end before the start and periods of a year or more', () => {
    expect(() => parseRiskPeriod({ startDate: '2026-10-31', endDate: '2026-10-01' })).toThrow(
      'Start date must not be greater than the end date',
    );
    expect(() => parseRiskPeriod({ startDate: '2026-10-01', endDate: '2027-10-01' })).toThrow(
      'shorter than one year',
    );
    expect(parseRiskPeriod({ startDate: '2026-10-01', endDate: '2027-09-30' }).dayCount).toBe(365);
    expect(parseRiskPeriod({ startDate: '2027-03-01', endDate: '2028-02-29' }).dayCount).toBe(366);
  });
});
