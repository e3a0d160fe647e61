import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, vi } from 'vitest';
import { documentClientOf } from '../client.js';
import { mainTableDefinition } from '../table-definition.js';

const require = createRequire(import.meta.url);
const dynalite = require('dynalite') as (options: Record<string, unknown>) => Server;

export interface DynaliteTable {
  db: DynamoDBDocumentClient;
  table: string;
}

/**
 * An in-memory dynalite for the calling test file (started before its tests, stopped after),
 * reached through the real AWS SDK. `table()` creates a fresh main table, keys and GSIs as the
 * local stack creates them, so every test starts from an empty store.
 */
export function useDynalite(): { table(): Promise<DynaliteTable> } {
  let server: Server | undefined;
  let client: DynamoDBClient | undefined;
  let db: DynamoDBDocumentClient | undefined;
  let tables = 0;

  beforeAll(async () => {
    server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    client = new DynamoDBClient({
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      credentials: { accessKeyId: 'contract', secretAccessKey: 'contract' },
    });
    db = documentClientOf(client);
  });

  afterAll(async () => {
    client?.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  return {
    async table() {
      if (!client || !db) throw new Error('useDynalite: table() called outside a test');
      const table = `contract-${++tables}`;
      await client.send(new CreateTableCommand(mainTableDefinition(table)));
      await vi.waitFor(
        async () => {
          const { Table } = await client!.send(new DescribeTableCommand({ TableName: table }));
          if (Table?.TableStatus !== 'ACTIVE') throw new Error(`${table} is ${Table?.TableStatus}`);
        },
        { interval: 5, timeout: 5000 },
      );
      return { db, table };
    },
  };
}
