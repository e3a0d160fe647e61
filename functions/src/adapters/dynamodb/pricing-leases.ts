import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PricingLeases } from '../../ports/index.js';
import { isConditionFailure, ttlFrom } from './client.js';
import { keys, PRICING_LEASES_PK } from './keys.js';

/**
 * The distributed pricing concurrency limit: `limit` slots, one item each (`LEASE#pricing` /
 * `SLOT#nnn`) while held. A slot is taken with a conditional put that succeeds only when the item
 * is absent or its `expiresAt` has passed (a crashed holder's slot frees itself; `ttl` lets AWS
 * delete old items, dynalite keeps them and the condition ignores them), and given back with a
 * delete conditioned on our lease id. One query reads the partition first, so a free slot usually
 * costs one read and one write, and a full house one read.
 */
export function dynamoPricingLeases(db: DynamoDBDocumentClient, table: string): PricingLeases {
  return {
    async tryAcquire(holder, limit, ttlSeconds, now) {
      const nowIso = now.toISOString();
      const held = await db.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': PRICING_LEASES_PK },
          ConsistentRead: true,
        }),
      );
      const busy = new Set(
        (held.Items ?? [])
          .filter((item) => typeof item.expiresAt === 'string' && item.expiresAt > nowIso)
          .map((item) => item.slot as number),
      );
      const free: number[] = [];
      for (let slot = 0; slot < limit; slot++) if (!busy.has(slot)) free.push(slot);
      // Start at a random free slot so parallel callers rarely race for the same one.
      const offset = free.length ? Math.floor(Math.random() * free.length) : 0;
      const expiresAt = new Date(now.getTime() + ttlSeconds * 1000).toISOString();
      for (let i = 0; i < free.length; i++) {
        const slot = free[(offset + i) % free.length]!;
        const leaseId = randomUUID();
        try {
          await db.send(
            new PutCommand({
              TableName: table,
              Item: {
                ...keys.pricingLease(slot),
                entity: 'pricingLease',
                slot,
                leaseId,
                holder,
                acquiredAt: nowIso,
                expiresAt,
                ttl: ttlFrom(expiresAt, 3600),
              },
              ConditionExpression: 'attribute_not_exists(pk) OR expiresAt <= :now',
              ExpressionAttributeValues: { ':now': nowIso },
            }),
          );
          return { slot, leaseId };
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
      }
      return null;
    },
    async release(lease) {
      try {
        await db.send(
          new DeleteCommand({
            TableName: table,
            Key: keys.pricingLease(lease.slot),
            ConditionExpression: 'leaseId = :id',
            ExpressionAttributeValues: { ':id': lease.leaseId },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
  };
}
