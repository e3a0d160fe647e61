import {
  compareListings,
  decodeQuoteListCursor,
  encodeQuoteListCursor,
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
  /** A cursor the previous answer gave for this page (core's quote-list-cursor). */
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
 * One creator's page: from the cursor when it was made for this page of this list (one page
 * read), else from the nearer end of the index (skipping the offset's keys).
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
  const cursor = decodeQuoteListCursor(q.cursor);
  if (
    cursor &&
    cursor.page === q.page &&
    cursor.order === order &&
    cursor.backwards === backwards &&
    cursor.unsubmittedOnly === q.unsubmittedOnly
  ) {
    const after = { id: cursor.id, createdAt: cursor.createdAt, key: cursor.key };
    if (cursor.direction === 'next')
      return quotes.listPage(creator, { order, backwards, offset: 0, limit: q.limit, only, after });
    const before = await quotes.listPage(creator, {
      order,
      backwards: !backwards,
      offset: 0,
      limit: q.limit,
      only,
      after,
    });
    return before.reverse();
  }
  const size = Math.min(q.limit, count - offset);
  if (offset + size / 2 <= count / 2)
    return quotes.listPage(creator, { order, backwards, offset, limit: q.limit, only });
  const reversed = await quotes.listPage(creator, {
    order,
    backwards: !backwards,
    offset: count - offset - size,
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
