/**
 * The pricing API's documents and helpers: the quoter's own documents (the web sends them), and
 * test documents only for what the web does not send (getIndexData).
 */
import { programDates, type ProgramCode } from '@almanac/core';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { expect } from 'vitest';
import type {
  CreateParametricCustomQuoteMutationVariables,
  CreateParametricQuoteMutationVariables,
  PricingRequestFieldsFragment,
  WeightedLocationInput,
} from '../../../web/src/lib/graphql/generated/graphql.js';
import { graphql } from '../../support/graphql/index.js';
import {
  CREATE_CUSTOM_QUOTE,
  CREATE_QUOTE,
  GET_INDEX_DATA_V2,
  GET_PRICING_REQUEST,
} from '../../../web/src/features/quoter/api/pricing-documents.js';
import {
  GET_DATASET_METADATA,
  GET_LPC_DATES,
  GET_LTC_DATES,
} from '../../../web/src/features/quoter/api/period-documents.js';
import { GET_QUOTE } from '../../../web/src/features/quote-details/api/quote-details-documents.js';
import { expectData, type GqlResponse, type Present, send, type SendArgs } from './api.js';

graphql(`
  fragment IndexDataFields on IndexData {
    average
    min
    max
    result {
      year
      temp
      value
    }
    unit
    programName
    policyYear
    skippedYears {
      year
      reason
      missingDays
    }
    dataset {
      dclimateId
      type
      origin
      latestDate
    }
    dataOrigin
  }
`);
/**
 * getIndexDataV2 and getDatasetMetaDataV4 with every field the API answers (the web selects a
 * few): pricing-data.test.ts checks them (docs/requirements.md#api-quoting).
 */
export const GET_INDEX_DATA_V2_IN_FULL = graphql(`
  query GetIndexDataV2InFull($input: IndexDataInput, $type: String) {
    getIndexDataV2(input: $input, type: $type) {
      ...IndexDataFields
    }
  }
`);
export const GET_DATASET_METADATA_IN_FULL = graphql(`
  query GetDatasetMetaDataV4InFull($dataset: String) {
    getDatasetMetaDataV4(dataset: $dataset) {
      id
      properties {
        title
        provider
        start_datetime
        end_datetime
        origin
        ingestedCells
        updated
      }
    }
  }
`);
/** getIndexData, the older index call: the web does not send it. */
export const GET_INDEX_DATA = graphql(`
  query GetIndexData($input: IndexDataInput, $type: String) {
    getIndexData(input: $input, type: $type) {
      ...IndexDataFields
    }
  }
`);
/**
 * Test documents for the API's whole priced quote: the same create calls and getQuote as the
 * quoter's, selecting every field the API answers (the engine's explanation, the expected payout,
 * the locations…), most of which the web does not select. pricing-quotes.test.ts checks them
 * (docs/requirements.md#api-quoting); every other call goes through the web's documents.
 */
graphql(`
  fragment QuoteInFullFields on Quote {
    id
    _id
    requestId
    optionIndex
    programName
    programType
    label
    isRequested
    status
    createdAt
    createdBy
    savedAt
    frozenAt
    clientId
    clientName
    clientEmail
    clientPhone
    history {
      eventDate
      eventName
      eventType
      description
      audience
    }
    riskPeriod {
      startDate
      endDate
      days
    }
    applicationDeadline
    expirationDate
    locations {
      type
      features {
        type
        geometry {
          type
          coordinates
        }
        properties {
          state
          country
          weight
          cpcId
          cell {
            row
            col
          }
        }
      }
    }
    locationState
    currency
    limitOfLiability
    limit {
      unit
      vector
    }
    strike {
      unit
      vector
    }
    exhaust {
      unit
      vector
    }
    lcRequired
    dailyPrecipitationCap
    breakEven
    netPremium
    customerPremium
    estimatedGrossPremium
    estimatedTotalTaxes
    estimatedTotalTaxesNoStamping
    stampingFee
    policyFee
    taxStatus
    taxMessage
    agentCommission
    riskCapitalCommission
    expectedPayout {
      unit
      vector
    }
    expectedLoss
    perUnitLoss
    relativeStrike
    rainfall {
      minimum
      average
      maximum
      unit
    }
    indexSummary {
      minimum
      average
      maximum
      unit
    }
    indexHistory {
      year
      vector
    }
    historicalRainfall {
      year
      vector
    }
    historicalPayout {
      year
      vector
    }
    averageHistoricalPayout
    indexHistoryAsIfToday {
      year
      vector
    }
    historicalPayoutAsIfToday {
      year
      vector
    }
    averageHistoricalPayoutAsIfToday
    payoutProfile {
      index
      payout
    }
    dataset {
      dclimateId
      type
      title
      origin
      latestDate
    }
    dataOrigin
    targetMatch {
      requestedTrigger
      matchedTrigger
    }
    explanation {
      engineVersion
      lookBackYears
      yearsUsed
      adjustedIndexValues
      trend {
        method
        test
        adjustment
        firstYear
        lastYear
        yearsUsed
        slopePerYear
        statistic
        significant
        appliedSlopePerYear
      }
      sensitivity {
        low
        high
        ratio
        scenarios {
          adjustment
          years
          yearCount
          expectedLoss
        }
      }
      burnWeight
      minimumApplied
      fit
      parameters
      readFrom
      readTo
      cells {
        row
        col
      }
    }
  }
`);

