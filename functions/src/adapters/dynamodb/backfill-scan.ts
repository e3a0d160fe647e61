import { ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * What the one-off backfills share (docs/operations.md): a Scan page's size and the resume token
 * each page prints.
 */
/** Items a backfill reads per Scan page. */
export const BACKFILL_SCAN_PAGE = 500;

/** A backfill's resume token: the Scan's last key (`pk`, `sk`) as base64url JSON. */
export const scanTokenOf = (key: Record<string, unknown>) =>
  Buffer.from(JSON.stringify({ pk: key.pk, sk: key.sk })).toString('base64url');

export function scanKeyOf(token: string): Record<string, string> {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    key = undefined;
  }
  const k = key as { pk?: unknown; sk?: unknown } | undefined;
  if (typeof k?.pk !== 'string' || typeof k.sk !== 'string')
    throw new Error('Not a resume token of the backfill: use the one it printed');
  return { pk: k.pk, sk: k.sk };
}

/** What one page of a backfill did (printed by `npm run ops`; `next` resumes after it). */
export interface BackfillPage {
  /** Items read (the Scan reads every entity). */
  scanned: number;
  /** Items (or records derived from them) written. */
  written: number;
  /** Left alone: changed since read, or removed meanwhile (run again). */
  skipped: number;
  next?: string;
}

/**
 * The Scan loop every backfill runs: the items whose `pk` starts with `prefix` (and match
 * `filter`, projected to `projection` when given), page by page from `after`, each page handed to
 * `writePage`, which says how many it wrote and skipped.
 */
export async function scanBackfill(
  db: DynamoDBDocumentClient,
  table: string,
  scan: { prefix: string; filter?: string; projection?: string },
  writePage: (items: Record<string, unknown>[]) => Promise<{ written: number; skipped: number }>,
  options: { after?: string; onPage?: (page: BackfillPage) => void } = {},
): Promise<Omit<BackfillPage, 'next'>> {
  const total = { scanned: 0, written: 0, skipped: 0 };
  let after = options.after;
  do {
    const page = await db.send(
      new ScanCommand({
        TableName: table,
        FilterExpression: `begins_with(#pk, :pk)${scan.filter ? ` AND ${scan.filter}` : ''}`,
        ExpressionAttributeNames: { '#pk': 'pk' },
        ExpressionAttributeValues: { ':pk': scan.prefix },
        ...(scan.projection ? { ProjectionExpression: scan.projection } : {}),
        Limit: BACKFILL_SCAN_PAGE,
        ConsistentRead: true,
        ...(after ? { ExclusiveStartKey: scanKeyOf(after) } : {}),
      }),
    );
    const counts = { scanned: page.ScannedCount ?? 0, ...(await writePage(page.Items ?? [])) };
    total.scanned += counts.scanned;
    total.written += counts.written;
    total.skipped += counts.skipped;
    // A projected Scan's last key still carries pk and sk.
    after = page.LastEvaluatedKey ? scanTokenOf(page.LastEvaluatedKey) : undefined;
    options.onPage?.({ ...counts, ...(after ? { next: after } : {}) });
  } while (after);
  return total;
}
