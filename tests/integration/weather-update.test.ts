/**
 * The weather data update job (issue 15, docs/requirements.md#claims) over the local stack: CPC's
 * current-year file, served by a local HTTP server standing in for NOAA PSL, grows day by day;
 * `npm run data -- update` (the CLI, the same use case as the scheduled Lambda) ingests it into a
 * grid store and records each run in the stack's table; operations list the runs with
 * getDataUpdateRuns, anyone else is refused. The stack's own job (POST /local/run/weather-update)
 * is not configured here: it records nothing and says so.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEATHER_UPDATE_NOT_CONFIGURED_MESSAGE } from '@almanac/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runDataCli } from '../../functions/src/cli/data.js';
import {
  startCpcServer,
  tinyCpcYear,
  type CpcServer,
} from '../../functions/src/adapters/weather/ingest/testing/cpc-server.js';
import { GET_DATA_UPDATE_RUNS } from '../../web/src/features/operations/api/data-updates-documents.js';
import { registerConfirmedAgent } from './support/accounts.js';
import { expectData, expectError, send } from './support/api.js';
import { internalUser, runJob } from './support/underwriting.js';

const CPC = 'cpc_precip_us-daily';
const YEAR = new Date().getUTCFullYear();
const FILE = `precip.V1.0.${YEAR}.nc`;

let server: CpcServer;
let gridDir: string;
let internal: { token: string };
let agent: { token: string };

beforeAll(async () => {
  [server, gridDir, internal, agent] = await Promise.all([
    startCpcServer(),
    mkdtemp(join(tmpdir(), 'almanac-it-weather-')),
    internalUser(),
    registerConfirmedAgent(),
  ]);
});
afterAll(async () => {
  await server.close();
  await rm(gridDir, { recursive: true, force: true });
});

/** `npm run data -- update` against the stack's table: its exit code and what it printed. */
async function update() {
  const { tableName, endpoints } = inject('stack');
  const lines: string[] = [];
  const err = { isTTY: false, write: () => true } as unknown as NodeJS.WritableStream;
  const code = await runDataCli(['update', '--base-url', server.baseUrl, '--grid-dir', gridDir], {
    out: (l) => lines.push(l),
    err,
    env: {
      TABLE_NAME: tableName,
      AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
    },
  });
  return { code, printed: lines.join('\n') };
}

const latestDate = async () =>
  (JSON.parse(await readFile(join(gridDir, CPC, 'metadata.json'), 'utf8')) as { latestDate: string })
    .latestDate;

const listRuns = async (limit?: number) =>
  expectData(
    await send(GET_DATA_UPDATE_RUNS, limit === undefined ? {} : { limit }, { token: internal.token }),
  ).getDataUpdateRuns;

describe('the weather data update job', () => {
  it('adds the newest CPC days as the file grows, records each run, and operations see them newest first', async () => {
    server.files.set(FILE, await tinyCpcYear(`${YEAR}-01-01`, `${YEAR}-01-03`));
    const first = await update();
    expect(first.code, first.printed).toBe(0);
    expect(first.printed).toContain(`${CPC}: SUCCEEDED, latest day nothing stored → ${YEAR}-01-03`);
    expect(first.printed).toContain(`Runs recorded in table ${inject('stack').tableName}.`);
    expect(await latestDate()).toBe(`${YEAR}-01-03`);

    // Two more days published: the whole (grown) file is fetched again.
    server.files.set(FILE, await tinyCpcYear(`${YEAR}-01-01`, `${YEAR}-01-05`));
    const second = await update();
    expect(second.code, second.printed).toBe(0);
    expect(second.printed).toContain(
      `${CPC}: SUCCEEDED, latest day ${YEAR}-01-03 → ${YEAR}-01-05 (2 day(s) added, 1 file(s))`,
    );
    expect(await latestDate()).toBe(`${YEAR}-01-05`);

    const third = await update();
    expect(third.printed).toContain(`${CPC}: UP_TO_DATE, latest day ${YEAR}-01-05 → ${YEAR}-01-05`);

    const [upToDate, succeeded, firstRun] = await listRuns(3);
    expect(succeeded).toMatchObject({
      datasetId: CPC,
      status: 'SUCCEEDED',
      trigger: 'command',
      latestDateBefore: `${YEAR}-01-03`,
      latestDateAfter: `${YEAR}-01-05`,
      daysAdded: 2,
      filesIngested: 1,
      error: null,
    });
    expect(succeeded!._id).toBe(succeeded!.id);
    expect(Date.parse(succeeded!.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(succeeded!.startedAt));
    expect(upToDate).toMatchObject({ status: 'UP_TO_DATE', daysAdded: 0 });
    expect(firstRun).toMatchObject({ status: 'SUCCEEDED', latestDateBefore: null, daysAdded: 3 });
    expect(Date.parse(upToDate!.startedAt)).toBeGreaterThan(Date.parse(firstRun!.startedAt));
  });

  it('records a failed run with its short error when the source is down, leaving the store as it was', async () => {
    const before = await latestDate().catch(() => undefined);
    server.failWith = 503;
    try {
      const failed = await update();
      expect(failed.code).toBe(1);
      expect(failed.printed).toContain(`${CPC}: FAILED`);
    } finally {
      server.failWith = undefined;
    }
    const [run] = await listRuns(1);
    expect(run).toMatchObject({
      status: 'FAILED',
      daysAdded: 0,
      filesIngested: 0,
      error: `${FILE} could not be downloaded: HTTP 503 for ${server.baseUrl}${FILE}`,
    });
    expect(run!.error).not.toMatch(/\n|at /);
    expect(await latestDate().catch(() => undefined)).toBe(before);
  });

  it('refuses the runs to an agent and to a caller without a session, and a limit outside 1..50', async () => {
    expectError(await send(GET_DATA_UPDATE_RUNS, {}, { token: agent.token }), 'INVALID_PERMISSIONS');
    expectError(await send(GET_DATA_UPDATE_RUNS, {}, { apiKey: true }), 'Unauthorized');
    expectError(
      await send(GET_DATA_UPDATE_RUNS, { limit: 51 }, { token: internal.token }),
      'VALIDATION_ERROR',
    );
    expectError(
      await send(GET_DATA_UPDATE_RUNS, { limit: 0 }, { token: internal.token }),
      'VALIDATION_ERROR',
    );
  });

  it("the stack's scheduled job records nothing when no source is configured, and says what to set", async () => {
    const before = (await listRuns(50)).length;
    const res = await runJob('weather-update');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      configured: false,
      message: WEATHER_UPDATE_NOT_CONFIGURED_MESSAGE,
      runs: [],
      skipped: [],
      interrupted: [],
    });
    expect((await listRuns(50)).length).toBe(before);
  });
});
