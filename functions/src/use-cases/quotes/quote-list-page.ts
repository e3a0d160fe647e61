import {
  compareListings,
  decodeQuoteListCursor,
  encodeQuoteListCursor,
  quoteListCursorSkip,
  quoteListOrderOf,
  quoteListSortKey,
  type QuoteListOrder,
  type QuoteListing,
  type QuoteSortColumn,
  type SortDirection,
} from '@almanac/core';
import type { QuoteRepository } from '../../ports/index.js';

export interface IndexedPageQuery {
  readonly sortBy: QuoteSortColumn;
  readonly sortDirection: SortDirection;
  readonly page: number;
  readonly limit: number;
  /** Only the quotes no application was made from yet (getQuotes' filterFrozen). */
  readonly unsubmittedOnly: boolean;
  /** A cursor an earlier answer gave for a page of this list (core's quote-list-cursor). */
  readonly cursor?: string;
}

export interface IndexedPage {
  page: QuoteListing[];
  count: number;
  /** Where the next and the previous page start (one creator only; absent at either end). */
  nextCursor?: string;
  previousCursor?: string;
}

/** How many listings the creators' counters hold (all saved, or only those not submitted). */
async function countOf(
  quotes: Pick<QuoteRepository, 'countSaved'>,
  creators: readonly string[],
  unsubmittedOnly: boolean,
) {
  const counts = await Promise.all(creators.map((id) => quotes.countSaved(id)));
  return counts.reduce((n, c) => n + (unsubmittedOnly ? c.saved - c.submitted : c.saved), 0);
}

/**
 * One page of the creators' saved quotes read from the list order's index, never the whole
 * partition (docs/data-model.md#premium-indication-lists), and the count from their counters.
 * One creator: the page is read from the nearer end of the index (a last page costs what a
 * first does). Several (a manager's organisation): each creator's first `page × limit`
 * listings, merged in the list's order.
 */
export async function pageFromIndexes(
  quotes: Pick<QuoteRepository, 'countSaved' | 'listPage'>,
  creators: readonly string[],
  q: IndexedPageQuery,
): Promise<IndexedPage> {
  const count = await countOf(quotes, creators, q.unsubmittedOnly);
  const offset = (q.page - 1) * q.limit;
  if (offset >= count) return { page: [], count };
  const { order, backwards } = quoteListOrderOf(q.sortBy, q.sortDirection);
  const only = q.unsubmittedOnly ? ('unsubmitted' as const) : undefined;
  if (creators.length === 1) {
    const page = await onePage(quotes, creators[0]!, q, { order, backwards, only, offset, count });
    return { page, count, ...cursorsOf(page, q, order, backwards, offset + page.length < count) };
  }
  const firsts = await Promise.all(
    creators.map((id) => quotes.listPage(id, { order, backwards, offset: 0, limit: offset + q.limit, only })),
  );
  const merged = firsts.flat().sort(compareListings(q.sortBy, q.sortDirection));
  return { page: merged.slice(offset, offset + q.limit), count };
}

/**
 * One creator's page: from the cursor when one was sent for this list and it reaches the page
 * skipping fewer rows than the nearer end of the index (a page next to one shown: none; a page
 * link two away: one page), else from the nearer end (skipping the offset).
 */
async function onePage(
  quotes: Pick<QuoteRepository, 'listPage'>,
  creator: string,
  q: IndexedPageQuery,
  at: {
    order: QuoteListOrder;
    backwards: boolean;
    only: 'unsubmitted' | undefined;
    offset: number;
    count: number;
  },
): Promise<QuoteListing[]> {
  const { order, backwards, only, offset, count } = at;
  const size = Math.min(q.limit, count - offset);
  const fromStart = offset + size / 2 <= count / 2;
  const endSkip = fromStart ? offset : count - offset - size;
  const cursor = decodeQuoteListCursor(q.cursor);
  const pages =
    cursor &&
    cursor.order === order &&
    cursor.backwards === backwards &&
    cursor.unsubmittedOnly === q.unsubmittedOnly
      ? quoteListCursorSkip(cursor.direction, cursor.page, q.page)
      : undefined;
  if (cursor && pages !== undefined && pages * q.limit <= endSkip) {
    const after = { id: cursor.id, createdAt: cursor.createdAt, key: cursor.key };
    const skip = pages * q.limit;
    if (cursor.direction === 'next')
      return quotes.listPage(creator, { order, backwards, offset: skip, limit: q.limit, only, after });
    // Backwards from just before the first row of the page after the cursor's page.
    const before = await quotes.listPage(creator, {
      order,
      backwards: !backwards,
      offset: skip,
      limit: q.limit,
      only,
      after,
    });
    return before.reverse();
  }
  if (fromStart) return quotes.listPage(creator, { order, backwards, offset, limit: q.limit, only });
  const reversed = await quotes.listPage(creator, {
    order,
    backwards: !backwards,
    offset: endSkip,
    limit: size,
    only,
  });
  return reversed.reverse();
}

/** The cursors of the pages before and after `page` (none past either end). */
function cursorsOf(
  page: QuoteListing[],
  q: IndexedPageQuery,
  order: QuoteListOrder,
  backwards: boolean,
  more: boolean,
): Pick<IndexedPage, 'nextCursor' | 'previousCursor'> {
  const first = page[0];
  const last = page.at(-1);
  if (!first || !last) return {};
  const at = (l: QuoteListing, direction: 'next' | 'previous') =>
    encodeQuoteListCursor({
      page: direction === 'next' ? q.page + 1 : q.page - 1,
      order,
      backwards,
      unsubmittedOnly: q.unsubmittedOnly,
      direction,
      id: l.id,
      createdAt: l.createdAt,
      key: quoteListSortKey(l, order),
    });
  return {
    ...(more ? { nextCursor: at(last, 'next') } : {}),
    ...(q.page > 1 ? { previousCursor: at(first, 'previous') } : {}),
  };
}
