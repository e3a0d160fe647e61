/**
 * getSharedQuote: a public field, so the GraphQL client sends it with the API key whether or not
 * someone is signed in (the recipient is often a client without a password).
 */
import { useQuery } from '@tanstack/react-query';
import { graphql, useGraphqlClient } from '../../../lib/graphql/index.js';
import type { GetSharedQuoteQuery } from '../../../lib/graphql/generated/graphql.js';

export const GET_SHARED_QUOTE = graphql(`
  query GetSharedQuote($token: String!) {
    getSharedQuote(token: $token) {
      id
      programName
      programTitle
      unit
      startDate
      endDate
      days
      applicationDeadline
      expirationDate
      locations {
        state
        lat
        lon
        weight
      }
      currency
      limitOfLiability
      trigger
      exhaust
      dailyPrecipitationCap
      netPremium
      estimatedGrossPremium
      estimatedTaxesAndFees
      taxStatus
      taxMessage
      history {
        year
        index
        payout
      }
      dataOrigin
      sharedBy {
        name
        email
        agency
      }
      linkExpiresAt
    }
  }
`);

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
