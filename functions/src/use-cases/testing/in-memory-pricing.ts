/**
 * In-memory pricing ports for unit tests of the pricing use cases: repositories with the DynamoDB
 * adapters' contracts (conditional writes answer false), a lease table, a queue that records its
 * jobs, a tiny deterministic weather source, and a state locator drawn from boxes.
 */
import {
  compareCodePoints,
  quoteListSortKey,
  type QuoteListOrder,
  type DataVersions,
  type DatasetId,
  dateOfEpochDay,
  datasets,
  dayOfYear,
  epochDayOfIso,
  type GridCell,
  type QuoteHistoryEvent,
} from '@almanac/core';
import type {
  CellSeries,
  DatasetMetadata,
  PricingJob,
  PricingLease,
  PricingLeases,
  PricingQueue,
  PricingRequestRecord,
  PricingRequestRepository,
  PricingSettings,
  QuoteClientCopy,
  QuoteListPageQuery,
  QuoteRecord,
  QuoteRepository,
  QuoteSaveChange,
  StateLocator,
  WeatherOrigin,
  WeatherSource,
} from '../../ports/index.js';

const copy = <T>(value: T): T => (value === undefined ? value : structuredClone(value));
/**
 * What the adapters store (their `storable`): plain JSON, so a non-finite number reads back as
 * null and an undefined member is dropped.
 */
const stored = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const clientCopyFields = (c: QuoteClientCopy) => ({
  clientName: [c.firstName, c.lastName].filter(Boolean).join(' '),
  clientEmail: c.email,
  ...(c.phone ? { clientPhone: c.phone } : {}),
});

