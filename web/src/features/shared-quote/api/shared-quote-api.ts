/**
 * getSharedQuote: a public field, so the GraphQL client sends it with the API key whether or not
 * someone is signed in (the recipient is often a client without a password).
 */
import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/index.js';
import { GET_SHARED_QUOTE } from './shared-quote-documents.js';
import type { GetSharedQuoteQuery } from '../../../lib/graphql/generated/graphql.js';

/** A premium indication as the person it was e-mailed to sees it through the link. */
export type SharedQuote = NonNullable<GetSharedQuoteQuery['getSharedQuote']>;

export function useSharedQuote(token: string) {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: ['shared-quote', token],
    retry: false,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const data = await client.request(GET_SHARED_QUOTE, { token }, { signal });
      return data.getSharedQuote;
    },
  });
}
