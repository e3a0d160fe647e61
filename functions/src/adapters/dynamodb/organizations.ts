import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { OrganizationRecord, OrganizationRepository } from '../../ports/index.js';
import { isConditionFailure } from './client.js';
import { keys } from './keys.js';
import { strip } from './strip.js';

/** How often a write of one list raced by another is tried again before giving up. */
const LIST_WRITE_ATTEMPTS = 5;

type TypedList = 'locations' | 'contacts';
/** Each list's write counter (not part of the record): the condition of the next write. */
const versionOf = { locations: 'locationsVersion', contacts: 'contactsVersion' } as const;

/** The stored item as the record: no keys, no write counters. */
function recordOf(item: Record<string, unknown> | undefined) {
  const org = strip<OrganizationRecord & Record<string, unknown>>(item);
  if (org) for (const counter of Object.values(versionOf)) delete org[counter];
  return org as OrganizationRecord | undefined;
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
        return recordOf(r.Attributes);
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
    throw new Error(`organization ${id}: ${field} kept changing; not written`);
  }

  return {
    get: async (id) => recordOf(await read(id)),
    async put(org) {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: { ...keys.organization(org.id), entity: 'organization', ...org },
        }),
      );
    },
    setLocation: (id, location, updatedAt) => replaceByType(id, 'locations', location, updatedAt),
    setContact: (id, contact, updatedAt) => replaceByType(id, 'contacts', contact, updatedAt),
  };
}
