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
