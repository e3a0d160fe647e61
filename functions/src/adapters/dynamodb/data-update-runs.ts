import { GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DataUpdateRunRecord, DataUpdateRunRepository } from '../../ports/index.js';
import { isConditionFailure } from './client.js';
import { gsi2, keys } from './keys.js';
import { storable } from './storable.js';
import { strip } from './strip.js';

/**
 * The weather data update job's runs: `DATAUPDATE#{id}` / `RUN`, gsi2 `DATAUPDATE` /
 * `{startedAt}#{id}` (docs/data-model.md). A run is created RUNNING and finished once.
 */
export function dynamoDataUpdateRunRepository(
  db: DynamoDBDocumentClient,
  table: string,
): DataUpdateRunRepository {
  const item = (run: DataUpdateRunRecord) => ({
    ...keys.dataUpdateRun(run.id),
    gsi2pk: gsi2.dataUpdateRuns,
    gsi2sk: `${run.startedAt}#${run.id}`,
    entity: 'dataUpdateRun',
    ...storable(run),
  });
  return {
    async create(run) {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: item(run),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },
    async finish(run) {
      try {
        await db.send(
          new PutCommand({
            TableName: table,
            Item: item(run),
            ConditionExpression: '#status = :running',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':running': 'RUNNING' },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async get(id) {
      const r = await db.send(
        new GetCommand({ TableName: table, Key: keys.dataUpdateRun(id), ConsistentRead: true }),
      );
      return strip<DataUpdateRunRecord>(r.Item);
    },
    async listRecent(limit) {
      const page = await db.send(
        new QueryCommand({
          TableName: table,
          IndexName: 'gsi2',
          KeyConditionExpression: 'gsi2pk = :p',
          ExpressionAttributeValues: { ':p': gsi2.dataUpdateRuns },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return (page.Items ?? []).map((i) => strip<DataUpdateRunRecord>(i)!);
    },
  };
}
