import { describe, expect, it } from 'vitest';
import { formatDocumentDate, formatDocumentPeriod, formatDocumentTimestamp } from './document-dates.js';

describe('document dates', () => {
  it('writes a date as "November 29, 2026", from a date or a timestamp', () => {
    expect(formatDocumentDate('2026-11-29')).toBe('November 29, 2026');
    expect(formatDocumentDate('2027-01-05')).toBe('January 5, 2027');
    expect(formatDocumentDate('2026-11-25T18:00:00.000Z')).toBe('November 25, 2026');
  });

  it('writes a moment in UTC as "November 29, 2026 08:41 UTC", whatever the machine zone', () => {
    expect(formatDocumentTimestamp('2026-11-29T08:41:59.999Z')).toBe('November 29, 2026 08:41 UTC');
    expect(formatDocumentTimestamp('2026-12-31T23:30:00.000-05:00')).toBe('January 1, 2027 04:30 UTC');
  });

  it('answers what is not a date as given, never "Invalid Date"', () => {
    expect(formatDocumentDate('')).toBe('');
    expect(formatDocumentDate('2026-13-01')).toBe('2026-13-01');
    expect(formatDocumentTimestamp('soon')).toBe('soon');
    expect(formatDocumentTimestamp('2026-11-29')).toBe('2026-11-29');
  });

  it('writes a period with both dates in full', () => {
    expect(formatDocumentPeriod('2027-04-01', '2027-09-30')).toBe('April 1, 2027 – September 30, 2027');
  });
});
