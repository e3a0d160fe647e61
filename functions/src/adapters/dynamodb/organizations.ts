import {
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { OrganizationRecord, OrganizationRepository } from '../../ports/index.js';
import { batchGetItems, inOrderAsked } from './batch-get.js';
import { isConditionFailure } from './client.js';
import { gsi2, keys } from './keys.js';
import { storable } from './storable.js';
import { strip } from './strip.js';

/** How often a write of one list raced by another is tried again before giving up. */
const LIST_WRITE_ATTEMPTS = 5;

type TypedList = 'locations' | 'contacts';
/** Each list's write counter (not part of the record): the condition of the next write. */
const versionOf = { locations: 'locationsVersion', contacts: 'contactsVersion' } as const;

/** The stored item as the record: no keys, no write counters. */
export function organizationRecordOf(item: Record<string, unknown> | undefined) {
  const org = strip<OrganizationRecord & Record<string, unknown>>(item);
  if (org) for (const counter of Object.values(versionOf)) delete org[counter];
  return org as OrganizationRecord | undefined;
}

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

/** Organisations: `ORG#{id}` / `ORG`. */
export function dynamoOrganizationRepository(
  db: DynamoDBDocumentClient,
  table: string,
): OrganizationRepository {
  const read = async (id: string) => {
    const r = await db.send(
      new GetCommand({ TableName: table, Key: keys.organization(id), ConsistentRead: true }),
    );
    return r.Item;
  };

  /**
   * Replace the list's entry of the entry's type: a write conditional on the list's counter as read
   * (absent, or equal), read and tried again when another write changed the list meanwhile.
   */
  async function replaceByType<F extends TypedList>(
    id: string,
    field: F,
    entry: NonNullable<OrganizationRecord[F]>[number],
    updatedAt: string,
  ): Promise<OrganizationRecord | undefined> {
    for (let attempt = 0; attempt < LIST_WRITE_ATTEMPTS; attempt++) {
      const item = await read(id);
      if (!item) return undefined;
      const list = (item[field] ?? []) as { type: string }[];
      const version = item[versionOf[field]] as number | undefined;
      try {
        const r = await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.organization(id),
            UpdateExpression: 'SET #list = :next, #version = :nextVersion, updatedAt = :at',
            ConditionExpression:
              version === undefined
                ? 'attribute_exists(pk) AND attribute_not_exists(#version)'
                : 'attribute_exists(pk) AND #version = :version',
            ExpressionAttributeNames: { '#list': field, '#version': versionOf[field] },
            ExpressionAttributeValues: {
              ':next': [...list.filter((e) => e.type !== entry.type), entry],
              ':nextVersion': (version ?? 0) + 1,
              ':at': updatedAt,
              ...(version === undefined ? {} : { ':version': version }),
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return organizationRecordOf(r.Attributes);
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
    throw new Error(`organization ${id}: ${field} kept changing; not written`);
  }

  return {
    get: async (id) => organizationRecordOf(await read(id)),
    getMany: async (ids) =>
      inOrderAsked(
        ids,
        (await batchGetItems(db, table, ids.map(keys.organization))).map((i) => organizationRecordOf(i)!),
      ),
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
    setLocation: (id, location, updatedAt) => replaceByType(id, 'locations', location, updatedAt),
    setContact: (id, contact, updatedAt) => replaceByType(id, 'contacts', contact, updatedAt),
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
      // A list onboarding writes moves its counter, so a My Information write read before it retries.
      const adds: string[] = [];
      for (const list of ['locations', 'contacts'] as const) {
        if (!(list in patch)) continue;
        names[`#${versionOf[list]}`] = versionOf[list];
        values[':one'] = 1;
        adds.push(`#${versionOf[list]} :one`);
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
            UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}${adds.length ? ` ADD ${adds.join(', ')}` : ''}`,
            ConditionExpression: `attribute_exists(pk) AND ${status}`,
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
            ReturnValues: 'ALL_NEW',
          }),
        );
        return organizationRecordOf(r.Attributes);
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
          const org = organizationRecordOf(item)!;
          // The index is eventually consistent: keep only what still matches.
          if (org.application?.status === status && out.length < limit) out.push(org);
        }
        start = page.LastEvaluatedKey;
      } while (start && out.length < limit);
      return out;
    },
  };
}
