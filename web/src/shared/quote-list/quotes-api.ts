/**
 * Premium indication lists (docs/requirements.md#access-and-routing, #api-operations): getQuotes
 * with a page, a page size, the sort and the search, optionally for one client; `count` is every
 * match. The export pages through all of them at the largest page size the server answers.
 */
import { QUOTES_PAGE_MAX } from '@almanac/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGraphqlClient, type GraphqlClient } from '../../lib/graphql/index.js';
import { GET_QUOTES } from './quotes-documents.js';
import type { GetQuotesQuery } from '../../lib/graphql/generated/graphql.js';
import { PageCursors } from './page-cursors.js';
import { variablesOf, type QuotesQuery } from './quotes-request.js';

export type { QuotesQuery } from './quotes-request.js';

/** A listed premium indication: the fields the tables and the export (core's ExportableQuote) read. */
export type QuoteListItem = NonNullable<GetQuotesQuery['getQuotes']>['items'][number];

type QuoteListPage = NonNullable<GetQuotesQuery['getQuotes']>;
const emptyPage: QuoteListPage = { items: [], count: 0, nextCursor: null, previousCursor: null };

/** Every list query starts with this key (invalidate it after a change a list shows). */
export const quoteListsKey = ['quotes', 'list'] as const;

/** One page of a quotes list; while the next page loads the previous one stays on screen. */
export function useQuotesPage(query: QuotesQuery, { enabled = true }: { enabled?: boolean } = {}) {
  const client = useGraphqlClient();
  const [cursors] = useState(() => new PageCursors());
  return useQuery({
    queryKey: [...quoteListsKey, query],
    enabled,
    placeholderData: keepPreviousData,
    // Quotes are saved elsewhere in the app: coming back to a list shows it fresh.
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const data = await client.request(GET_QUOTES, variablesOf(query, cursors.for(query)), { signal });
      const page = data.getQuotes ?? emptyPage;
      cursors.keep(query, page);
      return page;
    },
  });
}

/** A safety stop for the export: never more pages than this, whatever the server answers. */
const MAX_EXPORT_PAGES = 1000;

/**
 * Every quote matching the list (same sort, same filter), page after page of QUOTES_PAGE_MAX
 * until `count` is reached (or a page comes back short).
 */
export async function fetchAllQuotes(
  client: GraphqlClient,
  query: Omit<QuotesQuery, 'page' | 'limit'>,
  onProgress?: (loaded: number, count: number) => void,
): Promise<QuoteListItem[]> {
  // By id: a quote saved while the export runs shifts the pages, and may repeat a row.
  const all = new Map<string, QuoteListItem>();
  let cursor: string | null = null;
  for (let page = 1; page <= MAX_EXPORT_PAGES; page++) {
    const data: GetQuotesQuery = await client.request(
      GET_QUOTES,
      variablesOf({ ...query, page, limit: QUOTES_PAGE_MAX }, cursor),
    );
    const list: QuoteListPage = data.getQuotes ?? emptyPage;
    cursor = list.nextCursor ?? null;
    for (const item of list.items) all.set(item.id, item);
    onProgress?.(all.size, list.count);
    if (page * QUOTES_PAGE_MAX >= list.count || list.items.length < QUOTES_PAGE_MAX) break;
  }
  return [...all.values()];
}
