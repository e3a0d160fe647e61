import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PricingRequestRecord, PricingRequestRepository } from '../../ports/index.js';
import { isConditionFailure, queryAll, ttlFrom } from './client.js';
import { gsi2, keys } from './keys.js';
import { storable } from './storable.js';
import { strip } from './strip.js';

/** Kept 30 days (the quotes themselves are kept; each carries its request). */
const REQUEST_TTL_SECONDS = 30 * 86400;

/** Pricing requests: `PRICING#{id}` / `REQUEST`, status PENDING → RUNNING → DONE | FAILED. */
export function dynamoPricingRequestRepository(
  db: DynamoDBDocumentClient,
  table: string,
): PricingRequestRepository {
  return {
    async create(record) {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: {
            ...keys.pricingRequest(record.id),
            entity: 'pricingRequest',
            ttl: ttlFrom(record.createdAt, REQUEST_TTL_SECONDS),
            // Open queued requests sit in a sparse gsi2 partition until they finish (the sweeper's list).
            ...(!record.sync && isOpen(record.status)
              ? { gsi2pk: gsi2.openPricingRequests, gsi2sk: `${record.createdAt}#${record.id}` }
              : {}),
            ...storable(record),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },
    async get(id) {
      const r = await db.send(
        new GetCommand({ TableName: table, Key: keys.pricingRequest(id), ConsistentRead: true }),
      );
      return strip<PricingRequestRecord>(r.Item);
    },
    async start(id, now) {
      try {
        const r = await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.pricingRequest(id),
            UpdateExpression: 'SET #status = :running, updatedAt = :now ADD attempts :one',
            ConditionExpression: 'attribute_exists(pk) AND #status IN (:pending, :running)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':running': 'RUNNING',
              ':pending': 'PENDING',
              ':now': now,
              ':one': 1,
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return strip<PricingRequestRecord>(r.Attributes);
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },
    async finish(id, outcome, now) {
      const values: Record<string, unknown> =
        outcome.status === 'DONE'
          ? {
              ':status': 'DONE',
              ':quoteIds': outcome.quoteIds,
              ':origin': outcome.dataOrigin,
              ':targetMatch': outcome.targetMatch,
            }
          : { ':status': 'FAILED', ':error': storable(outcome.error) };
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.pricingRequest(id),
            UpdateExpression:
              outcome.status === 'DONE'
                ? 'SET #status = :status, quoteIds = :quoteIds, dataOrigin = :origin, targetMatch = :targetMatch, updatedAt = :now REMOVE gsi2pk, gsi2sk'
                : 'SET #status = :status, #error = :error, updatedAt = :now REMOVE gsi2pk, gsi2sk',
            ConditionExpression: 'attribute_exists(pk) AND NOT (#status IN (:done, :failed))',
            ExpressionAttributeNames: {
              '#status': 'status',
              ...(outcome.status === 'FAILED' ? { '#error': 'error' } : {}),
            },
            ExpressionAttributeValues: { ...values, ':now': now, ':done': 'DONE', ':failed': 'FAILED' },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async listStale(before) {
      const items = await queryAll(db, {
        TableName: table,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :open',
        ExpressionAttributeValues: { ':open': gsi2.openPricingRequests },
      });
      return items
        .map((item) => strip<PricingRequestRecord>(item)!)
        .filter((r) => isOpen(r.status) && r.updatedAt < before);
    },
    async markSwept(id, now) {
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.pricingRequest(id),
            UpdateExpression: 'SET updatedAt = :now ADD sweeps :one',
            ConditionExpression: 'attribute_exists(pk) AND #status IN (:pending, :running)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':now': now,
              ':one': 1,
              ':pending': 'PENDING',
              ':running': 'RUNNING',
            },
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

const isOpen = (status: string) => status === 'PENDING' || status === 'RUNNING';
