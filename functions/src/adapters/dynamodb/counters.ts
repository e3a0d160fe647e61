import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Counters } from '../../ports/index.js';
import { keys } from './keys.js';

/** Counters as one item each, incremented with UpdateItem ADD (atomic; created at 1 on first use). */
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
  };
}
