/**
 * The container's pricing memos (core's `LocationIndexMemo` and `HistoryFitMemo`): each cell's
 * yearly window values for a program and period, and the fits of an index history, kept in
 * size-bounded LRUs so that pricing the same cells and period on the same data version again
 * skips the daily sums and the fitting (docs/decisions.md, "Reused pricing work"). A location's
 * key names the dataset's version (use-cases/pricing/price-request.ts), so a re-ingest misses;
 * a history's key is the history itself.
 */
import type { HistoryFits, LocationYearlyValues } from '@almanac/core';
import type { PricingMemo } from '../../ports/index.js';
import { LruCache } from './grid-store/lru-cache.js';

/** Bytes of window values kept (default 8 MiB: about 8,000 cell-periods of 78 years). */
export const LOCATION_MEMO_BYTES = 8 * 1024 * 1024;
/** Histories whose fits are kept (each some tens of KiB: distributions, four scenarios). */
export const FIT_MEMO_ENTRIES = 256;
/** What an entry costs beyond its arrays (the key, the objects). */
const ENTRY_OVERHEAD = 256;

export interface PricingMemoSizes {
  readonly locationBytes?: number;
  readonly fitEntries?: number;
}

export function createPricingMemo(
  sizes: PricingMemoSizes = {},
): PricingMemo & { readonly counts: () => { locations: number; fits: number } } {
  const locations = new LruCache<LocationYearlyValues>(sizes.locationBytes ?? LOCATION_MEMO_BYTES);
  const fits = new LruCache<HistoryFits>(sizes.fitEntries ?? FIT_MEMO_ENTRIES);
  return {
    locations: {
      get: (key) => locations.get(key),
      set: (key, value) =>
        locations.set(
          key,
          value,
          value.values.byteLength + value.missingDays.byteLength + ENTRY_OVERHEAD + key.length * 2,
        ),
    },
    // Counted by entries (size 1 each): a fit's objects have no cheap byte size.
    fits: { get: (key) => fits.get(key), set: (key, value) => fits.set(key, value, 1) },
    counts: () => ({ locations: locations.count, fits: fits.count }),
  };
}

let shared: PricingMemo | undefined;

/** One memo per container, shared by the pricing handlers composed in it. */
export function containerPricingMemo(): PricingMemo {
  shared ??= createPricingMemo();
  return shared;
}
