/**
 * The claim pages' documents (docs/requirements.md#claims, #invitations): the policy-number
 * modal's invitation, the claim link, the contract that prefills section I, the loss report and
 * its review, and the policy's estimated payout. claims-api.ts sends them. No React here.
 */
import { graphql } from '../../../lib/graphql/document.js';

/** A loss report as the review and submitted pages read it. */
graphql(`
  fragment LossReportFields on Form {
    id
    formType
    status
    claimNumber
    program
    achAccount
    createdAt
    updatedAt
    values {
      contractId
      status
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
    reviewDetails {
      paymentMethod
      readConfirmation
      clientSignature
      todaysDate
    }
  }
`);

/** The policy-number modal (public: the API key). Always true for a well-formed number. */
export const INVITE_CLIENT_CLAIM_FORM = graphql(`
  mutation InviteClientClaimForm($policyId: String!) {
    inviteClientClaimForm(policyId: $policyId)
  }
`);

/** The claim link (public: the API key): a session for the policyholder, scoped to the contract. */
export const ACCEPT_CLAIMS_FORM_INVITE = graphql(`
  mutation AcceptClaimsFormInvite($token: String!) {
    acceptClaimsFormTokenInvite(token: $token) {
      auth {
        ...AuthPayloadFields
      }
      contractId
    }
  }
`);

/** What section I prefills from: the named insured's entity and the policy number. */
export const GET_LOSS_REPORT_CONTRACT = graphql(`
  query GetLossReportContract($id: ID!) {
    getContract(id: $id) {
      id
      policyNumber
      programName
      entityInformation {
        legalName
        address
        city
        state
        zip
        emails {
          value
        }
      }
    }
  }
`);

export const SAVE_LOSS_REPORT = graphql(`
  mutation SaveLossReport($input: LossReportInput!) {
    saveLossReport(input: $input) {
      ...LossReportFields
    }
  }
`);

export const GET_LOSS_REPORT = graphql(`
  query GetLossReport($id: ID!) {
    getForm(formType: "LossReport", id: $id) {
      ...LossReportFields
    }
  }
`);

export const SAVE_LOSS_REPORT_REVIEW = graphql(`
  mutation SaveLossReportReview($id: ID!, $input: LossReportReviewInput!) {
    saveLossReportReview(id: $id, input: $input) {
      ...LossReportFields
    }
  }
`);

/** The review page's estimated payout: the policy's computed figure (dollars). */
export const GET_LOSS_REPORT_PAYOUT = graphql(`
  query GetLossReportPayout($contractId: ID!) {
    getPolicyIndex(contractId: $contractId) {
      contractId
      state
      asOf
      estimatedPayout
      limit
      settlement {
        payout
        settledAt
      }
    }
  }
`);
