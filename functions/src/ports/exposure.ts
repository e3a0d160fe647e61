import type { ExposureScope, ProgramCode } from '@almanac/core';

/**
 * `held`: written by a sale or a release that has not finished yet (the sweeper checks the
 * contract once it is older than the grace); `live`: confirmed after the contract's write.
 */
export type ExposureHold = 'held' | 'live';

/**
 * One contract's exposure in one scope of the book (docs/data-model.md, "Accumulation"): a grid
 * cell (`CELL#{datasetId}#{row}#{col}`) or a region (`REGION#{state}`), core's `cellExposureKey` /
 * `regionExposureKey`. What a release takes back out of the scope's total (and, for a region, out
 * of its bound book).
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
  /** The policy period's last day (YYYY-MM-DD): the daily job releases the entry after it. */
  endDate: string;
  hold: ExposureHold;
  /** When the entry was last written (ISO): a `held` entry older than the grace is no sale in flight. */
  updatedAt: string;
  /** Region entries: the cover's as-if-today payouts per look-back year (what it adds to the bound book). */
  scenarios?: { years: number[]; payoutsCents: number[] };
}

/** One scope's counter: the exposure of the contracts it counts. */
export interface ExposureTotal extends ExposureScope {
  /** Whole cents. */
  totalCents: number;
  /** The contracts it counts. */
  contracts: number;
}

/**
 * `added`: counted now (the new total is within the limit); `already`: the contract was counted
 * before (the total as it is); `full`: not counted, the total plus the amount would exceed the limit.
 */
export interface CountResult {
  outcome: 'added' | 'already' | 'full';
  /** The total after the call (whole cents). */
  totalCents: number;
}

/** One region's bound book: per look-back year the covers having it and the sum of their payouts. */
export interface BoundBook {
  covers: number;
  years: { year: number; covers: number; payoutsCents: number }[];
}

/**
 * The book of exposure (docs/data-model.md, "Accumulation"). Every write is one item, atomic and
 * conditional: a scope's total and the set of contracts it counts are one item, so they always
 * agree; a region's bound book and the set of contracts in it likewise.
 */
export interface ExposureBook {
  /** Create or replace the contract's entry in its scope. */
  put(entry: ExposureEntry): Promise<void>;
  /** Set the entry's hold (and `updatedAt`) if it exists and, with `ifUpdatedAt`, is unchanged; true when set. */
  setHold(
    partition: string,
    contractId: string,
    hold: ExposureHold,
    updatedAt: string,
    ifUpdatedAt?: string,
  ): Promise<boolean>;
  /** Delete the entry (with `ifUpdatedAt`: only if unchanged since); true when deleted. */
  remove(partition: string, contractId: string, ifUpdatedAt?: string): Promise<boolean>;
  /**
   * Add `cents` to the scope's total and the contract to its set, in one conditional write: only
   * when the contract is not counted yet and total + cents ≤ `limitCents`.
   */
  count(scope: ExposureScope, contractId: string, cents: number, limitCents: number): Promise<CountResult>;
  /** Take the contract (and `cents`) out of the scope's total if it counts it; true when it did. */
  uncount(partition: string, contractId: string, cents: number): Promise<boolean>;
  /** These scopes' totals (absent: nothing counted yet), one strongly consistent read each. */
  totals(partitions: readonly string[]): Promise<Map<string, ExposureTotal>>;
  /** Every scope's total, one page (`cursor`: where the previous page ended). */
  listTotals(page: { cursor?: string; limit: number }): Promise<{ totals: ExposureTotal[]; cursor?: string }>;
  /** `held` entries written before `before` (ISO), oldest first: sales or releases stopped half way. */
  staleHeld(before: string): Promise<ExposureEntry[]>;
  /** Entries whose period ended before `date` (YYYY-MM-DD). */
  endedBefore(date: string): Promise<ExposureEntry[]>;
  /** Add a bound cover's payouts to its region's book unless it is in it; true when added. */
  addToBook(
    state: string,
    contractId: string,
    scenarios: ExposureEntry['scenarios'] & object,
  ): Promise<boolean>;
  /** Take the cover's payouts out of its region's book if it is in it; true when it was. */
  removeFromBook(
    state: string,
    contractId: string,
    scenarios: ExposureEntry['scenarios'] & object,
  ): Promise<boolean>;
  /** The region's bound book (one read); empty when nothing is bound there. */
  book(state: string): Promise<BoundBook>;
  /**
   * Entries written before the counters (issue 26: under a version head, not counted, not in the
   * indexes), for the one-off backfill (`backfillExposure`); a `put` makes an entry current.
   */
  legacyEntries(): Promise<ExposureEntry[]>;
}
