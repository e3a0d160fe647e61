/**
 * getSharedQuote: a public field, so the GraphQL client sends it with the API key whether or not
 * someone is signed in (the recipient is often a client without a password).
 */
import { useQuery } from '@tanstack/react-query';
import { gql, useGraphqlClient } from '../../../lib/graphql/index.js';

export interface SharedQuote {
  id: string;
  programName: string;
  programTitle: string;
  unit: string;
  startDate: string;
  endDate: string;
  days: number;
  applicationDeadline: string;
  expirationDate: string | null;
  locations: { state: string | null; lat: number; lon: number; weight: number }[];
  currency: string;
  limitOfLiability: number;
  trigger: number;
  exhaust: number | null;
  dailyPrecipitationCap: number | null;
  netPremium: number;
  estimatedGrossPremium: number | null;
  /** Taxes and Fees (total taxes plus the policy fee), added by the server; null while unavailable. */
  estimatedTaxesAndFees: number | null;
  taxStatus: string;
  taxMessage: string | null;
  history: { year: number; index: number | null; payout: number }[];
  dataOrigin: string | null;
  sharedBy: { name: string; email: string; agency: string | null };
  linkExpiresAt: string;
}

export const GET_SHARED_QUOTE = gql<{ getSharedQuote: SharedQuote | null }, { token: string }>(`
  query GetSharedQuote($token: String!) {
    getSharedQuote(token: $token) {
      id programName programTitle unit startDate endDate days applicationDeadline expirationDate
      locations { state lat lon weight } currency limitOfLiability trigger exhaust dailyPrecipitationCap
      netPremium estimatedGrossPremium estimatedTaxesAndFees taxStatus taxMessage
      history { year index payout } dataOrigin sharedBy { name email agency } linkExpiresAt
    }
  }
`);

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
