import { describe, expect, it } from 'vitest';
import {
  addMonths,
  applicationDeadline,
  programDates,
  quotingToday,
  validatePolicyPeriod,
} from './policy-period.js';

const message = (fn: () => void): string => {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  return '';
};

describe('quotingToday', () => {
  it('is the calendar date at UTC-10 (the earliest US date)', () => {
    expect(quotingToday(new Date('2026-11-21T09:59:59Z'))).toBe('2026-11-20');
    expect(quotingToday(new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-21');
  });
});

describe('addMonths', () => {
  it('clamps to the end of shorter months and crosses years', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2027-11-15', 3)).toBe('2028-02-15');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
  });
});

describe('validatePolicyPeriod', () => {
  const today = '2026-11-21';
  const ok = { today, latestDataDate: '2026-11-19' };

  it('accepts a period from 20 days out, 30 days to 12 months long', () => {
    expect(() =>
      validatePolicyPeriod({ ...ok, startDate: '2026-12-11', endDate: '2027-01-09' }),
    ).not.toThrow();
    expect(() =>
      validatePolicyPeriod({ ...ok, startDate: '2026-12-11', endDate: '2027-12-10' }),
    ).not.toThrow();
  });

  it.each([
    ['2026-12-10', '2027-01-31', 'The policy period must start on or after 12/11/2026 (20 days from today).'],
    [
      '2027-03-21',
      '2027-05-31',
      'The policy period must start on or before 03/20/2027 (119 days from today).',
    ],
    ['2026-12-11', '2027-01-08', 'The policy period must be at least 30 days long.'],
    ['2026-12-11', '2027-12-11', 'The policy period must not be longer than 12 months.'],
    ['2027-01-10', '2027-01-09', 'Start date must not be greater than the end date'],
  ])('%s to %s: %s', (startDate, endDate, expected) => {
    expect(message(() => validatePolicyPeriod({ ...ok, startDate, endDate }))).toBe(expected);
  });

  it('caps the end at 36 months after the latest data date', () => {
    const stale = { today, latestDataDate: '2024-06-30' };
    expect(
      message(() => validatePolicyPeriod({ ...stale, startDate: '2027-01-01', endDate: '2027-07-01' })),
    ).toBe(
      'The policy period must end on or before 06/30/2027: the data for this location is available only to 06/30/2024.',
    );
    expect(() =>
      validatePolicyPeriod({ ...stale, startDate: '2027-01-01', endDate: '2027-06-30' }),
    ).not.toThrow();
  });
});

describe('programDates', () => {
  const now = new Date('2026-11-21T15:00:00Z');

  it('starts on the first of the first month at least 20 days out; deadline 20 days before', () => {
    const lpc = programDates('LPC', now, '2026-11-19');
    expect(lpc).toMatchObject({
      startDate: '2027-01-01',
      endDate: '2027-03-31',
      deadlineDate: '2026-12-12',
      days: 90,
      applicationDeadlineDays: 20,
      earliestStartDate: '2026-12-11',
      latestEndDate: '2029-11-19',
    });
    expect(lpc.presets.map((p) => [p.label, p.endDate])).toEqual([
      ['1 month', '2027-01-31'],
      ['3 months', '2027-03-31'],
      ['6 months', '2027-06-30'],
      ['12 months', '2027-12-31'],
    ]);
  });

  it('gives temperature programs a calendar month (at least 30 days)', () => {
    expect(programDates('LTC', now)).toMatchObject({ startDate: '2027-01-01', endDate: '2027-01-31' });
    const february = programDates('HTC', new Date('2027-01-05T15:00:00Z'));
    expect(february).toMatchObject({ startDate: '2027-02-01', endDate: '2027-03-02', days: 30 });
  });

  it('uses the 20-day deadline for HPC too', () => {
    expect(applicationDeadline('HPC', '2027-01-01')).toBe('2026-12-12');
  });

  it('keeps only the presets the data allows', () => {
    const stale = programDates('HPC', now, '2024-07-15');
    expect(stale.latestEndDate).toBe('2027-07-15');
    expect(stale.presets.map((p) => p.label)).toEqual(['1 month', '3 months', '6 months']);
  });
});
