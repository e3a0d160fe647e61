/**
 * Cursors of the premium indication lists (docs/data-model.md#premium-indication-lists): the
 * server answers, with a page, where the next and the previous page start; the web sends it back
 * when it moves to that page, so a page next to one already shown costs one page read whatever
 * its offset (a page number alone costs reading the index keys before it). Opaque to the web:
 * base64url of a small JSON object, validated here; one made for another order, filter or page is
 * ignored (the page number decides).
 */
import * as z from 'zod';
import type { QuoteListOrder } from './quote-list-order.js';

/** A cursor is at most this long (a sort key is at most 1,024 bytes; the rest is small). */
export const QUOTE_LIST_CURSOR_MAX = 2000;

/** Where a page of one list order starts: just after (next) or just before (previous) a listing. */
export interface QuoteListCursor {
  /** The page it leads to. */
  readonly page: number;
  readonly order: QuoteListOrder;
  readonly backwards: boolean;
  readonly unsubmittedOnly: boolean;
  readonly direction: 'next' | 'previous';
  /** The boundary listing: its id, createdAt and its sort key in `order` (core's quoteListSortKey). */
  readonly id: string;
  readonly createdAt: string;
  readonly key: string;
}

const cursorSchema = z.object({
  p: z.number().int().min(1),
  o: z.string().min(1).max(40),
  b: z.boolean(),
  u: z.boolean(),
  d: z.enum(['next', 'previous']),
  i: z.string().min(1).max(200),
  c: z.string().min(1).max(40),
  k: z.string().min(1).max(1024),
});

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64Url = (text: string) =>
  new TextDecoder().decode(
    Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
  );

export function encodeQuoteListCursor(c: QuoteListCursor): string {
  return toBase64Url(
    JSON.stringify({
      p: c.page,
      o: c.order,
      b: c.backwards,
      u: c.unsubmittedOnly,
      d: c.direction,
      i: c.id,
      c: c.createdAt,
      k: c.key,
    }),
  );
}

/** The cursor, or null when the text is not one (any malformed input; the page number then decides). */
export function decodeQuoteListCursor(text: string | null | undefined): QuoteListCursor | null {
  if (!text || text.length > QUOTE_LIST_CURSOR_MAX || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let json: unknown;
  try {
    json = JSON.parse(fromBase64Url(text));
  } catch {
    return null;
  }
  const parsed = cursorSchema.safeParse(json);
  if (!parsed.success) return null;
  const { p, o, b, u, d, i, c, k } = parsed.data;
  // The key must end with the listing's id, as every sort key does.
  if (!k.endsWith(`\u0001${i}`)) return null;
  return {
    page: p,
    order: o as QuoteListOrder,
    backwards: b,
    unsubmittedOnly: u,
    direction: d,
    id: i,
    createdAt: c,
    key: k,
  };
}

/**
 * How many pages a cursor made for page `cursorPage` skips to reach page `page` of the same list,
 * or undefined when it cannot: a `next` cursor sits just after the last row of the page before
 * its page, so it reads forwards to its page or any later one; a `previous` cursor sits just
 * before the first row of the page after its page, so it reads backwards to its page or any
 * earlier one. The server reads from it when that skips fewer rows than the nearer end of the
 * list (docs/data-model.md#premium-indication-lists); the web sends the nearest it holds.
 */
export function quoteListCursorSkip(
  direction: QuoteListCursor['direction'],
  cursorPage: number,
  page: number,
): number | undefined {
  const pages = direction === 'next' ? page - cursorPage : cursorPage - page;
  return pages >= 0 ? pages : undefined;
}
