import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startCpcServer,
  tinyCpcYear,
  type CpcServer,
} from '../adapters/weather/ingest/testing/cpc-server.js';
import { runDataCli } from './data.js';

/** `npm run data -- update` without a table: the job still runs; nothing is recorded, and it says so. */
describe('npm run data -- update (no table)', () => {
  let server: CpcServer;
  let dir: string;
  const year = new Date().getUTCFullYear();
  beforeAll(async () => {
    [server, dir] = await Promise.all([startCpcServer(), mkdtemp(join(tmpdir(), 'cli-update-'))]);
    server.files.set(`precip.V1.0.${year}.nc`, await tinyCpcYear(`${year}-01-01`, `${year}-01-02`));
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });
  const run = async (env: NodeJS.ProcessEnv) => {
    const lines: string[] = [];
    const err = { isTTY: false, write: () => true } as unknown as NodeJS.WritableStream;
    const code = await runDataCli(['update', '--base-url', server.baseUrl, '--grid-dir', dir], {
      out: (l) => lines.push(l),
      err,
      env,
    });
    return { code, lines };
  };

  it('updates the store when the local stack is not up, and says the runs are not recorded', async () => {
    const { code, lines } = await run({ AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:9' });
    expect(code).toBe(0);
    expect(lines).toContain(
      `cpc_precip_us-daily: SUCCEEDED, latest day nothing stored → ${year}-01-02 (2 day(s) added, 1 file(s))`,
    );
    expect(lines.at(-1)).toMatch(/^Runs not recorded: table almanac-local not reachable/);
  });

  it('refuses to run unrecorded when a named table cannot be reached', async () => {
    await expect(
      run({ TABLE_NAME: 'almanac-x', AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:9' }),
    ).rejects.toThrow(/table almanac-x not reachable/);
  });
});
