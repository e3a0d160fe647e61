import { compareListings, listingMatchesSearch, quoteSortColumns, type QuoteListing } from '@almanac/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuoteClientCopy, QuoteRecord, QuoteSaveChange, UserRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { inMemoryWorld, type InMemoryWorld } from '../testing/in-memory-ports.js';
import { getAgentStats } from './get-agent-stats.js';
import { getQuotes } from './get-quotes.js';
import { quoteListing } from './quote-listing.js';

/** A priced option trimmed to what saving and listing read (the engine's parts are opaque here). */
const pricedQuote = (id: string, createdBy: string, extra: Partial<QuoteRecord>): QuoteRecord =>
  ({
    id,
    requestId: id.split('-')[0]!,
    optionIndex: 0,
    createdBy,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    program: 'LPC',
    currency: 'USD',
    riskPeriod: { startDate: '2026-06-01', endDate: '2026-08-31' },
    applicationDeadline: '2026-05-15',
    expirationDate: '2026-05-15',
    locations: [{ lat: 38.2, lon: -85.7, weight: 1, state: 'KY' }],
    homeState: 'KY',
    taxes: null,
    index: { unit: 'in' },
    ...extra,
  }) as unknown as QuoteRecord;
const event = (eventName: string) => ({
  eventDate: '2026-03-01T00:00:00.000Z',
  eventName,
  eventType: 'QUOTE_SAVED' as const,
  description: eventName,
  audience: ['Agent' as const],
});
const saveChange = (
  quote: QuoteRecord,
  at: string,
  options: { save?: boolean; client?: QuoteClientCopy } = {},
): QuoteSaveChange => ({
  by: quote.createdBy,
  at,
  save: options.save ?? true,
  client: options.client,
  events: [event('saved')],
  listing: quoteListing(quote, { savedAt: quote.savedAt ?? at, client: options.client }),
});

let w: InMemoryWorld;

const user = (id: string, role: UserRecord['role'], organizationId: string): UserRecord => ({
  id,
  email: `${id}@almanac.test`,
  role,
  organizationId,
  passwordHash: '!',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  confirmedAt: '2026-01-01T00:00:00.000Z',
  profile: { firstName: id, lastName: 'Test' },
  permissions: [{ platform: 'DEFAULT', canQuote: true, canBind: true }],
});
const caller = (userId: string, role: UserRecord['role']): Caller =>
  ({ userId, role, confirmed: true, sessionHash: userId }) as Caller;

const clients: QuoteClientCopy[] = ['Reyes', 'adams', 'Baker9', 'Baker17', 'Ó Brien'].map((last, i) => ({
  id: `c${i}`,
  firstName: 'Dana',
  lastName: last,
  email: `dana${i}@example.com`,
}));

/** `n` saved quotes of `createdBy`: varied premium, limit, client (some none), some same createdAt. */
async function saveMany(createdBy: string, n: number, organizationId = 'o1') {
  for (let i = 0; i < n; i++) {
    const q = pricedQuote(`${createdBy}q${String(i).padStart(2, '0')}-1`, createdBy, {
      organizationId,
      createdAt: `2026-01-${String(1 + Math.floor(i / 2)).padStart(2, '0')}T00:00:00.000Z`,
      option: {
        label: 'Below 3.50 in',
        trigger: 3.5,
        limitCents: (i % 4) * 1000,
        premium: { netPremiumCents: (i * 7) % 5 },
      },
    } as never);
    await w.store.quotes.putIfAbsent(q);
    const saved = (await w.store.quotes.save(q, saveChange(q, '2026-02-01T00:00:00.000Z')))!;
    const client = i % 3 === 0 ? undefined : clients[i % clients.length];
    if (client)
      await w.store.quotes.save(
        saved,
        saveChange(saved, '2026-02-01T00:00:00.000Z', { save: false, client }),
      );
  }
}

