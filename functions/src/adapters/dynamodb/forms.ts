import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { FormRepository, LossReportRecord } from '../../ports/index.js';
import { isConditionFailure, queryAll } from './client.js';
import { gsi1, keys } from './keys.js';
import { storable } from './storable.js';
import { strip } from './strip.js';

/** The item of a loss report: its keys and its policy's gsi1 partition (by creation). */
const itemOf = (form: LossReportRecord): Record<string, unknown> => ({
  ...keys.form(form.id),
  entity: 'form',
  gsi1pk: gsi1.contractForms(form.contractId),
  gsi1sk: `${form.createdAt}#${form.id}`,
  ...storable(form),
});

/**
 * Loss reports: `FORM#{id}` / `FORM`; gsi1 `CONTRACT#{contractId}#FORMS` / `{createdAt}#{id}` lists
 * a policy's. Created once (`attribute_not_exists`); every later write is a whole-item put
 * conditional on the version read (docs/data-model.md). `CONTRACT#{id}#FORMS` / `COUNT` counts a
 * policy's forms for the cap: an UpdateItem ADD conditional on `count < cap` reserves the place
 * (dynalite has no transactions, so the counter is the commit point), then the form is written; a
 * failed write gives the place back. A crash between the two leaves one place unused, never one
 * too many.
 */
export function dynamoFormRepository(db: DynamoDBDocumentClient, table: string): FormRepository {
  const countKey = keys.formCount;
  /** A policy's counter, created from its stored forms the first time (forms filed before it). */
  async function seedCount(contractId: string) {
    const r = await db.send(
      new GetCommand({ TableName: table, Key: countKey(contractId), ConsistentRead: true }),
    );
    if (r.Item) return;
    const stored = await queryAll(db, {
      TableName: table,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p',
      ExpressionAttributeValues: { ':p': gsi1.contractForms(contractId) },
      ProjectionExpression: 'pk',
    });
    try {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: { ...countKey(contractId), entity: 'formCount', contractId, count: stored.length },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error; // a parallel first save seeded it
    }
  }
  const move = (contractId: string, by: number, condition?: { cap: number }) =>
    db.send(
      new UpdateCommand({
        TableName: table,
        Key: countKey(contractId),
        UpdateExpression: 'ADD #count :by',
        ...(condition ? { ConditionExpression: '#count < :cap' } : {}),
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':by': by, ...(condition ? { ':cap': condition.cap } : {}) },
      }),
    );
  const repository: FormRepository = {
    async createWithinCap(form, cap) {
      await seedCount(form.contractId);
      try {
        await move(form.contractId, 1, { cap });
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
      if (await repository.putIfAbsent(form)) return true;
      await move(form.contractId, -1);
      throw new Error(`form ${form.id} exists already`);
    },
    async putIfAbsent(form) {
      try {
        await db.send(
          new PutCommand({
            TableName: table,
            Item: itemOf(form),
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async get(id) {
      const r = await db.send(new GetCommand({ TableName: table, Key: keys.form(id), ConsistentRead: true }));
      return strip<LossReportRecord>(r.Item);
    },
    async replace(next, expected) {
      const stored: LossReportRecord = { ...next, version: expected.version + 1 };
      try {
        await db.send(
          new PutCommand({
            TableName: table,
            Item: itemOf(stored),
            ConditionExpression: 'attribute_exists(pk) AND #version = :v',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':v': expected.version },
          }),
        );
        return storable(stored);
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },
    async listByContract(contractId) {
      const items = await queryAll(db, {
        TableName: table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': gsi1.contractForms(contractId) },
      });
      return items.map((item) => strip<LossReportRecord>(item)!);
    },
  };
  return repository;
}
