/**
 * One-off, after deploying "E-mail me a sign-in link" (issue 27; docs/operations.md#client-email-index-backfill):
 * a client's e-mail claim (`CLIENTEMAIL#{scope}#{email}`) written before it carries no gsi1 keys,
 * so the form cannot find that client. This gives each such claim the keys every claim now gets
 * (clientClaimIndexKeys), page by page from `after` (resumable). Each write is conditional on the
 * claim still being the same user's and still unindexed: it never overwrites newer data, and a
 * second run writes nothing.
 */
import { ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { BACKFILL_SCAN_PAGE, scanKeyOf, scanTokenOf } from './backfill-scan.js';
import { clientClaimIndexKeys } from './users.js';

export interface ClientEmailBackfillPage {
  /** Items read (the Scan reads every entity). */
  scanned: number;
  /** Client e-mail claims that got their index keys. */
  written: number;
  /** Claims changed or removed since the page was read: left alone. */
  skipped: number;
  next?: string;
}

export async function backfillClientEmailIndex(
  db: DynamoDBDocumentClient,
  table: string,
  options: { after?: string; onPage?: (page: ClientEmailBackfillPage) => void } = {},
): Promise<Omit<ClientEmailBackfillPage, 'next'>> {
  const total = { scanned: 0, written: 0, skipped: 0 };
  let after = options.after;
  do {
    const page = await db.send(
      new ScanCommand({
        TableName: table,
        FilterExpression: 'begins_with(#pk, :pk) AND attribute_not_exists(gsi1pk)',
        ExpressionAttributeNames: { '#pk': 'pk' },
        ExpressionAttributeValues: { ':pk': 'CLIENTEMAIL#' },
        Limit: BACKFILL_SCAN_PAGE,
        ConsistentRead: true,
        ...(after ? { ExclusiveStartKey: scanKeyOf(after) } : {}),
      }),
    );
    const counts = { scanned: page.ScannedCount ?? 0, written: 0, skipped: 0 };
    for (const item of page.Items ?? []) {
      const key = { pk: String(item.pk), sk: String(item.sk) };
      const userId = String(item.userId);
      const index = clientClaimIndexKeys(key, userId);
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: key,
            UpdateExpression: 'SET gsi1pk = :p, gsi1sk = :s',
            ConditionExpression: 'userId = :u AND attribute_not_exists(gsi1pk)',
            ExpressionAttributeValues: { ':p': index.gsi1pk, ':s': index.gsi1sk, ':u': userId },
          }),
        );
        counts.written++;
      } catch (e) {
        if ((e as Error).name !== 'ConditionalCheckFailedException') throw e;
        counts.skipped++;
      }
    }
    total.scanned += counts.scanned;
    total.written += counts.written;
    total.skipped += counts.skipped;
    after = page.LastEvaluatedKey ? scanTokenOf(page.LastEvaluatedKey) : undefined;
    options.onPage?.({ ...counts, ...(after ? { next: after } : {}) });
  } while (after);
  return total;
}
