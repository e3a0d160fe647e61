/**
 * The weather data update job (docs/requirements.md#claims): each run adds the newest days of a
 * dataset to the grid store and is recorded for operations, who watch the runs on
 * /operations/data-updates (getDataUpdateRuns).
 */
import * as z from 'zod';

/** A run's status: RUNNING until it ends; SUCCEEDED added days, UP_TO_DATE found none, FAILED. */
export const DataUpdateRunStatus = {
  RUNNING: 'RUNNING',
  SUCCEEDED: 'SUCCEEDED',
  UP_TO_DATE: 'UP_TO_DATE',
  FAILED: 'FAILED',
} as const;
export type DataUpdateRunStatus = (typeof DataUpdateRunStatus)[keyof typeof DataUpdateRunStatus];

/** What started a run: the daily schedule (EventBridge, the local stack's timer) or the CLI. */
export type DataUpdateTrigger = 'schedule' | 'command';

/**
 * A run still RUNNING this long after it started was cut short (a crash, a timeout: the Lambda
 * stops after 15 minutes); the next run marks it FAILED.
 */
export const DATA_UPDATE_STALE_AFTER_MINUTES = 60;

/** The error text recorded on a run the next run found cut short. */
export const DATA_UPDATE_INTERRUPTED_ERROR =
  'The run did not finish (interrupted); marked failed by the next run.';

/**
 * What the job answers when no dataset is configured (POST /local/run/weather-update, the Lambda's
 * report): what to set, locally and in AWS (docs/operations.md#weather-data-update).
 */
export const WEATHER_UPDATE_NOT_CONFIGURED_MESSAGE =
  'The weather data update is off: no dataset is configured, so nothing was fetched or recorded. ' +
  'Locally, start the stack with WEATHER_UPDATE_SOURCES=cpc (e.g. `WEATHER_UPDATE_SOURCES=cpc npm start`; ' +
  'CPC_BASE_URL points at another CPC mirror), or run `npm run data -- update` once. ' +
  "In AWS, set the stage's weatherUpdateSources to cpc (docs/operations.md).";

/** At most this many characters of a failure's message are recorded. */
export const DATA_UPDATE_ERROR_MAX_LENGTH = 300;

export const DATA_UPDATE_RUNS_DEFAULT_LIMIT = 20;
export const DATA_UPDATE_RUNS_MAX_LIMIT = 50;

/** getDataUpdateRuns(limit): 1..50, default 20. */
export const dataUpdateRunsSchema = z.object({
  limit: z
    .number({ message: 'The limit must be a whole number' })
    .int('The limit must be a whole number')
    .min(1, `The limit must be between 1 and ${DATA_UPDATE_RUNS_MAX_LIMIT}`)
    .max(DATA_UPDATE_RUNS_MAX_LIMIT, `The limit must be between 1 and ${DATA_UPDATE_RUNS_MAX_LIMIT}`)
    .nullish()
    .transform((v) => v ?? DATA_UPDATE_RUNS_DEFAULT_LIMIT),
});

/** The texts of the operations page of data update runs. */
export const dataUpdateTexts = {
  title: 'Weather data updates',
  link: 'Weather data updates',
  lead: 'Each run of the daily job that adds the newest CPC and PRISM days to the weather grid store, newest first.',
  empty: 'No data update has run yet.',
  loadError: 'The data update runs could not be loaded.',
  loading: 'Loading data update runs',
  columns: {
    dataset: 'Dataset',
    status: 'Status',
    trigger: 'Started by',
    started: 'Started',
    finished: 'Finished',
    latestDate: 'Latest day',
    daysAdded: 'Days added',
    files: 'Files',
    error: 'Error',
  },
  statuses: {
    RUNNING: 'Running',
    SUCCEEDED: 'Succeeded',
    UP_TO_DATE: 'Up to date',
    FAILED: 'Failed',
  } satisfies Record<DataUpdateRunStatus, string>,
  triggers: { schedule: 'Schedule', command: 'Command' } satisfies Record<DataUpdateTrigger, string>,
  /** Shown for a day or time not known (not finished yet, nothing stored before). */
  none: '—',
} as const;

/** The chip colour of a status (a Chakra colour palette name). */
export const dataUpdateStatusPalette: Record<DataUpdateRunStatus, 'blue' | 'green' | 'gray' | 'danger'> = {
  RUNNING: 'blue',
  SUCCEEDED: 'green',
  UP_TO_DATE: 'gray',
  FAILED: 'danger',
};