/** Every page of one list, in order. */
async function allPages(who: Caller, args: Record<string, unknown>, limit: number) {
  const first = await getQuotes(w.ports, who, {
    ...args,
    input: { ...(args.input as object), limit, page: 1 },
  });
  const ids = first.items.map((q) => q.id);
  for (let page = 2; (page - 1) * limit < first.count; page++) {
    const next = await getQuotes(w.ports, who, {
      ...args,
      input: { ...(args.input as object), limit, page },
    });
    expect(next.count).toBe(first.count);
    ids.push(...next.items.map((q) => q.id));
  }
  return { ids, count: first.count };
}

const listed = (createdBy: string[]) =>
  Promise.all(createdBy.map((id) => w.store.quotes.listSaved(id))).then((ls) => ls.flat());
const ordered = (ls: QuoteListing[], column: (typeof quoteSortColumns)[number], dir: 'ASC' | 'DESC') =>
  [...ls].sort(compareListings(column, dir)).map((l) => l.id);

beforeEach(async () => {
  w = inMemoryWorld();
  for (const u of [
    user('agent', 'agent', 'o1'),
    user('colleague', 'agent', 'o1'),
    user('boss', 'primaryAgent', 'o1'),
    user('stranger', 'primaryAgent', 'o2'),
  ])
    w.store.users.byId.set(u.id, u);
  await saveMany('agent', 23);
  await saveMany('colleague', 6);
  await saveMany('stranger', 4, 'o2');
});

