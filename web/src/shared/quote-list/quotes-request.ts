import type { QuoteSortColumn, SortDirection } from '@almanac/core';
import { earlyRequest, type EarlyRequest } from '../../lib/graphql/early-requests.js';
import type { GetQuotesQueryVariables } from '../../lib/graphql/generated/graphql.js';
import { GET_QUOTES } from './quotes-documents.js';

/** What a list asks for: a page of the caller's quotes, or of one client's, by a column core knows. */
export interface QuotesQuery {
  page: number;
  limit: number;
  sortBy: QuoteSortColumn;
  sortDirection: SortDirection;
  search?: string;
  clientId?: string;
  /** Only the indications no application was made from yet (Apply for Coverage). */
  filterFrozen?: boolean;
}

/** A list query's variables; `cursor` (from the page next to it) reads the page from where that one ended. */
export const variablesOf = (
  { clientId, filterFrozen, ...input }: QuotesQuery,
  cursor?: string | null,
): GetQuotesQueryVariables => ({
  input: cursor ? { ...input, cursor } : input,
  type: 'parametric',
  ...(clientId ? { clientId } : {}),
  ...(filterFrozen ? { filterFrozen } : {}),
});

/** The request of one page of a list (quotes-api.ts sends it; the /quotes route starts it early). */
export const quotesPageRequest = (query: QuotesQuery): EarlyRequest =>
  earlyRequest(GET_QUOTES, variablesOf(query));
