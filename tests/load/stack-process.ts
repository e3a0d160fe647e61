/**
 * The local stack in a process of its own for `npm run load`, so the load generator does not
 * share an event loop with the server it measures. Prints one JSON line ({ graphqlUrl, apiKey,
 * dynamodbEndpoint, tableName }) when ready and runs until it is killed.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack } from '../../infra/local/stack.js';
import type { StackProcessInfo } from './stack-child.js';

const stack = await startLocalStack({
  dataDir: await mkdtemp(join(tmpdir(), 'almanac-load-')),
  fresh: true,
  web: 'none',
  ports: { api: 0, web: 0, dynamodb: 0, s3: 0, sqs: 0 },
});
const ready: StackProcessInfo = {
  graphqlUrl: stack.graphqlUrl,
  apiKey: stack.apiKey,
  dynamodbEndpoint: stack.endpoints.dynamodb,
  tableName: stack.tableName,
};
process.stdout.write(`${JSON.stringify(ready)}\n`);
const stop = () => void stack.stop().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
