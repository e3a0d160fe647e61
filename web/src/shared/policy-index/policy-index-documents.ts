/**
 * A policy's live index and, once settled, its settlement and claim (docs/requirements.md#claims):
 * getPolicyIndex, read by the agent's policy page and the client's pages. The claim's fields are
 * a fragment the operations claims pages read too. No React here: the integration tests import
 * this module.
 */
import { graphql } from '../../lib/graphql/document.js';

/** A settlement as every claims screen reads it. */
graphql(`
  fragment PolicySettlementFields on PolicySettlement {
    index
    payout
    datasetId
    dataVersion
    dataLatestDate
    daysUsed
    dataOrigin
    settledAt
    outcome
  }
`);

/** A claim's status and how it is payable (the policy's panel). */
graphql(`
  fragment PolicyClaimFields on Claim {
    id
    status
    payout
    payableMethod
    payableAccount
    clientMessage
    decidedAt
    createdAt
  }
`);

graphql(`
  fragment PolicyIndexFields on PolicyIndex {
    contractId
    policyNumber
    program
    unit
    trigger
    exhaust
    limit
    startDate
    endDate
    state
    asOf
    daysTotal
    daysElapsed
    daysRemaining
    indexToDate
    payoutToDate
    estimatedPayout
    historicalMin
    historicalMedian
    historicalMax
    historicalMinAsIfToday
    historicalMedianAsIfToday
    historicalMaxAsIfToday
    lookBackYears
    dataOrigin
    points {
      date
      index
      historicalMin
      historicalMax
    }
    settlement {
      ...PolicySettlementFields
    }
    claim {
      ...PolicyClaimFields
    }
  }
`);

export const GET_POLICY_INDEX = graphql(`
  query GetPolicyIndex($contractId: ID!) {
    getPolicyIndex(contractId: $contractId) {
      ...PolicyIndexFields
    }
  }
`);
