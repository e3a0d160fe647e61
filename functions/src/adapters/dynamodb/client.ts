import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';

/** Document client; the endpoint comes from AWS_ENDPOINT_URL_DYNAMODB when set (local stack). */
export function createDocumentClient(region: string): DynamoDBDocumentClient {
  return documentClientOf(new DynamoDBClient({ region }));
}

/** The document client the adapters expect (undefined members dropped), over a given client. */
export function documentClientOf(client: DynamoDBClient): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}

export const isConditionFailure = (error: unknown): boolean =>
  (error as { name?: string })?.name === 'ConditionalCheckFailedException';

/** Epoch seconds for DynamoDB TTL (AWS deletes expired items; dynalite ignores it). */
export const ttlFrom = (iso: string, graceSeconds = 86400): number =>
  Math.floor(new Date(iso).getTime() / 1000) + graceSeconds;

/** Every item a Query matches, following `LastEvaluatedKey` page by page. */
export async function queryAll(
  db: DynamoDBDocumentClient,
  input: Omit<QueryCommandInput, 'ExclusiveStartKey'>,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}
