import { beforeEach, describe, expect, it } from 'vitest';
import type { QuoteRecord, QuoteRepository } from '../../../ports/index.js';
import { dana, event, pricedQuote, saveChange } from './quote-fixture.js';

const T1 = '2026-01-10T11:00:00.000Z';
const T2 = '2026-01-10T12:00:00.000Z';

/** What pricing, saving, attaching, sharing, deleting and the quote lists rely on. */
export function describeQuoteRepositoryContract(
  name: string,
  makeRepository: () => Promise<QuoteRepository> | QuoteRepository,
) {
  describe(`QuoteRepository contract: ${name}`, () => {
    let quotes: QuoteRepository;
    beforeEach(async () => {
      quotes = await makeRepository();
    });

    /** A quote written and saved by its creator (a premium indication). */
    const savedQuote = async (id: string, createdBy = 'u1', extra: Partial<QuoteRecord> = {}) => {
      const q = pricedQuote(id, createdBy, extra);
      await quotes.putIfAbsent(q);
      return (await quotes.save(q, saveChange(q, T1)))!;
    };

    describe('writing and reading', () => {
      it('writes a quote once: a retry with the same id answers false and keeps the first', async () => {
        const q = pricedQuote('r1-1', 'u1');
        expect(await quotes.get('r1-1')).toBeUndefined();
        expect(await quotes.putIfAbsent(q)).toBe(true);
        expect(await quotes.putIfAbsent({ ...q, homeState: 'TX' })).toBe(false);
        expect(await quotes.get('r1-1')).toEqual(q);
      });

      it('lets exactly one of parallel writes of the same id win', async () => {
        const q = pricedQuote('r1-1', 'u1');
        const wrote = await Promise.all([1, 2, 3].map(() => quotes.putIfAbsent(q)));
        expect(wrote.filter(Boolean)).toHaveLength(1);
      });

      it('stores plain JSON: a non-finite number reads back as null, an undefined member not at all', async () => {
        const q = pricedQuote('r1-1', 'u1');
        await quotes.putIfAbsent({
          ...q,
          index: { ...q.index, exhaustDistance: Number.NaN },
          clientId: undefined,
        });
        const read = (await quotes.get('r1-1'))!;
        expect(read.index.exhaustDistance).toBeNull();
        expect(Object.keys(read)).not.toContain('clientId');
      });

      it('reads many in the order asked, leaving out unknown ids', async () => {
        for (const id of ['r1-1', 'r1-2', 'r1-3']) await quotes.putIfAbsent(pricedQuote(id, 'u1'));
        const many = await quotes.getMany(['r1-3', 'nope', 'r1-1']);
        expect(many.map((q) => q.id)).toEqual(['r1-3', 'r1-1']);
        expect(await quotes.getMany([])).toEqual([]);
      });
    });

    describe('saving and attaching', () => {
      it('saves an option once, for its creator: savedAt, listing and history set, and listed', async () => {
        const q = pricedQuote('r1-1', 'u1');
        await quotes.putIfAbsent(q);
        const change = saveChange(q, T1);
        const saved = (await quotes.save(q, change))!;
        expect(saved).toMatchObject({
          savedAt: T1,
          updatedAt: T1,
          listing: change.listing,
          history: change.events,
        });
        expect(await quotes.get('r1-1')).toEqual(saved);
        expect(await quotes.listSaved('u1')).toEqual([change.listing]);
        expect(await quotes.save(q, saveChange(q, T2))).toBeUndefined();
        expect((await quotes.get('r1-1'))!.savedAt).toBe(T1);
      });

      it("refuses someone else's, an unknown or a submitted quote", async () => {
        const q = pricedQuote('r1-1', 'u1');
        await quotes.putIfAbsent(q);
        await quotes.putIfAbsent(pricedQuote('r1-2', 'u1', { frozenAt: T1 }));
        expect(await quotes.save(q, saveChange(q, T1, { by: 'u2' }))).toBeUndefined();
        expect(await quotes.save(pricedQuote('nope', 'u1'), saveChange(q, T1))).toBeUndefined();
        expect(await quotes.save(pricedQuote('r1-2', 'u1'), saveChange(q, T1))).toBeUndefined();
        expect(await quotes.get('nope')).toBeUndefined();
        expect(await quotes.listSaved('u1')).toEqual([]);
      });

      it('attaches a client to a saved quote once, appending to its history', async () => {
        const saved = await savedQuote('r1-1');
        expect(
          await quotes.save(pricedQuote('r1-2', 'u1'), saveChange(saved, T2, { save: false })),
        ).toBeUndefined();
        const change = saveChange(saved, T2, { save: false, client: dana });
        const attached = (await quotes.save(saved, change))!;
        expect(attached).toMatchObject({
          clientId: 'c1',
          clientName: 'Dana Reyes',
          clientEmail: 'dana@example.com',
          clientPhone: '555-0100',
          listing: change.listing,
        });
        expect(attached.history!.map((e) => e.eventName)).toEqual(['saved', 'client attached']);
        const other = { ...dana, id: 'c2' };
        expect(
          await quotes.save(attached, saveChange(attached, T2, { save: false, client: other })),
        ).toBeUndefined();
        expect((await quotes.get('r1-1'))!.clientId).toBe('c1');
      });

      it('changes a saved quote only while it is saved', async () => {
        const q = pricedQuote('r1-1', 'u1');
        await quotes.putIfAbsent(q);
        expect(await quotes.save(q, saveChange(q, T1, { save: false, client: dana }))).toBeUndefined();
        expect((await quotes.get('r1-1'))!.clientId).toBeUndefined();
      });

      it('moves the home state and taxes when asked', async () => {
        const saved = await savedQuote('r1-1');
        const taxes = { homeState: 'TX', taxes: { state: 'TX', totalCents: 1234 } } as never;
        const changed = (await quotes.save(saved, {
          ...saveChange(saved, T2, { save: false, client: dana }),
          taxes,
        }))!;
        expect([changed.homeState, changed.taxes]).toEqual(['TX', { state: 'TX', totalCents: 1234 }]);
      });
    });

    describe('history, lists and soft delete', () => {
      it('appends history to a saved, live quote for its creator only', async () => {
        const saved = await savedQuote('r1-1');
        await quotes.putIfAbsent(pricedQuote('r1-2', 'u1'));
        expect(await quotes.appendHistory('r1-1', 'u1', [event('shared'), event('shared again')], T2)).toBe(
          true,
        );
        expect(await quotes.appendHistory('r1-1', 'u2', [event('not mine')], T2)).toBe(false);
        expect(await quotes.appendHistory('r1-2', 'u1', [event('unsaved')], T2)).toBe(false);
        expect(await quotes.appendHistory('nope', 'u1', [event('unknown')], T2)).toBe(false);
        const read = (await quotes.get('r1-1'))!;
        expect(read.history!.map((e) => e.eventName)).toEqual(['saved', 'shared', 'shared again']);
        expect(read.updatedAt).toBe(T2);
        expect(saved.history).toHaveLength(1);
        expect(await quotes.get('nope')).toBeUndefined();
      });

      it("lists a creator's saved quotes newest first, not unsaved ones nor anyone else's", async () => {
        await savedQuote('r1-1', 'u1', { createdAt: '2026-01-03T00:00:00.000Z' });
        await savedQuote('r2-1', 'u1', { createdAt: '2026-01-05T00:00:00.000Z' });
        await savedQuote('r2-2', 'u1', { createdAt: '2026-01-05T00:00:00.000Z' });
        await savedQuote('r3-1', 'u2');
        await quotes.putIfAbsent(pricedQuote('r4-1', 'u1', { createdAt: '2026-01-09T00:00:00.000Z' }));
        expect((await quotes.listSaved('u1')).map((l) => l.id)).toEqual(['r2-2', 'r2-1', 'r1-1']);
        expect(await quotes.listSaved('nobody')).toEqual([]);
      });

      it('soft-deletes once: gone from the list, still readable with deletedAt, then gone', async () => {
        await savedQuote('r1-1');
        expect(await quotes.softDelete('r1-1', 'u1', T2, event('deleted', T2))).toBe('deleted');
        const read = (await quotes.get('r1-1'))!;
        expect([read.deletedAt, read.history!.at(-1)!.eventName]).toEqual([T2, 'deleted']);
        expect(await quotes.listSaved('u1')).toEqual([]);
        expect(await quotes.softDelete('r1-1', 'u1', T2, event('deleted', T2))).toBe('gone');
        expect(await quotes.appendHistory('r1-1', 'u1', [event('late')], T2)).toBe(false);
        expect(await quotes.save(read, saveChange(read, T2, { save: false, client: dana }))).toBeUndefined();
      });

      it("answers gone for unknown or unsaved quotes, refused for someone else's or a submitted one", async () => {
        await quotes.putIfAbsent(pricedQuote('r1-1', 'u1'));
        await savedQuote('r2-1');
        const submitted = pricedQuote('r3-1', 'u1', { savedAt: T1, frozenAt: T2 });
        await quotes.putIfAbsent(submitted);
        expect(await quotes.softDelete('nope', 'u1', T2, event('deleted'))).toBe('gone');
        expect(await quotes.softDelete('r1-1', 'u1', T2, event('deleted'))).toBe('gone');
        expect(await quotes.softDelete('r2-1', 'u2', T2, event('deleted'))).toBe('refused');
        expect(await quotes.softDelete('r3-1', 'u1', T2, event('deleted'))).toBe('refused');
        expect((await quotes.get('r3-1'))!.deletedAt).toBeUndefined();
        expect((await quotes.listSaved('u1')).map((l) => l.id)).toContain('r2-1');
        expect(await quotes.get('nope')).toBeUndefined();
      });
    });

    describe("the attached client's copies", () => {
      it('rewrites name, e-mail and phone (dropping a phone no longer given) and the listing', async () => {
        const saved = await savedQuote('r1-1');
        await quotes.save(saved, saveChange(saved, T2, { save: false, client: dana }));
        const renamed = { id: 'c1', firstName: 'Dana', lastName: 'Stone', email: 'dana.stone@example.com' };
        expect(await quotes.updateClientCopies('r1-1', 'c1', renamed, T2)).toBe(true);
        const read = (await quotes.get('r1-1'))!;
        expect(read).toMatchObject({
          clientName: 'Dana Stone',
          clientEmail: 'dana.stone@example.com',
          updatedAt: T2,
        });
        expect(read.clientPhone).toBeUndefined();
        expect(read.listing).toMatchObject({
          clientLastName: 'Stone',
          clientEmail: 'dana.stone@example.com',
        });
        expect((await quotes.listSaved('u1'))[0]).toMatchObject({ clientLastName: 'Stone' });
      });

      it('leaves quotes of another client, unknown, deleted or without a client alone', async () => {
        const saved = await savedQuote('r1-1');
        await savedQuote('r2-1');
        await quotes.save(saved, saveChange(saved, T2, { save: false, client: dana }));
        const copy = { ...dana, lastName: 'Stone' };
        expect(await quotes.updateClientCopies('r1-1', 'c2', copy, T2)).toBe(false);
        expect(await quotes.updateClientCopies('r2-1', 'c1', copy, T2)).toBe(false);
        expect(await quotes.updateClientCopies('nope', 'c1', copy, T2)).toBe(false);
        await quotes.softDelete('r1-1', 'u1', T2, event('deleted'));
        expect(await quotes.updateClientCopies('r1-1', 'c1', copy, T2)).toBe(false);
        expect((await quotes.get('r1-1'))!.clientName).toBe('Dana Reyes');
        expect(await quotes.get('nope')).toBeUndefined();
      });
    });

    describe('freezing for an application', () => {
      const attached = async (id: string) => {
        const saved = await savedQuote(id);
        return (await quotes.save(saved, saveChange(saved, T1, { save: false, client: dana })))!;
      };

      it('freezes a saved quote of that client once, for one application; a retry of the same one is idempotent', async () => {
        await attached('r1-1');
        const frozen = (await quotes.freeze('r1-1', { clientId: 'c1', contractId: 'k1', at: T1 }))!;
        expect(frozen).toMatchObject({ frozenAt: T1, contractId: 'k1' });
        expect(frozen.listing).toMatchObject({ frozenAt: T1, contractId: 'k1' });
        expect(await quotes.freeze('r1-1', { clientId: 'c1', contractId: 'k2', at: T2 })).toBeUndefined();
        const again = (await quotes.freeze('r1-1', { clientId: 'c1', contractId: 'k1', at: T2 }))!;
        expect(again).toMatchObject({ frozenAt: T1, contractId: 'k1' });
        expect((await quotes.listSaved('u1'))[0]).toMatchObject({ frozenAt: T1, contractId: 'k1' });
        expect(await quotes.softDelete('r1-1', 'u1', T2, event('deleted'))).toBe('refused');
      });

      it('refuses another client, an unsaved, a deleted or an unknown quote', async () => {
        await attached('r1-1');
        expect(await quotes.freeze('r1-1', { clientId: 'c2', contractId: 'k1', at: T1 })).toBeUndefined();
        await quotes.putIfAbsent(pricedQuote('r2-1', 'u1'));
        expect(await quotes.freeze('r2-1', { clientId: 'c1', contractId: 'k1', at: T1 })).toBeUndefined();
        await attached('r3-1');
        await quotes.softDelete('r3-1', 'u1', T2, event('deleted'));
        expect(await quotes.freeze('r3-1', { clientId: 'c1', contractId: 'k1', at: T1 })).toBeUndefined();
        expect(await quotes.freeze('nope', { clientId: 'c1', contractId: 'k1', at: T1 })).toBeUndefined();
        expect((await quotes.get('r1-1'))!.frozenAt).toBeUndefined();
      });

      it('lets exactly one of two racing applications claim the quote', async () => {
        await attached('r1-1');
        const results = await Promise.all(
          ['k1', 'k2'].map((contractId) => quotes.freeze('r1-1', { clientId: 'c1', contractId, at: T1 })),
        );
        expect(results.filter(Boolean)).toHaveLength(1);
      });
    });

    describe('the policy number', () => {
      const frozen = async (id: string, contractId = 'k1') => {
        const saved = await savedQuote(id);
        await quotes.save(saved, saveChange(saved, T1, { save: false, client: dana }));
        return (await quotes.freeze(id, { clientId: 'c1', contractId, at: T1 }))!;
      };

      it("sets the policy number on the quote and its listing, for the quote's application only, once", async () => {
        await frozen('r1-1');
        const policy = { contractId: 'k1', policyNumber: 'ALM-HPC-2027-000001', at: T2 };
        expect(await quotes.setPolicyNumber('r1-1', { ...policy, contractId: 'k2' })).toBe(false);
        expect((await quotes.get('r1-1'))!.policyNumber).toBeUndefined();
        expect(await quotes.setPolicyNumber('r1-1', policy)).toBe(true);
        const read = (await quotes.get('r1-1'))!;
        expect(read).toMatchObject({ policyNumber: policy.policyNumber, updatedAt: T2 });
        expect(read.listing!.policyNumber).toBe(policy.policyNumber);
        expect((await quotes.listSaved('u1'))[0]!.policyNumber).toBe(policy.policyNumber);
        // A retry of the same number is idempotent; another number is refused.
        expect(await quotes.setPolicyNumber('r1-1', policy)).toBe(true);
        expect(await quotes.setPolicyNumber('r1-1', { ...policy, policyNumber: 'ALM-HPC-2027-000002' })).toBe(
          false,
        );
        expect((await quotes.get('r1-1'))!.policyNumber).toBe(policy.policyNumber);
      });

      it('refuses a quote no application claimed, and an unknown one', async () => {
        await savedQuote('r2-1');
        const policy = { contractId: 'k1', policyNumber: 'ALM-HPC-2027-000001', at: T2 };
        expect(await quotes.setPolicyNumber('r2-1', policy)).toBe(false);
        expect(await quotes.setPolicyNumber('nope', policy)).toBe(false);
      });
    });
  });
}
