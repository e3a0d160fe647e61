/** GraphQL documents and helpers for the pricing API, as the quoter sends them. */
import { programDates, type ProgramCode } from '@almanac/core';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { expect } from 'vitest';
import type {
  CreateParametricCustomQuoteMutationVariables,
  CreateParametricQuoteMutationVariables,
  PricingRequestFieldsFragment,
  WeightedLocationInput,
} from '../../support/graphql/graphql.js';
import { graphql } from '../../support/graphql/index.js';
import { expectData, type GqlResponse, type Present, send, type SendArgs } from './api.js';

graphql(`
  fragment PricedQuoteFields on Quote {
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
  fragment PricingRequestFields on PricingRequest {
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

export const GET_QUOTE = graphql(`
  query GetQuote($id: ID!) {
    getQuote(id: $id) {
      ...PricedQuoteFields
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
export const GET_INDEX_DATA_V2 = graphql(`
  query GetIndexDataV2($input: IndexDataInput, $type: String) {
    getIndexDataV2(input: $input, type: $type) {
      ...IndexDataFields
    }
  }
`);
export const GET_INDEX_DATA = graphql(`
  query GetIndexData($input: IndexDataInput, $type: String) {
    getIndexData(input: $input, type: $type) {
      ...IndexDataFields
    }
  }
`);
export const GET_DATASET_METADATA = graphql(`
  query GetDatasetMetaDataV4($dataset: String) {
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
graphql(`
  fragment ProgramDatesFields on ProgramDates {
    programType
    startDate
    endDate
    deadlineDate
    days
    applicationDeadlineDays
    earliestStartDate
    latestStartDate
    latestEndDate
    minDays
    maxMonths
    presets {
      label
      startDate
      endDate
      deadlineDate
      days
    }
  }
`);
export const GET_LPC_DATES = graphql(`
  query GetLPCDates($programType: String) {
    getLPCDates(programType: $programType) {
      ...ProgramDatesFields
    }
  }
`);
export const GET_LTC_DATES = graphql(`
  query GetLTCDates($programType: String) {
    getLTCDates(programType: $programType) {
      ...ProgramDatesFields
    }
  }
`);

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

type Created = {
  createParametricCustomQuote?: PricingRequestFieldsFragment | null;
  createParametricQuote?: PricingRequestFieldsFragment | null;
};

/** The created pricing request of a successful create call (either create mutation). */
export function createdRequest(res: GqlResponse<Created>): Present<PricingRequestFieldsFragment> {
  expectData(res);
  const request = res.data?.createParametricCustomQuote ?? res.data?.createParametricQuote;
  expect(request).toBeTruthy();
  return request as Present<PricingRequestFieldsFragment>;
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
