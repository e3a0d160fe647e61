import {
  compareListings,
  getQuotesSchema,
  listingMatchesSearch,
  listingView,
  pageOf,
  type QuoteListing,
} from '@almanac/core';
import type { Ports, UserRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { requireQuoter } from '../pricing/access.js';
import { parseInput } from '../validate.js';
import { listCreators } from './quote-scope.js';

/** Every listing `me` may see among `userIds` (see listCreators). */
export async function visibleListings(
  ports: Pick<Ports, 'users' | 'quotes'>,
  me: UserRecord,
  userIds?: readonly string[] | null,
): Promise<QuoteListing[]> {
  const creators = await listCreators(ports, me, userIds);
  return (await Promise.all(creators.map((id) => ports.quotes.listSaved(id)))).flat();
}

/**
 * getQuotes: one page of the premium indications the caller may see, sorted server-side on any
 * column, filtered (filterFrozen: not yet submitted; clientId; search over client name, e-mail,
 * ID and contract ID, only above 2 characters), and the count of all matches. The list index
 * holds a slim listing per quote, so a whole partition is read, sorted and cut here
 * (docs/data-model.md: measured at 5,000 quotes by `npm run bench:quotes`). Each item's
 * contractStatus is its application's status, read from the page's contracts.
 */
export async function getQuotes(
  ports: Pick<Ports, 'users' | 'quotes' | 'contracts'>,
  caller: Caller | null,
  rawArgs: unknown,
) {
  const me = await requireQuoter(ports, caller);
  const { input, userIds, filterFrozen, clientId } = parseInput(getQuotesSchema, rawArgs);
  const matches = (await visibleListings(ports, me, userIds))
    .filter((l) => !(filterFrozen && l.frozenAt))
    .filter((l) => !clientId || l.clientId === clientId)
    .filter((l) => listingMatchesSearch(l, input.search))
    .sort(compareListings(input.sortBy, input.sortDirection));
  const page = pageOf(matches, input.page, input.limit);
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
    count: matches.length,
  };
}
