/**
 * Commission Payments' documents (docs/requirements.md#account-commissions): the caller's masked
 * payout information, saving it, and the commission history. payments-api.ts sends them. No React
 * here.
 */
import { graphql } from '../../../lib/graphql/document.js';

/** The payout account as the server shows it: masks only. */
graphql(`
  fragment PayoutInformationFields on PaymentsInfo {
    accountType
    maskedAccountNumber
    maskedRoutingNumber
    depositoryName
    namesOnTheAccount
    paymentMethod
    updatedAt
  }
`);

export const GET_PAYOUT_INFORMATION = graphql(`
  query GetPayoutInformation {
    currentUser {
      _id
      role
      finance {
        paymentsInfo {
          ...PayoutInformationFields
        }
      }
    }
  }
`);

export const ADD_AGENT_PAYMENT_INFORMATION = graphql(`
  mutation AddAgentPaymentInformation($input: AgentPaymentInput!) {
    addAgentPaymentInformation(input: $input) {
      _id
      finance {
        paymentsInfo {
          ...PayoutInformationFields
        }
      }
    }
  }
`);

export const GET_AGENT_COMMISSIONS = graphql(`
  query GetAgentCommissions($pagination: PaginationInput) {
    getAgentCommissions(pagination: $pagination) {
      items {
        _id
        amount
        status
        policyNumber
        paymentDate
        createdAt
      }
      count
    }
  }
`);
