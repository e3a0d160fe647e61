/**
 * The save and share documents (docs/requirements.md#quoter-share): save-share-api.ts sends them, the integration tests send them too.
 * No React here: the integration tests import this module.
 */
import { graphql } from '../../../lib/graphql/document.js';

/** What a save answers: the saved quote's id, when it was saved and its client. */
graphql(`
  fragment SavedQuoteFields on Quote {
    id
    savedAt
    clientId
  }
`);

export const SAVE_LPC_INSURANCE_QUOTE = graphql(`
  mutation SaveLPCInsuranceQuote($quote: ID!, $client: ID) {
    saveLPCInsuranceQuote(quote: $quote, client: $client) {
      ...SavedQuoteFields
    }
  }
`);

export const SAVE_LTC_INSURANCE_QUOTE = graphql(`
  mutation SaveLTCInsuranceQuote($quote: ID!, $client: ID) {
    saveLTCInsuranceQuote(quote: $quote, client: $client) {
      ...SavedQuoteFields
    }
  }
`);

export const SAVE_HTC_INSURANCE_QUOTE = graphql(`
  mutation SaveHTCInsuranceQuote($quote: ID!, $client: ID) {
    saveHTCInsuranceQuote(quote: $quote, client: $client) {
      ...SavedQuoteFields
    }
  }
`);

export const SHARE_PRECIP_INSURANCE_QUOTE = graphql(`
  mutation SharePrecipInsuranceQuote($emails: [String!]!, $quoteId: ID!) {
    sharePrecipInsuranceQuote(emails: $emails, quoteId: $quoteId)
  }
`);

export const SHARE_LTC_INSURANCE_QUOTE = graphql(`
  mutation ShareLtcInsuranceQuote($emails: [String!]!, $quoteId: ID!) {
    shareLtcInsuranceQuote(emails: $emails, quoteId: $quoteId)
  }
`);
