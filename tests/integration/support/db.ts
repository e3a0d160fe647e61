import { createHash } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';

/** Direct access to the local table, to arrange states (e.g. an expired token) a test needs. */
export function table() {
  const { endpoints, tableName } = inject('stack');
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: endpoints.dynamodb,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
  );
  const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
  const past = new Date(Date.now() - 60_000).toISOString();
  return {
    get: (pk: string, sk: string) =>
      db.send(new GetCommand({ TableName: tableName, Key: { pk, sk } })).then((r) => r.Item),
    /** The stored session behind a bearer token. */
    session: (token: string) =>
      db
        .send(
          new GetCommand({ TableName: tableName, Key: { pk: `SESSION#${sha256(token)}`, sk: 'SESSION' } }),
        )
        .then((r) => r.Item),
    /** Make an e-mailed link token (reset, confirm, login) expired. */
    expireLinkToken: (token: string) =>
      db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { pk: `OTT#${sha256(token)}`, sk: 'OTT' },
          UpdateExpression: 'SET expiresAt = :p',
          ExpressionAttributeValues: { ':p': past },
        }),
      ),
    /** Make a user's 5-character code expired. */
    expireShortCode: (userId: string) =>
      db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { pk: `USER#${userId}`, sk: 'CODE#CONFIRM_SHORTCODE' },
          UpdateExpression: 'SET expiresAt = :p',
          ExpressionAttributeValues: { ':p': past },
        }),
      ),
    /** End a session's access window (as if an hour had passed) without revoking it. */
    expireSessionAccess: (token: string) =>
      db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { pk: `SESSION#${sha256(token)}`, sk: 'SESSION' },
          UpdateExpression: 'SET expiresAt = :p',
          ExpressionAttributeValues: { ':p': past },
        }),
      ),
    /** End a session's renewal window too. */
    expireSessionRenewal: (token: string) =>
      db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { pk: `SESSION#${sha256(token)}`, sk: 'SESSION' },
          UpdateExpression: 'SET expiresAt = :p, renewableUntil = :p',
          ExpressionAttributeValues: { ':p': past },
        }),
      ),
  };
}
