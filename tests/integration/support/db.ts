import { createHash } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  ScanCommand,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { freezeQuoteInTable } from '../../support/freeze-quote.js';

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
  const leaseKey = (slot: number) => ({ pk: 'LEASE#pricing', sk: `SLOT#${String(slot).padStart(3, '0')}` });
  return {
    /**
     * Occupy slots 0..count-1 of the pricing concurrency limit, as `count` pricing runs elsewhere
     * would, for `seconds`; answers a function that gives them back.
     */
    holdPricingLeases: async (count: number, seconds = 30) => {
      const now = new Date();
      const expiresAt = new Date(now.getTime() + seconds * 1000).toISOString();
      const leaseIds: string[] = [];
      for (let slot = 0; slot < count; slot++) {
        const leaseId = `test-hold-${now.getTime()}-${slot}`;
        leaseIds.push(leaseId);
        await db.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              ...leaseKey(slot),
              entity: 'pricingLease',
              slot,
              leaseId,
              holder: 'integration-test',
              acquiredAt: now.toISOString(),
              expiresAt,
            },
          }),
        );
      }
      return async () => {
        for (const [slot, leaseId] of leaseIds.entries()) {
          await db
            .send(
              new DeleteCommand({
                TableName: tableName,
                Key: leaseKey(slot),
                ConditionExpression: 'leaseId = :id',
                ExpressionAttributeValues: { ':id': leaseId },
              }),
            )
            .catch(() => undefined);
        }
      };
    },
    /** Give a user (e.g. a client, whose address issue 5's edit will set) a state in the profile. */
    setProfileState: (userId: string, state: string) =>
      db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { pk: `USER#${userId}`, sk: 'USER' },
          UpdateExpression: 'SET profile.#state = :s',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':s': state },
        }),
      ),
    /**
     * Move a bound policy's period start to `startDate` (sold before its period, a policy takes a
     * loss report only once its period has begun: issue 27).
     */
    beginPolicyPeriod: (contractId: string, startDate: string) =>
      db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { pk: `CONTRACT#${contractId}`, sk: 'CONTRACT' },
          UpdateExpression: 'SET riskPeriod.startDate = :s',
          ExpressionAttributeValues: { ':s': startDate },
        }),
      ),
    /** Make a (registered) user a member of another organisation, as a team invitation will. */
    moveToOrganization: (userId: string, organizationId: string) =>
      db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { pk: `USER#${userId}`, sk: 'USER' },
          UpdateExpression: 'SET organizationId = :o, gsi1pk = :g',
          ExpressionAttributeValues: { ':o': organizationId, ':g': `ORG#${organizationId}#USERS` },
        }),
      ),
    /**
     * Mark a saved quote submitted (its application was submitted) as the quote repository's
     * freeze does: frozenAt on the record and on its listing, its status list key, and counted
     * as submitted.
     */
    freezeQuote: (id: string, at = new Date().toISOString()) => freezeQuoteInTable(db, tableName, id, at),
    /** Give a saved quote a policy number (bound, so submitted first, as binding requires). */
    bindQuote: async (id: string, policyNumber: string) => {
      await freezeQuoteInTable(db, tableName, id);
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { pk: `QUOTE#${id}`, sk: 'QUOTE' },
          UpdateExpression: 'SET policyNumber = :p, listing.policyNumber = :p',
          ExpressionAttributeValues: { ':p': policyNumber },
        }),
      );
    },
    /** An UpdateItem on the table, to arrange a state (e.g. an organisation that may bind). */
    update: (input: Omit<UpdateCommandInput, 'TableName'>) =>
      db.send(new UpdateCommand({ TableName: tableName, ...input })),
    /** Write an item as it is (to arrange a state the API cannot reach, e.g. a lost enqueue). */
    put: (item: Record<string, unknown>) => db.send(new PutCommand({ TableName: tableName, Item: item })),
    /** Delete an item (a test's own records, e.g. policies without a quote a settlement would trip on). */
    remove: (pk: string, sk: string) => db.send(new DeleteCommand({ TableName: tableName, Key: { pk, sk } })),
    get: (pk: string, sk: string) =>
      db.send(new GetCommand({ TableName: tableName, Key: { pk, sk } })).then((r) => r.Item),
    /** Every item of an entity whose attributes equal `where` (a Scan: small local tables only). */
    itemsOf: async (entity: string, where: Record<string, unknown> = {}) => {
      const names: Record<string, string> = { '#entity': 'entity' };
      const values: Record<string, unknown> = { ':entity': entity };
      const conditions = ['#entity = :entity'];
      Object.entries(where).forEach(([name, value], i) => {
        names[`#a${i}`] = name;
        values[`:v${i}`] = value;
        conditions.push(`#a${i} = :v${i}`);
      });
      const items: Record<string, any>[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await db.send(
          new ScanCommand({
            TableName: tableName,
            FilterExpression: conditions.join(' AND '),
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
            ExclusiveStartKey: start,
            ConsistentRead: true,
          }),
        );
        items.push(...(page.Items ?? []));
        start = page.LastEvaluatedKey;
      } while (start);
      return items;
    },
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
