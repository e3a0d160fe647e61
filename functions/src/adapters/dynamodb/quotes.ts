import { BatchGetCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { QuoteRecord, QuoteRepository } from '../../ports/index.js';
import { isConditionFailure } from './client.js';
import { gsi1, gsi2, keys } from './keys.js';
import { storable } from './storable.js';
import { strip } from './strip.js';

/**
 * Quotes: `QUOTE#{id}` / `QUOTE`. GSI1 lists a creator's quotes newest first
 * (`USER#{userId}#QUOTES`, `{createdAt}#{id}`); GSI2 an organisation's (`ORG#{orgId}#QUOTES`).
 */
export function dynamoQuoteRepository(db: DynamoDBDocumentClient, table: string): QuoteRepository {
  return {
    async putIfAbsent(quote) {
      try {
        await db.send(
          new PutCommand({
            TableName: table,
            Item: {
              ...keys.quote(quote.id),
              entity: 'quote',
              gsi1pk: gsi1.userQuotes(quote.createdBy),
              gsi1sk: `${quote.createdAt}#${quote.id}`,
              ...(quote.organizationId
                ? { gsi2pk: gsi2.orgQuotes(quote.organizationId), gsi2sk: `${quote.createdAt}#${quote.id}` }
                : {}),
              ...storable(quote),
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async get(id) {
      const r = await db.send(
        new GetCommand({ TableName: table, Key: keys.quote(id), ConsistentRead: true }),
      );
      return strip<QuoteRecord>(r.Item);
    },
    async getMany(ids) {
      const found = new Map<string, QuoteRecord>();
      for (let i = 0; i < ids.length; i += 100) {
        let request:
          Record<string, { Keys: Record<string, unknown>[]; ConsistentRead?: boolean }> | undefined = {
          [table]: { Keys: ids.slice(i, i + 100).map((id) => keys.quote(id)), ConsistentRead: true },
        };
        for (let round = 0; request && Object.keys(request).length && round < 10; round++) {
          const r = await db.send(new BatchGetCommand({ RequestItems: request }));
          for (const item of r.Responses?.[table] ?? []) {
            const quote = strip<QuoteRecord>(item)!;
            found.set(quote.id, quote);
          }
          request = r.UnprocessedKeys as typeof request;
        }
      }
      return ids.flatMap((id) => found.get(id) ?? []);
    },
  };
}