export class InMemoryQuotes implements QuoteRepository {
  readonly byId = new Map<string, QuoteRecord>();
  async putIfAbsent(quote: QuoteRecord) {
    if (this.byId.has(quote.id)) return false;
    this.byId.set(quote.id, stored(quote));
    return true;
  }
  async get(id: string) {
    return copy(this.byId.get(id));
  }
  async getMany(ids: readonly string[]) {
    return ids.flatMap((id) => (this.byId.has(id) ? [copy(this.byId.get(id)!)] : []));
  }
  /** Same conditions as the DynamoDB adapter (docs/data-model.md). */
  async save(quote: QuoteRecord, change: QuoteSaveChange) {
    const q = this.byId.get(quote.id);
    if (!q || q.createdBy !== change.by || q.frozenAt || q.clientId || q.deletedAt) return undefined;
    if (change.save === !!q.savedAt) return undefined;
    if (change.save) q.savedAt = change.at;
    q.listing = stored(change.listing);
    if (change.client) {
      q.clientId = change.client.id;
      Object.assign(q, clientCopyFields(change.client));
    }
    if (change.taxes) {
      q.homeState = change.taxes.homeState;
      q.taxes = stored(change.taxes.taxes);
    }
    q.history = [...(q.history ?? []), ...stored(change.events)];
    q.updatedAt = change.at;
    return copy(q);
  }
  async appendHistory(id: string, createdBy: string, events: QuoteHistoryEvent[], at: string) {
    const q = this.byId.get(id);
    if (!q || q.createdBy !== createdBy || !q.savedAt || q.deletedAt) return false;
    q.history = [...(q.history ?? []), ...stored(events)];
    q.updatedAt = at;
    return true;
  }
  async listSaved(createdBy: string) {
    return [...this.byId.values()]
      .filter((q) => q.createdBy === createdBy && q.savedAt && !q.deletedAt && q.listing)
      .sort((a, b) => `${b.createdAt}#${b.id}`.localeCompare(`${a.createdAt}#${a.id}`))
      .map((q) => copy(q.listing!));
  }
  /** The index read as the adapter does it: core's sort keys, then the offset and the limit. */
  async listPage(createdBy: string, q: QuoteListPageQuery) {
    const keyed = (await this.listSaved(createdBy))
      .filter((l) => !q.only || (q.only === 'submitted') === !!l.frozenAt)
      .map((l) => ({ l, key: quoteListSortKey(l, q.order) }))
      .sort((a, b) => compareCodePoints(a.key, b.key));
    if (q.backwards) keyed.reverse();
    const after = q.after?.key;
    const rest =
      after === undefined
        ? keyed
        : keyed.filter(({ key }) => (q.backwards ? -1 : 1) * compareCodePoints(key, after) > 0);
    return rest.slice(q.offset, q.offset + q.limit).map(({ l }) => l);
  }
  async listActivePolicies(createdBy: string, today: string) {
    return (await this.listSaved(createdBy)).filter(
      (l) => l.frozenAt && l.policyNumber && l.endDate >= today,
    );
  }
  async countSaved(createdBy: string) {
    const saved = await this.listSaved(createdBy);
    return { saved: saved.length, submitted: saved.filter((l) => l.frozenAt).length };
  }
  async listSavedForClient(clientId: string) {
    return [...this.byId.values()]
      .filter((q) => q.clientId === clientId && q.savedAt && !q.deletedAt && q.listing)
      .sort((a, b) => `${b.createdAt}#${b.id}`.localeCompare(`${a.createdAt}#${a.id}`))
      .map((q) => copy(q.listing!));
  }
  async listSearchRowsForClient(clientId: string, order: QuoteListOrder) {
    return (await this.listSavedForClient(clientId)).map((l) => ({
      listing: l,
      key: quoteListSortKey(l, order),
    }));
  }
  async getListings(ids: readonly string[]) {
    return ids.flatMap((id) => {
      const q = this.byId.get(id);
      return q?.savedAt && !q.deletedAt && q.listing ? [copy(q.listing)] : [];
    });
  }
  async listSavedByIdPrefix(createdBy: string, prefix: string) {
    return [...this.byId.values()]
      .filter(
        (q) => q.createdBy === createdBy && q.savedAt && !q.deletedAt && q.listing?.id.startsWith(prefix),
      )
      .map((q) => ({ l: copy(q.listing!), key: quoteListSortKey(q.listing!, 'id') }))
      .sort((a, b) => compareCodePoints(a.key, b.key))
      .map(({ l }) => l);
  }
  async softDelete(id: string, createdBy: string, at: string, event: QuoteHistoryEvent) {
    const q = this.byId.get(id);
    if (!q || q.deletedAt || !q.savedAt) return 'gone' as const;
    if (q.createdBy !== createdBy || q.frozenAt) return 'refused' as const;
    q.deletedAt = at;
    q.updatedAt = at;
    q.history = [...(q.history ?? []), stored(event)];
    return 'deleted' as const;
  }
  async updateClientCopies(id: string, clientId: string, client: QuoteClientCopy, at: string) {
    const q = this.byId.get(id);
    if (!q || q.clientId !== clientId || !q.listing || q.frozenAt || q.deletedAt) return false;
    delete q.clientPhone;
    Object.assign(q, clientCopyFields(client));
    q.listing = {
      ...q.listing,
      clientFirstName: client.firstName,
      clientLastName: client.lastName,
      clientEmail: client.email,
    };
    q.updatedAt = at;
    return true;
  }
  async freeze(id: string, claim: { clientId: string; contractId: string; at: string }) {
    const q = this.byId.get(id);
    if (!q || !q.savedAt || q.deletedAt || !q.listing || q.clientId !== claim.clientId) return undefined;
    if (q.contractId && q.contractId !== claim.contractId) return undefined;
    q.frozenAt ??= claim.at;
    q.contractId = claim.contractId;
    q.listing = { ...q.listing, frozenAt: q.frozenAt, contractId: claim.contractId };
    q.updatedAt = claim.at;
    return copy(q);
  }
  async setPolicyNumber(id: string, policy: { contractId: string; policyNumber: string; at: string }) {
    const q = this.byId.get(id);
    if (!q || !q.listing || q.contractId !== policy.contractId) return false;
    if (q.policyNumber && q.policyNumber !== policy.policyNumber) return false;
    q.policyNumber = policy.policyNumber;
    q.listing = { ...q.listing, policyNumber: policy.policyNumber };
    q.updatedAt = policy.at;
    return true;
  }
  /** Saved quotes, as the list indexes hold them. */
  saved() {
    return [...this.byId.values()].filter((q) => q.savedAt).map(copy);
  }
}

