/**
 * One-off, after deploying issue 28 (docs/operations.md#form-ids-backfill): a policy's counter of
 * loss reports (`CONTRACT#{id}#FORMS` / `COUNT`) now also holds its forms' ids, so list pages read
 * the forms of many policies in two batch reads. Counters written before hold the count only, and
 * policies whose forms were filed before the counter existed have none. This scans the forms page
 * by page from `after` (resumable) and, for each policy whose counter does not list every form,
 * writes the counter from its stored forms, conditional on the counter being unchanged since it
 * was read (a filing in between wins; run again). A second run writes nothing.
 */
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { type BackfillPage, scanBackfill } from './backfill-scan.js';
import { isConditionFailure, queryAll } from './client.js';
import { counterIsComplete, idsOf } from './forms.js';
import { gsi1, keys } from './keys.js';

export type FormIdsBackfillPage = BackfillPage;

export const backfillFormIds = (
  db: DynamoDBDocumentClient,
  table: string,
  options: { after?: string; onPage?: (page: FormIdsBackfillPage) => void } = {},
) =>
  scanBackfill(
    db,
    table,
    { prefix: 'FORM#', projection: 'contractId' },
    async (items) => {
      const counts = { written: 0, skipped: 0 };
      for (const contractId of new Set(items.map((item) => String(item.contractId)))) {
        const outcome = await writeCounter(db, table, contractId);
        if (outcome === 'written') counts.written++;
        if (outcome === 'changed') counts.skipped++;
      }
      return counts;
    },
    options,
  );

/** The counter of one policy from its stored forms, unless it lists them all already. */
async function writeCounter(
  db: DynamoDBDocumentClient,
  table: string,
  contractId: string,
): Promise<'written' | 'complete' | 'changed'> {
  const counter = (
    await db.send(new GetCommand({ TableName: table, Key: keys.formCount(contractId), ConsistentRead: true }))
  ).Item;
  const stored = await queryAll(db, {
    TableName: table,
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :p',
    ExpressionAttributeValues: { ':p': gsi1.contractForms(contractId) },
    ProjectionExpression: 'id',
  });
  const ids = stored.map((item) => String(item.id));
  if (counter && counterIsComplete(counter) && ids.every((id) => idsOf(counter).has(id))) return 'complete';
  try {
    await db.send(
      new PutCommand({
        TableName: table,
        Item: {
          ...keys.formCount(contractId),
          entity: 'formCount',
          contractId,
          count: ids.length,
          ...(ids.length ? { formIds: new Set(ids) } : {}),
        },
        ...(counter
          ? {
              ConditionExpression: '#count = :read',
              ExpressionAttributeNames: { '#count': 'count' },
              ExpressionAttributeValues: { ':read': counter.count },
            }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      }),
    );
    return 'written';
  } catch (error) {
    if (isConditionFailure(error)) return 'changed';
    throw error;
  }
}
