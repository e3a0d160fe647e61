/** GraphQL documents for the premium-indication lists, details and client edit (issue 5). */
import type { GetQuotesQueryVariables } from '../../support/graphql/graphql.js';
import { graphql } from '../../support/graphql/index.js';
import { expectData, send } from './api.js';

graphql(`
  fragment QuoteListFields on QuoteListItem {
    id
    _id
    programName
    programType
    programTitle
    status
    createdAt
    savedAt
    frozenAt
    createdBy
    clientId
    clientName
    clientFirstName
    clientLastName
    clientEmail
    riskPeriod {
      startDate
      endDate
    }
    applicationDeadline
    location
    locations {
      name
      state
      lat
      lon
      weight
    }
    states
    trigger
    strike {
      unit
      vector
    }
    limitOfLiability
    netPremium
    contractId
    contractStatus
    policyNumber
  }
`);

export const GET_QUOTES = graphql(`
  query GetQuotes(
    $input: QuotesPageInput
    $userIds: [ID!]
    $filterFrozen: Boolean
    $type: String
    $clientId: ID
  ) {
    getQuotes(
      input: $input
      userIds: $userIds
      filterFrozen: $filterFrozen
      type: $type
      clientId: $clientId
    ) {
      count
      nextCursor
      previousCursor
      items {
        ...QuoteListFields
      }
    }
  }
`);
export const ATTACH_CLIENT = graphql(`
  mutation Attach($quote: ID!, $client: ID!) {
    attachClientToQuote(quote: $quote, client: $client) {
      id
      clientId
      clientName
      clientEmail
      history {
        eventName
        eventType
        description
        audience
      }
    }
  }
`);
export const DELETE_QUOTE = graphql(`
  mutation Delete($quote: ID!, $quoteType: String, $deleteType: String) {
    deleteQuote(quote: $quote, quoteType: $quoteType, deleteType: $deleteType)
  }
`);
export const GET_CONTRACT = graphql(`
  query Contract($quoteId: ID!) {
    getContractByQuoteId(quoteId: $quoteId) {
      id
      status
    }
  }
`);
export const GET_AGENT_STATS = graphql(`
  query Stats {
    getAgentStats {
      totalPremiumIndications
      totalActivePolicies
      totalContractsExpiringSoon
    }
  }
`);
export const UPDATE_CLIENT = graphql(`
  mutation UpdateClient($input: UpdateClientUserInput!, $client: ID!) {
    updateClientUser(input: $input, client: $client) {
      _id
      email
      role
      profile {
        firstName
        lastName
        phone
        companyName
        address1
        address2
        city
        state
        country
        zipcode
      }
    }
  }
`);

/** One page of my premium indications (type parametric, as the list asks). */
export async function listQuotes(token: string, variables: GetQuotesQueryVariables = {}) {
  return expectData(await send(GET_QUOTES, { type: 'parametric', ...variables }, { token })).getQuotes;
}
