/**
 * In-memory fakes of the data update job's ports (unit tests only): the runs repository (its
 * contract suite runs it beside the DynamoDB adapter) and a dataset updater whose store is a map.
 */
import { epochDayOfIso, isoOfEpochDay, type DatasetId } from '@almanac/core';
import type {
  DatasetUpdateResult,
  DatasetUpdater,
  DataUpdateRunRecord,
  DataUpdateRunRepository,
} from '../../ports/index.js';

const copy = <T>(value: T): T => (value === undefined ? value : structuredClone(value));
/** As a JSON store keeps it: undefined members dropped. */
const stored = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export class InMemoryDataUpdateRuns implements DataUpdateRunRepository {
  readonly byId = new Map<string, DataUpdateRunRecord>();
  async create(run: DataUpdateRunRecord) {
    if (this.byId.has(run.id)) throw new Error(`Run ${run.id} exists`);
    this.byId.set(run.id, stored(run));
  }
  async finish(run: DataUpdateRunRecord) {
    if (this.byId.get(run.id)?.status !== 'RUNNING') return false;
    this.byId.set(run.id, stored(run));
    return true;
  }
  async get(id: string) {
    return copy(this.byId.get(id));
  }
  async listRecent(limit: number) {
    return [...this.byId.values()]
      .sort((a, b) => `${b.startedAt}#${b.id}`.localeCompare(`${a.startedAt}#${a.id}`))
      .slice(0, limit)
      .map(copy);
  }
}

/**
 * A dataset updater over a map of latest days: `nextLatest` is what an update brings a dataset to
 * (unset: nothing new), `failWith` makes its update throw.
 */
export class FakeDatasetUpdater implements DatasetUpdater {
  datasets: DatasetId[] = [];
  readonly latest = new Map<DatasetId, string>();
  readonly firstDates = new Map<DatasetId, string>();
  readonly nextLatest = new Map<DatasetId, string>();
  readonly failWith = new Map<DatasetId, Error>();
  readonly calls: { datasetId: DatasetId; today: string; latestDate: string | undefined }[] = [];

  async latestDate(datasetId: DatasetId) {
    return this.latest.get(datasetId);
  }
  async update(
    datasetId: DatasetId,
    today: string,
    latestDate: string | undefined,
  ): Promise<DatasetUpdateResult> {
    this.calls.push({ datasetId, today, latestDate });
    const failure = this.failWith.get(datasetId);
    if (failure) throw failure;
    const next = this.nextLatest.get(datasetId);
    if (next && (!latestDate || next > latestDate)) {
      this.latest.set(datasetId, next);
      if (!this.firstDates.has(datasetId)) {
        this.firstDates.set(datasetId, latestDate ?? isoOfEpochDay(epochDayOfIso(next) - 9));
      }
    }
    return {
      filesIngested: 1,
      firstDate: this.firstDates.get(datasetId),
      latestDate: this.latest.get(datasetId),
    };
  }
}
