import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { UploadRecord, UploadRepository } from '../../ports/index.js';
import { batchGetItems, inOrderAsked } from './batch-get.js';
import { isConditionFailure, queryAll } from './client.js';
import { gsi1, gsi2, keys } from './keys.js';
import { storable } from './storable.js';
import { strip } from './strip.js';

/**
 * Uploads: `UPLOAD#{id}` / `UPLOAD`, listed per user in gsi1 (`USER#{userId}#UPLOADS`, `{createdAt}#{id}`)
 * and, with an organisation, per organisation and purpose in gsi2 (`ORG#{orgId}#UPLOADS`,
 * `{purpose}#{createdAt}#{id}`).
 */
export function dynamoUploadRepository(db: DynamoDBDocumentClient, table: string): UploadRepository {
  return {
    async put(upload) {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: {
            ...keys.upload(upload.id),
            entity: 'upload',
            gsi1pk: gsi1.userUploads(upload.userId),
            gsi1sk: `${upload.createdAt}#${upload.id}`,
            ...(upload.organizationId
              ? {
                  gsi2pk: gsi2.orgUploads(upload.organizationId),
                  gsi2sk: `${upload.purpose}#${upload.createdAt}#${upload.id}`,
                }
              : {}),
            ...storable(upload),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },
    async get(id) {
      const r = await db.send(
        new GetCommand({ TableName: table, Key: keys.upload(id), ConsistentRead: true }),
      );
      return strip<UploadRecord>(r.Item);
    },
    getMany: async (ids) =>
      inOrderAsked(
        ids,
        (await batchGetItems(db, table, ids.map(keys.upload))).map((item) => strip<UploadRecord>(item)!),
      ),
    async settle(id, outcome) {
      const sets = ['#status = :status', 'verifiedAt = :at'];
      const names: Record<string, string> = { '#status': 'status' };
      const values: Record<string, unknown> = {
        ':status': outcome.status,
        ':at': outcome.at,
        ':pending': 'PENDING',
      };
      if (outcome.size !== undefined) {
        sets.push('#size = :size');
        names['#size'] = 'size';
        values[':size'] = outcome.size;
      }
      if (outcome.key !== undefined) {
        sets.push('#key = :key');
        names['#key'] = 'key';
        values[':key'] = outcome.key;
      }
      try {
        const r = await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.upload(id),
            UpdateExpression: `SET ${sets.join(', ')}`,
            ConditionExpression: 'attribute_exists(pk) AND #status = :pending',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
            ReturnValues: 'ALL_NEW',
          }),
        );
        return strip<UploadRecord>(r.Attributes);
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },
    async listByUser(userId) {
      const items = await queryAll(db, {
        TableName: table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': gsi1.userUploads(userId) },
        ScanIndexForward: false,
      });
      return items.map((item) => strip<UploadRecord>(item)!);
    },
    async listByOrganization(organizationId, purpose) {
      const items = await queryAll(db, {
        TableName: table,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :p AND begins_with(gsi2sk, :purpose)',
        ExpressionAttributeValues: { ':p': gsi2.orgUploads(organizationId), ':purpose': `${purpose}#` },
        ScanIndexForward: false,
      });
      return items.map((item) => strip<UploadRecord>(item)!);
    },
  };
}