describe('getQuotes pages from the list indexes', () => {
  it("pages every column both ways: each page in the list's order, no duplicates, no gaps, late pages too", async () => {
    const mine = await listed(['agent']);
    for (const column of quoteSortColumns)
      for (const sortDirection of ['ASC', 'DESC'] as const) {
        const { ids, count } = await allPages(
          caller('agent', 'agent'),
          { input: { sortBy: column, sortDirection } },
          5,
        );
        expect(count).toBe(23);
        expect(ids, `${column} ${sortDirection}`).toEqual(ordered(mine, column, sortDirection));
      }
  });

  it('leaves submitted quotes out of the count and every page with filterFrozen', async () => {
    const mine = await listed(['agent']);
    const attached = mine.filter((l) => l.clientId).slice(0, 3);
    for (const l of attached)
      await w.store.quotes.freeze(l.id, {
        clientId: l.clientId!,
        contractId: `k-${l.id}`,
        at: '2026-03-01T00:00:00.000Z',
      });
    const { ids, count } = await allPages(
      caller('agent', 'agent'),
      { filterFrozen: true, input: { sortBy: 'netPremium' } },
      4,
    );
    expect(count).toBe(20);
    expect(ids).toHaveLength(20);
    expect(ids.filter((id) => attached.some((l) => l.id === id))).toEqual([]);
    expect(new Set(ids).size).toBe(20);
  });

  it("shows a manager every member's quotes merged in one order, and nobody another organisation's", async () => {
    const org = await listed(['agent', 'colleague']);
    const { ids, count } = await allPages(
      caller('boss', 'primaryAgent'),
      { input: { sortBy: 'clientName' } },
      7,
    );
    expect(count).toBe(29);
    expect(ids).toEqual(ordered(org, 'clientName', 'DESC')); // the default direction
    const agentOnly = await allPages(caller('agent', 'agent'), {}, 10);
    expect(agentOnly.ids.every((id) => id.startsWith('agentq'))).toBe(true);
    await expect(
      getQuotes(w.ports, caller('agent', 'agent'), { userIds: ['colleague'] }),
    ).rejects.toMatchObject({
      code: 'INVALID_PERMISSIONS',
    });
    await expect(
      getQuotes(w.ports, caller('boss', 'primaryAgent'), { userIds: ['stranger'] }),
    ).rejects.toMatchObject({
      code: 'INVALID_PERMISSIONS',
    });
  });

  it("lists one client's quotes of the caller's scope only", async () => {
    const of = async (who: Caller) =>
      (await getQuotes(w.ports, who, { clientId: 'c1', input: { limit: 100 } })).items.map(
        (q) => q.createdBy,
      );
    expect(new Set(await of(caller('agent', 'agent')))).toEqual(new Set(['agent']));
    expect(new Set(await of(caller('boss', 'primaryAgent')))).toEqual(new Set(['agent', 'colleague']));
    expect(new Set(await of(caller('stranger', 'primaryAgent')))).toEqual(new Set(['stranger']));
  });

  /** The lists the cursor tests walk: the default order, a text order backwards, a filtered one. */
  const CURSOR_LISTS = [
    ['createdAt', 'DESC', false],
    ['clientName', 'DESC', false],
    ['netPremium', 'ASC', true],
  ] as const;

  it('pages by the cursors next and back through every page as the page numbers do, reading no skipped keys', async () => {
    const who = caller('agent', 'agent');
    const readPage = vi.spyOn(w.store.quotes, 'listPage');
    for (const [sortBy, sortDirection, filterFrozen] of CURSOR_LISTS) {
      const args = { filterFrozen, input: { sortBy, sortDirection } };
      const byNumber = await allPages(who, args, 4);
      const pages = [await getQuotes(w.ports, who, { ...args, input: { ...args.input, limit: 4 } })];
      expect(pages[0]!.previousCursor).toBeNull();
      while (pages.at(-1)!.nextCursor) {
        readPage.mockClear();
        const page = pages.length + 1;
        pages.push(
          await getQuotes(w.ports, who, {
            ...args,
            input: { ...args.input, limit: 4, page, cursor: pages.at(-1)!.nextCursor },
          }),
        );
        expect(readPage.mock.calls.map(([, q]) => q.offset)).toEqual([0]);
      }
      expect(pages.flatMap((p) => p.items.map((q) => q.id))).toEqual(byNumber.ids);
      // Back from the last page, one page at a time.
      for (let page = pages.length - 1; page >= 1; page--) {
        const back = await getQuotes(w.ports, who, {
          ...args,
          input: { ...args.input, limit: 4, page, cursor: pages[page]!.previousCursor },
        });
        expect(
          back.items.map((q) => q.id),
          `${sortBy} back to ${page}`,
        ).toEqual(pages[page - 1]!.items.map((q) => q.id));
      }
    }
  });

  it('reads a page link one or two away from the cursor of the page shown, skipping only the pages between', async () => {
    const who = caller('agent', 'agent');
    const readPage = vi.spyOn(w.store.quotes, 'listPage');
    for (const [sortBy, sortDirection, filterFrozen] of CURSOR_LISTS) {
      const args = { filterFrozen, input: { sortBy, sortDirection, limit: 2 } };
      const read = (page: number, cursor?: string | null) =>
        getQuotes(w.ports, who, { ...args, input: { ...args.input, page, cursor } });
      const byNumber = [await read(1)];
      while (byNumber.at(-1)!.nextCursor) byNumber.push(await read(byNumber.length + 1));
      const middle = Math.ceil(byNumber.length / 2);
      const shown = byNumber[middle - 1]!;
      for (const [target, cursor] of [
        [middle + 1, shown.nextCursor],
        [middle + 2, shown.nextCursor],
        [middle - 1, shown.previousCursor],
        [middle - 2, shown.previousCursor],
      ] as const) {
        readPage.mockClear();
        const jumped = await read(target, cursor);
        expect(jumped, `${sortBy} page ${target} from page ${middle}`).toEqual(byNumber[target - 1]);
        // From the cursor: the one page between is skipped, not the rows before it.
        expect(readPage.mock.calls.map(([, q]) => [q.offset, !!q.after])).toEqual([
          [Math.abs(target - middle) === 2 ? 2 : 0, true],
        ]);
      }
    }
  });

  it('ignores a cursor made for another sort or filter, one that cannot reach the page, and one that is not a cursor', async () => {
    const who = caller('agent', 'agent');
    const first = await getQuotes(w.ports, who, { input: { limit: 5 } });
    const page3 = await getQuotes(w.ports, who, { input: { limit: 5, page: 3 } });
    const page2 = await getQuotes(w.ports, who, { input: { limit: 5, page: 2 } });
    // Page 4's cursor reads forwards: page 2 is read by its number.
    expect(
      (await getQuotes(w.ports, who, { input: { limit: 5, page: 2, cursor: page3.nextCursor } })).items,
    ).toEqual(page2.items);
    for (const input of [
      { limit: 5, page: 3, cursor: first.nextCursor },
      { limit: 5, page: 3, cursor: 'bm90IGEgY3Vyc29y' },
      { limit: 5, page: 3, cursor: '%%%' },
    ])
      expect((await getQuotes(w.ports, who, { input })).items).toEqual(page3.items);
    const byPremium = await getQuotes(w.ports, who, {
      input: { limit: 5, page: 2, sortBy: 'netPremium', cursor: first.nextCursor },
    });
    const byPremiumNumbered = await getQuotes(w.ports, who, {
      input: { limit: 5, page: 2, sortBy: 'netPremium' },
    });
    expect(byPremium.items).toEqual(byPremiumNumbered.items);
    await expect(getQuotes(w.ports, who, { input: { cursor: 'x'.repeat(2001) } })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    });
  });

  it('answers an empty page past the end with the true count', async () => {
    const past = await getQuotes(w.ports, caller('agent', 'agent'), { input: { page: 9, limit: 10 } });
    expect(past).toEqual({ items: [], count: 23, nextCursor: null, previousCursor: null });
  });
});

