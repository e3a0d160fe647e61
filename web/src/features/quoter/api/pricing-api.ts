/**
 * The pricing calls of the coverage-terms step (docs/requirements.md#api-quoting;
 * graphql/schema.graphql): createParametricCustomQuote (excess rainfall), createParametricQuote
 * (high and low temperature, low rainfall), getPricingRequest (polling after sync: false) and
 * getIndexDataV2.
 */
import type { ProgramCode } from '@almanac/core';
import { useQuery } from '@tanstack/react-query';
import { graphql, useGraphqlClient } from '../../../lib/graphql/index.js';
import { indexDataVariables } from '../model/terms.js';
import type { LocationSelection, PolicyPeriod } from '../model/wizard.js';

/** A pricing request and its priced options (model/quote.ts: PricingRequestData). */
graphql(`
  fragment PricingRequestFields on PricingRequest {
    id
    requestId
    status
    dataOrigin
    targetMatch {
      requestedTrigger
      matchedTrigger
    }
    error {
      code
      message
    }
    quotes {
      ...PricedQuoteFields
    }
  }
`);

export const CREATE_CUSTOM_QUOTE = graphql(`
  mutation CreateParametricCustomQuote(
    $collection: String
    $dataset: String
    $limit: Float
    $strike: Float
    $exhaust: Float
    $units: String
    $start: String
    $end: String
    $weightedLocations: [WeightedLocationInput!]
    $targetMatch: Boolean
    $currency: String
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
      targetMatch: $targetMatch
      currency: $currency
      sync: $sync
    ) {
      ...PricingRequestFields
    }
  }
`);

export const CREATE_QUOTE = graphql(`
  mutation CreateParametricQuote(
    $programType: String
    $collection: String
    $dataset: String
    $start: String
    $end: String
    $limit: Float
    $preferredStrike: Float
    $exhaust: Float
    $units: String
    $weightedLocations: [WeightedLocationInput!]
    $targetMatch: Boolean
    $sync: Boolean
  ) {
    createParametricQuote(
      programType: $programType
      collection: $collection
      dataset: $dataset
      start: $start
      end: $end
      limit: $limit
      preferredStrike: $preferredStrike
      exhaust: $exhaust
      units: $units
      weightedLocations: $weightedLocations
      targetMatch: $targetMatch
      sync: $sync
    ) {
      ...PricingRequestFields
    }
  }
`);

export const GET_PRICING_REQUEST = graphql(`
  query GetPricingRequest($id: ID!) {
    getPricingRequest(id: $id) {
      ...PricingRequestFields
    }
  }
`);

export const GET_INDEX_DATA_V2 = graphql(`
  query GetIndexDataV2($input: IndexDataInput, $type: String) {
    getIndexDataV2(input: $input, type: $type) {
      average
      min
      max
      unit
      result {
        year
        temp
      }
      dataOrigin
      dataset {
        dclimateId
        title
      }
    }
  }
`);

/**
 * The yearly index of the chosen locations and period (the index panel, the history chart before
 * pricing, and the bounds of a custom temperature trigger). Skipped without locations or period.
 */
export function useIndexData(
  program: ProgramCode | null,
  location: LocationSelection | null,
  period: PolicyPeriod | null,
) {
  const client = useGraphqlClient();
  const variables = program && location && period ? indexDataVariables(program, { location, period }) : null;
  return useQuery({
    queryKey: ['quoter', 'index-data', variables],
    enabled: !!variables,
    staleTime: 10 * 60_000,
    retry: 1,
    queryFn: async ({ signal }) => {
      const data = await client.request(GET_INDEX_DATA_V2, variables!, { signal });
      return data.getIndexDataV2;
    },
  });
}
