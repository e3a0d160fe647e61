import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { FormRepository, LossReportRecord } from '../../ports/index.js';
import { batchGetItems } from './batch-get.js';
import { isConditionFailure, queryAll } from './client.js';
import { gsi1, keys } from './keys.js';
import { storable } from './storable.js';
import { strip } from './strip.js';

/** The item of a loss report: its keys and its policy's gsi1 partition (by creation). */
export const formItemOf = (form: LossReportRecord): Record<string, unknown> => ({
  ...keys.form(form.id),
  entity: 'form',
  gsi1pk: gsi1.contractForms(form.contractId),
  gsi1sk: `${form.createdAt}#${form.id}`,
  ...storable(form),
});

/** The form ids a policy's counter holds (a string set; absent while it holds none). */
export const idsOf = (counter: Record<string, unknown>): Set<string> =>
  counter.formIds instanceof Set ? (counter.formIds as Set<string>) : new Set();
/** Whether a counter lists every form it counts (one written since the ids are kept, or backfilled). */
export const counterIsComplete = (counter: Record<string, unknown>) =>
  idsOf(counter).size === (counter.count as number);

/**
 * Loss reports: `FORM#{id}` / `FORM`; gsi1 `CONTRACT#{contractId}#FORMS` / `{createdAt}#{id}` lists
 * a policy's. Created once (`attribute_not_exists`); every later write is a whole-item put
 * conditional on the version read (docs/data-model.md). `CONTRACT#{id}#FORMS` / `COUNT` counts a
 * policy's forms for the cap: an UpdateItem ADD conditional on `count < cap` reserves the place
 * (dynalite has no transactions, so the counter is the commit point), then the form is written; a
 * failed write gives the place back. A crash between the two leaves one place unused, never one
 * too many. The counter also holds the ids of its policy's forms (`formIds`, a string set, changed in
 * the same UpdateItem as the count), so a list reads the forms of a page of policies in two batch
 * reads (the counters, then the forms) instead of one Query per policy.
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
      ProjectionExpression: 'pk, id',
    });
    const ids = stored.map((item) => item.id as string);
    try {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: {
            ...countKey(contractId),
            entity: 'formCount',
            contractId,
            count: stored.length,
            ...(ids.length ? { formIds: new Set(ids) } : {}),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error; // a parallel first save seeded it
    }
  }
  /** Count a form in (by 1, its id added) or out (by -1, its id removed), in one UpdateItem. */
  const move = (contractId: string, formId: string, by: 1 | -1, condition?: { cap: number }) =>
    db.send(
      new UpdateCommand({
        TableName: table,
        Key: countKey(contractId),
        UpdateExpression: by > 0 ? 'ADD #count :by, #ids :ids' : 'ADD #count :by DELETE #ids :ids',
        ...(condition ? { ConditionExpression: '#count < :cap' } : {}),
        ExpressionAttributeNames: { '#count': 'count', '#ids': 'formIds' },
        ExpressionAttributeValues: {
          ':by': by,
          ':ids': new Set([formId]),
          ...(condition ? { ':cap': condition.cap } : {}),
        },
      }),
    );
  const write = async (form: LossReportRecord) => {
    try {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: formItemOf(form),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  };
  const sortForms = (forms: LossReportRecord[]) =>
    forms.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  const repository: FormRepository = {
    async createWithinCap(form, cap) {
      await seedCount(form.contractId);
      try {
        await move(form.contractId, form.id, 1, { cap });
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
      if (await write(form)) return true;
      await move(form.contractId, form.id, -1);
      throw new Error(`form ${form.id} exists already`);
    },
    async putIfAbsent(form) {
      // Counted like any other (no cap): the counter lists every form of its policy.
      await seedCount(form.contractId);
      if (!(await write(form))) return false;
      await move(form.contractId, form.id, 1);
      return true;
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
            Item: formItemOf(stored),
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
    async listByContracts(contractIds) {
      const out = new Map(contractIds.map((id) => [id, [] as LossReportRecord[]]));
      if (!out.size) return out;
      const counters = await batchGetItems(db, table, [...out.keys()].map(countKey));
      // A counter whose ids do not add up to its count was written before they were kept
      // (docs/operations.md#form-ids-backfill): its policy's forms are read by their Query.
      const legacy = counters.filter((c) => !counterIsComplete(c));
      const ids = counters.filter(counterIsComplete).flatMap((c) => [...idsOf(c)]);
      const [forms, legacyLists] = await Promise.all([
        batchGetItems(db, table, ids.map(keys.form)),
        Promise.all(legacy.map((c) => repository.listByContract(c.contractId as string))),
      ]);
      for (const form of [...forms.map((f) => strip<LossReportRecord>(f)!), ...legacyLists.flat()])
        out.get(form.contractId)?.push(form);
      for (const list of out.values()) sortForms(list);
      return out;
    },
  };
  return repository;
}
