/**
 * The operations claims pages' documents (docs/requirements.md#claims): getClaims for a status
 * tab (oldest first), getClaim for one claim with its loss reports, reviewClaim for the decision.
 * claims-api.ts sends them. No React here: the integration tests import this module.
 */
import { graphql } from '../../../lib/graphql/document.js';

/** A claim as the list's row reads it. */
graphql(`
  fragment ClaimRowFields on Claim {
    id
    contractId
    policyNumber
    program
    status
    payout
    limit
    trigger
    exhaust
    unit
    namedInsured
    agentName
    riskPeriodStart
    riskPeriodEnd
    payableMethod
    payableAccount
    rejectionReason
    clientMessage
    decidedAt
    createdAt
    settlement {
      ...PolicySettlementFields
    }
    lossReports {
      id
      status
    }
  }
`);

export const GET_CLAIMS = graphql(`
  query GetClaims($status: String, $pagination: PaginationInput) {
    getClaims(status: $status, pagination: $pagination) {
      count
      items {
        ...ClaimRowFields
      }
    }
  }
`);

export const GET_CLAIM = graphql(`
  query GetClaim($id: ID!) {
    getClaim(id: $id) {
      ...ClaimRowFields
      lossReports {
        id
        status
        createdAt
        updatedAt
        values {
          namedInsured {
            name
            address1
            city
            state
            zipcode
            contactEmail
            policyNumber
          }
          lossDetails {
            notificationDate
            basisDescription
          }
        }
        documents
        reviewDetails {
          paymentMethod
          clientSignature
          todaysDate
        }
      }
    }
  }
`);

export const REVIEW_CLAIM = graphql(`
  mutation ReviewClaim($id: ID!, $input: ClaimReviewInput!) {
    reviewClaim(id: $id, input: $input) {
      ...ClaimRowFields
    }
  }
`);
