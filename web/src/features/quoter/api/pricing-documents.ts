/**
 * The pricing documents of the coverage-terms step (docs/requirements.md#api-quoting): pricing-api.ts and pricing-flow.ts send them, the integration tests send them too.
 * No React here: the integration tests import this module.
 */
import { graphql } from '../../../lib/graphql/document.js';

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
