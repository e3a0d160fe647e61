import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LOGIN_FAILURE_WINDOW_SECONDS } from '@almanac/core';
import type { LoginThrottleRecord, LoginThrottleRepository } from '../../ports/index.js';
import { ttlFrom } from './client.js';
import { keys } from './keys.js';
import { strip } from './strip.js';

export function dynamoLoginThrottleRepository(db: DynamoDBDocumentClient, table: string): LoginThrottleRepository {
  return {
    async get(key) {
      const r = await db.send(new GetCommand({ TableName: table, Key: keys.loginThrottle(key), ConsistentRead: true }));
      return strip<LoginThrottleRecord>(r.Item);
    },
    async put(record) {
      const until = record.lockedUntil ?? record.windowStart;
      await db.send(
        new PutCommand({
          TableName: table,
          Item: {
            ...keys.loginThrottle(record.key),
            entity: 'loginThrottle',
            ttl: ttlFrom(until, LOGIN_FAILURE_WINDOW_SECONDS),
            ...record,
          },
        }),
      );
    },
    async clear(key) {
      await db.send(new DeleteCommand({ TableName: table, Key: keys.loginThrottle(key) }));
    },
  };
}
