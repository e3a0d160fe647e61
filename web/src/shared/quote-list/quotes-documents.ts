/**
 * The premium indication list document (docs/requirements.md#api-operations): quotes-api.ts sends it, the integration tests send it too.
 * No React here: the integration tests import this module.
 */
import { graphql } from '../../lib/graphql/document.js';

export const GET_QUOTES = graphql(`
  query GetQuotes($input: QuotesPageInput, $type: String, $clientId: ID, $filterFrozen: Boolean) {
    getQuotes(input: $input, type: $type, clientId: $clientId, filterFrozen: $filterFrozen) {
      count
      nextCursor
      previousCursor
      items {
        id
        programName
        programTitle
        status
        createdAt
        frozenAt
        clientId
        clientName
        clientFirstName
        clientLastName
        clientEmail
        riskPeriod {
          startDate
          endDate
        }
        location
        trigger
        limitOfLiability
        netPremium
        applicationDeadline
        states
        locations {
          name
          state
          lat
          lon
          weight
        }
        contractId
        contractStatus
        policyNumber
      }
    }
  }
`);
