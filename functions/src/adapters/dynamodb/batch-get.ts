import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** Keys per BatchGetItem call (DynamoDB's limit). */
export const BATCH_GET_KEYS = 100;
/** Calls per chunk while DynamoDB answers UnprocessedKeys (throttled), with a doubling backoff. */
const MAX_ROUNDS = 8;
const FIRST_BACKOFF_MS = 20;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The items stored under these keys (docs/data-model.md, "Access patterns by list"): one strongly
 * consistent BatchGetItem per 100 distinct keys, the chunks in parallel; keys DynamoDB leaves
 * unprocessed are asked again after 20, 40, 80 ms..., and an error when some are still left after
 * 8 rounds (a list never shows a page with rows silently missing). Missing items are simply absent.
 */
export async function batchGetItems(
  db: DynamoDBDocumentClient,
  table: string,
  keys: readonly Record<string, string>[],
  /** The first wait before asking again (tests: 0). */
  backoffMs = FIRST_BACKOFF_MS,
  /** Only these attributes of each item (a ProjectionExpression of plain names). */
  projection?: string,
): Promise<Record<string, unknown>[]> {
  const unique = [...new Map(keys.map((k) => [`${k.pk}\u0000${k.sk}`, k])).values()];
  const chunks: Record<string, string>[][] = [];
  for (let i = 0; i < unique.length; i += BATCH_GET_KEYS) chunks.push(unique.slice(i, i + BATCH_GET_KEYS));
  const read = async (chunk: Record<string, string>[]) => {
    const items: Record<string, unknown>[] = [];
    let pending: Record<string, unknown>[] = chunk;
    for (let round = 0; pending.length; round++) {
      if (round === MAX_ROUNDS) throw new Error(`BatchGetItem: ${pending.length} keys left unprocessed`);
      if (round > 0) await wait(backoffMs * 2 ** (round - 1));
      const r = await db.send(
        new BatchGetCommand({
          RequestItems: {
            [table]: {
              Keys: pending,
              ConsistentRead: true,
              ...(projection ? { ProjectionExpression: projection } : {}),
            },
          },
        }),
      );
      items.push(...(r.Responses?.[table] ?? []));
      pending = r.UnprocessedKeys?.[table]?.Keys ?? [];
    }
    return items;
  };
  return (await Promise.all(chunks.map(read))).flat();
}

/** The records found, in the order their ids were asked (the missing left out). */
export function inOrderAsked<T extends { id: string }>(ids: readonly string[], records: T[]): T[] {
  const byId = new Map(records.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
