import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { UserProfile, UserRecord, UserRepository } from '../../ports/index.js';
import { isConditionFailure } from './client.js';
import { gsi1, keys } from './keys.js';
import { strip } from './strip.js';

export function dynamoUserRepository(db: DynamoDBDocumentClient, table: string): UserRepository {
  const get = async (id: string) =>
    strip<UserRecord>(
      (await db.send(new GetCommand({ TableName: table, Key: keys.user(id), ConsistentRead: true }))).Item,
    );

  return {
    get,
    async getByEmail(email) {
      const claim = await db.send(
        new GetCommand({ TableName: table, Key: keys.email(email), ConsistentRead: true }),
      );
      const userId = claim.Item?.userId as string | undefined;
      return userId ? get(userId) : undefined;
    },
    async create(user) {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: {
            ...keys.user(user.id),
            entity: 'user',
            ...(user.organizationId
              ? { gsi1pk: gsi1.orgMembers(user.organizationId), gsi1sk: `${user.createdAt}#${user.id}` }
              : {}),
            ...user,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      try {
        await db.send(
          new PutCommand({
            TableName: table,
            Item: {
              ...keys.email(user.email),
              entity: 'emailClaim',
              userId: user.id,
              createdAt: user.createdAt,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return true;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        await db.send(new DeleteCommand({ TableName: table, Key: keys.user(user.id) }));
        return false;
      }
    },
    async updateProfile(id, profile: Partial<UserProfile>, updatedAt) {
      const names: Record<string, string> = { '#profile': 'profile', '#updatedAt': 'updatedAt' };
      const values: Record<string, unknown> = { ':updatedAt': updatedAt };
      const sets = ['#updatedAt = :updatedAt'];
      const removes: string[] = [];
      for (const [field, value] of Object.entries(profile)) {
        names[`#${field}`] = field;
        if (value === undefined) removes.push(`#profile.#${field}`);
        else {
          values[`:${field}`] = value;
          sets.push(`#profile.#${field} = :${field}`);
        }
      }
      const result = await db.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.user(id),
          UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return strip<UserRecord>(result.Attributes)!;
    },
    async setConfirmed(id, confirmedAt) {
      const result = await db.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.user(id),
          UpdateExpression: 'SET confirmedAt = if_not_exists(confirmedAt, :at), updatedAt = :at',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':at': confirmedAt },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return strip<UserRecord>(result.Attributes)!;
    },
    async setPasswordHash(id, passwordHash, updatedAt) {
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.user(id),
          UpdateExpression: 'SET passwordHash = :h, updatedAt = :at',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':h': passwordHash, ':at': updatedAt },
        }),
      );
    },
  };
}