describe('getQuotes search from its candidates', () => {
  /** The agency's clients as users (the quotes' copies were saved from these). */
  const registerClients = () => {
    for (const c of clients)
      w.store.users.byId.set(c.id, {
        ...user(c.id, 'client', 'o1'),
        email: c.email,
        profile: { firstName: c.firstName, lastName: c.lastName },
      });
  };
  const search = async (who: Caller, text: string, limit = 100) =>
    getQuotes(w.ports, who, { input: { search: text, limit, sortBy: 'id', sortDirection: 'ASC' } });
  const ids = (r: { items: { id: string }[] }) => r.items.map((q) => q.id);
  const expected = async (creators: string[], text: string) =>
    ordered(
      (await listed(creators)).filter((l) => listingMatchesSearch(l, text)),
      'id',
      'ASC',
    );

  it("finds by every word of the client's name or e-mail, in the caller's scope only, without reading every quote", async () => {
    registerClients();
    const readAll = vi.spyOn(w.store.quotes, 'listSaved');
    for (const text of ['dana reyes', 'REYÉS', 'dana1@example', 'baker', 'nobody-by-this-name']) {
      const [mineWanted, orgWanted] = [
        await expected(['agent'], text),
        await expected(['agent', 'colleague'], text),
      ];
      readAll.mockClear();
      const mine = await search(caller('agent', 'agent'), text);
      const org = await search(caller('boss', 'primaryAgent'), text);
      expect(readAll, text).not.toHaveBeenCalled();
      expect(ids(mine), text).toEqual(mineWanted);
      expect(mine.count).toBe(mine.items.length);
      expect(ids(org), text).toEqual(orgWanted);
    }
    expect((await search(caller('agent', 'agent'), 'baker')).count).toBeGreaterThan(0);
    // Another agency's quotes carry copies of the same names: never found.
    expect((await search(caller('stranger', 'primaryAgent'), 'dana')).count).toBe(0);
  });

  it('pages and sorts the matches with the count of all of them', async () => {
    registerClients();
    const all = await expected(['agent'], 'dana');
    const page2 = await getQuotes(w.ports, caller('agent', 'agent'), {
      input: { search: 'dana', limit: 4, page: 2, sortBy: 'id', sortDirection: 'ASC' },
    });
    expect(page2.count).toBe(all.length);
    expect(ids(page2)).toEqual(all.slice(4, 8));
  });

  it('sorts the matches in every column and direction, and leaves submitted ones out with filterFrozen, as the lists do', async () => {
    registerClients();
    const mine = await listed(['agent']);
    const submitted = mine.filter((l) => l.clientId).slice(0, 2);
    for (const l of submitted)
      await w.store.quotes.freeze(l.id, {
        clientId: l.clientId!,
        contractId: `k-${l.id}`,
        at: '2026-03-01T00:00:00.000Z',
      });
    const now = await listed(['agent']);
    for (const sortBy of quoteSortColumns)
      for (const sortDirection of ['ASC', 'DESC'] as const)
        for (const filterFrozen of [false, true]) {
          const wanted = ordered(
            now.filter((l) => listingMatchesSearch(l, 'dana') && !(filterFrozen && l.frozenAt)),
            sortBy,
            sortDirection,
          );
          const page2 = await getQuotes(w.ports, caller('agent', 'agent'), {
            filterFrozen,
            input: { search: 'dana', limit: 3, page: 2, sortBy, sortDirection },
          });
          expect(page2.count, `${sortBy} ${sortDirection} ${filterFrozen}`).toBe(wanted.length);
          expect(ids(page2), `${sortBy} ${sortDirection} ${filterFrozen}`).toEqual(wanted.slice(3, 6));
        }
  });

  it("finds a quote by its client's new name once the client is renamed, even where the quote kept the old copy", async () => {
    registerClients();
    const reyes = w.store.users.byId.get('c0')!;
    reyes.profile = { ...reyes.profile!, lastName: 'Okafor' };
    const before = await expected(['agent'], 'reyes');
    expect(before.length).toBeGreaterThan(0);
    expect(ids(await search(caller('agent', 'agent'), 'dana okafor'))).toEqual(before);
    expect((await search(caller('agent', 'agent'), 'reyes')).count).toBe(0);
  });

  it('finds by the start of a quote ID or a whole contract ID or policy number, not by the inside of an ID', async () => {
    registerClients();
    const target = 'agentq07-1';
    expect(ids(await search(caller('agent', 'agent'), target.toUpperCase()))).toEqual([target]);
    expect(ids(await search(caller('agent', 'agent'), 'agentq0'))).toHaveLength(10);
    expect((await search(caller('agent', 'agent'), 'q07-1')).count).toBe(0);
    expect((await search(caller('boss', 'primaryAgent'), 'colleagueq0')).count).toBe(6);
    expect((await search(caller('agent', 'agent'), 'colleagueq0')).count).toBe(0);

    const bound = (await listed(['agent'])).find((l) => l.clientId)!;
    await w.store.quotes.freeze(bound.id, {
      clientId: bound.clientId!,
      contractId: 'k-bound',
      at: '2026-03-01T00:00:00.000Z',
    });
    w.store.contracts.byId.set('k-bound', { id: 'k-bound', quoteId: bound.id } as never);
    expect(ids(await search(caller('agent', 'agent'), 'K-BOUND'))).toEqual([bound.id]);
    expect((await search(caller('agent', 'agent'), 'k-boun')).count).toBe(0);
    expect((await search(caller('colleague', 'agent'), 'k-bound')).count).toBe(0);
  });
});

