import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CommissionRecord, CommissionRepository } from '../../ports/index.js';
import { isConditionFailure, queryAll } from './client.js';
import { gsi1, keys } from './keys.js';
import { storable } from './storable.js';
import { strip } from './strip.js';

/**
 * Commissions: `COMMISSION#{contractId}` / `COMMISSION`, one per bound contract, written once
 * (`attribute_not_exists`); gsi1 `USER#{agentId}#COMMISSIONS` / `{createdAt}#{id}` lists an
 * agent's (docs/data-model.md).
 */
export function dynamoCommissionRepository(db: DynamoDBDocumentClient, table: string): CommissionRepository {
  return {
    async putIfAbsent(commission) {
      try {
        await db.send(
          new PutCommand({
            TableName: table,
            Item: {
              ...keys.commission(commission.id),
              entity: 'commission',
              gsi1pk: gsi1.agentCommissions(commission.agentId),
              gsi1sk: `${commission.createdAt}#${commission.id}`,
              ...storable(commission),
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async get(contractId) {
      const r = await db.send(
        new GetCommand({ TableName: table, Key: keys.commission(contractId), ConsistentRead: true }),
      );
      return strip<CommissionRecord>(r.Item);
    },
    async listByAgent(agentId) {
      const items = await queryAll(db, {
        TableName: table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': gsi1.agentCommissions(agentId) },
        ScanIndexForward: false,
      });
      return items.map((item) => strip<CommissionRecord>(item)!);
    },
  };
}
