/**
 * One-off, after deploying the quote list indexes (issue 28; docs/operations.md#quote-list-backfill):
 * a quote saved before them carries no list-order sort keys, no client index keys and is in no
 * counter, so the lists would leave it out. This gives every saved, not deleted quote the keys a
 * save now writes (quoteListIndexValues, gsi1 for its client) and counts it in its creator's
 * counters (saved; submitted when frozen), page by page from `after` (resumable). Each key write
 * is conditional on the quote being unchanged since it was read (a changed one is read again);
 * counting is idempotent, so a second run changes nothing.
 */
import type { QuoteListing } from '@almanac/core';
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { type BackfillPage, scanBackfill } from './backfill-scan.js';
import { isConditionFailure } from './client.js';
import { gsi1, keys, quoteListIndexValues, savedQuoteSortKey } from './keys.js';
import { countQuote } from './quote-lists.js';

export type QuoteListBackfillPage = BackfillPage;

/** Write one quote's list keys as read; false when it was deleted or kept changing meanwhile. */
async function indexQuote(db: DynamoDBDocumentClient, table: string, first: Record<string, unknown>) {
  let item: Record<string, unknown> | undefined = first;
  for (let attempt = 0; attempt < 3 && item; attempt++) {
    if (item.deletedAt || !item.savedAt || !item.listing) return false;
    const listing = item.listing as QuoteListing;
    const values: Record<string, unknown> = { ':u': item.updatedAt };
    const sets: string[] = [];
    for (const [attribute, key] of Object.entries(quoteListIndexValues(listing))) {
      sets.push(`${attribute} = :${attribute}`);
      values[`:${attribute}`] = key;
    }
    if (item.clientId) {
      sets.push('gsi1pk = :g1', 'gsi1sk = :s1');
      values[':g1'] = gsi1.clientQuotes(String(item.clientId));
      values[':s1'] = savedQuoteSortKey({ createdAt: String(item.createdAt), id: String(item.id) });
    }
    try {
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.quote(String(item.id)),
          UpdateExpression: `SET ${sets.join(', ')}`,
          ConditionExpression: 'updatedAt = :u AND attribute_not_exists(deletedAt)',
          ExpressionAttributeValues: values,
        }),
      );
      const createdBy = String(item.createdBy);
      await countQuote(db, table, createdBy, String(item.id), 'saved', true);
      if (item.frozenAt) await countQuote(db, table, createdBy, String(item.id), 'submitted', true);
      return true;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      item = (
        await db.send(
          new GetCommand({ TableName: table, Key: keys.quote(String(item.id)), ConsistentRead: true }),
        )
      ).Item;
    }
  }
  return false;
}

export const backfillQuoteListIndexes = (
  db: DynamoDBDocumentClient,
  table: string,
  options: { after?: string; onPage?: (page: QuoteListBackfillPage) => void } = {},
) =>
  scanBackfill(
    db,
    table,
    {
      prefix: 'QUOTE#',
      filter: 'attribute_exists(savedAt) AND attribute_not_exists(deletedAt)',
      projection: 'id, createdBy, createdAt, updatedAt, savedAt, deletedAt, frozenAt, clientId, listing',
    },
    async (items) => {
      const counts = { written: 0, skipped: 0 };
      for (const item of items) {
        if (await indexQuote(db, table, item)) counts.written++;
        else counts.skipped++;
      }
      return counts;
    },
    options,
  );
