import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** What the stack process (./stack-process.ts) prints when it is ready. */
export interface StackProcessInfo {
  graphqlUrl: string;
  apiKey: string;
  /** The local DynamoDB, for a script that arranges records (e.g. a policy to look up). */
  dynamodbEndpoint: string;
  tableName: string;
}

/**
 * Start a fresh local stack in a process of its own (so a script measuring it does not share its
 * event loop) and wait for its ready line; `stop` ends it.
 */
export async function startStackProcess(): Promise<StackProcessInfo & { stop: () => void }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./stack-process.ts', import.meta.url))],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout });
  const [line] = (await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`the local stack exited (${code}) before it was ready`);
    }),
  ])) as [string];
  const info = JSON.parse(line) as StackProcessInfo;
  return { ...info, stop: () => child.kill('SIGTERM') };
}
