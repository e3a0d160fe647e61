import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { FormRepository, LossReportRecord } from '../../ports/index.js';
import { isConditionFailure, queryAll } from './client.js';
import { gsi1, keys } from './keys.js';
import { storable } from './storable.js';
import { strip } from './strip.js';

/** The item of a loss report: its keys and its policy's list (gsi1, oldest first). */
function itemOf(form: LossReportRecord): Record<string, unknown> {
  return {
    ...keys.form(form.id),
    entity: 'form',
    gsi1pk: gsi1.contractForms(form.contractId),
    gsi1sk: `${form.createdAt}#${form.id}`,
    ...storable(form),
  };
}

/**
 * Loss reports: `FORM#{id}` / `FORM` (docs/data-model.md). Created once; every later write is a
 * whole-item put conditional on the version read.
 */
export function dynamoFormRepository(db: DynamoDBDocumentClient, table: string): FormRepository {
  const conditionalPut = async (item: Record<string, unknown>, condition: Record<string, unknown>) => {
    try {
      await db.send(new PutCommand({ TableName: table, Item: item, ...condition }));
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  };
  return {
    putIfAbsent: (form) => conditionalPut(itemOf(form), { ConditionExpression: 'attribute_not_exists(pk)' }),
    async get(id) {
      const r = await db.send(new GetCommand({ TableName: table, Key: keys.form(id), ConsistentRead: true }));
      return strip<LossReportRecord>(r.Item);
    },
    async replace(next, expected) {
      const stored: LossReportRecord = { ...next, version: expected.version + 1 };
      const written = await conditionalPut(itemOf(stored), {
        ConditionExpression: 'attribute_exists(pk) AND #version = :v',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':v': expected.version },
      });
      return written ? storable(stored) : undefined;
    },
    async listByContract(contractId) {
      const items = await queryAll(db, {
        TableName: table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': gsi1.contractForms(contractId) },
      });
      return items.map((item) => strip<LossReportRecord>(item)!).filter((f) => f.contractId === contractId);
    },
  };
}
