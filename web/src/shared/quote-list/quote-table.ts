/**
 * The premium indication table's columns and sorting (docs/requirements.md#quote-lists): the
 * agent list's columns, each sorted on the server by clicking its header; createdAt descending
 * by default. The sort lives in the page's URL so Back from a quote restores the list.
 */
import {
  contractStatusLabels,
  displayNameOf,
  formatUsDate,
  formatUsdWhole,
  isContractStatus,
  policyStatusOf,
  type PolicyStatus,
  type QuoteSortColumn,
  type SortDirection,
} from '@almanac/core';

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

/** Created On as the export writes it (the timestamp's date, MM/dd/yyyy). */
export const createdOnLabel = (createdAt: string): string => formatUsDate(createdAt.slice(0, 10));

/** "MM/dd/yyyy – MM/dd/yyyy". */
export const policyPeriodLabel = (p: { startDate: string; endDate: string }): string =>
  `${formatUsDate(p.startDate)} – ${formatUsDate(p.endDate)}`;

/** Money in whole dollars unless it has cents (docs/requirements.md#constants). */
export const limitLabel = formatUsdWhole;

/** The client column: "First Last", else the e-mail, else a dash. */
export function clientLabel(q: {
  clientName?: string | null;
  clientFirstName?: string | null;
  clientLastName?: string | null;
  clientEmail?: string | null;
}): string {
  return (
    q.clientName ||
    displayNameOf({ firstName: q.clientFirstName, lastName: q.clientLastName, email: q.clientEmail })
  );
}

/** The export's file name, dated by the local day: premium_indications_2025-03-01.csv. */
export function exportFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `premium_indications_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/**
 * What the Status column says of the quote's application or policy
 * (docs/requirements.md#quote-lists, #binding): a bound one its policy status
 * (core's policyStatusOf: Active until its period ends, then Expired) and policy number; an
 * application its status (core's contractStatusLabels); nothing before an application exists.
 */
export type ContractState =
  { kind: 'policy'; label: PolicyStatus; policyNumber: string } | { kind: 'application'; label: string };

export function contractStateOf(
  q: { contractStatus?: string | null; policyNumber?: string | null; riskPeriod: { endDate: string } },
  today: string,
): ContractState | null {
  if (!q.contractStatus) return null;
  const status = isContractStatus(q.contractStatus) ? q.contractStatus : null;
  const policy = status ? policyStatusOf({ status, riskPeriod: q.riskPeriod }, today) : undefined;
  if (policy && q.policyNumber) return { kind: 'policy', label: policy, policyNumber: q.policyNumber };
  return { kind: 'application', label: status ? contractStatusLabels[status] : q.contractStatus };
}
