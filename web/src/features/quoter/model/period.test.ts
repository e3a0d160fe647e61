import { addMonths, DATA_END_CAP_MONTHS, latestEndForData } from '@almanac/core';
import { describe, expect, it } from 'vitest';
import {
  customRangeError,
  END_REQUIRED_MESSAGE,
  formatPeriod,
  policyPeriodOf,
  rangeBounds,
  START_AFTER_END_MESSAGE,
  START_REQUIRED_MESSAGE,
} from './period.js';

const limits = { today: '2026-11-21', latestDataDate: '2026-11-19' };

describe('custom date range', () => {
  it('requires both dates', () => {
    expect(customRangeError('', '2027-01-31', limits)).toBe(START_REQUIRED_MESSAGE);
    expect(customRangeError('2027-01-01', '', limits)).toBe(END_REQUIRED_MESSAGE);
  });
  it('starts 20 days from today at the earliest', () => {
    expect(customRangeError('2026-12-10', '2027-01-31', limits)).toMatch(/start on or after 12\/11\/2026/);
    expect(customRangeError('2026-12-11', '2027-01-31', limits)).toBeNull();
  });
  it('ends 30 days to 12 months after the start', () => {
    expect(customRangeError('2027-01-01', '2027-01-29', limits)).toBe(
      'The policy period must be at least 30 days long.',
    );
    expect(customRangeError('2027-01-01', '2027-01-30', limits)).toBeNull();
    expect(customRangeError('2027-01-01', '2027-12-31', limits)).toBeNull();
    expect(customRangeError('2027-01-01', '2028-01-01', limits)).toBe(
      'The policy period must not be longer than 12 months.',
    );
  });
  it('says "Start date must not be greater than the end date"', () => {
    expect(START_AFTER_END_MESSAGE).toBe('Start date must not be greater than the end date');
    expect(customRangeError('2027-02-01', '2027-01-01', limits)).toBe(START_AFTER_END_MESSAGE);
  });
  it('is capped by the dataset’s latest date (core’s cap, the one the server applies)', () => {
    // A dataset that stopped updating: its cap falls on 06/30/2027.
    const latestDataDate = addMonths('2027-06-30', -DATA_END_CAP_MONTHS);
    expect(latestEndForData(latestDataDate)).toBe('2027-06-30');
    const stale = { today: '2026-11-21', latestDataDate };
    expect(customRangeError('2027-01-01', '2027-07-01', stale)).toMatch(/must end on or before 06\/30\/2027/);
    expect(customRangeError('2027-01-01', '2027-06-30', stale)).toBeNull();
    expect(rangeBounds('2027-01-01', stale).endMax).toBe('2027-06-30');
  });
});

describe('range bounds and the step value', () => {
  it('bounds the date inputs', () => {
    expect(rangeBounds(null, limits)).toEqual({
      startMin: '2026-12-11',
      startMax: '2027-03-20',
      endMin: '2027-01-09',
      endMax: '2027-12-10',
    });
    expect(rangeBounds('2027-01-01', limits)).toMatchObject({ endMin: '2027-01-30', endMax: '2027-12-31' });
  });
  it('counts days and sets the deadline 20 days before the start', () => {
    expect(policyPeriodOf('LPC', '2027-01-01', '2027-03-31', '3 months')).toEqual({
      startDate: '2027-01-01',
      endDate: '2027-03-31',
      days: 90,
      applicationDeadline: '2026-12-12',
      preset: '3 months',
    });
    expect(formatPeriod({ startDate: '2027-01-01', endDate: '2027-03-31' })).toBe('01/01/2027 – 03/31/2027');
  });
});
