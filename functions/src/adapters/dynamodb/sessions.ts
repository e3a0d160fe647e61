import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SessionRecord, SessionRepository } from '../../ports/index.js';
import { isConditionFailure, queryAll, ttlFrom } from './client.js';
import { gsi1, keys } from './keys.js';
import { strip } from './strip.js';

export function dynamoSessionRepository(db: DynamoDBDocumentClient, table: string): SessionRepository {
  const revoke = async (tokenHash: string, revokedAt: string) => {
    try {
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.session(tokenHash),
          UpdateExpression: 'SET revokedAt = if_not_exists(revokedAt, :at)',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':at': revokedAt },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  };
  return {
    async create(session) {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: {
            ...keys.session(session.tokenHash),
            entity: 'session',
            gsi1pk: gsi1.userSessions(session.userId),
            gsi1sk: session.createdAt,
            ttl: ttlFrom(session.renewableUntil),
            ...session,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },
    async get(tokenHash) {
      const r = await db.send(
        new GetCommand({ TableName: table, Key: keys.session(tokenHash), ConsistentRead: true }),
      );
      return strip<SessionRecord>(r.Item);
    },
    async extend(tokenHash, expiresAt, now) {
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.session(tokenHash),
            UpdateExpression: 'SET expiresAt = :e',
            ConditionExpression:
              'attribute_exists(pk) AND attribute_not_exists(revokedAt) AND renewableUntil > :now',
            ExpressionAttributeValues: { ':e': expiresAt, ':now': now },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    revoke,
    async listForUser(userId) {
      const items = await queryAll(db, {
        TableName: table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': gsi1.userSessions(userId) },
      });
      return items.map((item) => strip<SessionRecord>(item)!);
    },
    async revokeAllForUser(userId, revokedAt) {
      let count = 0;
      const items = await queryAll(db, {
        TableName: table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': gsi1.userSessions(userId) },
      });
      for (const item of items) {
        if (item.revokedAt) continue;
        await revoke(item.tokenHash as string, revokedAt);
        count++;
      }
      return count;
    },
  };
}
