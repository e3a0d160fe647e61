import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type {
  OneTimeTokenRecord,
  OneTimeTokenRepository,
  RequestedLinkRecord,
  ShortCodeRecord,
  ShortCodeRepository,
} from '../../ports/index.js';
import { isConditionFailure, ttlFrom } from './client.js';
import { keys } from './keys.js';
import { strip } from './strip.js';

/** Conditional update that answers false instead of throwing when its condition fails. */
async function tryUpdate(db: DynamoDBDocumentClient, command: UpdateCommand): Promise<boolean> {
  try {
    await db.send(command);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export function dynamoOneTimeTokenRepository(
  db: DynamoDBDocumentClient,
  table: string,
): OneTimeTokenRepository {
  return {
    async put(token) {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: {
            ...keys.oneTimeToken(token.tokenHash),
            entity: 'oneTimeToken',
            ttl: ttlFrom(token.expiresAt),
            ...token,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },
    async get(tokenHash) {
      const r = await db.send(
        new GetCommand({ TableName: table, Key: keys.oneTimeToken(tokenHash), ConsistentRead: true }),
      );
      return strip<OneTimeTokenRecord>(r.Item);
    },
    consume: (tokenHash, usedAt) =>
      tryUpdate(
        db,
        new UpdateCommand({
          TableName: table,
          Key: keys.oneTimeToken(tokenHash),
          UpdateExpression: 'SET usedAt = :at',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(usedAt)',
          ExpressionAttributeValues: { ':at': usedAt },
        }),
      ),
    markRefreshed: (tokenHash, at) =>
      tryUpdate(
        db,
        new UpdateCommand({
          TableName: table,
          Key: keys.oneTimeToken(tokenHash),
          UpdateExpression: 'SET refreshedAt = :at',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(refreshedAt)',
          ExpressionAttributeValues: { ':at': at },
        }),
      ),
    async unmarkRefreshed(tokenHash, at) {
      await tryUpdate(
        db,
        new UpdateCommand({
          TableName: table,
          Key: keys.oneTimeToken(tokenHash),
          UpdateExpression: 'REMOVE refreshedAt',
          ConditionExpression: 'refreshedAt = :at',
          ExpressionAttributeValues: { ':at': at },
        }),
      );
    },
    async getLastRequested(subject) {
      const r = await db.send(
        new GetCommand({ TableName: table, Key: keys.lastRequestedLink(subject), ConsistentRead: true }),
      );
      return strip<RequestedLinkRecord>(r.Item);
    },
    async putLastRequested(link, previous) {
      try {
        await db.send(
          new PutCommand({
            TableName: table,
            Item: {
              ...keys.lastRequestedLink(link.subject),
              entity: 'requestedLink',
              ttl: ttlFrom(new Date(Date.parse(link.mailedAt) + LAST_REQUESTED_KEPT_MS).toISOString()),
              ...link,
            },
            ConditionExpression: previous
              ? 'tokenHash = :previous OR jobId = :job'
              : 'attribute_not_exists(pk) OR jobId = :job',
            ExpressionAttributeValues: previous
              ? { ':previous': previous.tokenHash, ':job': link.jobId }
              : { ':job': link.jobId },
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

/** A last requested link is kept a month (it matters for a day: core's CLAIM_LINK_REQUEST_QUIET_HOURS). */
const LAST_REQUESTED_KEPT_MS = 30 * 24 * 3600 * 1000;

export function dynamoShortCodeRepository(db: DynamoDBDocumentClient, table: string): ShortCodeRepository {
  return {
    async put(code) {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: {
            ...keys.shortCode(code.userId),
            entity: 'shortCode',
            ttl: ttlFrom(code.expiresAt),
            ...code,
          },
        }),
      );
    },
    async get(userId) {
      const r = await db.send(
        new GetCommand({ TableName: table, Key: keys.shortCode(userId), ConsistentRead: true }),
      );
      return strip<ShortCodeRecord>(r.Item);
    },
    async takeAttempt(userId, maxAttempts) {
      try {
        const r = await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.shortCode(userId),
            UpdateExpression: 'ADD attempts :one',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(usedAt) AND attempts < :max',
            ExpressionAttributeValues: { ':one': 1, ':max': maxAttempts },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return strip<ShortCodeRecord>(r.Attributes);
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },
    consume: (userId, codeHash, usedAt) =>
      tryUpdate(
        db,
        new UpdateCommand({
          TableName: table,
          Key: keys.shortCode(userId),
          UpdateExpression: 'SET usedAt = :at',
          ConditionExpression: 'codeHash = :h AND attribute_not_exists(usedAt)',
          ExpressionAttributeValues: { ':at': usedAt, ':h': codeHash },
        }),
      ),
  };
}
