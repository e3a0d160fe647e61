import type { ProgramCode } from '@almanac/core';

/**
 * `held`: written by a sale or a release that has not finished yet (readers check the contract);
 * `live`: confirmed after the contract's write (readers trust it until the period ends).
 */
export type ExposureHold = 'held' | 'live';

/**
 * One contract's exposure in one partition of the book (docs/data-model.md, "Accumulation"): a
 * grid cell (`CELL#{datasetId}#{row}#{col}`) or a region (`REGION#{state}`), core's
 * `cellExposureKey` / `regionExposureKey`.
 */
export interface ExposureEntry {
  partition: string;
  contractId: string;
  organizationId?: string;
  program: ProgramCode;
  kind: 'cell' | 'region';
  /** The US state of the location(s). */
  state: string;
  /** Cells: the location in it, for messages and the operations table. */
  lat?: number;
  lon?: number;
  /** limit × weight, whole cents. */
  exposureCents: number;
  /** The policy period's last day (YYYY-MM-DD): the entry stops counting after it. */
  endDate: string;
  hold: ExposureHold;
  /** When the entry was last written (ISO): a `held` entry older than the grace is no sale in flight. */
  updatedAt: string;
  /** Region entries: the cover's as-if-today payouts per look-back year (the book for the engine). */
  scenarios?: { years: number[]; payoutsCents: number[] };
}

export interface ExposurePartition {
  /** Bumped by every committed sale into the partition; 0 before the first. */
  version: number;
  entries: ExposureEntry[];
}

/**
 * The book of exposure: per partition a version (the sales' optimistic lock) and one entry per
 * contract. Single-item conditional writes only (docs/data-model.md).
 */
export interface ExposureBook {
  /** The partition's version, read first, then its entries (both strongly consistent). */
  read(partition: string): Promise<ExposurePartition>;
  /** Create or replace the contract's entry in its partition. */
  put(entry: ExposureEntry): Promise<void>;
  /** version + 1 if the partition is still at `expected`; false when another sale committed first. */
  bump(partition: string, expected: number): Promise<boolean>;
  /** Set the entry's hold (and `updatedAt`) if it exists and, with `ifUpdatedAt`, is unchanged; true when set. */
  setHold(
    partition: string,
    contractId: string,
    hold: ExposureHold,
    updatedAt: string,
    ifUpdatedAt?: string,
  ): Promise<boolean>;
  /** Delete the entry (with `ifUpdatedAt`: only if unchanged since). */
  remove(partition: string, contractId: string, ifUpdatedAt?: string): Promise<void>;
  /** Every partition a sale has committed into, with its version, by key. */
  listPartitions(): Promise<{ partition: string; version: number }[]>;
}
