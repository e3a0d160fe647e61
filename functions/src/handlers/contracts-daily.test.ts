import { describe, expect, it } from 'vitest';
import { dayOf } from './contracts-daily.js';

describe('the daily job handler', () => {
  it("runs for the day asked, else the quoting day of EventBridge's event time, else today", () => {
    expect(dayOf({ date: '2026-12-01' })).toBe('2026-12-01');
    // 10:15 UTC is 00:15 on the quoting day (UTC-10); a retried delivery keeps its time, so its day.
    expect(dayOf({ time: '2026-12-02T10:15:00Z' })).toBe('2026-12-02');
    expect(dayOf({ time: '2026-12-02T09:59:00Z' })).toBe('2026-12-01');
    expect(dayOf({})).toBeUndefined();
    expect(dayOf(undefined)).toBeUndefined();
    expect(dayOf({ time: 'not a time' })).toBeUndefined();
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    for (const date of ['2026-13-01', '12/01/2026', '']) expect(() => dayOf({ date })).toThrow();
  });
});
