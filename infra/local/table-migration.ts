import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ScanCommand,
  BatchWriteItemCommand,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb';
import { mainTableDefinition } from '@almanac/functions/adapters/dynamodb/table-definition';

/**
 * Create the local main table, or bring an older one up to the current definition. dynalite
 * cannot add a GSI to a table (UpdateTable has no Create), so a table missing an index is copied
 * out, recreated and copied back: local data survives an upgrade. Items written before an
 * index existed carry none of its keys (docs/operations.md).
 */
export async function ensureMainTable(
  client: DynamoDBClient,
  tableName: string,
): Promise<'created' | 'migrated' | 'current'> {
  const wanted = mainTableDefinition(tableName);
  let existing;
  try {
    existing = (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (error) {
    if ((error as { name?: string }).name !== 'ResourceNotFoundException') throw error;
    await client.send(new CreateTableCommand(wanted));
    return 'created';
  }
  const have = new Set((existing?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName));
  if ((wanted.GlobalSecondaryIndexes ?? []).every((i) => have.has(i.IndexName))) return 'current';

  const items: Record<string, AttributeValue>[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  await client.send(new DeleteTableCommand({ TableName: tableName }));
  await client.send(new CreateTableCommand(wanted));
  for (let i = 0; i < items.length; i += 25) {
    let request: Record<string, { PutRequest: { Item: Record<string, AttributeValue> } }[]> | undefined = {
      [tableName]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })),
    };
    while (request && Object.keys(request).length) {
      const r = await client.send(new BatchWriteItemCommand({ RequestItems: request }));
      request = r.UnprocessedItems as typeof request;
    }
  }
  return 'migrated';
}
