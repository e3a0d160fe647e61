/**
 * The details page's documents (docs/requirements.md#quote-details): quote-details-api.ts sends them, the integration tests send them too.
 * No React here: the integration tests import this module.
 */
import { graphql } from '../../../lib/graphql/document.js';

/** One entry of a quote's or a contract's history (model: TimelineEvent). */
graphql(`
  fragment QuoteEventFields on QuoteEvent {
    eventDate
    eventName
    eventType
    description
    audience
  }
`);

/** A saved premium indication as the details page reads it (model: QuoteDetails). */
graphql(`
  fragment QuoteDetailsFields on Quote {
    ...PricedQuoteFields
    programType
    programTitle
    status
    createdAt
    updatedAt
    savedAt
    frozenAt
    expirationDate
    clientId
    clientName
    clientEmail
    clientPhone
    limit {
      unit
      vector
    }
    locations {
      features {
        geometry {
          coordinates
        }
        properties {
          state
          weight
          cpcId
        }
      }
    }
    history {
      ...QuoteEventFields
    }
  }
`);

export const GET_QUOTE = graphql(`
  query GetQuote($id: ID!) {
    getQuote(id: $id) {
      ...QuoteDetailsFields
    }
  }
`);

export const GET_CONTRACT_BY_QUOTE_ID = graphql(`
  query GetContractByQuoteId($quoteId: ID!) {
    getContractByQuoteId(quoteId: $quoteId) {
      id
      status
      policyNumber
      policyStatus
      boundAt
      paymentDueDate
      expiryReason
      reviewDetails {
        isApproved
        reviewDate
        clientMessage
      }
      clientSignature {
        date
      }
      payment {
        method
        maskedAccountNumber
        accountType
        depositoryName
        paidAt
        collection
      }
      documents {
        ...ContractDocumentItemFields
      }
      history {
        ...QuoteEventFields
      }
    }
  }
`);

export const ATTACH_CLIENT_TO_QUOTE = graphql(`
  mutation AttachClientToQuote($quote: ID!, $client: ID!) {
    attachClientToQuote(quote: $quote, client: $client) {
      id
      clientId
    }
  }
`);

export const DELETE_QUOTE = graphql(`
  mutation DeleteQuote($quote: ID!, $quoteType: String, $deleteType: String) {
    deleteQuote(quote: $quote, quoteType: $quoteType, deleteType: $deleteType)
  }
`);
