import { PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Counters } from '../../ports/index.js';
import { isConditionFailure } from './client.js';
import { keys } from './keys.js';

/**
 * Counters as one item each, incremented with UpdateItem ADD (atomic; created at 1 on first use); a
 * claimed name is an item of the same key written only if absent.
 */
export function dynamoCounters(db: DynamoDBDocumentClient, table: string): Counters {
  return {
    async next(name) {
      const r = await db.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.counter(name),
          UpdateExpression: 'SET entity = :entity, #name = :name ADD #value :one',
          ExpressionAttributeNames: { '#name': 'name', '#value': 'value' },
          ExpressionAttributeValues: { ':entity': 'counter', ':name': name, ':one': 1 },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      const value = r.Attributes?.value;
      if (typeof value !== 'number') throw new Error(`counter ${name}: no value answered`);
      return value;
    },
    async claim(name, at) {
      try {
        await db.send(
          new PutCommand({
            TableName: table,
            Item: { ...keys.counter(name), entity: 'claimedName', name, claimedAt: at },
            ConditionExpression: 'attribute_not_exists(pk)',
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
