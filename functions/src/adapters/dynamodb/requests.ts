import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type {
  FeedbackRecord,
  FeedbackRepository,
  PremiumIndicationRequestRecord,
  PremiumIndicationRequestRepository,
} from '../../ports/index.js';
import { keys } from './keys.js';
import { storable } from './storable.js';
import { strip } from './strip.js';

/** Public premium indication requests: `PIR#{id}` / `REQUEST`, written once. */
export function dynamoPremiumIndicationRequestRepository(
  db: DynamoDBDocumentClient,
  table: string,
): PremiumIndicationRequestRepository {
  return {
    async create(record) {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: {
            ...keys.premiumIndicationRequest(record.id),
            entity: 'premiumIndicationRequest',
            ...storable(record),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },
    async get(id) {
      const r = await db.send(
        new GetCommand({ TableName: table, Key: keys.premiumIndicationRequest(id), ConsistentRead: true }),
      );
      return strip<PremiumIndicationRequestRecord>(r.Item);
    },
  };
}

/** Provide Feedback answers: `FEEDBACK#{id}` / `FEEDBACK`, written once. */
export function dynamoFeedbackRepository(db: DynamoDBDocumentClient, table: string): FeedbackRepository {
  return {
    async create(record) {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: { ...keys.feedback(record.id), entity: 'feedback', ...storable(record) },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },
    async get(id) {
      const r = await db.send(
        new GetCommand({ TableName: table, Key: keys.feedback(id), ConsistentRead: true }),
      );
      return strip<FeedbackRecord>(r.Item);
    },
  };
}
