import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { ThrottleRecord, ThrottleRepository } from '../../ports/index.js';
import { isConditionFailure, ttlFrom } from './client.js';
import { keys } from './keys.js';
import { strip } from './strip.js';

export function dynamoThrottleRepository(db: DynamoDBDocumentClient, table: string): ThrottleRepository {
  /** Set the lock once the count has reached the limit (kept if already set; skipped if cleared). */
  const lock = async (record: ThrottleRecord, lockedUntil: string) => {
    try {
      const r = await db.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.throttle(record.key),
          UpdateExpression: 'SET lockedUntil = if_not_exists(lockedUntil, :until)',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':until': lockedUntil },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      // Keep this attempt's own count: parallel attempts may have counted on meanwhile.
      return { ...record, lockedUntil: (r.Attributes?.lockedUntil as string | undefined) ?? lockedUntil };
    } catch (error) {
      if (isConditionFailure(error)) return { ...record, lockedUntil };
      throw error;
    }
  };

  return {
    async get(key) {
      const r = await db.send(
        new GetCommand({ TableName: table, Key: keys.throttle(key), ConsistentRead: true }),
      );
      return strip<ThrottleRecord>(r.Item);
    },
    async countAttempt(key, now, windowSeconds, maxFailures) {
      const windowMs = windowSeconds * 1000;
      const cutoff = new Date(new Date(now).getTime() - windowMs).toISOString();
      const lockedUntil = new Date(new Date(now).getTime() + windowMs).toISOString();
      // Outlives the window and any lock set in it; AWS deletes the item after that.
      const ttl = ttlFrom(lockedUntil, windowSeconds);
      for (let round = 0; round < 10; round++) {
        // Count inside the open window (or open the first one)...
        try {
          const r = await db.send(
            new UpdateCommand({
              TableName: table,
              Key: keys.throttle(key),
              UpdateExpression:
                'SET #key = :key, entity = :entity, windowStart = if_not_exists(windowStart, :now), #ttl = :ttl ADD failures :one',
              ConditionExpression: 'attribute_not_exists(pk) OR windowStart > :cutoff',
              ExpressionAttributeNames: { '#key': 'key', '#ttl': 'ttl' },
              ExpressionAttributeValues: {
                ':key': key,
                ':entity': 'throttle',
                ':now': now,
                ':ttl': ttl,
                ':one': 1,
                ':cutoff': cutoff,
              },
              ReturnValues: 'ALL_NEW',
            }),
          );
          const record = strip<ThrottleRecord>(r.Attributes)!;
          return record.failures >= maxFailures && !record.lockedUntil ? lock(record, lockedUntil) : record;
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
        // ...or, the window being over, start a new one unless a parallel attempt just did.
        const record: ThrottleRecord = { key, failures: 1, windowStart: now };
        if (maxFailures <= 1) record.lockedUntil = lockedUntil;
        try {
          await db.send(
            new PutCommand({
              TableName: table,
              Item: { ...keys.throttle(key), entity: 'throttle', ttl, ...record },
              ConditionExpression: 'windowStart <= :cutoff',
              ExpressionAttributeValues: { ':cutoff': cutoff },
            }),
          );
          return record;
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
      }
      throw new Error(`Login throttle ${key}: too much contention`);
    },
    async clear(key) {
      await db.send(new DeleteCommand({ TableName: table, Key: keys.throttle(key) }));
    },
  };
}