export class InMemoryPricingRequests implements PricingRequestRepository {
  readonly byId = new Map<string, PricingRequestRecord>();
  async create(record: PricingRequestRecord) {
    if (this.byId.has(record.id)) throw new Error(`pricing request ${record.id} exists`);
    this.byId.set(record.id, stored(record));
  }
  async get(id: string) {
    return copy(this.byId.get(id));
  }
  async start(id: string, now: string) {
    const r = this.byId.get(id);
    if (!r || (r.status !== 'PENDING' && r.status !== 'RUNNING')) return undefined;
    r.status = 'RUNNING';
    r.updatedAt = now;
    r.attempts = (r.attempts ?? 0) + 1;
    return copy(r);
  }
  async finish(id: string, outcome: Parameters<PricingRequestRepository['finish']>[1], now: string) {
    const r = this.byId.get(id);
    if (!r || r.status === 'DONE' || r.status === 'FAILED') return false;
    if (outcome.status === 'DONE') {
      Object.assign(r, {
        status: 'DONE',
        quoteIds: [...outcome.quoteIds],
        dataOrigin: outcome.dataOrigin,
        targetMatch: outcome.targetMatch,
      });
    } else {
      Object.assign(r, { status: 'FAILED', error: stored(outcome.error) });
    }
    r.updatedAt = now;
    return true;
  }
  async listStale(before: string) {
    return [...this.byId.values()]
      .filter((r) => !r.sync && (r.status === 'PENDING' || r.status === 'RUNNING') && r.updatedAt < before)
      .map(copy);
  }
  async markSwept(id: string, now: string) {
    const r = this.byId.get(id);
    if (!r || (r.status !== 'PENDING' && r.status !== 'RUNNING')) return false;
    r.sweeps = (r.sweeps ?? 0) + 1;
    r.updatedAt = now;
    return true;
  }
}

/** Slots with an expiry, like the DynamoDB lease items. */
export class InMemoryPricingLeases implements PricingLeases {
  readonly slots = new Map<number, { leaseId: string; holder: string; expiresAt: number }>();
  private n = 0;
  async tryAcquire(holder: string, limit: number, ttlSeconds: number, now: Date) {
    for (let slot = 0; slot < limit; slot++) {
      const held = this.slots.get(slot);
      if (held && held.expiresAt > now.getTime()) continue;
      const lease: PricingLease = { slot, leaseId: `lease-${++this.n}` };
      this.slots.set(slot, { leaseId: lease.leaseId, holder, expiresAt: now.getTime() + ttlSeconds * 1000 });
      return lease;
    }
    return null;
  }
  async release(lease: PricingLease) {
    if (this.slots.get(lease.slot)?.leaseId === lease.leaseId) this.slots.delete(lease.slot);
  }
  /** Hold every slot of `limit` until `until` (as another instance would). */
  holdAll(limit: number, until: Date) {
    for (let slot = 0; slot < limit; slot++)
      this.slots.set(slot, { leaseId: `other-${slot}`, holder: 'other', expiresAt: until.getTime() });
  }
}

export class InMemoryPricingQueue implements PricingQueue {
  readonly jobs: PricingJob[] = [];
  async send(job: PricingJob) {
    this.jobs.push(copy(job));
  }
}

/** A small deterministic hash of integers to [0, 1). */
function unit(...values: number[]): number {
  let h = 2166136261;
  for (const v of values) {
    h ^= v | 0;
    h = Math.imul(h, 16777619);
    h ^= h >>> 13;
    h = Math.imul(h, 0x5bd1e995);
  }
  h ^= h >>> 15;
  return (h >>> 0) / 4294967296;
}

