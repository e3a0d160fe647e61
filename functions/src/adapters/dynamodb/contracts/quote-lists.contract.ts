import {
  compareListings,
  quoteListOrderOf,
  quoteListSortKey,
  quoteSortColumns,
  type QuoteListing,
} from '@almanac/core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { QuoteClientCopy, QuoteRecord, QuoteRepository } from '../../../ports/index.js';
import { pageFromIndexes } from '../../../use-cases/quotes/quote-list-page.js';
import { dana, event, pricedQuote, saveChange } from './quote-fixture.js';

const T1 = '2026-01-10T11:00:00.000Z';
const T2 = '2026-01-10T12:00:00.000Z';

const client = (id: string, firstName: string, lastName: string): QuoteClientCopy => ({
  id,
  firstName,
  lastName,
  email: `${firstName}.${lastName}@example.com`.toLowerCase(),
});

/** What getQuotes and getAgentStats rely on: list pages per order, counters, a client's quotes. */
export function describeQuoteListContract(
  name: string,
  makeRepository: () => Promise<QuoteRepository> | QuoteRepository,
) {
  describe(`QuoteRepository list pages and counters: ${name}`, () => {
    let quotes: QuoteRepository;
    beforeEach(async () => {
      quotes = await makeRepository();
    });

    const save = async (
      id: string,
      createdBy: string,
      extra: Partial<QuoteRecord>,
      with_?: QuoteClientCopy,
    ) => {
      const q = pricedQuote(id, createdBy, extra);
      await quotes.putIfAbsent(q);
      const saved = (await quotes.save(q, saveChange(q, T1)))!;
      return with_
        ? (await quotes.save(saved, saveChange(saved, T1, { save: false, client: with_ })))!
        : saved;
    };
    const option = (netPremiumCents: number, limitCents: number, label = 'Below 3.50 in') =>
      ({
        option: { label, trigger: 3.5, limitCents, premium: { netPremiumCents } },
      }) as unknown as Partial<QuoteRecord>;

    /** Seven quotes of u1 with ties (same createdAt, same premium, no client) and one of u2. */
    const seed = async () => {
      await save(
        'a-1',
        'u1',
        { createdAt: '2026-01-01T00:00:00.000Z', ...option(300, 9) },
        client('c1', 'Zoe', 'Adams'),
      );
      await save('b-1', 'u1', { createdAt: '2026-01-02T00:00:00.000Z', ...option(100, 5) });
      await save('c-1', 'u1', {
        createdAt: '2026-01-02T00:00:00.000Z',
        ...option(100, 5),
        program: 'HTC',
      } as never);
      await save(
        'd-1',
        'u1',
        { createdAt: '2026-01-03T00:00:00.000Z', ...option(200, 7) },
        client('c2', 'Al', 'Baker9'),
      );
      await save(
        'e-1',
        'u1',
        { createdAt: '2026-01-04T00:00:00.000Z', ...option(200, 1) },
        client('c3', 'Bo', 'Baker17'),
      );
      await save('f-1', 'u1', {
        createdAt: '2026-01-05T00:00:00.000Z',
        ...option(50, 3),
        riskPeriod: { startDate: '2026-03-01', endDate: '2026-05-31' },
        locations: [{ lat: 27.95, lon: -82.46, weight: 1, state: 'FL' }],
      } as never);
      await save(
        'g-1',
        'u1',
        { createdAt: '2026-01-06T00:00:00.000Z', ...option(999, 2) },
        client('c4', 'Ágata', 'adams'),
      );
      await save('z-1', 'u2', { createdAt: '2026-01-07T00:00:00.000Z', ...option(1, 1) });
      await quotes.freeze('d-1', { clientId: 'c2', contractId: 'k-d', at: T2 });
    };
    const ids = (ls: readonly QuoteListing[]) => ls.map((l) => l.id);

    // One test per order (each a few dozen reads), not one for all of them.
    it.each(quoteSortColumns)(
      'pages the %s order in both directions as core orders the lists: no duplicates, no gaps, from either end',
      async (column) => {
        await seed();
        const all = await quotes.listSaved('u1');
        expect(all).toHaveLength(7);
        for (const direction of ['ASC', 'DESC'] as const) {
          const expected = ids([...all].sort(compareListings(column, direction)));
          const { order, backwards } = quoteListOrderOf(column, direction);
          const pages: string[] = [];
          for (let offset = 0; offset < 9; offset += 3)
            pages.push(...ids(await quotes.listPage('u1', { order, backwards, offset, limit: 3 })));
          expect(pages, `${column} ${direction}`).toEqual(expected);
          // The last two read from the other end, as getQuotes reads a late page.
          const fromEnd = await quotes.listPage('u1', { order, backwards: !backwards, offset: 0, limit: 2 });
          expect(ids(fromEnd).reverse(), `${column} ${direction} from the end`).toEqual(expected.slice(-2));
        }
      },
    );

    it.each(quoteSortColumns)(
      'starts just after a listing in either direction of the %s order (a cursor), then skips the offset, both ways',
      async (column) => {
        await seed();
        const all = await quotes.listSaved('u1');
        for (const direction of ['ASC', 'DESC'] as const) {
          const { order, backwards } = quoteListOrderOf(column, direction);
          const sorted = [...all].sort(compareListings(column, direction));
          const expected = ids(sorted);
          const after = (l: QuoteListing) => ({
            id: l.id,
            createdAt: l.createdAt,
            key: quoteListSortKey(l, order),
          });
          for (const k of [0, 3, 6]) {
            const next = await quotes.listPage('u1', {
              order,
              backwards,
              offset: 0,
              limit: 3,
              after: after(sorted[k]!),
            });
            expect(ids(next), `${column} ${direction} after ${k}`).toEqual(expected.slice(k + 1, k + 4));
            const skipped = await quotes.listPage('u1', {
              order,
              backwards,
              offset: 1,
              limit: 2,
              after: after(sorted[k]!),
            });
            expect(ids(skipped)).toEqual(expected.slice(k + 2, k + 4));
            const before = await quotes.listPage('u1', {
              order,
              backwards: !backwards,
              offset: 0,
              limit: 3,
              after: after(sorted[k]!),
            });
            expect(ids(before).reverse(), `${column} ${direction} before ${k}`).toEqual(
              expected.slice(Math.max(0, k - 3), k),
            );
            const skippedBack = await quotes.listPage('u1', {
              order,
              backwards: !backwards,
              offset: 1,
              limit: 2,
              after: after(sorted[k]!),
            });
            expect(ids(skippedBack).reverse(), `${column} ${direction} before ${k}, one skipped`).toEqual(
              expected.slice(Math.max(0, k - 3), Math.max(0, k - 1)),
            );
          }
        }
      },
    );

    it('reads a page one or two away from a cursor exactly as its number reads it (the pager jumps)', async () => {
      await seed();
      const lists = [
        { sortBy: 'createdAt', sortDirection: 'DESC', unsubmittedOnly: false, limit: 1 },
        { sortBy: 'clientName', sortDirection: 'DESC', unsubmittedOnly: false, limit: 2 },
        { sortBy: 'status', sortDirection: 'ASC', unsubmittedOnly: true, limit: 1 },
      ] as const;
      for (const list of lists) {
        const read = (page: number, cursor?: string) =>
          pageFromIndexes(quotes, ['u1'], { ...list, page, cursor });
        const byNumber = [await read(1)];
        while (byNumber.at(-1)!.nextCursor) byNumber.push(await read(byNumber.length + 1));
        for (const [at, shown] of byNumber.entries())
          for (const [page, cursor] of [
            [at + 2, shown.nextCursor],
            [at, shown.previousCursor],
          ] as const)
            for (const target of [page - 2, page - 1, page + 1, page + 2])
              if (cursor && target >= 1 && target <= byNumber.length)
                expect(
                  ids((await read(target, cursor)).page),
                  `${list.sortBy} ${list.sortDirection}: page ${target} with the cursor for ${page}`,
                ).toEqual(ids(byNumber[target - 1]!.page));
      }
    });

    it('lists only the submitted or only the not-yet-submitted quotes when asked, in any order', async () => {
      await seed();
      for (const order of ['createdAt', 'status', 'netPremium'] as const) {
        const submitted = await quotes.listPage('u1', {
          order,
          backwards: false,
          offset: 0,
          limit: 10,
          only: 'submitted',
        });
        expect(ids(submitted)).toEqual(['d-1']);
        const open = await quotes.listPage('u1', {
          order,
          backwards: true,
          offset: 1,
          limit: 10,
          only: 'unsubmitted',
        });
        expect(open).toHaveLength(5);
        expect(ids(open)).not.toContain('d-1');
      }
    });

    it("never lists another creator's quotes, nor deleted or unsaved ones", async () => {
      await seed();
      await quotes.putIfAbsent(pricedQuote('u-1', 'u1'));
      await quotes.softDelete('b-1', 'u1', T2, event('deleted', T2));
      const page = await quotes.listPage('u1', { order: 'id', backwards: false, offset: 0, limit: 100 });
      expect(ids(page)).toEqual(['a-1', 'c-1', 'd-1', 'e-1', 'f-1', 'g-1']);
      expect(
        ids(await quotes.listPage('u2', { order: 'id', backwards: false, offset: 0, limit: 100 })),
      ).toEqual(['z-1']);
      expect(
        await quotes.listPage('nobody', { order: 'clientName', backwards: false, offset: 0, limit: 5 }),
      ).toEqual([]);
      expect(await quotes.listPage('u1', { order: 'id', backwards: false, offset: 6, limit: 5 })).toEqual([]);
    });

    it('counts a save, a submission and a delete once each, whatever is retried', async () => {
      expect(await quotes.countSaved('u1')).toEqual({ saved: 0, submitted: 0 });
      const a = await save('a-1', 'u1', {}, dana);
      await save('b-1', 'u1', {});
      await save('c-1', 'u1', {});
      expect(await quotes.save(a, saveChange(a, T2))).toBeUndefined(); // a second first save
      expect(await quotes.countSaved('u1')).toEqual({ saved: 3, submitted: 0 });
      await quotes.freeze('a-1', { clientId: 'c1', contractId: 'k1', at: T2 });
      await quotes.freeze('a-1', { clientId: 'c1', contractId: 'k1', at: T2 });
      expect(await quotes.countSaved('u1')).toEqual({ saved: 3, submitted: 1 });
      expect(await quotes.softDelete('b-1', 'u1', T2, event('deleted', T2))).toBe('deleted');
      expect(await quotes.softDelete('b-1', 'u1', T2, event('deleted', T2))).toBe('gone');
      expect(await quotes.countSaved('u1')).toEqual({ saved: 2, submitted: 1 });
      expect(await quotes.countSaved('u2')).toEqual({ saved: 0, submitted: 0 });
    });

    it('lists the policies in force (submitted, numbered, period not ended), nothing else', async () => {
      await seed();
      expect(await quotes.listActivePolicies('u1', '2026-01-01')).toEqual([]);
      await quotes.setPolicyNumber('d-1', { contractId: 'k-d', policyNumber: 'P-1', at: T2 });
      const endDate = (await quotes.get('d-1'))!.listing!.endDate;
      expect(ids(await quotes.listActivePolicies('u1', endDate))).toEqual(['d-1']);
      expect(await quotes.listActivePolicies('u1', '2099-01-01')).toEqual([]);
      expect(await quotes.listActivePolicies('u2', '2026-01-01')).toEqual([]);
    });

    it("lists a client's saved quotes newest first, whoever created them, not deleted ones", async () => {
      await save('a-1', 'u1', { createdAt: '2026-01-01T00:00:00.000Z' }, dana);
      await save('b-1', 'u2', { createdAt: '2026-01-02T00:00:00.000Z' }, dana);
      await save('c-1', 'u1', { createdAt: '2026-01-03T00:00:00.000Z' }, dana);
      await save('d-1', 'u1', { createdAt: '2026-01-04T00:00:00.000Z' }, client('c9', 'Al', 'Other'));
      await save('e-1', 'u1', {});
      await quotes.softDelete('c-1', 'u1', T2, event('deleted', T2));
      expect(ids(await quotes.listSavedForClient('c1'))).toEqual(['b-1', 'a-1']);
      expect(await quotes.listSavedForClient('nobody')).toEqual([]);
    });

    it("reads a client's quotes as search rows (their sort keys in any order) and listings by id, not deleted ones", async () => {
      await seed();
      await save(
        'h-1',
        'u2',
        { createdAt: '2026-01-08T00:00:00.000Z', ...option(7, 7) },
        client('c1', 'Zoe', 'Adams'),
      );
      await quotes.softDelete('a-1', 'u1', T2, event('deleted', T2));
      await save(
        'i-1',
        'u1',
        { createdAt: '2026-01-09T00:00:00.000Z', ...option(8, 8) },
        client('c1', 'Zoe', 'Adams'),
      );
      const listings = await quotes.listSavedForClient('c1');
      expect(ids(listings)).toEqual(['i-1', 'h-1']);
      for (const order of ['createdAt', 'clientNameDesc', 'netPremium', 'status'] as const) {
        const rows = await quotes.listSearchRowsForClient('c1', order);
        expect(rows.map((r) => r.listing.id)).toEqual(['i-1', 'h-1']);
        for (const [k, r] of rows.entries()) {
          expect(r.key, order).toBe(quoteListSortKey(listings[k]!, order));
          expect(r.listing).toMatchObject({
            id: listings[k]!.id,
            createdBy: listings[k]!.createdBy,
            clientId: 'c1',
          });
        }
      }
      expect(await quotes.listSearchRowsForClient('nobody', 'id')).toEqual([]);
      const all = await quotes.listSaved('u1');
      expect(await quotes.getListings(['g-1', 'a-1', 'nope', 'd-1'])).toEqual([
        all.find((l) => l.id === 'g-1'),
        all.find((l) => l.id === 'd-1'),
      ]);
      expect((await quotes.getListings(['d-1']))[0]!.frozenAt).toBe(T2);
    });

    it("finds a creator's saved quotes by the start of their ID, not deleted ones nor another creator's", async () => {
      await save('ab12-1', 'u1', { createdAt: '2026-01-01T00:00:00.000Z' });
      await save('ab12-2', 'u1', { createdAt: '2026-01-02T00:00:00.000Z' }, dana);
      await save('ab13-1', 'u1', { createdAt: '2026-01-03T00:00:00.000Z' });
      await save('ab12-3', 'u2', { createdAt: '2026-01-04T00:00:00.000Z' });
      await save('xab12-1', 'u1', { createdAt: '2026-01-05T00:00:00.000Z' });
      await save('ab12-9', 'u1', { createdAt: '2026-01-06T00:00:00.000Z' });
      await quotes.softDelete('ab12-9', 'u1', T2, event('deleted', T2));
      expect(ids(await quotes.listSavedByIdPrefix('u1', 'ab12'))).toEqual(['ab12-1', 'ab12-2']);
      expect(ids(await quotes.listSavedByIdPrefix('u1', 'ab1'))).toEqual(['ab12-1', 'ab12-2', 'ab13-1']);
      expect(ids(await quotes.listSavedByIdPrefix('u1', 'ab12-2'))).toEqual(['ab12-2']);
      expect(await quotes.listSavedByIdPrefix('u1', 'b12')).toEqual([]);
      expect(await quotes.listSavedByIdPrefix('u3', 'ab12')).toEqual([]);
    });

    it('moves a quote in the client orders when its client is renamed, and in the status order when submitted', async () => {
      await save('a-1', 'u1', { createdAt: '2026-01-01T00:00:00.000Z' }, client('c1', 'Al', 'Adams'));
      await save('b-1', 'u1', { createdAt: '2026-01-02T00:00:00.000Z' }, client('c2', 'Bo', 'Baker'));
      const byClient = async (order: 'clientName' | 'clientNameDesc') =>
        ids(await quotes.listPage('u1', { order, backwards: false, offset: 0, limit: 5 }));
      expect(await byClient('clientName')).toEqual(['a-1', 'b-1']);
      await quotes.updateClientCopies('a-1', 'c1', client('c1', 'Al', 'Young'), T2);
      expect(await byClient('clientName')).toEqual(['b-1', 'a-1']);
      expect(await byClient('clientNameDesc')).toEqual(['a-1', 'b-1']);
      const status = async () =>
        ids(await quotes.listPage('u1', { order: 'status', backwards: false, offset: 0, limit: 5 }));
      expect(await status()).toEqual(['b-1', 'a-1']);
      await quotes.freeze('b-1', { clientId: 'c2', contractId: 'k2', at: T2 });
      expect(await status()).toEqual(['a-1', 'b-1']);
    });
  });
}
