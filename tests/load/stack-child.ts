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
 * event loop) and wait for its ready line; `stop` ends it. With `cpuProfileDir`, the stack process
 * writes a V8 CPU profile (.cpuprofile) there when it ends: where each request's time goes.
 */
export async function startStackProcess(
  options: { cpuProfileDir?: string } = {},
): Promise<StackProcessInfo & { pid: number; stop: () => Promise<void> }> {
  const profile = options.cpuProfileDir ? ['--cpu-prof', '--cpu-prof-dir', options.cpuProfileDir] : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', fileURLToPath(new URL('./stack-process.ts', import.meta.url))],
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
  const exited = once(child, 'exit');
  return {
    ...info,
    pid: child.pid!,
    // Waits for the process to end (and write its profile, when asked for one).
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
