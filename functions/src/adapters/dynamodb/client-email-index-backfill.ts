/**
 * One-off, after deploying "E-mail me a sign-in link" (issue 27; docs/operations.md#client-email-index-backfill):
 * a client's e-mail claim (`CLIENTEMAIL#{scope}#{email}`) written before it carries no gsi1 keys,
 * so the form cannot find that client. This gives each such claim the keys every claim now gets
 * (clientClaimIndexKeys), page by page from `after` (resumable). Each write is conditional on the
 * claim still being the same user's and still unindexed: it never overwrites newer data, and a
 * second run writes nothing.
 */
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { type BackfillPage, scanBackfill } from './backfill-scan.js';
import { clientClaimIndexKeys } from './users.js';

export type ClientEmailBackfillPage = BackfillPage;

export const backfillClientEmailIndex = (
  db: DynamoDBDocumentClient,
  table: string,
  options: { after?: string; onPage?: (page: ClientEmailBackfillPage) => void } = {},
) =>
  scanBackfill(
    db,
    table,
    { prefix: 'CLIENTEMAIL#', filter: 'attribute_not_exists(gsi1pk)' },
    async (items) => {
      const counts = { written: 0, skipped: 0 };
      for (const item of items) {
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
      return counts;
    },
    options,
  );
