/**
 * `npm run data -- update`: the weather data update job's use case run from the command line (the
 * same one the scheduled Lambda runs), against the grid store the other data commands use. Runs
 * are recorded in the table: TABLE_NAME (AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB), else the local
 * stack's on its default port when it is up; else they are only printed.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DataUpdateRunRecord, DataUpdateRunRepository, Logger } from '../ports/index.js';
import { cryptoRandom } from '../adapters/crypto/random.js';
import { documentClientOf } from '../adapters/dynamodb/client.js';
import { dynamoDataUpdateRunRepository } from '../adapters/dynamodb/data-update-runs.js';
import type { BlobStore } from '../adapters/weather/grid-store/blob-store.js';
import { gridDatasetUpdater } from '../adapters/weather/ingest/grid-dataset-updater.js';
import type { Progress } from '../adapters/weather/ingest/progress.js';
import { runWeatherUpdate, type WeatherUpdateReport } from '../use-cases/weather/run-weather-update.js';
import { LOCAL, type LocalStackAddresses } from './local-defaults.js';

/** Runs kept in memory (no table reachable): the job still runs, nothing is recorded. */
function memoryRuns(): DataUpdateRunRepository {
  const runs = new Map<string, DataUpdateRunRecord>();
  return {
    async create(run) {
      runs.set(run.id, run);
    },
    async finish(run) {
      if (runs.get(run.id)?.status !== 'RUNNING') return false;
      runs.set(run.id, run);
      return true;
    },
    async get(id) {
      return runs.get(id);
    },
    async listRecent() {
      return [];
    },
  };
}

/** The table runs are recorded in, or null (with the reason) when none is reachable. */
export async function runsTable(
  env: NodeJS.ProcessEnv,
  localStack: LocalStackAddresses = LOCAL,
): Promise<{ runs: DataUpdateRunRepository; where: string } | { runs: null; why: string }> {
  const local = !env.TABLE_NAME;
  const table = env.TABLE_NAME ?? localStack.table;
  const endpoint = env.AWS_ENDPOINT_URL_DYNAMODB ?? (local ? localStack.dynamodb : undefined);
  const client = new DynamoDBClient({
    region: env.AWS_REGION ?? 'us-east-1',
    ...(endpoint ? { endpoint } : {}),
    ...(env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: env.AWS_ACCESS_KEY_ID,
            secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
            sessionToken: env.AWS_SESSION_TOKEN,
          },
        }
      : local
        ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {}),
    maxAttempts: local ? 1 : 3,
    requestHandler: { connectionTimeout: 2000, requestTimeout: 10_000 },
  });
  const runs = dynamoDataUpdateRunRepository(documentClientOf(client), table);
  try {
    await runs.listRecent(1);
    return { runs, where: `table ${table}` };
  } catch (error) {
    client.destroy();
    const why = `table ${table} not reachable (${(error as Error).message || (error as Error).name})`;
    if (!local) throw new Error(why);
    return { runs: null, why };
  }
}

/** Warnings and errors as short lines on the progress stream (no JSON, no stacks). */
function cliLogger(progress: Progress): Logger {
  const line =
    (level: string) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      const error = fields.error instanceof Error ? `: ${fields.error.message.split('\n')[0]}` : '';
      progress.log(`${level}: ${message}${error}`);
    };
  return {
    debug: () => undefined,
    info: () => undefined,
    warn: line('warning'),
    error: line('error'),
    withContext: (_context, fn) => fn(),
  };
}

/** Formats one run for the terminal. */
export function formatRun(run: DataUpdateRunRecord): string {
  const span = `${run.latestDateBefore ?? 'nothing stored'} → ${run.latestDateAfter ?? 'nothing stored'}`;
  const figures = `${run.daysAdded} day(s) added, ${run.filesIngested} file(s)`;
  return `${run.datasetId}: ${run.status}, latest day ${span} (${figures})${run.error ? ` - ${run.error}` : ''}`;
}

export async function runDataUpdate(input: {
  store: BlobStore;
  baseUrl: string;
  env: NodeJS.ProcessEnv;
  /** The local stack's addresses (its --port-offset), used without TABLE_NAME. */
  local?: LocalStackAddresses;
  progress: Progress;
  out: (line: string) => void;
}): Promise<{ code: number; report: WeatherUpdateReport }> {
  const { store, baseUrl, env, progress, out } = input;
  const table = await runsTable(env, input.local);
  out(`Updating the weather grid store (${store.description}) from ${baseUrl}`);
  const report = await runWeatherUpdate(
    {
      dataUpdateRuns: table.runs ?? memoryRuns(),
      datasetUpdater: gridDatasetUpdater(store, { cpcBaseUrl: baseUrl, progress }),
      clock: { now: () => new Date() },
      random: cryptoRandom,
      logger: cliLogger(progress),
    },
    'command',
  );
  for (const run of report.runs) out(formatRun(run));
  for (const dataset of report.skipped) out(`${dataset}: skipped, a run of it is still going`);
  out(table.runs ? `Runs recorded in ${table.where}.` : `Runs not recorded: ${table.why}.`);
  return { code: report.runs.some((r) => r.status === 'FAILED') ? 1 : 0, report };
}
