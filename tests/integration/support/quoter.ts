/** GraphQL documents and helpers for the quoter's clients, save and share operations. */
import type { QuoteSaveOperation, QuoteShareOperation } from '@almanac/core';
import { expect } from 'vitest';
import { expectData, gql } from './api.js';
import {
  create,
  CREATE_CUSTOM_QUOTE,
  CREATE_QUOTE,
  createdRequest,
  defaultPeriod,
  GET_INDEX_DATA_V2,
  hpcInput,
  places,
  temperatureInput,
} from './pricing.js';

const CLIENT_FIELDS = `_id email role confirmedAt agentId canQuote canBind
  permissions { platform canQuote canBind } profile { firstName lastName phone state } organization { _id name }`;

export const CREATE_CLIENT_USER = `mutation CreateClientUser($firstName: String, $lastName: String, $email: String) {
  createClientUser(firstName: $firstName, lastName: $lastName, email: $email) { ${CLIENT_FIELDS} }
}`;
export const GET_USER_CLIENTS = `query GetUserClients($limit: Int, $search: String) {
  getUserClients(limit: $limit, search: $search) { count items { ${CLIENT_FIELDS} } }
}`;

export const SAVED_QUOTE_FIELDS = `id programName status createdAt updatedAt savedAt frozenAt createdBy
  clientId clientName clientEmail clientPhone locationState taxStatus taxMessage
  netPremium policyFee estimatedGrossPremium estimatedTotalTaxes estimatedTotalTaxesNoStamping stampingFee
  surplusLinesTaxPercent stampingFeePercent
  history { eventDate eventName eventType description audience }`;

export const saveDocument = (operation: QuoteSaveOperation) =>
  `mutation Save($quote: ID!, $client: ID) { ${operation}(quote: $quote, client: $client) { ${SAVED_QUOTE_FIELDS} } }`;
export const shareDocument = (operation: QuoteShareOperation) =>
  `mutation Share($emails: [String!]!, $quoteId: ID!) { ${operation}(emails: $emails, quoteId: $quoteId) }`;
export const GET_SAVED_QUOTE = `query GetQuote($id: ID!) { getQuote(id: $id) { ${SAVED_QUOTE_FIELDS} } }`;

/** Add a client as the quoter's modal does; answers the created (or existing) client. */
export async function addClient(
  token: string,
  input: { firstName: string; lastName: string; email: string },
) {
  return expectData(await gql(CREATE_CLIENT_USER, input, { token })).createClientUser as Record<string, any>;
}

/** The priced options (quotes) of one create call. */
type Quotes = Record<string, any>[];

export async function priceHpc(token: string, over: Record<string, unknown> = {}): Promise<Quotes> {
  const request = createdRequest(await create(CREATE_CUSTOM_QUOTE, hpcInput(over), token));
  expect(request.status).toBe('DONE');
  return request.quotes;
}

export async function priceTemperature(token: string, program: 'HTC' | 'LTC'): Promise<Quotes> {
  const request = createdRequest(await create(CREATE_QUOTE, temperatureInput(program), token));
  expect(request.status).toBe('DONE');
  return request.quotes;
}

/** Low precipitation at Tampa: trigger at 80% of the look-back average, exhaust at 40%. */
export async function priceLpc(token: string): Promise<Quotes> {
  const period = defaultPeriod('LPC');
  const weightedLocations = [{ ...places.tampa, weight: 1 }];
  const index = expectData(
    await gql(
      GET_INDEX_DATA_V2,
      {
        input: { dataset: 'cpc_precip_us-daily', ...period, weightedLocations, units: 'inch' },
        type: 'LowRainfall',
      },
      { token },
    ),
  ).getIndexDataV2;
  const round2 = (x: number) => Math.round(x * 100) / 100;
  const request = createdRequest(
    await create(
      CREATE_QUOTE,
      {
        programType: 'LowRainfall',
        collection: 'cpc',
        dataset: 'cpc_precip_us-daily',
        units: 'inch',
        limit: 20000,
        preferredStrike: round2(index.average * 0.8),
        exhaust: round2(index.average * 0.4),
        ...period,
        weightedLocations,
        targetMatch: true,
        sync: true,
      },
      token,
    ),
  );
  expect(request.status).toBe('DONE');
  return request.quotes;
}

export const SHARE_PRECIP = shareDocument('sharePrecipInsuranceQuote');

/** Price an HPC quote and save its first option; answers the saved quote. */
export async function savedQuote(token: string): Promise<Record<string, any>> {
  const [first] = await priceHpc(token);
  return expectData(await gql(saveDocument('saveLPCInsuranceQuote'), { quote: first!.id }, { token }))
    .saveLPCInsuranceQuote as Record<string, any>;
}
