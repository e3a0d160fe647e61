/**
 * The premium indication list's columns, its sort and the URL parameters holding sort and page
 * (docs/requirements.md#quote-lists). No core schemas here: the /quotes route reads the start
 * address's parameters at start-up (its early request), in the first load.
 */
import type { QuoteSortColumn, SortDirection } from '@almanac/core';

export type QuoteColumnKey =
  'client' | 'createdOn' | 'location' | 'type' | 'policyPeriod' | 'trigger' | 'limit' | 'id' | 'status';

export interface QuoteColumn {
  key: QuoteColumnKey;
  label: string;
  /** The getQuotes sortBy the header sends. */
  sortBy: QuoteSortColumn;
}

/** The agent list's columns, in order. */
export const quoteColumns: readonly QuoteColumn[] = [
  { key: 'client', label: 'Client', sortBy: 'clientName' },
  { key: 'createdOn', label: 'Created On', sortBy: 'createdAt' },
  { key: 'location', label: 'Location', sortBy: 'location' },
  { key: 'type', label: 'Type', sortBy: 'programName' },
  { key: 'policyPeriod', label: 'Policy Period', sortBy: 'startDate' },
  { key: 'trigger', label: 'Trigger', sortBy: 'strike' },
  { key: 'limit', label: 'Limit', sortBy: 'limitOfLiability' },
  { key: 'id', label: 'ID', sortBy: 'id' },
  { key: 'status', label: 'Status', sortBy: 'status' },
];

export interface QuoteSort {
  sortBy: QuoteSortColumn;
  sortDirection: SortDirection;
}

export const DEFAULT_QUOTE_SORT: QuoteSort = { sortBy: 'createdAt', sortDirection: 'DESC' };

const sortableColumns = new Set<string>(quoteColumns.map((c) => c.sortBy));

/** A column's first order: ascending, except Created On, which starts with the newest. */
export const firstSortOf = (sortBy: QuoteSortColumn): QuoteSort => ({
  sortBy,
  sortDirection: sortBy === 'createdAt' ? 'DESC' : 'ASC',
});

/** A header click: the active column flips its direction; another column starts with its first order. */
export function nextSort(current: QuoteSort, sortBy: QuoteSortColumn): QuoteSort {
  if (current.sortBy === sortBy)
    return { sortBy, sortDirection: current.sortDirection === 'ASC' ? 'DESC' : 'ASC' };
  return firstSortOf(sortBy);
}

/** The sort and page a list's URL names (anything unknown falls back to the defaults). */
export function readListParams(params: URLSearchParams): { sort: QuoteSort; page: number } {
  const sortBy = params.get('sortBy');
  const sortDirection = params.get('sortDirection');
  const page = Number(params.get('page'));
  return {
    sort:
      sortBy && sortableColumns.has(sortBy)
        ? {
            sortBy: sortBy as QuoteSortColumn,
            sortDirection: sortDirection === 'ASC' || sortDirection === 'DESC' ? sortDirection : 'ASC',
          }
        : DEFAULT_QUOTE_SORT,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL parameters for a sort and page (defaults left out, so /quotes stays /quotes). */
export function writeListParams(params: URLSearchParams, sort: QuoteSort, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  const isDefault =
    sort.sortBy === DEFAULT_QUOTE_SORT.sortBy && sort.sortDirection === DEFAULT_QUOTE_SORT.sortDirection;
  if (isDefault) {
    next.delete('sortBy');
    next.delete('sortDirection');
  } else {
    next.set('sortBy', sort.sortBy);
    next.set('sortDirection', sort.sortDirection);
  }
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}
