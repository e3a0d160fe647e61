/**
 * The operations queue's documents (docs/requirements.md#binding, #api-applications):
 * getContractsForReview for the queue and an application's page, reviewContract for an
 * underwriter's decision, markWirePaymentReceived for a wire that arrived. operations-api.ts sends
 * them. No React here: the integration tests import this module.
 */
import { graphql } from '../../../lib/graphql/document.js';

/** An application as the queue and its page read it. */
graphql(`
  fragment ReviewContractFields on Contract {
    id
    status
    programName
    submittedAt
    applicationDeadline
    paymentDueDate
    agentName
    agentEmail
    agency
    clientName
    clientEmail
    clientCompany
    underwritingReasons
    entityInformation {
      legalName
      address
      city
      state
      zip
      contactFirstName
      contactLastName
      businessPhone
      emails {
        value
      }
    }
    businessDetails {
      businessType
      businessOperationsDescription
      previousAnnualRevenue {
        year
        revenue
      }
    }
    agentSignature {
      name
      date
    }
    clientSignature {
      name
      date
      d1SignName
    }
    reviewDetails {
      isApproved
      reviewDate
      reviewBy
      reviewDescription
      clientMessage
    }
    prices {
      netPremium
      totalDue
    }
    quote {
      id
      programTitle
      limitOfLiability
      riskPeriod {
        startDate
        endDate
      }
      explanation {
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
      }
    }
    documents {
      ...ContractDocumentItemFields
    }
  }
`);

export const GET_CONTRACTS_FOR_REVIEW = graphql(`
  query GetContractsForReview($statuses: [String!], $limit: Int, $nextToken: String) {
    getContractsForReview(statuses: $statuses, limit: $limit, nextToken: $nextToken) {
      nextToken
      items {
        ...ReviewContractFields
      }
    }
  }
`);

export const REVIEW_CONTRACT = graphql(`
  mutation ReviewContract($contract: ID!, $input: ContractReviewInput!) {
    reviewContract(contract: $contract, input: $input) {
      id
      status
    }
  }
`);

export const MARK_WIRE_PAYMENT_RECEIVED = graphql(`
  mutation MarkWirePaymentReceived($contract: ID!, $input: WireReceivedInput!) {
    markWirePaymentReceived(contract: $contract, input: $input) {
      id
      status
      policyNumber
    }
  }
`);
