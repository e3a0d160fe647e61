import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { ExposureBook, ExposureEntry } from '../../ports/index.js';
import { isConditionFailure } from './client.js';
import { gsi2, keys } from './keys.js';
import { strip } from './strip.js';

/**
 * The exposure book (docs/data-model.md, "Accumulation"): one partition per grid cell or region,
 * `EXPOSURE#{partition}`, holding its head (`HEAD`: `version`, the sales' optimistic lock; gsi2
 * `EXPOSURE` / `{partition}` lists every partition) and one entry per contract
 * (`CONTRACT#{contractId}`). Reads are strongly consistent, the head before the entries.
 */
export function dynamoExposureBook(db: DynamoDBDocumentClient, table: string): ExposureBook {
  return {
    async read(partition) {
      const head = await db.send(
        new GetCommand({ TableName: table, Key: keys.exposureHead(partition), ConsistentRead: true }),
      );
      const version = typeof head.Item?.version === 'number' ? head.Item.version : 0;
      const entries: ExposureEntry[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await db.send(
          new QueryCommand({
            TableName: table,
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :entry)',
            ExpressionAttributeValues: { ':pk': keys.exposureHead(partition).pk, ':entry': 'CONTRACT#' },
            ConsistentRead: true,
            ExclusiveStartKey: start,
          }),
        );
        for (const item of page.Items ?? []) entries.push(strip<ExposureEntry>(item)!);
        start = page.LastEvaluatedKey;
      } while (start);
      return { version, entries };
    },
    async put(entry) {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: { ...keys.exposureEntry(entry.partition, entry.contractId), entity: 'exposure', ...entry },
        }),
      );
    },
    async bump(partition, expected) {
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.exposureHead(partition),
            UpdateExpression:
              'SET entity = :entity, #partition = :partition, #version = :next, gsi2pk = :g, gsi2sk = :partition',
            ConditionExpression:
              expected === 0 ? 'attribute_not_exists(pk) OR #version = :expected' : '#version = :expected',
            ExpressionAttributeNames: { '#partition': 'partition', '#version': 'version' },
            ExpressionAttributeValues: {
              ':entity': 'exposureHead',
              ':partition': partition,
              ':next': expected + 1,
              ':expected': expected,
              ':g': gsi2.exposurePartitions,
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async setHold(partition, contractId, hold, updatedAt, ifUpdatedAt) {
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.exposureEntry(partition, contractId),
            UpdateExpression: 'SET #hold = :hold, updatedAt = :at',
            ConditionExpression:
              ifUpdatedAt === undefined ? 'attribute_exists(pk)' : 'attribute_exists(pk) AND updatedAt = :if',
            ExpressionAttributeNames: { '#hold': 'hold' },
            ExpressionAttributeValues: {
              ':hold': hold,
              ':at': updatedAt,
              ...(ifUpdatedAt === undefined ? {} : { ':if': ifUpdatedAt }),
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async remove(partition, contractId, ifUpdatedAt) {
      try {
        await db.send(
          new DeleteCommand({
            TableName: table,
            Key: keys.exposureEntry(partition, contractId),
            ...(ifUpdatedAt === undefined
              ? {}
              : {
                  ConditionExpression: 'updatedAt = :if',
                  ExpressionAttributeValues: { ':if': ifUpdatedAt },
                }),
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
    async listPartitions() {
      const out: { partition: string; version: number }[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await db.send(
          new QueryCommand({
            TableName: table,
            IndexName: 'gsi2',
            KeyConditionExpression: 'gsi2pk = :g',
            ExpressionAttributeValues: { ':g': gsi2.exposurePartitions },
            ExclusiveStartKey: start,
          }),
        );
        for (const item of page.Items ?? [])
          out.push({ partition: item.partition as string, version: item.version as number });
        start = page.LastEvaluatedKey;
      } while (start);
      return out;
    },
  };
}
