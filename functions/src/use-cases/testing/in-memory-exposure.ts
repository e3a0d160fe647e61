/**
 * In-memory fake of the exposure book (unit tests only); its contract suite runs it beside the
 * DynamoDB adapter, so they behave alike. Each method is atomic (no await inside), as each
 * DynamoDB write is.
 */
import type { ExposureScope } from '@almanac/core';
import type {
  BoundBook,
  ExposureBook,
  ExposureEntry,
  ExposureHold,
  ExposureTotal,
} from '../../ports/index.js';

const copy = <T>(value: T): T => structuredClone(value);

interface Counter {
  total: ExposureTotal;
  counted: Set<string>;
}
interface Book {
  inBook: Set<string>;
  covers: number;
  years: Map<number, { covers: number; payoutsCents: number }>;
}

export class InMemoryExposureBook implements ExposureBook {
  readonly entries = new Map<string, Map<string, ExposureEntry>>();
  readonly counters = new Map<string, Counter>();
  readonly books = new Map<string, Book>();
  /** Tests: entries as the book before the counters held them (`legacyEntries`). */
  legacy: ExposureEntry[] = [];
  /** Tests: run before `count` writes (e.g. to hold sales until all have started). */
  beforeCount?: (partition: string) => Promise<void> | void;

  async put(entry: ExposureEntry) {
    this.legacy = this.legacy.filter(
      (e) => e.partition !== entry.partition || e.contractId !== entry.contractId,
    );
    let p = this.entries.get(entry.partition);
    if (!p) this.entries.set(entry.partition, (p = new Map()));
    p.set(entry.contractId, copy(entry));
  }
  async setHold(
    partition: string,
    contractId: string,
    hold: ExposureHold,
    updatedAt: string,
    ifUpdatedAt?: string,
  ) {
    const e = this.entries.get(partition)?.get(contractId);
    if (!e || (ifUpdatedAt !== undefined && e.updatedAt !== ifUpdatedAt)) return false;
    e.hold = hold;
    e.updatedAt = updatedAt;
    return true;
  }
  async remove(partition: string, contractId: string, ifUpdatedAt?: string) {
    const old = this.legacy.find((e) => e.partition === partition && e.contractId === contractId);
    if (old && (ifUpdatedAt === undefined || old.updatedAt === ifUpdatedAt)) {
      this.legacy = this.legacy.filter((e) => e !== old);
      return true;
    }
    const p = this.entries.get(partition);
    const e = p?.get(contractId);
    if (!e || (ifUpdatedAt !== undefined && e.updatedAt !== ifUpdatedAt)) return false;
    p!.delete(contractId);
    return true;
  }
  async count(scope: ExposureScope, contractId: string, cents: number, limitCents: number) {
    await this.beforeCount?.(scope.key);
    const c = this.counters.get(scope.key) ?? {
      total: {
        kind: scope.kind,
        key: scope.key,
        state: scope.state,
        ...(scope.lat !== undefined && scope.lon !== undefined ? { lat: scope.lat, lon: scope.lon } : {}),
        totalCents: 0,
        contracts: 0,
      },
      counted: new Set<string>(),
    };
    if (c.counted.has(contractId)) return { outcome: 'already' as const, totalCents: c.total.totalCents };
    if (c.total.totalCents + cents > limitCents)
      return { outcome: 'full' as const, totalCents: c.total.totalCents };
    c.counted.add(contractId);
    c.total.totalCents += cents;
    c.total.contracts += 1;
    this.counters.set(scope.key, c);
    return { outcome: 'added' as const, totalCents: c.total.totalCents };
  }
  async uncount(partition: string, contractId: string, cents: number) {
    const c = this.counters.get(partition);
    if (!c?.counted.delete(contractId)) return false;
    c.total.totalCents -= cents;
    c.total.contracts -= 1;
    return true;
  }
  async totals(partitions: readonly string[]) {
    return new Map(
      partitions.flatMap((p) => {
        const c = this.counters.get(p);
        return c ? [[p, copy(c.total)] as const] : [];
      }),
    );
  }
  async listTotals({ cursor, limit }: { cursor?: string; limit: number }) {
    const all = [...this.counters.keys()].sort().filter((k) => cursor === undefined || k > cursor);
    const page = all.slice(0, limit);
    return {
      totals: page.map((k) => copy(this.counters.get(k)!.total)),
      ...(all.length > limit ? { cursor: page.at(-1)! } : {}),
    };
  }
  private allEntries() {
    return [...this.entries.values()].flatMap((p) => [...p.values()]).map(copy);
  }
  async staleHeld(before: string) {
    return this.allEntries()
      .filter((e) => e.hold === 'held' && e.updatedAt < before)
      .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
  }
  async endedBefore(date: string) {
    return this.allEntries().filter((e) => e.endDate < date);
  }
  async addToBook(state: string, contractId: string, scenarios: NonNullable<ExposureEntry['scenarios']>) {
    const key = state.toUpperCase();
    const b = this.books.get(key) ?? { inBook: new Set<string>(), covers: 0, years: new Map() };
    if (b.inBook.has(contractId)) return false;
    b.inBook.add(contractId);
    b.covers += 1;
    scenarios.years.forEach((year, i) => {
      const y = b.years.get(year) ?? { covers: 0, payoutsCents: 0 };
      b.years.set(year, {
        covers: y.covers + 1,
        payoutsCents: y.payoutsCents + (scenarios.payoutsCents[i] ?? 0),
      });
    });
    this.books.set(key, b);
    return true;
  }
  async removeFromBook(
    state: string,
    contractId: string,
    scenarios: NonNullable<ExposureEntry['scenarios']>,
  ) {
    const b = this.books.get(state.toUpperCase());
    if (!b?.inBook.delete(contractId)) return false;
    b.covers -= 1;
    scenarios.years.forEach((year, i) => {
      const y = b.years.get(year);
      if (y)
        b.years.set(year, {
          covers: y.covers - 1,
          payoutsCents: y.payoutsCents - (scenarios.payoutsCents[i] ?? 0),
        });
    });
    return true;
  }
  async book(state: string): Promise<BoundBook> {
    const b = this.books.get(state.toUpperCase());
    if (!b) return { covers: 0, years: [] };
    return {
      covers: b.covers,
      years: [...b.years]
        .filter(([, y]) => y.covers > 0)
        .map(([year, y]) => ({ year, ...y }))
        .sort((a, b2) => a.year - b2.year),
    };
  }
  async legacyEntries() {
    return this.legacy.map(copy);
  }
}
