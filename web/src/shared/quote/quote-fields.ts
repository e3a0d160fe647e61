/**
 * The fields of a priced quote (an option) as the pricing calls and the details page's getQuote
 * select them: a fragment the documents spread (`...PricedQuoteFields`); PricedQuote (quote.ts)
 * is its generated type.
 */
import { graphql } from '../../lib/graphql/index.js';

graphql(`
  fragment PricedQuoteFields on Quote {
    id
    requestId
    optionIndex
    programName
    label
    isRequested
    riskPeriod {
      startDate
      endDate
      days
    }
    applicationDeadline
    locationState
    limitOfLiability
    strike {
      unit
      vector
    }
    exhaust {
      unit
      vector
    }
    dailyPrecipitationCap
    breakEven
    netPremium
    estimatedGrossPremium
    estimatedTaxesAndFees
    estimatedTotalTaxesNoStamping
    stampingFee
    policyFee
    surplusLinesTaxPercent
    stampingFeePercent
    taxStatus
    taxMessage
    agentCommission
    perUnitLoss
    relativeStrike
    indexSummary {
      minimum
      average
      maximum
      unit
    }
    indexHistory {
      year
      vector
    }
    historicalPayout {
      year
      vector
    }
    averageHistoricalPayout
    indexHistoryAsIfToday {
      year
      vector
    }
    historicalPayoutAsIfToday {
      year
      vector
    }
    averageHistoricalPayoutAsIfToday
    payoutProfile {
      index
      payout
    }
    dataset {
      dclimateId
      type
      title
      origin
      latestDate
    }
    dataOrigin
    targetMatch {
      requestedTrigger
      matchedTrigger
    }
  }
`);
