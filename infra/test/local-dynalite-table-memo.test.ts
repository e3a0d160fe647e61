import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  type KeySchemaElement,
} from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClientOf } from '@almanac/functions/adapters/dynamodb/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoizeDynaliteTableDescriptions } from '../local/dynalite-table-memo.js';
import { inProcessDynamoTransport, type DynaliteListener } from '../local/in-process-dynamo.js';

const require = createRequire(import.meta.url);
const dynalite = require('dynalite') as (options: Record<string, unknown>) => Server;

/**
 * The local stack's dynalite keeps the table descriptions its item operations read in memory
 * (issue 28 items 3 and 4); a table deleted or created again must be seen at once, as without it.
 */
describe("the local stack's dynalite table descriptions in memory", () => {
  let server: Server;
  let client: DynamoDBClient;
  const table = 'memo';

  beforeAll(() => {
    memoizeDynaliteTableDescriptions();
    server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
    client = new DynamoDBClient({
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      requestHandler: inProcessDynamoTransport(server.listeners('request')[0] as DynaliteListener),
    });
  });
  afterAll(async () => {
    client?.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const status = async () =>
    (await client.send(new DescribeTableCommand({ TableName: table })).catch(() => undefined))?.Table
      ?.TableStatus;
  const createTable = async (keys: string[]) => {
    const KeySchema: KeySchemaElement[] = keys.map((name, i) => ({
      AttributeName: name,
      KeyType: i ? 'RANGE' : 'HASH',
    }));
    await client.send(
      new CreateTableCommand({
        TableName: table,
        AttributeDefinitions: keys.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema,
        BillingMode: 'PAY_PER_REQUEST',
      }),
    );
    await vi.waitFor(async () => expect(await status()).toBe('ACTIVE'), { interval: 5, timeout: 5000 });
  };

  it('answers item reads and writes, and sees a deleted and re-created table at once', async () => {
    const db = documentClientOf(client);
    await createTable(['pk']);
    await db.send(new PutCommand({ TableName: table, Item: { pk: 'a', n: 1 } }));
    expect((await db.send(new GetCommand({ TableName: table, Key: { pk: 'a' } }))).Item).toEqual({
      pk: 'a',
      n: 1,
    });

    await client.send(new DeleteTableCommand({ TableName: table }));
    await vi.waitFor(async () => expect(await status()).toBeUndefined(), { interval: 5, timeout: 5000 });
    await expect(db.send(new GetCommand({ TableName: table, Key: { pk: 'a' } }))).rejects.toMatchObject({
      name: 'ResourceNotFoundException',
    });

    // The same name with another key: the item operations follow the new description.
    await createTable(['pk', 'sk']);
    await expect(db.send(new PutCommand({ TableName: table, Item: { pk: 'a' } }))).rejects.toMatchObject({
      name: 'ValidationException',
    });
    await db.send(new PutCommand({ TableName: table, Item: { pk: 'a', sk: 'b' } }));
    expect((await db.send(new GetCommand({ TableName: table, Key: { pk: 'a', sk: 'b' } }))).Item).toEqual({
      pk: 'a',
      sk: 'b',
    });
  });
});
