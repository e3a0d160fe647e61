import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { QuoteRecord, QuoteRepository } from '../../ports/index.js';
import { isConditionFailure } from './client.js';
import { gsi1, gsi2, keys, savedQuoteSortKey } from './keys.js';
import { storable } from './storable.js';
import { strip } from './strip.js';

/**
 * Quotes: `QUOTE#{id}` / `QUOTE`. A priced option is written without index keys; saving it
 * (a premium indication) adds them: GSI1 lists a creator's saved quotes by creation
 * (`USER#{userId}#QUOTES`, `{createdAt}#{id}`), GSI2 an organisation's (`ORG#{orgId}#QUOTES`).
 */
export function dynamoQuoteRepository(db: DynamoDBDocumentClient, table: string): QuoteRepository {
  return {
    async putIfAbsent(quote) {
      try {
        await db.send(
          new PutCommand({
            TableName: table,
            Item: { ...keys.quote(quote.id), entity: 'quote', ...storable(quote) },
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
    async save(quote, change) {
      const names: Record<string, string> = { '#history': 'history' };
      const values: Record<string, unknown> = {
        ':by': change.by,
        ':at': change.at,
        ':events': storable(change.events),
        ':none': [],
      };
      const sets = ['updatedAt = :at', '#history = list_append(if_not_exists(#history, :none), :events)'];
      const conditions = [
        'attribute_exists(pk)',
        'createdBy = :by',
        'attribute_not_exists(frozenAt)',
        'attribute_not_exists(clientId)',
      ];
      if (change.save) {
        conditions.push('attribute_not_exists(savedAt)');
        sets.push('savedAt = :at', 'gsi1pk = :g1', 'gsi1sk = :listed');
        values[':g1'] = gsi1.userQuotes(quote.createdBy);
        values[':listed'] = savedQuoteSortKey(quote);
        if (quote.organizationId) {
          sets.push('gsi2pk = :g2', 'gsi2sk = :listed');
          values[':g2'] = gsi2.orgQuotes(quote.organizationId);
        }
      } else {
        conditions.push('attribute_exists(savedAt)');
      }
      if (change.client) {
        sets.push('clientId = :cid', 'clientName = :cname', 'clientEmail = :cemail');
        values[':cid'] = change.client.id;
        values[':cname'] = change.client.name;
        values[':cemail'] = change.client.email;
        if (change.client.phone) {
          sets.push('clientPhone = :cphone');
          values[':cphone'] = change.client.phone;
        }
      }
      if (change.taxes) {
        sets.push('homeState = :home', 'taxes = :taxes');
        values[':home'] = change.taxes.homeState;
        values[':taxes'] = storable(change.taxes.taxes);
      }
      try {
        const r = await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.quote(quote.id),
            UpdateExpression: `SET ${sets.join(', ')}`,
            ConditionExpression: conditions.join(' AND '),
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
            ReturnValues: 'ALL_NEW',
          }),
        );
        return strip<QuoteRecord>(r.Attributes);
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },
    async appendHistory(id, createdBy, events, at) {
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.quote(id),
            UpdateExpression:
              'SET updatedAt = :at, #history = list_append(if_not_exists(#history, :none), :events)',
            ConditionExpression: 'attribute_exists(pk) AND createdBy = :by AND attribute_exists(savedAt)',
            ExpressionAttributeNames: { '#history': 'history' },
            ExpressionAttributeValues: {
              ':at': at,
              ':by': createdBy,
              ':events': storable(events),
              ':none': [],
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}
