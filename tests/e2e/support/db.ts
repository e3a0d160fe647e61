import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_PRICING_MAX_CONCURRENT } from '@almanac/functions/pricing-config';
import { freezeQuoteInTable } from '../../support/freeze-quote.js';
import { dynamoEndpoint, TABLE_NAME } from './stack.js';

const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: 'us-east-1',
    endpoint: dynamoEndpoint,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  }),
);

/** The item of a slot of the pricing concurrency limit (functions/src/adapters/dynamodb/pricing-leases.ts). */
const leaseKey = (slot: number) => ({ pk: 'LEASE#pricing', sk: `SLOT#${String(slot).padStart(3, '0')}` });

/** The stack's limit: PRICING_MAX_CONCURRENT when the e2e run sets one, else the default (8). */
export const pricingMaxConcurrent = (): number => {
  const n = Number(process.env.PRICING_MAX_CONCURRENT);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_PRICING_MAX_CONCURRENT;
};

/**
 * Take every slot of the distributed pricing limit in the e2e stack's table, as that many pricing
 * runs on other instances would, for `seconds` at most; answers a function that gives them back.
 */
export async function holdAllPricingLeases(seconds = 30): Promise<() => Promise<void>> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + seconds * 1000).toISOString();
  const held: { slot: number; leaseId: string }[] = [];
  for (let slot = 0; slot < pricingMaxConcurrent(); slot++) {
    const leaseId = `e2e-hold-${now.getTime()}-${slot}`;
    await db.send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: {
          ...leaseKey(slot),
          entity: 'pricingLease',
          slot,
          leaseId,
          holder: 'e2e-test',
          acquiredAt: now.toISOString(),
          expiresAt,
        },
      }),
    );
    held.push({ slot, leaseId });
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    for (const { slot, leaseId } of held) {
      await db
        .send(
          new DeleteCommand({
            TableName: TABLE_NAME,
            Key: leaseKey(slot),
            ConditionExpression: 'leaseId = :id',
            ExpressionAttributeValues: { ':id': leaseId },
          }),
        )
        .catch(() => undefined);
    }
  };
}

/**
 * Mark a saved quote submitted, as starting an application does (frozenAt on the record and on its
 * list entry), for journeys whose quote's dates would not allow a real application today; the
 * application journey freezes its quote through the product.
 */
export const freezeQuote = (id: string): Promise<void> => freezeQuoteInTable(db, TABLE_NAME, id);

/**
 * Give a bound policy another period, as an import of a policy written elsewhere would: its quote
 * and contract (and, while it is unsettled, the settlement job's index key) move together.
 */
export async function setPolicyPeriod(
  quoteId: string,
  contractId: string,
  period: { startDate: string; endDate: string },
): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: { pk: `QUOTE#${quoteId}`, sk: 'QUOTE' },
      UpdateExpression: 'SET riskPeriod = :p',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':p': period },
    }),
  );
  await db.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: { pk: `CONTRACT#${contractId}`, sk: 'CONTRACT' },
      UpdateExpression: 'SET riskPeriod = :p, gsi2sk = :sk',
      ConditionExpression: 'gsi2pk = :unsettled',
      ExpressionAttributeValues: {
        ':p': period,
        ':sk': `${period.endDate}#${contractId}`,
        ':unsettled': 'POLICY#UNSETTLED',
      },
    }),
  );
}

/** A period running now: from 2026-09-01 (inside the demo climate, which ends 2026-10-31) to 30 days ahead. */
export const runningPeriod = () => ({
  startDate: '2026-09-01',
  endDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
});
