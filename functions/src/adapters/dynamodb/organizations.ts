import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { OrganizationRecord, OrganizationRepository } from '../../ports/index.js';
import { keys } from './keys.js';
import { strip } from './strip.js';

export function dynamoOrganizationRepository(
  db: DynamoDBDocumentClient,
  table: string,
): OrganizationRepository {
  return {
    async get(id) {
      const r = await db.send(
        new GetCommand({ TableName: table, Key: keys.organization(id), ConsistentRead: true }),
      );
      return strip<OrganizationRecord>(r.Item);
    },
    async put(org) {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: { ...keys.organization(org.id), entity: 'organization', ...org },
        }),
      );
    },
  };
}
