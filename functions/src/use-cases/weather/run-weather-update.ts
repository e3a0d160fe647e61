/**
 * The weather data update job (docs/requirements.md#claims): for each configured dataset, fetch
 * the newest files and ingest them into the grid store, so live indices and settlements are
 * current. Each run is recorded (RUNNING, then SUCCEEDED / UP_TO_DATE / FAILED with a short error)
 * for operations (getDataUpdateRuns). A run left RUNNING by a crash is marked FAILED by the next.
 */
import {
  DATA_UPDATE_ERROR_MAX_LENGTH,
  DATA_UPDATE_INTERRUPTED_ERROR,
  DATA_UPDATE_STALE_AFTER_MINUTES,
  DataUpdateRunStatus,
  epochDayOfIso,
  WEATHER_UPDATE_NOT_CONFIGURED_MESSAGE,
  type DataUpdateTrigger,
  type DatasetId,
} from '@almanac/core';
import type { DatasetUpdateResult, DataUpdateRunRecord, Ports } from '../../ports/index.js';

export type WeatherUpdatePorts = Pick<
  Ports,
  'dataUpdateRuns' | 'datasetUpdater' | 'clock' | 'random' | 'logger'
>;

export interface WeatherUpdateReport {
  /** False: no dataset is configured (WEATHER_UPDATE_SOURCES), nothing was recorded. */
  configured: boolean;
  /** When not configured: what to set to turn the job on (core's WEATHER_UPDATE_NOT_CONFIGURED_MESSAGE). */
  message?: string;
  /** This job's runs, one per dataset it updated. */
  runs: DataUpdateRunRecord[];
  /** Datasets left alone because a run of theirs is still going. */
  skipped: DatasetId[];
  /** Runs found cut short and marked FAILED. */
  interrupted: string[];
}

/** How many recent runs are looked at for ones still RUNNING (a few days of every dataset). */
const RECENT_RUNS = 50;

/** A failure's message, fit to record and show: one line, no credentials in URLs, bounded. */
export function shortError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = (message.split('\n')[0] ?? '').replace(/\/\/[^/\s@]+@/g, '//').trim();
  const text = line || 'The update failed.';
  return text.length > DATA_UPDATE_ERROR_MAX_LENGTH
    ? `${text.slice(0, DATA_UPDATE_ERROR_MAX_LENGTH - 1)}…`
    : text;
}

/** Days between two `YYYY-MM-DD` (inclusive of the later, exclusive of the earlier). */
function daysAdded(before: string | undefined, result: DatasetUpdateResult): number {
  const after = result.latestDate;
  if (!after) return 0;
  if (before) return Math.max(0, epochDayOfIso(after) - epochDayOfIso(before));
  return result.firstDate ? epochDayOfIso(after) - epochDayOfIso(result.firstDate) + 1 : 0;
}

export async function runWeatherUpdate(
  ports: WeatherUpdatePorts,
  trigger: DataUpdateTrigger,
): Promise<WeatherUpdateReport> {
  const { dataUpdateRuns, datasetUpdater, clock, random, logger } = ports;
  const report: WeatherUpdateReport = { configured: true, runs: [], skipped: [], interrupted: [] };
  if (datasetUpdater.datasets.length === 0) {
    logger.info('Weather data update is not configured (WEATHER_UPDATE_SOURCES): nothing to do');
    return { ...report, configured: false, message: WEATHER_UPDATE_NOT_CONFIGURED_MESSAGE };
  }

  // Runs still RUNNING: cut short when older than the limit (marked FAILED), else still going.
  const staleBefore = new Date(
    clock.now().getTime() - DATA_UPDATE_STALE_AFTER_MINUTES * 60_000,
  ).toISOString();
  const going = new Set<DatasetId>();
  for (const run of await dataUpdateRuns.listRecent(RECENT_RUNS)) {
    if (run.status !== DataUpdateRunStatus.RUNNING) continue;
    if (run.startedAt >= staleBefore) {
      going.add(run.datasetId);
      continue;
    }
    const marked = await dataUpdateRuns.finish({
      ...run,
      status: DataUpdateRunStatus.FAILED,
      finishedAt: clock.now().toISOString(),
      error: DATA_UPDATE_INTERRUPTED_ERROR,
    });
    if (marked) {
      report.interrupted.push(run.id);
      logger.warn('Weather data update run was cut short; marked failed', {
        run_id: run.id,
        dataset: run.datasetId,
        started_at: run.startedAt,
      });
    }
  }

  for (const datasetId of datasetUpdater.datasets) {
    if (going.has(datasetId)) {
      logger.info('Weather data update skipped: a run of this dataset is still going', {
        dataset: datasetId,
      });
      report.skipped.push(datasetId);
      continue;
    }
    const startedAt = clock.now();
    const running: DataUpdateRunRecord = {
      id: random.id(),
      datasetId,
      status: DataUpdateRunStatus.RUNNING,
      trigger,
      startedAt: startedAt.toISOString(),
      daysAdded: 0,
      filesIngested: 0,
    };
    await dataUpdateRuns.create(running);
    let finished: DataUpdateRunRecord;
    let before: string | undefined;
    try {
      before = await datasetUpdater.latestDate(datasetId);
      const result = await datasetUpdater.update(datasetId, startedAt.toISOString().slice(0, 10), before);
      const added = daysAdded(before, result);
      finished = {
        ...running,
        status: added > 0 ? DataUpdateRunStatus.SUCCEEDED : DataUpdateRunStatus.UP_TO_DATE,
        finishedAt: clock.now().toISOString(),
        latestDateBefore: before,
        latestDateAfter: result.latestDate ?? before,
        daysAdded: added,
        filesIngested: result.filesIngested,
      };
      logger.info('Weather data update', {
        run_id: running.id,
        dataset: datasetId,
        status: finished.status,
        latest_date_before: before,
        latest_date_after: finished.latestDateAfter,
        days_added: added,
        files: result.filesIngested,
      });
    } catch (error) {
      finished = {
        ...running,
        status: DataUpdateRunStatus.FAILED,
        finishedAt: clock.now().toISOString(),
        latestDateBefore: before,
        latestDateAfter: before,
        error: shortError(error),
      };
      // Recorded on the run for operations; logged here, where it is handled for good.
      logger.error('Weather data update failed', { run_id: running.id, dataset: datasetId, error });
    }
    if (!(await dataUpdateRuns.finish(finished))) {
      logger.warn('Weather data update run was marked failed while it ran', { run_id: running.id });
      finished = (await dataUpdateRuns.get(running.id)) ?? finished;
    }
    report.runs.push(finished);
  }
  return report;
}
