import {
  compareListings,
  quoteListOrderOf,
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
): Promise<{ page: QuoteListing[]; count: number }> {
  const count = await countOf(quotes, creators, q.unsubmittedOnly);
  const offset = (q.page - 1) * q.limit;
  if (offset >= count) return { page: [], count };
  const { order, backwards } = quoteListOrderOf(q.sortBy, q.sortDirection);
  const only = q.unsubmittedOnly ? ('unsubmitted' as const) : undefined;
  if (creators.length === 1) {
    const creator = creators[0]!;
    const size = Math.min(q.limit, count - offset);
    if (offset + size / 2 <= count / 2)
      return {
        page: await quotes.listPage(creator, { order, backwards, offset, limit: q.limit, only }),
        count,
      };
    const fromEnd = count - offset - size;
    const reversed = await quotes.listPage(creator, {
      order,
      backwards: !backwards,
      offset: fromEnd,
      limit: size,
      only,
    });
    return { page: reversed.reverse(), count };
  }
  const firsts = await Promise.all(
    creators.map((id) => quotes.listPage(id, { order, backwards, offset: 0, limit: offset + q.limit, only })),
  );
  const merged = firsts.flat().sort(compareListings(q.sortBy, q.sortDirection));
  return { page: merged.slice(offset, offset + q.limit), count };
}
