import {
  clientMatchesSearchWord,
  listingMatchesSearch,
  quoteListSortKey,
  quoteSearchWords,
  type QuoteListOrder,
  type QuoteListing,
  type SearchableClient,
} from '@almanac/core';
import type { Ports, QuoteSearchRow, UserRecord } from '../../ports/index.js';
import { isClientOf } from '../clients/client-access.js';

const searchable = (c: UserRecord): SearchableClient => ({
  firstName: c.profile?.firstName,
  lastName: c.profile?.lastName,
  email: c.email,
});

/**
 * Every visible listing the search matches (docs/requirements.md#quote-search), without reading
 * every quote (docs/data-model.md, "Access patterns by list"): a match must satisfy each word, so
 * the candidates of one word are enough: the quotes of the agency's clients whose name or e-mail
 * holds it (read from each client's index), the creators' quotes whose ID begins with it (the ID
 * order's index), and the quote of the contract whose ID or policy number it is. The word with the
 * fewest matching clients is used; core's rule then decides on every candidate, against the
 * attached client as it is now. The clients' quotes are read as search rows (the fields the match
 * reads and the sort key in `order`), so the caller sorts and cuts the page before reading whole
 * listings. Unsorted.
 */
export async function searchRows(
  ports: Pick<Ports, 'users' | 'quotes' | 'contracts'>,
  me: UserRecord,
  creators: readonly string[],
  search: string,
  order: QuoteListOrder,
): Promise<QuoteSearchRow[]> {
  const words = quoteSearchWords(search);
  if (!words.length) return [];
  // Every client a visible quote can carry: the agency's (creators are the caller and members of
  // the caller's organisation; a quote's client is one of its creator's agency's, isClientOf).
  const clients = (
    await ports.users.listClients(
      me.organizationId ? { organizationId: me.organizationId } : { agentId: me.id },
    )
  ).filter((c) => isClientOf(me, c));
  const clientsById = new Map(clients.map((c) => [c.id, searchable(c)]));
  const matching = (w: string) => clients.filter((c) => clientMatchesSearchWord(clientsById.get(c.id)!, w));
  const [word, byName] = words
    .map((w) => [w, matching(w)] as const)
    .reduce((best, next) => (next[1].length < best[1].length ? next : best));

  const [ofClients, byId, contracts] = await Promise.all([
    Promise.all(byName.map((c) => ports.quotes.listSearchRowsForClient(c.id, order))),
    Promise.all(creators.map((id) => ports.quotes.listSavedByIdPrefix(id, word))),
    Promise.all([ports.contracts.get(word), ports.contracts.getByPolicyNumber(word.toUpperCase())]),
  ]);
  const contractQuoteIds = contracts.flatMap((c) => (c ? [c.quoteId] : []));
  const ofContracts = contractQuoteIds.length
    ? (await ports.quotes.getMany(contractQuoteIds)).flatMap((q) =>
        q.listing && q.savedAt && !q.deletedAt ? [q.listing] : [],
      )
    : [];

  const visible = new Set(creators);
  const candidates = new Map<string, QuoteSearchRow>();
  const rowOf = (l: QuoteListing): QuoteSearchRow => ({
    listing: l,
    key: quoteListSortKey(l, order),
  });
  for (const r of [...ofClients.flat(), ...[...byId.flat(), ...ofContracts].map(rowOf)])
    if (visible.has(r.listing.createdBy)) candidates.set(r.listing.id, r);
  return [...candidates.values()].filter(({ listing: l }) =>
    listingMatchesSearch(l, search, l.clientId ? clientsById.get(l.clientId) : undefined),
  );
}
