import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack } from '../infra/local/stack.js';
import { post, signInDemo } from '../tests/load/client.js';
import { loadOperations } from '../tests/load/operations.js';
import * as mod from '../infra/local/in-process-dynamo.js';
const stack = await startLocalStack({ dataDir: await mkdtemp(join(tmpdir(), 'cnt-')), fresh: true, web: 'none', ports: { api: 0, web: 0, dynamodb: 0, s3: 0, sqs: 0 }, logLevel: 'WARN' });
const headers = await signInDemo(stack);
for (const name of ['currentUser', 'getQuotes'] as const) {
  const op = loadOperations[name];
  await post(stack.graphqlUrl, headers, op.query, op.variables());
  (globalThis as any).__dynCount = [];
  await post(stack.graphqlUrl, headers, op.query, op.variables());
  console.log(name, JSON.stringify((globalThis as any).__dynCount));
}
await stack.stop(); process.exit(0);