/**
 * A tiny deterministic weather source. Precipitation: a wet day one day in three (by a hash of
 * cell and day), 2 to 22 mm. Temperature: a seasonal cycle (0-30 deg C) plus a year offset of
 * +-2 deg C and +-1.5 deg C of daily noise; tmin = tmax - 10. Every day from the dataset's first
 * date to `latestDate` has a value except `missing` (epoch days → NaN); `dry` cells never rain.
 */
export class FakeWeatherSource implements WeatherSource {
  latestDate = '2026-10-31';
  origin: WeatherOrigin = 'demo';
  /** The days' versions the metadata reports (undefined: none recorded). */
  versions: DataVersions | undefined;
  readonly missing = new Set<number>();
  /** Cells (`row,col`) where it never rains. */
  readonly dry = new Set<string>();
  failing: Error | null = null;
  readonly reads: { datasetId: DatasetId; cells: GridCell[]; firstDate: string; lastDate: string }[] = [];

  static value(datasetId: DatasetId, cell: GridCell, epochDay: number): number {
    const d = dateOfEpochDay(epochDay);
    const u = unit(cell.row, cell.col, epochDay);
    const variable = datasets[datasetId].variable;
    if (variable === 'precipitation') return u < 1 / 3 ? 2 + 60 * u : 0;
    const season = 15 - 15 * Math.cos((2 * Math.PI * (dayOfYear(d) - 15)) / 365.25);
    const tmax = season + 4 * (unit(cell.row, cell.col, d.year) - 0.5) + 3 * (u - 0.5);
    return variable === 'tmax' ? tmax : tmax - 10;
  }

  async dailySeries(datasetId: DatasetId, cells: readonly GridCell[], firstDate: string, lastDate: string) {
    if (this.failing) throw this.failing;
    this.reads.push({ datasetId, cells: [...cells], firstDate, lastDate });
    const first = epochDayOfIso(firstDate);
    const last = epochDayOfIso(lastDate);
    return cells.map((cell): CellSeries => {
      const values = new Float32Array(last - first + 1);
      for (let i = 0; i < values.length; i++) {
        const day = first + i;
        const dry =
          this.dry.has(`${cell.row},${cell.col}`) && datasets[datasetId].variable === 'precipitation';
        values[i] = this.missing.has(day)
          ? Number.NaN
          : dry
            ? 0
            : FakeWeatherSource.value(datasetId, cell, day);
      }
      return { cell, series: { firstDate, values }, origin: this.origin };
    });
  }

  async metadata(datasetId: DatasetId): Promise<DatasetMetadata> {
    if (this.failing) throw this.failing;
    return {
      datasetId,
      origin: this.origin,
      firstDate: datasets[datasetId].firstDate,
      latestDate: this.latestDate,
      ingestedCells: 0,
      ...(this.versions ? { versions: this.versions } : {}),
    };
  }
}

/**
 * States as boxes, enough for the tests: New York north-east of (40.5, -80), Kentucky
 * (36.5-39, -89.5 to -82), the ocean east of -75 or south of 25, Texas west of -94, Florida else.
 */
export const boxStateLocator: StateLocator = (lat, lon) => {
  if (lon > -75 && lat < 40.5) return null;
  if (lat < 25 || lat > 49.5 || lon < -125 || lon > -66) return null;
  if (lat > 40.5 && lon > -80) return 'NY';
  if (lat >= 36.5 && lat <= 39 && lon >= -89.5 && lon <= -82) return 'KY';
  if (lon < -94) return 'TX';
  return 'FL';
};

export function testPricingSettings(maxConcurrent = 2): PricingSettings & { limit: number } {
  const settings = {
    limit: maxConcurrent,
    maxConcurrent: () => settings.limit,
    leaseSeconds: 60,
    workerLeaseWaitMs: 0,
  };
  return settings;
}
