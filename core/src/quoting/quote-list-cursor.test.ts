import { describe, expect, it } from 'vitest';
import {
  decodeQuoteListCursor,
  encodeQuoteListCursor,
  quoteListCursorSkip,
  type QuoteListCursor,
} from './quote-list-cursor.js';

const cursor: QuoteListCursor = {
  page: 7,
  order: 'clientName',
  backwards: true,
  unsubmittedOnly: false,
  direction: 'next',
  id: 'a1b2-1',
  createdAt: '2026-01-02T00:00:00.000Z',
  key: '0\u0001ó brien, dana\u00017973\u0001a1b2-1',
};

describe('quote list cursors', () => {
  it('round-trip, opaque and URL-safe', () => {
    const text = encodeQuoteListCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeQuoteListCursor(text)).toEqual(cursor);
  });
  it('are null for anything that is not one (the page number then decides)', () => {
    const text = encodeQuoteListCursor(cursor);
    for (const bad of [undefined, null, '', '%%%', 'bm90IGEgY3Vyc29y', text.slice(0, -4), 'x'.repeat(2001)])
      expect(decodeQuoteListCursor(bad), String(bad)).toBeNull();
    // A key that does not end with the listing's id.
    expect(decodeQuoteListCursor(encodeQuoteListCursor({ ...cursor, key: 'zzz' }))).toBeNull();
  });
});

describe('quoteListCursorSkip', () => {
  it('reaches its page and the pages after it (next) or before it (previous), never the other way', () => {
    expect(quoteListCursorSkip('next', 5, 5)).toBe(0);
    expect(quoteListCursorSkip('next', 5, 7)).toBe(2);
    expect(quoteListCursorSkip('next', 5, 4)).toBeUndefined();
    expect(quoteListCursorSkip('previous', 5, 5)).toBe(0);
    expect(quoteListCursorSkip('previous', 5, 3)).toBe(2);
    expect(quoteListCursorSkip('previous', 5, 6)).toBeUndefined();
  });
});
