/**
 * `npm start`: the whole product on this machine. Flags (for tests and tinkering; --help lists
 * them, start-options.ts parses them):
 *   --web dev|dist|none   --data-dir PATH   --fresh   --port-offset N   --quiet   --test-password-hashing   --help
 * --quiet: no `[api]` line per request, and the handlers' JSON logs at WARN and above (LOG_LEVEL
 * in the environment wins either way).
 */
import { parseStartArgs } from './start-options.js';
import { defaultPorts, startLocalStack } from './stack.js';
import { DEMO_PASSWORD, demoAccounts } from './seed.js';

const command = parseStartArgs(process.argv.slice(2));
if (command.kind === 'help') {
  console.log(command.text);
  process.exit(0);
}
if (command.kind === 'error') {
  console.error(command.message);
  process.exit(2);
}
const values = command.options;

const started = performance.now();
const offset = values.portOffset;
const ports = Object.fromEntries(Object.entries(defaultPorts).map(([k, v]) => [k, v + offset]));
const stack = await startLocalStack({
  web: values.web,
  dataDir: values.dataDir,
  fresh: values.fresh,
  ports,
  log: values.quiet ? undefined : (line) => console.log(`[api] ${line}`),
  // The handlers' JSON log lines: warnings and errors only with --quiet (LOG_LEVEL overrides).
  logLevel: values.quiet && !process.env.LOG_LEVEL ? 'WARN' : undefined,
  testPasswordHashing: values.testPasswordHashing,
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);

console.log(`
Almanac is running locally (ready in ${seconds} s)

  Web app     ${stack.webUrl ?? '(not started)'}
  Mailbox     ${stack.webUrl ? `${stack.webUrl}/mailbox` : stack.mailboxUrl}
  GraphQL     ${stack.graphqlUrl}   (API key: ${stack.apiKey})
  DynamoDB    ${stack.endpoints.dynamodb}   S3 ${stack.endpoints.s3}   SQS ${stack.endpoints.sqs}
  Data        ${stack.outboxDir.replace(/\/outbox$/, '')}

Demo accounts (password "${DEMO_PASSWORD}"):
${demoAccounts.map((a) => `  ${a.email.padEnd(26)} ${a.label}`).join('\n')}

Press Ctrl+C to stop.`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
