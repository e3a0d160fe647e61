import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { LOCAL_OPERATIONS_EMAIL, startLocalStack, type LocalStack } from '../../../infra/local/stack.js';

export interface StackInfo {
  graphqlUrl: string;
  apiKey: string;
  mailboxUrl: string;
  outboxDir: string;
  tableName: string;
  endpoints: LocalStack['endpoints'];
  /** The SQS work queues by name (infra/lib/queues.ts), e.g. to wait until a worker drained one. */
  queueUrls: LocalStack['queueUrls'];
  /** The local stack's folder grid store (GRID_DIR), for tests that ingest weather data. */
  gridDir: string;
  /** The operations inbox (OPERATIONS_EMAIL) premium indication requests are e-mailed to. */
  operationsEmail: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

let stack: LocalStack | undefined;

/** One local stack (fresh data folder, free ports, no web) for the whole integration run. */
export async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'almanac-it-'));
  stack = await startLocalStack({
    dataDir,
    fresh: true,
    web: 'none',
    ports: { api: 0, web: 0, dynamodb: 0, s3: 0, sqs: 0 },
    // Every request reads its session: the tests expect a logout, password change or disabled
    // account to count from the next request (AWS and npm start reuse a live session for core's
    // AUTHORIZER_CACHE_SECONDS; that memory is covered by authentication-cache.test.ts).
    authorizerCacheSeconds: 0,
    // Hundreds of sign-ins: scrypt at the test stacks' cost (core TEST_STACK_PASSWORD_HASH_PARAMS).
    testPasswordHashing: true,
    // Clients pay by ACH (the payment tests need the server's setting on).
    clientBankInfoFeature: true,
    // Warnings and errors only (the tests provoke some on purpose); LOG_LEVEL=DEBUG to see more.
    logLevel: (process.env.LOG_LEVEL as 'DEBUG' | undefined) ?? 'WARN',
  });
  project.provide('stack', {
    graphqlUrl: stack.graphqlUrl,
    apiKey: stack.apiKey,
    mailboxUrl: stack.mailboxUrl,
    outboxDir: stack.outboxDir,
    tableName: stack.tableName,
    endpoints: stack.endpoints,
    queueUrls: stack.queueUrls,
    gridDir: process.env.GRID_DIR ?? join(dataDir, 'grid'),
    operationsEmail: LOCAL_OPERATIONS_EMAIL,
  });
}

export async function teardown() {
  await stack?.stop();
}
