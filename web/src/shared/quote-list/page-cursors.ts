/**
 * The cursors the server answered with the pages of one list (its query without the page), so
 * that a page near one already shown is read from that page's boundary, not by skipping every row
 * before it (docs/data-model.md#premium-indication-lists). Each cursor is kept under the page it
 * leads to and its direction; a request sends the one that reaches the page skipping the fewest
 * pages (core's quoteListCursorSkip): Next and Previous none, a page link two away one.
 */
import { quoteListCursorSkip } from '@almanac/core';
import type { QuotesQuery } from './quotes-request.js';

export interface AnsweredCursors {
  readonly nextCursor?: string | null;
  readonly previousCursor?: string | null;
}

export class PageCursors {
  private list = '';
  private readonly next = new Map<number, string>();
  private readonly previous = new Map<number, string>();

  private select(query: QuotesQuery) {
    const { page: _page, ...list } = query;
    const key = JSON.stringify(list);
    if (key !== this.list) {
      this.list = key;
      this.next.clear();
      this.previous.clear();
    }
  }

  /** The cursor to send with `query`: the nearest one that can reach its page, if any. */
  for(query: QuotesQuery): string | undefined {
    this.select(query);
    let best: { pages: number; cursor: string } | undefined;
    for (const [direction, byPage] of [
      ['next', this.next],
      ['previous', this.previous],
    ] as const)
      for (const [page, cursor] of byPage) {
        const pages = quoteListCursorSkip(direction, page, query.page);
        if (pages !== undefined && (!best || pages < best.pages)) best = { pages, cursor };
      }
    return best?.cursor;
  }

  /** Keep the cursors answered with page `query.page`. */
  keep(query: QuotesQuery, page: AnsweredCursors) {
    this.select(query);
    if (page.nextCursor) this.next.set(query.page + 1, page.nextCursor);
    if (page.previousCursor) this.previous.set(query.page - 1, page.previousCursor);
  }
}
