import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CounterRepository } from '../../ports/index.js';
import { keys } from './keys.js';

/**
 * TEMPORARY (ops-server, issue 13): named sequences, `COUNTER#{name}` / `COUNTER`, one atomic
 * UpdateItem ADD each. The merge takes client-server's counters adapter.
 */
export function dynamoCounterRepository(db: DynamoDBDocumentClient, table: string): CounterRepository {
  return {
    async next(name) {
      const r = await db.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.counter(name),
          UpdateExpression: 'SET entity = :e ADD #value :one',
          ExpressionAttributeNames: { '#value': 'value' },
          ExpressionAttributeValues: { ':e': 'counter', ':one': 1 },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return Number(r.Attributes?.value);
    },
  };
}
