import {
  compareCodePoints,
  compareListings,
  type GetQuotesArgs,
  getQuotesSchema,
  listingMatchesSearch,
  listingView,
  pageOf,
  quoteListOrderOf,
} from '@almanac/core';
import type { Ports, UserRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { requireQuoter } from '../pricing/access.js';
import { parseInput } from '../validate.js';
import { pageFromIndexes, type IndexedPage } from './quote-list-page.js';
import { listCreators } from './quote-scope.js';
import { searchRows } from './quote-search.js';

/**
 * The matches of a search or of one client's list, filtered, sorted and cut here: a client's
 * quotes come from its own index (few), a search from its candidates (searchRows: sorted by
 * their keys, then only the page's listings are read), never from every visible quote.
 */
async function pageInMemory(
  ports: Pick<Ports, 'users' | 'quotes' | 'contracts'>,
  me: UserRecord,
  args: GetQuotesArgs,
): Promise<IndexedPage> {
  const { input, userIds, filterFrozen, clientId } = args;
  const creators = await listCreators(ports, me, userIds);
  if (clientId) {
    const visible = new Set(creators);
    const matches = (await ports.quotes.listSavedForClient(clientId))
      .filter((l) => visible.has(l.createdBy))
      .filter((l) => listingMatchesSearch(l, input.search))
      .filter((l) => !(filterFrozen && l.frozenAt))
      .sort(compareListings(input.sortBy, input.sortDirection));
    return { page: pageOf(matches, input.page, input.limit), count: matches.length };
  }
  const { order, backwards } = quoteListOrderOf(input.sortBy, input.sortDirection);
  const matches = (await searchRows(ports, me, creators, input.search!, order))
    .filter((r) => !(filterFrozen && r.listing.frozenAt))
    .sort((a, b) => (backwards ? -1 : 1) * compareCodePoints(a.key, b.key));
  const ids = pageOf(matches, input.page, input.limit).map((r) => r.listing.id);
  return { page: ids.length ? await ports.quotes.getListings(ids) : [], count: matches.length };
}

/**
 * getQuotes: one page of the premium indications the caller may see, sorted server-side on any
 * column, filtered (filterFrozen: not yet submitted; clientId; search over client name, e-mail,
 * the start of the ID, the whole contract ID or policy number, only above 2 characters), and the count of all matches. Without a search
 * or a client the page is read from the sort order's index and the count from counters
 * (docs/data-model.md#premium-indication-lists; `npm run bench:quotes`). Each item's
 * contractStatus is its application's status, read from the page's contracts.
 */
export async function getQuotes(
  ports: Pick<Ports, 'users' | 'quotes' | 'contracts'>,
  caller: Caller | null,
  rawArgs: unknown,
) {
  const me = await requireQuoter(ports, caller);
  const args = parseInput(getQuotesSchema, rawArgs);
  const { input, userIds, filterFrozen, clientId } = args;
  const { page, count, nextCursor, previousCursor } =
    clientId || input.search
      ? await pageInMemory(ports, me, args)
      : await pageFromIndexes(ports.quotes, await listCreators(ports, me, userIds), {
          ...input,
          unsubmittedOnly: !!filterFrozen,
        });
  // The application's status is the contract's own (read for the page's quotes, one batch), not a copy.
  const contractIds = page.flatMap((l) => (l.contractId ? [l.contractId] : []));
  const statuses = new Map(
    (contractIds.length ? await ports.contracts.getMany(contractIds) : []).map((c) => [c.id, c.status]),
  );
  return {
    items: page.map((l) => ({
      ...listingView(l),
      contractStatus: (l.contractId && statuses.get(l.contractId)) || null,
    })),
    count,
    nextCursor: nextCursor ?? null,
    previousCursor: previousCursor ?? null,
  };
}
