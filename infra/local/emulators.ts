import { createServer as createNetServer, type Server as NetServer } from 'node:net';
import type { Server } from 'node:http';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { createSqsServer } from 'local-aws-sqs';
import { memoizeDynaliteTableDescriptions } from './dynalite-table-memo.js';
import type { DynaliteListener } from './in-process-dynamo.js';
import { createS3PolicyFront } from './s3-post-policy.js';
import { ensureMainTable } from './table-migration.js';

const require = createRequire(import.meta.url);

/** s3rver accepts only these; the other emulators accept anything. */
export const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export const region = 'us-east-1';

export function listen(server: Server | NetServer, port: number, host = '127.0.0.1'): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}

export function closeServer(server: { close(cb: (err?: Error) => void): unknown }): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/** A port nobody is listening on right now (for test stacks). */
export async function freePort(): Promise<number> {
  const srv = createNetServer();
  await listen(srv, 0);
  const port = (srv.address() as { port: number }).port;
  await closeServer(srv);
  return port;
}

/**
 * dynalite with its data on disk, and the main table created if missing. `listener` is its request
 * listener, for the in-process transport of the handlers the stack runs (in-process-dynamo.ts);
 * the HTTP endpoint stays for everything else (the CLIs, the tests' own clients).
 */
export async function startDynamo(dataDir: string, port: number, tableName: string) {
  const dynalite = require('dynalite') as (opts: Record<string, unknown>) => Server;
  memoizeDynaliteTableDescriptions();
  const path = join(dataDir, 'dynamodb');
  await mkdir(path, { recursive: true });
  const server = dynalite({ path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await listen(server, port);
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ region, endpoint, credentials: localCredentials });
  try {
    await ensureMainTable(client, tableName);
  } finally {
    client.destroy();
  }
  const listener = server.listeners('request')[0] as DynaliteListener;
  return { endpoint, listener, stop: () => closeServer(server) };
}

/**
 * s3rver with files on disk, the bucket and its CORS created if missing, behind a front on `port`
 * that enforces presigned POST policies as S3 does (s3rver alone ignores them; s3-post-policy.ts).
 */
export async function startS3(dataDir: string, port: number, bucketName: string, webOrigin: string) {
  const S3rver = require('s3rver') as new (opts: Record<string, unknown>) => {
    run(): Promise<unknown>;
    close(): Promise<void>;
  };
  const directory = join(dataDir, 's3');
  await mkdir(directory, { recursive: true });
  const internalPort = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port: internalPort,
    directory,
    silent: true,
    allowMismatchedSignatures: true,
  });
  await server.run();
  const front = createS3PolicyFront(
    { host: '127.0.0.1', port: internalPort },
    { credentials: localCredentials, allowedOrigins: [webOrigin] },
  );
  try {
    await listen(front, port);
  } catch (error) {
    await server.close();
    throw error;
  }
  const endpoint = `http://127.0.0.1:${(front.address() as { port: number }).port}`;
  const client = new S3Client({ region, endpoint, forcePathStyle: true, credentials: localCredentials });
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucketName }));
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw error;
  }
  await client
    .send(
      new PutBucketCorsCommand({
        Bucket: bucketName,
        CORSConfiguration: {
          CORSRules: [
            {
              AllowedOrigins: [webOrigin],
              // POST: presigned POST uploads from the browser.
              AllowedMethods: ['GET', 'PUT', 'POST', 'HEAD'],
              AllowedHeaders: ['*'],
              ExposeHeaders: ['ETag'],
            },
          ],
        },
      }),
    )
    .catch(() => undefined); // s3rver accepts CORS only as startup config in some versions
  client.destroy();
  return {
    endpoint,
    stop: async () => {
      const closed = closeServer(front);
      front.closeAllConnections();
      await closed;
      await server.close();
    },
  };
}

/** local-aws-sqs with each queue and its dead-letter queue (maxReceiveCount 5, as in AWS). */
export async function startSqs(port: number, queueNames: readonly string[]) {
  const server = await createSqsServer({
    port,
    hostname: '127.0.0.1',
    region,
    emulateQueueCreationLifecycle: false,
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new SQSClient({ region, endpoint, credentials: localCredentials });
  const urls: Record<string, string> = {};
  for (const name of queueNames) {
    const dlq = await client.send(new CreateQueueCommand({ QueueName: `${name}-dlq` }));
    const dlqArn = (
      await client.send(
        new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ['QueueArn'] }),
      )
    ).Attributes?.QueueArn;
    const queue = await client.send(
      new CreateQueueCommand({
        QueueName: name,
        Attributes: {
          VisibilityTimeout: '30',
          RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqArn, maxReceiveCount: 5 }),
        },
      }),
    );
    urls[name] = queue.QueueUrl!;
  }
  client.destroy();
  return { endpoint, urls, stop: () => closeServer(server) };
}
