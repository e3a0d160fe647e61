/**
 * In-memory fake of the exposure book (unit tests only); its contract suite runs it beside the
 * DynamoDB adapter, so they behave alike.
 */
import type { ExposureBook, ExposureEntry, ExposureHold } from '../../ports/index.js';

const copy = <T>(value: T): T => structuredClone(value);

export class InMemoryExposureBook implements ExposureBook {
  readonly versions = new Map<string, number>();
  readonly entries = new Map<string, Map<string, ExposureEntry>>();
  /** Tests: run before `read` answers (e.g. another sale committing between a read and a bump). */
  beforeReadAnswers?: (partition: string) => Promise<void> | void;

  async read(partition: string) {
    const version = this.versions.get(partition) ?? 0;
    const entries = [...(this.entries.get(partition)?.values() ?? [])]
      .sort((a, b) => a.contractId.localeCompare(b.contractId))
      .map(copy);
    await this.beforeReadAnswers?.(partition);
    return { version, entries };
  }
  async put(entry: ExposureEntry) {
    let p = this.entries.get(entry.partition);
    if (!p) this.entries.set(entry.partition, (p = new Map()));
    p.set(entry.contractId, copy(entry));
  }
  async bump(partition: string, expected: number) {
    if ((this.versions.get(partition) ?? 0) !== expected) return false;
    this.versions.set(partition, expected + 1);
    return true;
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
    const p = this.entries.get(partition);
    const e = p?.get(contractId);
    if (!e || (ifUpdatedAt !== undefined && e.updatedAt !== ifUpdatedAt)) return;
    p!.delete(contractId);
  }
  async listPartitions() {
    return [...this.versions.entries()]
      .map(([partition, version]) => ({ partition, version }))
      .sort((a, b) => a.partition.localeCompare(b.partition));
  }
}
