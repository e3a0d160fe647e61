/**
 * GraphQL documents and helpers for the claim link and loss reports (docs/requirements.md#claims,
 * #invitations): a policy bound through the real flow (the agent signs, the client opens the
 * review link, signs and pays by ACH), the policy-number modal's call, the claim link, the loss
 * report, its review and getForm.
 */
import { addDays, quotingToday } from '@almanac/core';
import { graphql } from '../../support/graphql/index.js';
import { expectData, send } from './api.js';
import { table } from './db.js';
import {
  achPayment,
  applicationAwaitingClient,
  CLIENT_PAY,
  CLIENT_SIGN,
  clientSignature,
  openReviewLink,
} from './client-review.js';
import { linkToken, waitForMail } from './mailbox.js';

graphql(`
  fragment LossReportFields on Form {
    _id
    id
    formType
    status
    orgId
    program
    achAccount
    documents
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

export const INVITE_CLAIM_FORM = graphql(`
  mutation InviteClaimForm($policyId: String!) {
    inviteClientClaimForm(policyId: $policyId)
  }
`);
export const ACCEPT_CLAIM_FORM = graphql(`
  mutation AcceptClaimForm($token: String!) {
    acceptClaimsFormTokenInvite(token: $token) {
      _id
      contractId
      auth {
        token
        user {
          _id
          role
          confirmedAt
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
export const SAVE_LOSS_REVIEW = graphql(`
  mutation SaveLossReview($id: ID!, $input: LossReportReviewInput!) {
    saveLossReportReview(id: $id, input: $input) {
      ...LossReportFields
    }
  }
`);
export const GET_FORM = graphql(`
  query GetLossReport($formType: String!, $id: ID!) {
    getForm(formType: $formType, id: $id) {
      ...LossReportFields
    }
  }
`);

export const CLAIM_LINK_PATH = '/claims/loss-form';
export const CLAIM_MAIL_KIND = 'client-claim-form';

/** The token of the `count`-th claim link e-mailed to the policyholder (waits for it). */
export async function claimToken(email: string, count = 1) {
  return linkToken(await waitForMail(email, CLAIM_MAIL_KIND, count), CLAIM_LINK_PATH).token;
}

/**
 * A policy of a new client of the agent, bound and issued through the real flow; then its period
 * is moved to have begun a week ago (`begun` false keeps it in the future), as a loss report needs.
 */
export async function boundPolicy(agentToken: string, begun = true) {
  const app = await applicationAwaitingClient(agentToken);
  const { session } = await openReviewLink(app.token);
  expectData(
    await send(CLIENT_SIGN, { contract: app.contractId, input: clientSignature() }, { token: session }),
  );
  const paid = expectData(
    await send(CLIENT_PAY, { contract: app.contractId, input: achPayment() }, { token: session }),
  ).addClientUserPayment;
  if (paid.status !== 'APPROVED' || !paid.policyNumber) throw new Error(`not bound: ${paid.status}`);
  if (begun) await table().beginPolicyPeriod(app.contractId, addDays(quotingToday(new Date()), -7));
  return { ...app, policyNumber: paid.policyNumber, reviewSession: session };
}

/** Sections I and II, filled as the policyholder does. */
export const lossReportInput = (contractId: string, policyNumber: string) => ({
  contractId,
  name: 'Acme Farms',
  address1: '1 Harbor Way',
  city: 'Tampa',
  state: 'FL',
  zipcode: '33602',
  contactEmail: 'dana@example.com',
  policyNumber,
  notificationDate: quotingToday(new Date()),
  basisDescription: 'Too little rain since October.',
  representationsAccepted: true,
  disclaimersAccepted: true,
});

/** The review page's form, signed today. */
export const lossReviewInput = (contractId: string) => ({
  contractId,
  agreeElectronicNamedInsured: true,
  clientSignature: 'Dana Reyes',
  reviewDate: quotingToday(new Date()),
});
