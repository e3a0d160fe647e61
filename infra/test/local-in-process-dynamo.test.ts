import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  createDocumentClient,
  documentClientOf,
  useLocalDynamoTransport,
} from '@almanac/functions/adapters/dynamodb/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inProcessDynamoTransport, type DynaliteListener } from '../local/in-process-dynamo.js';

const require = createRequire(import.meta.url);
const dynalite = require('dynalite') as (options: Record<string, unknown>) => Server;

/**
 * The local stack's handlers reach dynalite in memory (issue 28 items 3 and 4): the real SDK client
 * with its serialisation, signing and error parsing, no socket. The dynalite below never listens,
 * and the endpoint is a port nobody serves, so every answer here came through the transport.
 */
describe('the in-process DynamoDB transport of the local stack', () => {
  let server: Server;
  let client: DynamoDBClient;
  const table = 'in-process';

  beforeAll(async () => {
    server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
    const listener = server.listeners('request')[0] as DynaliteListener;
    client = new DynamoDBClient({
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      requestHandler: inProcessDynamoTransport(listener),
    });
    await client.send(
      new CreateTableCommand({
        TableName: table,
        AttributeDefinitions: [
          { AttributeName: 'pk', AttributeType: 'S' },
          { AttributeName: 'sk', AttributeType: 'S' },
        ],
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
      }),
    );
    await vi.waitFor(
      async () => {
        const { Table } = await client.send(new DescribeTableCommand({ TableName: table }));
        if (Table?.TableStatus !== 'ACTIVE') throw new Error(`${table} is ${Table?.TableStatus}`);
      },
      { interval: 5, timeout: 5000 },
    );
  });
  afterEach(() => {
    useLocalDynamoTransport(undefined);
    vi.unstubAllEnvs();
  });
  afterAll(async () => {
    client?.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('writes, reads and queries items as over HTTP', async () => {
    const db = documentClientOf(client);
    const item = { pk: 'user#1', sk: 'profile', name: 'Zoë', tags: ['a', 'b'], n: 12.5 };
    await db.send(new PutCommand({ TableName: table, Item: item }));
    await db.send(new PutCommand({ TableName: table, Item: { ...item, sk: 'settings', name: 'x' } }));

    const got = await db.send(new GetCommand({ TableName: table, Key: { pk: 'user#1', sk: 'profile' } }));
    expect(got.Item).toEqual(item);
    const missing = await db.send(new GetCommand({ TableName: table, Key: { pk: 'user#2', sk: 'profile' } }));
    expect(missing.Item).toBeUndefined();
    const page = await db.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': 'user#1' },
      }),
    );
    expect(page.Items?.map((i) => i.sk)).toEqual(['profile', 'settings']);
  });

  it("answers DynamoDB's errors as the SDK's typed exceptions", async () => {
    const db = documentClientOf(client);
    const item = { pk: 'order#1', sk: 'head' };
    await db.send(new PutCommand({ TableName: table, Item: item }));
    await expect(
      db.send(
        new PutCommand({ TableName: table, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
      ),
    ).rejects.toMatchObject({ name: 'ConditionalCheckFailedException', $metadata: { httpStatusCode: 400 } });
    await expect(
      db.send(new GetCommand({ TableName: 'no-such-table', Key: { pk: 'a', sk: 'b' } })),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
  });

  it('carries the clients the adapters create once the local stack hands it over, and only then', async () => {
    const listener = server.listeners('request')[0] as DynaliteListener;
    vi.stubEnv('AWS_ENDPOINT_URL_DYNAMODB', 'http://127.0.0.1:9');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'local');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'local');
    const key = { pk: 'user#1', sk: 'profile' };

    // Without the transport, the client goes to the endpoint (where nothing listens).
    await expect(
      createDocumentClient('us-east-1').send(new GetCommand({ TableName: table, Key: key })),
    ).rejects.toThrow();

    useLocalDynamoTransport(inProcessDynamoTransport(listener));
    const got = await createDocumentClient('us-east-1').send(new GetCommand({ TableName: table, Key: key }));
    expect(got.Item?.name).toBe('Zoë');
  });
});
