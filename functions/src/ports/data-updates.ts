import type { DataUpdateRunStatus, DataUpdateTrigger, DatasetId } from '@almanac/core';

/**
 * The weather data update job's runs (docs/data-model.md, docs/requirements.md#claims): one per
 * dataset per run of the job, RUNNING until it ends.
 */
export interface DataUpdateRunRecord {
  id: string;
  datasetId: DatasetId;
  status: DataUpdateRunStatus;
  trigger: DataUpdateTrigger;
  startedAt: string;
  finishedAt?: string;
  /** The grid store's latest day before and after the run (undefined: nothing stored). */
  latestDateBefore?: string;
  latestDateAfter?: string;
  /** How far the latest day moved (on a first ingest: the days stored). */
  daysAdded: number;
  filesIngested: number;
  /** A FAILED run's short reason (a message, never a stack). */
  error?: string;
}

export interface DataUpdateRunRepository {
  /** Record a new run; throws when one with its id exists. */
  create(run: DataUpdateRunRecord): Promise<void>;
  /** Replace a RUNNING run with its outcome; false when it is no longer RUNNING (or unknown). */
  finish(run: DataUpdateRunRecord): Promise<boolean>;
  get(id: string): Promise<DataUpdateRunRecord | undefined>;
  /** The latest runs, newest (by startedAt) first. */
  listRecent(limit: number): Promise<DataUpdateRunRecord[]>;
}

/** What one dataset's update did. */
export interface DatasetUpdateResult {
  /** Files downloaded and ingested. */
  filesIngested: number;
  /** The grid store's span after the update (undefined: still nothing stored). */
  firstDate?: string;
  latestDate?: string;
}

/**
 * Downloads a dataset's newest files and ingests them into the grid store (the adapter:
 * adapters/weather/update). Its datasets are those configured (WEATHER_UPDATE_SOURCES).
 */
export interface DatasetUpdater {
  /** The configured datasets, in the order they are updated; empty: the job is not configured. */
  readonly datasets: readonly DatasetId[];
  /** The dataset's latest stored day, undefined when nothing is stored. */
  latestDate(datasetId: DatasetId): Promise<string | undefined>;
  /**
   * Fetch and ingest the newest files, `today` being the job's day (YYYY-MM-DD, UTC) and
   * `latestDate` what the store held before. Throws (a short message) when it cannot.
   */
  update(datasetId: DatasetId, today: string, latestDate: string | undefined): Promise<DatasetUpdateResult>;
}
