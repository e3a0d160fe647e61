import {
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { OrganizationRecord, OrganizationRepository } from '../../ports/index.js';
import { isConditionFailure } from './client.js';
import { gsi2, keys } from './keys.js';
import { storable } from './storable.js';
import { strip } from './strip.js';

/**
 * gsi2 of an organisation: its application's status (`ORGAPP#{status}`), sorted by when it was
 * submitted (else last changed). An organisation that has not started onboarding is not indexed.
 */
function applicationIndexKeys(org: Pick<OrganizationRecord, 'id' | 'application' | 'updatedAt'>) {
  const status = org.application?.status;
  if (!status || status === 'NotStarted') return undefined;
  return {
    gsi2pk: gsi2.organizationApplications(status),
    gsi2sk: `${org.application?.submittedAt ?? org.updatedAt}#${org.id}`,
  };
}

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
          Item: {
            ...keys.organization(org.id),
            entity: 'organization',
            ...applicationIndexKeys(org),
            ...storable(org),
          },
        }),
      );
    },
    async updateApplication(id, expectedStatus, patch) {
      const names: Record<string, string> = { '#application': 'application', '#status': 'status' };
      const values: Record<string, unknown> = { ':expected': expectedStatus };
      const sets: string[] = [];
      const removes: string[] = [];
      for (const [field, value] of Object.entries(patch)) {
        names[`#${field}`] = field;
        if (value === undefined) removes.push(`#${field}`);
        else {
          values[`:${field}`] = storable(value);
          sets.push(`#${field} = :${field}`);
        }
      }
      const index = applicationIndexKeys({ id, application: patch.application, updatedAt: patch.updatedAt });
      if (index) {
        values[':gsi2pk'] = index.gsi2pk;
        values[':gsi2sk'] = index.gsi2sk;
        sets.push('gsi2pk = :gsi2pk', 'gsi2sk = :gsi2sk');
      } else removes.push('gsi2pk', 'gsi2sk');
      const status =
        expectedStatus === 'NotStarted'
          ? '(attribute_not_exists(#application.#status) OR #application.#status = :expected)'
          : '#application.#status = :expected';
      try {
        const r = await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.organization(id),
            UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
            ConditionExpression: `attribute_exists(pk) AND ${status}`,
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
            ReturnValues: 'ALL_NEW',
          }),
        );
        return strip<OrganizationRecord>(r.Attributes);
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },
    async listByApplicationStatus(status, limit) {
      const out: OrganizationRecord[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await db.send(
          new QueryCommand({
            TableName: table,
            IndexName: 'gsi2',
            KeyConditionExpression: 'gsi2pk = :p',
            ExpressionAttributeValues: { ':p': gsi2.organizationApplications(status) },
            Limit: limit,
            ExclusiveStartKey: start,
          }),
        );
        for (const item of page.Items ?? []) {
          const org = strip<OrganizationRecord>(item)!;
          // The index is eventually consistent: keep only what still matches.
          if (org.application?.status === status && out.length < limit) out.push(org);
        }
        start = page.LastEvaluatedKey;
      } while (start && out.length < limit);
      return out;
    },
  };
}
