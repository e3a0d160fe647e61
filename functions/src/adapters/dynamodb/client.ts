import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';

/** What carries a DynamoDB client's signed HTTP requests (the SDK's own handler by default). */
export type DynamoTransport = NonNullable<DynamoDBClientConfig['requestHandler']>;
let localTransport: DynamoTransport | undefined;

/**
 * The local stack only (infra/local/in-process-dynamo.ts), which runs the handlers in its own
 * process beside dynalite: the clients created from now on hand their requests, serialised and
 * signed by the SDK as always, to dynalite in memory instead of over a socket. Nothing calls it
 * in AWS (docs/decisions.md, issue 28 items 3 and 4).
 */
export function useLocalDynamoTransport(transport: DynamoTransport | undefined): void {
  localTransport = transport;
}

/** Document client; the endpoint comes from AWS_ENDPOINT_URL_DYNAMODB when set (local stack). */
export function createDocumentClient(region: string): DynamoDBDocumentClient {
  return documentClientOf(
    new DynamoDBClient({ region, ...(localTransport ? { requestHandler: localTransport } : {}) }),
  );
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
