/** GraphQL documents for the premium-indication lists, details and client edit (issue 5). */
import { expectData, gql } from './api.js';

export const LIST_FIELDS = `id _id programName programType programTitle status createdAt savedAt frozenAt createdBy
  clientId clientName clientFirstName clientLastName clientEmail riskPeriod { startDate endDate } applicationDeadline
  location locations { name state lat lon weight } states trigger strike { unit vector } limitOfLiability netPremium
  contractId policyNumber`;

export const GET_QUOTES = `query GetQuotes($input: QuotesPageInput, $userIds: [ID!], $filterFrozen: Boolean, $type: String, $clientId: ID) {
  getQuotes(input: $input, userIds: $userIds, filterFrozen: $filterFrozen, type: $type, clientId: $clientId) {
    count items { ${LIST_FIELDS} }
  }
}`;
export const ATTACH_CLIENT = `mutation Attach($quote: ID!, $client: ID!) {
  attachClientToQuote(quote: $quote, client: $client) { id clientId clientName clientEmail history { eventName eventType description audience } }
}`;
export const DELETE_QUOTE = `mutation Delete($quote: ID!, $quoteType: String, $deleteType: String) {
  deleteQuote(quote: $quote, quoteType: $quoteType, deleteType: $deleteType)
}`;
export const GET_CONTRACT = `query Contract($quoteId: ID!) { getContractByQuoteId(quoteId: $quoteId) { id status } }`;
export const GET_AGENT_STATS = `query Stats { getAgentStats { totalPremiumIndications totalActivePolicies totalContractsExpiringSoon } }`;
export const UPDATE_CLIENT = `mutation UpdateClient($input: UpdateClientUserInput!, $client: ID!) {
  updateClientUser(input: $input, client: $client) {
    _id email role profile { firstName lastName phone companyName address1 address2 city state country zipcode }
  }
}`;

export type Json = Record<string, any>;

export async function listQuotes(token: string, variables: Json = {}) {
  return expectData(await gql(GET_QUOTES, { type: 'parametric', ...variables }, { token })).getQuotes as {
    count: number;
    items: Json[];
  };
}

export const listInput = (input: Json) => ({ input });
