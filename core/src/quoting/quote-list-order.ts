/**
 * The order of premium indication lists (docs/requirements.md#quote-lists) as index sort keys:
 * one string per listing and column whose code-point order (DynamoDB's UTF-8 byte order) is the
 * list's order, so the server pages a sorted index instead of sorting a whole partition
 * (docs/data-model.md#premium-indication-lists). The in-memory sort uses the same keys.
 */
import { programs } from '../pricing/programs.js';
import {
  listingClientSortName,
  listingLocationLabel,
  type QuoteListing,
  type QuoteSortColumn,
  type SortDirection,
} from './quote-list.js';
import { quoteStatusOf } from './quote-status.js';

/** Separates the parts of a key: below every character a part may hold (those are removed). */
const SEP = '\u0001';
/** Characters below the space (SEP among them) never appear in a text part. */
// eslint-disable-next-line no-control-regex -- removing them is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f]/g;
/** Text parts are cut to this many characters (a GSI sort key holds at most 1,024 bytes). */
const TEXT_KEY_MAX = 80;

/**
 * Text as the list compares it: accents and case folded, control characters dropped, and every
 * run of digits zero-padded to 12 so "Reyes9" sorts before "Reyes17".
 */
export function textSortKey(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(CONTROL_CHARACTERS, '')
    .replace(/\d+/g, (d) => d.replace(/^0+(?=\d)/, '').padStart(12, '0'))
    .slice(0, TEXT_KEY_MAX);
}

/** A number (up to ±10^12, 3 decimals) as a fixed-width string in numeric order. */
const numberKey = (n: number) => String(Math.round(n * 1000) + 1e15).padStart(17, '0');

/** Text whose order is the reverse of `text`'s (4 hex digits per code point, then a terminator). */
const reversedText = (text: string) =>
  [...text]
    .map((c) => (0xffff - Math.min(c.codePointAt(0)!, 0xffff)).toString(16).padStart(4, '0'))
    .join('') + 'g';

/** createdAt with every digit d turned into 9-d: ascending order is newest first. */
const newestFirst = (createdAt: string) => createdAt.replace(/\d/g, (d) => String(9 - Number(d)));

const valueKey: Record<Exclude<QuoteSortColumn, 'clientName'>, (l: QuoteListing) => string> = {
  createdAt: (l) => l.createdAt,
  location: (l) => textSortKey(listingLocationLabel(l)),
  programName: (l) => textSortKey(programs[l.program].name),
  netPremium: (l) => numberKey(l.netPremiumCents),
  startDate: (l) => `${l.startDate}${SEP}${l.endDate}`,
  strike: (l) => `${textSortKey(l.strikeUnit)}${SEP}${numberKey(l.strike)}`,
  limitOfLiability: (l) => numberKey(l.limitCents),
  id: (l) => l.id,
  status: (l) => textSortKey(quoteStatusOf(l)),
};

/** The sort orders that have their own index key: every column ascending, and Client descending. */
export type QuoteListOrder = QuoteSortColumn | 'clientNameDesc';

/**
 * The sort key of a listing in one order: the column's value, then newest first, then the id.
 * Descending lists read the ascending key backwards, except Client, whose quotes without a
 * client come last in both directions (its own descending key).
 */
export function quoteListSortKey(l: QuoteListing, order: QuoteListOrder): string {
  let value: string;
  if (order === 'clientName' || order === 'clientNameDesc') {
    const name = textSortKey(listingClientSortName(l));
    value = name ? `0${SEP}${order === 'clientName' ? name : reversedText(name)}` : `1${SEP}`;
  } else value = valueKey[order](l);
  return `${value}${SEP}${newestFirst(l.createdAt)}${SEP}${l.id}`;
}

/** Which key a list sorted by `column` in `direction` reads, and whether it reads it backwards. */
export function quoteListOrderOf(
  column: QuoteSortColumn,
  direction: SortDirection,
): { order: QuoteListOrder; backwards: boolean } {
  if (column === 'clientName' && direction === 'DESC') return { order: 'clientNameDesc', backwards: false };
  return { order: column, backwards: direction === 'DESC' };
}

/**
 * A UTF-16 code unit moved so that code-unit order is code-point order: surrogates (a code point
 * above U+FFFF) after U+E000–U+FFFF.
 */
const codePointRank = (unit: number) =>
  unit >= 0xe000 ? unit - 0x800 : unit >= 0xd800 ? unit + 0x2000 : unit;

/**
 * Code-point order (UTF-8 byte order, as DynamoDB compares sort keys), compared code unit by code
 * unit without copying the strings (an in-memory sort compares thousands of keys).
 */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

/**
 * Order of a list: by the column in the direction asked (the index's order: ties newest first
 * then by id ascending, and a descending list the exact reverse of the ascending one, except
 * Client as above), so every page of one ordering is stable.
 */
export function compareListings(column: QuoteSortColumn, direction: SortDirection) {
  const { order, backwards } = quoteListOrderOf(column, direction);
  const keys = new Map<QuoteListing, string>();
  const key = (l: QuoteListing) => keys.get(l) ?? keys.set(l, quoteListSortKey(l, order)).get(l)!;
  return (a: QuoteListing, b: QuoteListing): number =>
    (backwards ? -1 : 1) * compareCodePoints(key(a), key(b));
}

/** The start of every status-order key of saved (false) or submitted (true) quotes. */
export const quoteStatusSortPrefix = (submitted: boolean): string =>
  `${textSortKey(quoteStatusOf(submitted ? { frozenAt: 'x' } : {}))}${SEP}`;
