/**
 * The client's pages' documents (docs/requirements.md#client-review, #payment, #api-applications):
 * the review link, the client's contract, the signature, the ACH payment and a document's signed
 * link. client-review-api.ts sends them. No React here.
 */
import { graphql } from '../../../lib/graphql/document.js';

/** A contract as the client's pages read it: the summary, the prices, the status and the documents. */
graphql(`
  fragment ClientContractFields on Contract {
    id
    status
    programName
    policyNumber
    paymentDueDate
    agentName
    agentEmail
    agency
    clientName
    entityInformation {
      legalName
      address
      city
      state
      zip
      contactFirstName
      contactLastName
      emails {
        value
      }
      businessPhone
    }
    businessDetails {
      businessType
      businessOperationsDescription
    }
    quote {
      id
      programTitle
      limitOfLiability
      riskPeriod {
        startDate
        endDate
      }
      strike {
        unit
        vector
      }
      exhaust {
        unit
        vector
      }
      locations {
        features {
          properties {
            state
            weight
          }
        }
      }
    }
    prices {
      grossPremium
      netPremium
      surplusTaxesAndFees
      policyFee
      stampingFee
      totalTaxesNoStamping
      totalDue
    }
    documents {
      id
      fileName
      kind
      createdAt
    }
    clientSignature {
      name
      date
      d1SignName
    }
    payment {
      method
      maskedAccountNumber
      accountType
      paidAt
      amount
      collection
    }
    boundAt
  }
`);

/** The review link (public: the API key): a session for this contract only, and the contract. */
export const ACCEPT_REVIEW_INVITE = graphql(`
  mutation AcceptClientReviewInvite($token: String!) {
    acceptClientReviewContractInvite(token: $token) {
      auth {
        ...AuthPayloadFields
      }
      contract {
        ...ClientContractFields
      }
    }
  }
`);

export const GET_CLIENT_CONTRACT = graphql(`
  query GetClientContract($id: ID!) {
    getContract(id: $id) {
      ...ClientContractFields
    }
  }
`);

export const SUBMIT_CLIENT_REVIEW = graphql(`
  mutation SubmitClientReview($contract: ID!, $input: ClientReviewInput!) {
    submitReviewedLpcApplicationByClient(contract: $contract, input: $input) {
      ...ClientContractFields
    }
  }
`);

export const ADD_CLIENT_PAYMENT = graphql(`
  mutation AddClientPayment($contract: ID!, $input: ClientPaymentInput!) {
    addClientUserPayment(contract: $contract, input: $input) {
      ...ClientContractFields
    }
  }
`);

export const GET_DOCUMENT_URL = graphql(`
  query GetClientDocumentUrl($file: ID!) {
    getSignedUrl(file: $file)
  }
`);
