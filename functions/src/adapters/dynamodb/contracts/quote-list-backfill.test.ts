/**
 * The one-off quote list backfill (docs/operations.md#quote-list-backfill) on dynalite: quotes
 * saved before the list indexes are in no list order and no counter until the backfill gives
 * them their keys and counts them; a second run changes nothing; deleted quotes stay out.
 */
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { QUOTE_COUNT_SHARDS, QUOTE_LIST_GSIS, keys } from '../keys.js';
import { backfillQuoteListIndexes } from '../quote-list-backfill.js';
import { dynamoQuoteRepository } from '../quotes.js';
import { useDynalite } from './dynalite.js';
import { dana, event, pricedQuote, saveChange } from './quote-fixture.js';

const dynalite = useDynalite();
const T1 = '2026-01-10T11:00:00.000Z';

describe('backfillQuoteListIndexes on dynalite', () => {
  it('lists and counts the quotes saved before the indexes, once', async () => {
    const { db, table } = await dynalite.table();
    const quotes = dynamoQuoteRepository(db, table);
    for (const [id, createdAt] of [
      ['a-1', '2026-01-01T00:00:00.000Z'],
      ['b-1', '2026-01-02T00:00:00.000Z'],
      ['c-1', '2026-01-03T00:00:00.000Z'],
    ] as const) {
      const q = pricedQuote(id, 'u1', { createdAt });
      await quotes.putIfAbsent(q);
      const saved = (await quotes.save(q, saveChange(q, T1)))!;
      if (id === 'a-1') await quotes.save(saved, saveChange(saved, T1, { save: false, client: dana }));
    }
    await quotes.freeze('a-1', { clientId: 'c1', contractId: 'k1', at: T1 });
    await quotes.softDelete('c-1', 'u1', T1, event('deleted', T1));
    // As before issue 28: no list-order keys, no client index keys, no counters.
    const strip = QUOTE_LIST_GSIS.map((i) => i.sortKey).join(', ');
    for (const id of ['a-1', 'b-1', 'c-1'])
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.quote(id),
          UpdateExpression: `REMOVE ${strip}, gsi1pk, gsi1sk`,
        }),
      );
    for (let s = 0; s < QUOTE_COUNT_SHARDS; s++)
      await db.send(new DeleteCommand({ TableName: table, Key: keys.quoteCount('u1', s) }));
    const byPremium = () =>
      quotes.listPage('u1', { order: 'netPremium', backwards: false, offset: 0, limit: 10 });
    expect(await byPremium()).toEqual([]);
    expect(await quotes.countSaved('u1')).toEqual({ saved: 0, submitted: 0 });
    expect(await quotes.listSavedForClient('c1')).toEqual([]);

    const pages: number[] = [];
    const done = await backfillQuoteListIndexes(db, table, { onPage: (p) => pages.push(p.written) });
    expect(done).toMatchObject({ written: 2, skipped: 0 });
    expect((await byPremium()).map((l) => l.id).sort()).toEqual(['a-1', 'b-1']);
    expect(await quotes.countSaved('u1')).toEqual({ saved: 2, submitted: 1 });
    expect((await quotes.listSavedForClient('c1')).map((l) => l.id)).toEqual(['a-1']);

    await backfillQuoteListIndexes(db, table);
    expect(await quotes.countSaved('u1')).toEqual({ saved: 2, submitted: 1 });
    expect((await byPremium()).map((l) => l.id).sort()).toEqual(['a-1', 'b-1']);
  });

  it('refuses a resume token that is not one', async () => {
    const { db, table } = await dynalite.table();
    await expect(backfillQuoteListIndexes(db, table, { after: 'nonsense' })).rejects.toThrow(/resume token/);
  });
});
