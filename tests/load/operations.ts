/** The operations `npm run load` can drive, as the web app sends them. */
import { programDates } from '@almanac/core';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { graphql } from '../support/graphql/index.js';

export interface LoadOperation {
  query: string;
  variables: () => unknown;
}

/** A generated document and a source of variables it accepts. */
const operation = <TData, TVars>(
  document: DocumentTypeDecoration<TData, TVars>,
  variables: () => TVars,
): LoadOperation => ({ query: String(document), variables });

const hpcPeriod = () => {
  const dates = programDates('HPC', new Date());
  return { start: dates.startDate, end: dates.endDate };
};

/** The demo agent's sign-in, before the load starts. */
export const LOAD_LOGIN = graphql(`
  mutation LoadLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
    }
  }
`);

export const loadOperations = {
  currentUser: operation(
    graphql(`
      query LoadCurrentUser {
        currentUser {
          _id
          email
          role
          canQuote
          organization {
            _id
          }
        }
      }
    `),
    () => ({}),
  ),
  getQuotes: operation(
    graphql(`
      query LoadQuotes($input: QuotesPageInput) {
        getQuotes(input: $input) {
          count
          items {
            id
            programName
            netPremium
          }
        }
      }
    `),
    () => ({ input: { page: 1, limit: 25 } }),
  ),
  price: operation(
    graphql(`
      mutation LoadPrice(
        $collection: String
        $dataset: String
        $limit: Float
        $strike: Float
        $exhaust: Float
        $units: String
        $start: String
        $end: String
        $weightedLocations: [WeightedLocationInput!]
        $sync: Boolean
      ) {
        createParametricCustomQuote(
          collection: $collection
          dataset: $dataset
          limit: $limit
          strike: $strike
          exhaust: $exhaust
          units: $units
          start: $start
          end: $end
          weightedLocations: $weightedLocations
          sync: $sync
        ) {
          id
          status
          quotes {
            id
            netPremium
          }
        }
      }
    `),
    () => ({
      collection: 'cpc',
      dataset: 'cpc_precip_us-daily',
      limit: 100_000,
      strike: 12,
      exhaust: 16,
      units: 'inch',
      ...hpcPeriod(),
      weightedLocations: [{ lat: 27.95, lon: -82.46, weight: 1 }],
      sync: true,
    }),
  ),
} satisfies Record<string, LoadOperation>;

export type LoadOperationName = keyof typeof loadOperations;
