import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { quoteListSortKey, type QuoteListing } from '@almanac/core';
import { quoteListIndexes } from '@almanac/functions/adapters/dynamodb/keys';
import { countQuote } from '@almanac/functions/adapters/dynamodb/quote-lists';

/**
 * Mark a saved quote submitted in a test stack's table, as the quote repository's freeze does
 * (frozenAt on the record and on its listing, its status list key, counted as submitted), without
 * its client and contract conditions: for tests whose quote's dates would not allow a real
 * application today. A second call keeps the first time.
 */
export async function freezeQuoteInTable(
  db: DynamoDBDocumentClient,
  tableName: string,
  id: string,
  at: string = new Date().toISOString(),
): Promise<void> {
  const r = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: { pk: `QUOTE#${id}`, sk: 'QUOTE' },
      UpdateExpression:
        'SET frozenAt = if_not_exists(frozenAt, :at), listing.frozenAt = if_not_exists(frozenAt, :at)',
      ConditionExpression: 'attribute_exists(listing)',
      ExpressionAttributeValues: { ':at': at },
      ReturnValues: 'ALL_NEW',
    }),
  );
  const quote = r.Attributes!;
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: { pk: `QUOTE#${id}`, sk: 'QUOTE' },
      UpdateExpression: `SET ${quoteListIndexes.status.sortKey} = :s`,
      ExpressionAttributeValues: { ':s': quoteListSortKey(quote.listing as QuoteListing, 'status') },
    }),
  );
  await countQuote(db, tableName, String(quote.createdBy), id, 'submitted', true);
}