describe('getAgentStats from the counters', () => {
  it('counts saved quotes after saves and deletes, and bound policies from the submitted ones', async () => {
    const stats = () => getAgentStats(w.ports, caller('agent', 'agent'));
    expect((await stats()).totalPremiumIndications).toBe(23);
    await w.store.quotes.softDelete('agentq00-1', 'agent', '2026-03-01T00:00:00.000Z', event('deleted'));
    expect((await stats()).totalPremiumIndications).toBe(22);
    const withClient = (await listed(['agent'])).find((l) => l.clientId)!;
    await w.store.quotes.freeze(withClient.id, {
      clientId: withClient.clientId!,
      contractId: 'k1',
      at: '2026-03-01T00:00:00.000Z',
    });
    await w.store.quotes.setPolicyNumber(withClient.id, {
      contractId: 'k1',
      policyNumber: 'P-1',
      at: '2026-03-02T00:00:00.000Z',
    });
    w.clock.set(new Date('2026-08-10T12:00:00Z'));
    expect(await stats()).toMatchObject({
      totalPremiumIndications: 22,
      totalActivePolicies: 1,
      totalContractsExpiringSoon: 1,
    });
    expect((await getAgentStats(w.ports, caller('boss', 'primaryAgent'))).totalPremiumIndications).toBe(28);
  });
});