graphql(`
  fragment PricingRequestInFullFields on PricingRequest {
    id
    requestId
    status
    programName
    sync
    dataOrigin
    createdAt
    updatedAt
    targetMatch {
      requestedTrigger
      matchedTrigger
    }
    error {
      code
      message
    }
    quotes {
      ...QuoteInFullFields
    }
  }
`);

export const CREATE_CUSTOM_QUOTE_IN_FULL = graphql(`
  mutation CreateParametricCustomQuoteInFull(
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
      ...PricingRequestInFullFields
    }
  }
`);

export const CREATE_QUOTE_IN_FULL = graphql(`
  mutation CreateParametricQuoteInFull(
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
      ...PricingRequestInFullFields
    }
  }
`);

export const GET_QUOTE_IN_FULL = graphql(`
  query GetQuoteInFull($id: ID!) {
    getQuote(id: $id) {
      ...QuoteInFullFields
    }
  }
`);

export {
  CREATE_CUSTOM_QUOTE,
  CREATE_QUOTE,
  GET_DATASET_METADATA,
  GET_INDEX_DATA_V2,
  GET_LPC_DATES,
  GET_LTC_DATES,
  GET_PRICING_REQUEST,
  GET_QUOTE,
};

/** Places the tests quote (cell centres are not needed: any point in the cell). */
export const places = {
  tampa: { lat: 27.95, lon: -82.46 },
  orlando: { lat: 28.54, lon: -81.38 },
  austin: { lat: 30.27, lon: -97.74 },
  louisville: { lat: 38.25, lon: -85.76 },
  albany: { lat: 42.65, lon: -73.75 },
  atlantic: { lat: 33.0, lon: -70.0 },
  /** A Nevada desert cell the dry-cell test ingests into prism-precip-daily. */
  desert: { lat: 37.6, lon: -116.2 },
};

/** The program's default policy period as the quoter offers it today (core's rule). */
export function defaultPeriod(program: ProgramCode): { start: string; end: string } {
  const dates = programDates(program, new Date());
  return { start: `${dates.startDate}T00:00:00.000Z`, end: `${dates.endDate}T00:00:00.000Z` };
}

/** The create calls' variables as these helpers build them: a period and locations always given. */
type Placed = { start: string; end: string; weightedLocations: WeightedLocationInput[] };
export type HpcVariables = CreateParametricCustomQuoteMutationVariables & Placed;
export type TemperatureVariables = CreateParametricQuoteMutationVariables & Placed;

export const hpcInput = (over: Partial<HpcVariables> = {}): HpcVariables => ({
  collection: 'cpc',
  dataset: 'cpc_precip_us-daily',
  limit: 100_000,
  strike: 12,
  exhaust: 16,
  units: 'inch',
  ...defaultPeriod('HPC'),
  weightedLocations: [{ ...places.tampa, weight: 1 }],
  targetMatch: false,
  currency: 'USD',
  sync: true,
  ...over,
});

export const temperatureInput = (
  program: 'HTC' | 'LTC',
  over: Partial<TemperatureVariables> = {},
): TemperatureVariables => ({
  programType: program === 'HTC' ? 'HighTemp' : 'LowTemp',
  collection: 'prism',
  dataset: program === 'HTC' ? 'prismc-tmax-daily' : 'prismc-tmin-daily',
  limit: 50_000,
  units: 'deg_F',
  ...defaultPeriod(program),
  weightedLocations: [{ ...places.austin, weight: 1 }],
  targetMatch: false,
  sync: true,
  ...over,
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A create call as the web app makes it: on RISK_OVERLOADED (the overload test may be holding
 * every slot for a moment) it tries again shortly, up to 30 times.
 */
export async function create<TData, TVars>(
  document: DocumentTypeDecoration<TData, TVars>,
  variables: TVars,
  token: string,
): Promise<GqlResponse<TData>> {
  for (let attempt = 0; ; attempt++) {
    const res = await send(document, ...([variables, { token }] as SendArgs<TVars>));
    if (res.errors?.[0]?.errorType !== 'RISK_OVERLOADED' || attempt >= 30) return res;
    await sleep(250);
  }
}

/** Either create mutation's answer, with the pricing request selected as `R`. */
type Created<R> = { createParametricCustomQuote?: R | null; createParametricQuote?: R | null };

/** The created pricing request of a successful create call (either create mutation). */
export function createdRequest<R = PricingRequestFieldsFragment>(res: GqlResponse<Created<R>>): Present<R> {
  expectData(res);
  const request = res.data?.createParametricCustomQuote ?? res.data?.createParametricQuote;
  expect(request).toBeTruthy();
  return request as Present<R>;
}

/** Poll getPricingRequest until it is DONE or FAILED. */
export async function waitForPricingRequest(id: string, token: string, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const request = expectData(await send(GET_PRICING_REQUEST, { id }, { token })).getPricingRequest;
    if (request.status === 'DONE' || request.status === 'FAILED') return request;
    if (Date.now() > deadline) throw new Error(`Pricing request ${id} still ${request.status}`);
    await sleep(200);
  }
}
