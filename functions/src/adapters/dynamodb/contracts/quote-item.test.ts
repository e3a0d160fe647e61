/** How the DynamoDB adapter stores a priced option's payout profile (quote-item.ts, issue 28). */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { QuoteRecord } from '../../../ports/index.js';
import { keys } from '../keys.js';
import { PACKED_PAYOUT_PROFILE } from '../quote-item.js';
import { dynamoQuoteRepository } from '../quotes.js';
import { storable } from '../storable.js';
import { useDynalite } from './dynalite.js';
import { pricedQuote } from './quote-fixture.js';

const dynalite = useDynalite();

const profile = {
  indexValues: Array.from({ length: 300 }, (_, i) => 2 + i * 0.013),
  payoutsCents: Array.from({ length: 300 }, (_, i) => Math.min(5_000_000, i * 20_000)),
};
const withProfile = (id: string): QuoteRecord => {
  const quote = pricedQuote(id, 'u1');
  return { ...quote, option: { ...quote.option, payoutProfile: profile } } as QuoteRecord;
};

describe('a priced option’s payout profile in the table', () => {
  it('is one string attribute, and the quote reads back whole', async () => {
    const { db, table } = await dynalite.table();
    const quotes = dynamoQuoteRepository(db, table);
    const quote = withProfile('r1-1');
    expect(await quotes.putIfAbsent(quote)).toBe(true);

    const item = (await db.send(new GetCommand({ TableName: table, Key: keys.quote('r1-1') }))).Item!;
    expect(typeof item[PACKED_PAYOUT_PROFILE]).toBe('string');
    expect((item.option as Record<string, unknown>).payoutProfile).toBeUndefined();
    expect(await quotes.get('r1-1')).toEqual(storable(quote));
    expect(await quotes.getMany(['r1-1'])).toEqual([storable(quote)]);
  });

  it('a quote stored before, with the profile as lists, still reads', async () => {
    const { db, table } = await dynalite.table();
    const quote = withProfile('r2-1');
    await db.send(
      new PutCommand({
        TableName: table,
        Item: { ...keys.quote('r2-1'), entity: 'quote', ...storable(quote) },
      }),
    );
    expect(await dynamoQuoteRepository(db, table).get('r2-1')).toEqual(storable(quote));
  });
});
