/**
 * Premium indication lists (docs/requirements.md#quote-lists, #clients, #entity-quote): the slim
 * listing every saved quote carries for lists, the sort columns, the search, paging and the
 * "Export Data" CSV. The server sorts and searches the listings of a whole partition; the web
 * shows the page it answers and builds the CSV from every match.
 */
import type { ProgramCode } from '../pricing/programs.js';
import { programs } from '../pricing/programs.js';
import { centsToDollars } from './money.js';
import { formatUsDate, periodDays } from './policy-period.js';
import { programTypeOf } from './program-types.js';
import { quoteStatusOf } from './quote-status.js';
import { listStatusBadgeOf } from '../applications/status-badges.js';

/** The list's page size (docs/requirements.md#constants). */
export const QUOTES_PAGE_SIZE = 10;
/** The search page's page size. */
export const QUOTE_SEARCH_PAGE_SIZE = 15;
/** The largest page one getQuotes call answers (the export pages through everything). */
export const QUOTES_PAGE_MAX = 100;
/** The form needs 1 character; the server searches only above 2 (docs/requirements.md#validation-search). */
export const QUOTE_SEARCH_MIN_CHARS = 3;
export const QUOTE_SEARCH_DEBOUNCE_MS = 1000;

/** One covered location as lists show it. */
export interface QuoteListingLocation {
  readonly state: string;
  readonly lat: number;
  readonly lon: number;
  /** Whole percent. */
  readonly weight: number;
}

/**
 * What a list needs of a saved quote, stored on the quote item (attribute `listing`) and
 * projected into the list index; kept in step by every write that changes one of its fields.
 */
export interface QuoteListing {
  readonly id: string;
  readonly program: ProgramCode;
  readonly createdBy: string;
  readonly createdAt: string;
  readonly savedAt: string;
  readonly frozenAt?: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly applicationDeadline: string;
  readonly clientId?: string;
  readonly clientFirstName?: string;
  readonly clientLastName?: string;
  readonly clientEmail?: string;
  readonly locations: readonly QuoteListingLocation[];
  /** The option card's title, e.g. "Above 3.50 in". */
  readonly trigger: string;
  readonly strike: number;
  readonly strikeUnit: string;
  readonly limitCents: number;
  readonly netPremiumCents: number;
  readonly contractId?: string;
  readonly policyNumber?: string;
}

/** Sortable columns (every column of the agent list and of the generic list in docs/requirements.md#quote-lists). */
export const quoteSortColumns = [
  'createdAt',
  'clientName',
  'location',
  'programName',
  'netPremium',
  'startDate',
  'strike',
  'limitOfLiability',
  'id',
  'status',
] as const;
export type QuoteSortColumn = (typeof quoteSortColumns)[number];
export type SortDirection = 'ASC' | 'DESC';

const sortAliases: Readonly<Record<string, QuoteSortColumn>> = {
  createdat: 'createdAt',
  createdon: 'createdAt',
  client: 'clientName',
  clientname: 'clientName',
  location: 'location',
  locations: 'location',
  programname: 'programName',
  program: 'programName',
  type: 'programName',
  netpremium: 'netPremium',
  premium: 'netPremium',
  startdate: 'startDate',
  policystart: 'startDate',
  policyperiod: 'startDate',
  riskperiodstartdate: 'startDate',
  strike: 'strike',
  trigger: 'strike',
  limitofliability: 'limitOfLiability',
  limit: 'limitOfLiability',
  id: 'id',
  _id: 'id',
  status: 'status',
};

/** The column a sortBy value names (case, dots and separators ignored), or null. */
export function resolveQuoteSortColumn(value: string): QuoteSortColumn | null {
  const alias = (key: string) => (Object.hasOwn(sortAliases, key) ? sortAliases[key] : undefined);
  return alias(value.toLowerCase().replace(/[\s._-]/g, '')) ?? alias(value) ?? null;
}

/** "Last, First" when both are known; whichever is present otherwise. */
export function listingClientSortName(l: QuoteListing): string {
  return [l.clientLastName, l.clientFirstName].filter(Boolean).join(', ');
}

