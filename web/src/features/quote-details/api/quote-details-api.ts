/**
 * The premium indication details page's calls (docs/requirements.md#quote-details, #api-quoting;
 * graphql/schema.graphql): getQuote, getContractByQuoteId (null until an application exists),
 * attachClientToQuote (then the quote is refetched) and deleteQuote (Parametric, Soft). Quote and
 * list caches are invalidated after each change.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorCode, useGraphqlClient } from '../../../lib/graphql/index.js';
import {
  GET_QUOTE,
  GET_CONTRACT_BY_QUOTE_ID,
  ATTACH_CLIENT_TO_QUOTE,
  DELETE_QUOTE,
} from './quote-details-documents.js';

export const quoteKey = (id: string) => ['quote', id] as const;
export const contractByQuoteKey = (id: string) => ['quote', id, 'contract'] as const;
/** Every premium indication list (the quotes area, a client's quotes) starts with this key. */
const quoteListsPrefix = ['quotes'] as const;
const agentStatsPrefix = ['dashboard', 'agent-stats'] as const;

/** Codes that mean "no such quote for you" (deleted, never existed, or another agent's). */
const NOT_FOUND_CODES = new Set(['NOT_FOUND', 'INVALID_PERMISSIONS']);

/** The quote could not be found for this user (as opposed to a failure worth retrying). */
export class QuoteNotFoundError extends Error {
  constructor() {
    super('Premium indication not found');
    this.name = 'QuoteNotFoundError';
  }
}

export const isQuoteNotFound = (e: unknown): boolean =>
  e instanceof QuoteNotFoundError || NOT_FOUND_CODES.has(errorCode(e) ?? '');

export function useQuoteDetails(id: string) {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: quoteKey(id),
    staleTime: 0,
    retry: (count, error) => count < 1 && !isQuoteNotFound(error) && !errorCode(error),
    queryFn: async ({ signal }) => {
      const data = await client.request(GET_QUOTE, { id }, { signal });
      if (!data.getQuote) throw new QuoteNotFoundError();
      return data.getQuote;
    },
  });
}

/** The contract made from the quote, if any; a failure only leaves its events off the timeline. */
export function useContractByQuoteId(quoteId: string, enabled: boolean) {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: contractByQuoteKey(quoteId),
    enabled,
    staleTime: 0,
    retry: false,
    queryFn: async ({ signal }) => {
      const data = await client.request(GET_CONTRACT_BY_QUOTE_ID, { quoteId }, { signal });
      return data.getContractByQuoteId ?? null;
    },
  });
}

export function useAttachClient(quoteId: string) {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (clientId: string) => {
      const data = await client.request(ATTACH_CLIENT_TO_QUOTE, { quote: quoteId, client: clientId });
      if (!data.attachClientToQuote) throw new Error('The client could not be attached.');
      return data.attachClientToQuote;
    },
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: quoteListsPrefix });
      await queryClient.invalidateQueries({ queryKey: quoteKey(quoteId) });
    },
  });
}

export function useDeleteQuote(quoteId: string) {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const data = await client.request(DELETE_QUOTE, {
        quote: quoteId,
        quoteType: 'Parametric',
        deleteType: 'Soft',
      });
      if (data.deleteQuote !== true) throw new Error('The premium indication could not be deleted.');
    },
    // The page navigates away; a later visit refetches (staleTime 0) and finds it gone.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: quoteListsPrefix });
      void queryClient.invalidateQueries({ queryKey: agentStatsPrefix });
    },
  });
}
