/** The operations `npm run load` can drive, as the web app sends them. */
import { programDates } from '@almanac/core';

export interface LoadOperation {
  query: string;
  variables: () => Record<string, unknown>;
}

const hpcPeriod = () => {
  const dates = programDates('HPC', new Date());
  return { start: dates.startDate, end: dates.endDate };
};

export const loadOperations = {
  currentUser: {
    query: 'query CurrentUser { currentUser { _id email role canQuote organization { _id } } }',
    variables: () => ({}),
  },
  getQuotes: {
    query: `query GetQuotes($input: QuotesPageInput) {
      getQuotes(input: $input) { count items { id programName netPremium } }
    }`,
    variables: () => ({ input: { page: 1, limit: 25 } }),
  },
  price: {
    query: `mutation Price($collection: String, $dataset: String, $limit: Float, $strike: Float, $exhaust: Float,
      $units: String, $start: String, $end: String, $weightedLocations: [WeightedLocationInput!], $sync: Boolean) {
      createParametricCustomQuote(collection: $collection, dataset: $dataset, limit: $limit, strike: $strike,
        exhaust: $exhaust, units: $units, start: $start, end: $end, weightedLocations: $weightedLocations, sync: $sync
      ) { id status quotes { id netPremium } }
    }`,
    variables: () => ({
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
  },
} satisfies Record<string, LoadOperation>;

export type LoadOperationName = keyof typeof loadOperations;