/** "First Last". */
export const listingClientName = (l: QuoteListing): string =>
  [l.clientFirstName, l.clientLastName].filter(Boolean).join(' ');

/** A location as lists name it: state and coordinates at 3 decimals, e.g. "FL 27.950, -82.460". */
const locationName = (x: QuoteListingLocation) => `${x.state} ${x.lat.toFixed(3)}, ${x.lon.toFixed(3)}`;

/** The first location and how many others, e.g. "FL 27.950, -82.460 +2 more". */
export function listingLocationLabel(l: QuoteListing): string {
  const first = l.locations[0];
  if (!first) return '';
  const more = l.locations.length > 1 ? ` +${l.locations.length - 1} more` : '';
  return `${locationName(first)}${more}`;
}

/** Covered states, sorted, once each. */
export const listingStates = (l: QuoteListing): string[] =>
  [...new Set(l.locations.map((x) => x.state))].sort();

const fold = (s: string | null | undefined) =>
  (s ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The search the server applies: trimmed, and only when longer than 2 characters. */
export function effectiveQuoteSearch(search: string | null | undefined): string | undefined {
  const s = search?.trim();
  return s && s.length >= QUOTE_SEARCH_MIN_CHARS ? s : undefined;
}

/** The words of a search, case- and accent-folded (none for an empty search). */
export const quoteSearchWords = (search: string | null | undefined): string[] =>
  fold(search).split(/\s+/).filter(Boolean);

/** What a search word is matched against of a client: the name and the e-mail. */
export interface SearchableClient {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly email?: string;
}

/**
 * What the search rule reads of a listing, and what a search's candidates are read with besides
 * their creator, client, status and sort key (docs/data-model.md#premium-indication-lists).
 */
export type QuoteSearchFields = Pick<
  QuoteListing,
  'id' | 'contractId' | 'policyNumber' | 'clientFirstName' | 'clientLastName' | 'clientEmail'
>;

/** The listing fields a search candidate is read with (QuoteSearchFields, creator, client, status, creation). */
export const QUOTE_SEARCH_FIELDS = [
  'id',
  'createdBy',
  'createdAt',
  'clientId',
  'frozenAt',
  'contractId',
  'policyNumber',
  'clientFirstName',
  'clientLastName',
  'clientEmail',
] as const satisfies readonly (keyof QuoteListing)[];

/** Does a (folded) search word occur anywhere in the client's first name, last name or e-mail? */
export const clientMatchesSearchWord = (c: SearchableClient, word: string): boolean =>
  [c.firstName, c.lastName, c.email].some((f) => fold(f).includes(word));

/**
 * Does a (folded) search word begin the quote's ID, or is it the whole contract ID or policy
 * number? IDs are found from their start (a pasted ID or its leading part), not from inside:
 * docs/requirements.md#quote-search, docs/decisions.md (issue 28, the search's candidates).
 */
export const listingIdsMatchSearchWord = (l: QuoteSearchFields, word: string): boolean =>
  fold(l.id).startsWith(word) ||
  (!!l.contractId && fold(l.contractId) === word) ||
  (!!l.policyNumber && fold(l.policyNumber) === word);

/**
 * Search (docs/requirements.md#quote-search), case- and accent-insensitive: every word occurs in
 * the client's first name, last name or e-mail, or begins the quote ID, or is the whole contract
 * ID or policy number. `client` is the attached client as it is now (its name may be newer than
 * the listing's copy, which a submitted quote keeps); the listing's copy otherwise.
 */
export function listingMatchesSearch(
  l: QuoteSearchFields,
  search: string | null | undefined,
  client?: SearchableClient,
): boolean {
  const c = client ?? { firstName: l.clientFirstName, lastName: l.clientLastName, email: l.clientEmail };
  return quoteSearchWords(search).every(
    (w) => clientMatchesSearchWord(c, w) || listingIdsMatchSearchWord(l, w),
  );
}

/** Page `page` (1-based) of `limit` items. */
export const pageOf = <T>(items: readonly T[], page: number, limit: number): T[] =>
  items.slice((page - 1) * limit, page * limit);

/** The list item the API answers for a listing (money in dollars). */
export function listingView(l: QuoteListing) {
  const clientName = listingClientName(l);
  return {
    id: l.id,
    _id: l.id,
    programName: l.program,
    programType: programTypeOf[l.program],
    programTitle: programs[l.program].name,
    status: quoteStatusOf(l),
    createdAt: l.createdAt,
    savedAt: l.savedAt,
    frozenAt: l.frozenAt ?? null,
    createdBy: l.createdBy,
    clientId: l.clientId ?? null,
    clientName: clientName || null,
    clientFirstName: l.clientFirstName ?? null,
    clientLastName: l.clientLastName ?? null,
    clientEmail: l.clientEmail ?? null,
    riskPeriod: { startDate: l.startDate, endDate: l.endDate, days: periodDays(l.startDate, l.endDate) },
    applicationDeadline: l.applicationDeadline,
    location: listingLocationLabel(l),
    locations: l.locations.map((x) => ({ ...x, name: locationName(x) })),
    states: listingStates(l),
    trigger: l.trigger,
    strike: { unit: l.strikeUnit, vector: [l.strike] },
    limitOfLiability: centsToDollars(l.limitCents),
    netPremium: centsToDollars(l.netPremiumCents),
    contractId: l.contractId ?? null,
    policyNumber: l.policyNumber ?? null,
  };
}
export type QuoteListItemView = ReturnType<typeof listingView>;

/** The CSV export's columns (the agent list's, plus the client as "last name, first name"). */
export const quoteExportColumns = [
  'Client',
  'Client (Last, First)',
  'Client Email',
  'Created On',
  'Location',
  'Type',
  'Policy Period',
  'Trigger',
  'Limit',
  'Premium',
  'ID',
  'Status',
  'Policy Number',
] as const;

/** The item fields the export reads (a getQuotes item). */
export interface ExportableQuote {
  readonly id: string;
  readonly programTitle: string;
  readonly status: string;
  readonly createdAt: string;
  readonly clientFirstName?: string | null;
  readonly clientLastName?: string | null;
  readonly clientEmail?: string | null;
  readonly riskPeriod: { readonly startDate: string; readonly endDate: string };
  readonly location: string;
  readonly trigger: string;
  readonly limitOfLiability: number;
  readonly netPremium: number;
  /** The application's status once there is one, and the policy number once bound. */
  readonly contractStatus?: string | null;
  readonly policyNumber?: string | null;
}

/**
 * A spreadsheet reads a cell starting with =, +, -, @ (or a tab or carriage return) as a formula:
 * text typed by people (client names, e-mails) is defused with a leading apostrophe.
 */
const defuse = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);
const csvCell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const money = (v: number) => v.toFixed(2);

/**
 * "Export Data": one header row and one row per quote (dates MM/dd/yyyy, money with 2 decimals);
 * Status is the list's badge (core's listStatusOf on `today`, the local day), so a draft, a
 * policy and a rejected application read apart, and a policy carries its number.
 */
export function quotesToCsv(items: readonly ExportableQuote[], today: string): string {
  const rows = items.map((q) => [
    defuse([q.clientFirstName, q.clientLastName].filter(Boolean).join(' ')),
    defuse([q.clientLastName, q.clientFirstName].filter(Boolean).join(', ')),
    defuse(q.clientEmail ?? ''),
    formatUsDate(q.createdAt.slice(0, 10)),
    q.location,
    q.programTitle,
    `${formatUsDate(q.riskPeriod.startDate)} - ${formatUsDate(q.riskPeriod.endDate)}`,
    q.trigger,
    money(q.limitOfLiability),
    money(q.netPremium),
    q.id,
    listStatusBadgeOf(q, today).label,
    q.policyNumber ?? '',
  ]);
  return [[...quoteExportColumns], ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
