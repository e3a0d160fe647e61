/**
 * getSharedQuote (docs/requirements.md#api-quoting): shared-quote-api.ts sends it, the integration tests send it too.
 * No React here: the integration tests import this module.
 */
import { graphql } from '../../../lib/graphql/document.js';

export const GET_SHARED_QUOTE = graphql(`
  query GetSharedQuote($token: String!) {
    getSharedQuote(token: $token) {
      id
      programName
      programTitle
      unit
      startDate
      endDate
      days
      applicationDeadline
      expirationDate
      locations {
        state
        lat
        lon
        weight
      }
      currency
      limitOfLiability
      trigger
      exhaust
      dailyPrecipitationCap
      netPremium
      estimatedGrossPremium
      estimatedTaxesAndFees
      taxStatus
      taxMessage
      history {
        year
        index
        payout
        indexAsIfToday
        payoutAsIfToday
      }
      dataOrigin
      sharedBy {
        name
        email
        agency
      }
      linkExpiresAt
    }
  }
`);
