import { describe, expect, it } from 'vitest';
import { PageCursors } from './page-cursors.js';
import type { QuotesQuery } from './quotes-request.js';

const list: Omit<QuotesQuery, 'page'> = { limit: 10, sortBy: 'createdAt', sortDirection: 'DESC' };
const at = (page: number, more: Partial<QuotesQuery> = {}): QuotesQuery => ({ ...list, page, ...more });

describe('PageCursors', () => {
  it('sends the cursor of the page asked for, else the nearest one that reaches it, else none', () => {
    const cursors = new PageCursors();
    expect(cursors.for(at(1))).toBeUndefined();
    // Page 5 shown: the server answered where page 6 (next) and page 4 (previous) start.
    cursors.keep(at(5), { nextCursor: 'next-6', previousCursor: 'previous-4' });
    expect(cursors.for(at(6))).toBe('next-6');
    expect(cursors.for(at(7))).toBe('next-6'); // the page link two away: one page skipped
    expect(cursors.for(at(4))).toBe('previous-4');
    expect(cursors.for(at(3))).toBe('previous-4');
    // A next cursor never reads backwards, a previous one never forwards: page 5 itself has none.
    expect(cursors.for(at(5))).toBeUndefined();
    // Page 7 shown as well: its cursors are nearer for the pages around it.
    cursors.keep(at(7), { nextCursor: 'next-8', previousCursor: 'previous-6' });
    expect(cursors.for(at(9))).toBe('next-8');
    expect(cursors.for(at(5))).toBe('previous-6');
    expect(cursors.for(at(3))).toBe('previous-4');
  });

  it('forgets every cursor when the list changes (another sort, page size, search or filter)', () => {
    const cursors = new PageCursors();
    cursors.keep(at(2), { nextCursor: 'next-3', previousCursor: 'previous-1' });
    expect(cursors.for(at(3, { sortBy: 'netPremium' }))).toBeUndefined();
    expect(cursors.for(at(3))).toBeUndefined(); // the other list replaced them
    for (const other of [
      { limit: 20 },
      { search: 'reyes' },
      { filterFrozen: true },
      { sortDirection: 'ASC' as const },
    ]) {
      cursors.keep(at(2), { nextCursor: 'next-3', previousCursor: null });
      expect(cursors.for(at(3))).toBe('next-3');
      expect(cursors.for(at(3, other)), JSON.stringify(other)).toBeUndefined();
    }
  });
});
