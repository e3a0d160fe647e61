/** GraphQL documents and helpers for the quoter's clients, save and share operations. */
import type { QuoteSaveOperation } from '@almanac/core';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { expect } from 'vitest';
import type {
  SaveLpcQuoteMutationVariables,
  SavedQuoteFieldsFragment,
} from '../../support/graphql/graphql.js';
import { graphql } from '../../support/graphql/index.js';
import { expectData, send } from './api.js';
import {
  create,
  CREATE_CUSTOM_QUOTE,
  CREATE_QUOTE,
  createdRequest,
  defaultPeriod,
  GET_INDEX_DATA_V2,
  hpcInput,
  type HpcVariables,
  places,
  temperatureInput,
} from './pricing.js';

graphql(`
  fragment ClientUserFields on User {
    _id
    email
    role
    confirmedAt
    agentId
    canQuote
    canBind
    permissions {
      platform
      canQuote
      canBind
    }
    profile {
      firstName
      lastName
      phone
      state
    }
    organization {
      _id
      name
    }
  }
`);

export const CREATE_CLIENT_USER = graphql(`
  mutation CreateClientUser($firstName: String, $lastName: String, $email: String) {
    createClientUser(firstName: $firstName, lastName: $lastName, email: $email) {
      ...ClientUserFields
    }
  }
`);
export const GET_USER_CLIENTS = graphql(`
  query GetUserClients($limit: Int, $search: String) {
    getUserClients(limit: $limit, search: $search) {
      count
      items {
        ...ClientUserFields
      }
    }
  }
`);

graphql(`
  fragment SavedQuoteFields on Quote {
    id
    programName
    status
    createdAt
    updatedAt
    savedAt
    frozenAt
    createdBy
    clientId
    clientName
    clientEmail
    clientPhone
    locationState
    taxStatus
    taxMessage
    netPremium
    policyFee
    estimatedGrossPremium
    estimatedTotalTaxes
    estimatedTotalTaxesNoStamping
    stampingFee
    surplusLinesTaxPercent
    stampingFeePercent
    history {
      eventDate
      eventName
      eventType
      description
      audience
    }
  }
`);

/** The save mutations, one per operation (core's quoteSaveOperations says which program each serves). */
export const SAVE_LPC_QUOTE = graphql(`
  mutation SaveLPCQuote($quote: ID!, $client: ID) {
    saveLPCInsuranceQuote(quote: $quote, client: $client) {
      ...SavedQuoteFields
    }
  }
`);
export const SAVE_LTC_QUOTE = graphql(`
  mutation SaveLTCQuote($quote: ID!, $client: ID) {
    saveLTCInsuranceQuote(quote: $quote, client: $client) {
      ...SavedQuoteFields
    }
  }
`);
export const SAVE_HTC_QUOTE = graphql(`
  mutation SaveHTCQuote($quote: ID!, $client: ID) {
    saveHTCInsuranceQuote(quote: $quote, client: $client) {
      ...SavedQuoteFields
    }
  }
`);

/** What every save answers: the saved quote under its operation's name. */
type SavedBy = { [O in QuoteSaveOperation]?: SavedQuoteFieldsFragment | null };

/** The save document of each operation (typed by what they share: same variables, same quote). */
export const saveDocumentOf: Record<
  QuoteSaveOperation,
  DocumentTypeDecoration<SavedBy, SaveLpcQuoteMutationVariables>
> = {
  saveLPCInsuranceQuote: SAVE_LPC_QUOTE,
  saveLTCInsuranceQuote: SAVE_LTC_QUOTE,
  saveHTCInsuranceQuote: SAVE_HTC_QUOTE,
};

/** Save with the operation (it must succeed); answers the saved quote. */
export async function saveQuote(
  operation: QuoteSaveOperation,
  variables: SaveLpcQuoteMutationVariables,
  token: string,
) {
  return expectData(await send(saveDocumentOf[operation], variables, { token }))[operation];
}

/** The share mutations, one per operation (core's quoteShareOperations). */
export const SHARE_PRECIP_QUOTE = graphql(`
  mutation SharePrecipQuote($emails: [String!]!, $quoteId: ID!) {
    sharePrecipInsuranceQuote(emails: $emails, quoteId: $quoteId)
  }
`);
export const SHARE_LTC_QUOTE = graphql(`
  mutation ShareLtcQuote($emails: [String!]!, $quoteId: ID!) {
    shareLtcInsuranceQuote(emails: $emails, quoteId: $quoteId)
  }
`);

export const GET_SAVED_QUOTE = graphql(`
  query GetSavedQuote($id: ID!) {
    getQuote(id: $id) {
      ...SavedQuoteFields
    }
  }
`);

/** What the quoter's add-client modal asks for. */
export type NewClient = { firstName: string; lastName: string; email: string };

/** Add a client as the quoter's modal does; answers the created (or existing) client. */
export async function addClient(token: string, input: NewClient) {
  return expectData(await send(CREATE_CLIENT_USER, input, { token })).createClientUser;
}

export async function priceHpc(token: string, over: Partial<HpcVariables> = {}) {
  const request = createdRequest(await create(CREATE_CUSTOM_QUOTE, hpcInput(over), token));
  expect(request.status).toBe('DONE');
  return request.quotes;
}

export async function priceTemperature(token: string, program: 'HTC' | 'LTC') {
  const request = createdRequest(await create(CREATE_QUOTE, temperatureInput(program), token));
  expect(request.status).toBe('DONE');
  return request.quotes;
}

/** Low precipitation at Tampa: trigger at 80% of the look-back average, exhaust at 40%. */
export async function priceLpc(token: string) {
  const period = defaultPeriod('LPC');
  const weightedLocations = [{ ...places.tampa, weight: 1 }];
  const index = expectData(
    await send(
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

/** Price an HPC quote and save its first option; answers the saved quote. */
export async function savedQuote(token: string) {
  const [first] = await priceHpc(token);
  return saveQuote('saveLPCInsuranceQuote', { quote: first!.id }, token);
}
