/**
 * GraphQL documents and helpers for the client's half (docs/requirements.md#client-review,
 * #payment): the review link, the client's signature and payment. The documents select what the
 * tests assert (the signature, the masked payment, the policy number, the history).
 */
import { revenueYearsFor, quotingToday } from '@almanac/core';
import { graphql } from '../../support/graphql/index.js';
import { completeApplicationInput } from '../../../core/src/applications/application-fixtures.js';
import { expectData, send, uniqueEmail } from './api.js';
import {
  CREATE_APPLICATION,
  postUpload,
  SUBMIT_APPLICATION,
  UPDATE_APPLICATION,
  UPLOAD_FILE,
} from './applications.js';
import { table } from './db.js';
import { linkToken, waitForMail } from './mailbox.js';
import { addClient, priceHpc, saveQuote } from './quoter.js';

graphql(`
  fragment ClientContractFields on Contract {
    id
    status
    lifecycleStage
    clientId
    agentId
    policyNumber
    boundAt
    paymentDueDate
    entityInformation {
      state
      maskedFederalTaxId
    }
    clientSignature {
      name
      date
      signedAt
      d1SignName
    }
    payment {
      method
      maskedAccountNumber
      maskedRoutingNumber
      accountType
      depositoryName
      namesOnTheAccount
      paidAt
      amount
    }
    prices {
      totalDue
    }
    documents {
      id
      kind
    }
    history {
      eventName
      audience
    }
  }
`);

export const ACCEPT_REVIEW_INVITE = graphql(`
  mutation AcceptReviewInvite($token: String!) {
    acceptClientReviewContractInvite(token: $token) {
      auth {
        token
        expiresAt
        user {
          _id
          email
          role
          confirmedAt
        }
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
export const CLIENT_SIGN = graphql(`
  mutation ClientSign($contract: ID!, $input: ClientReviewInput!) {
    submitReviewedLpcApplicationByClient(contract: $contract, input: $input) {
      ...ClientContractFields
    }
  }
`);
export const CLIENT_PAY = graphql(`
  mutation ClientPay($contract: ID!, $input: ClientPaymentInput!) {
    addClientUserPayment(contract: $contract, input: $input) {
      ...ClientContractFields
    }
  }
`);

/** The review link's path (core's clientReviewPath). */
export const REVIEW_PATH = '/apply/review';
export const REVIEW_MAIL_KIND = 'client-review-contract';

/** The token of the `count`-th review link e-mailed to the client (waits for it). */
export async function reviewToken(email: string, count = 1) {
  return linkToken(await waitForMail(email, REVIEW_MAIL_KIND, count), REVIEW_PATH).token;
}

/**
 * The local stack prices on demo weather data, and an application priced on it waits for an
 * underwriter (PENDING_APPROVAL). The tests of the client's half mark the quote as priced on
 * observed data before the broker signs, so the client is invited at once.
 */
export const priceOnObservedData = (quoteId: string) =>
  table().update({
    Key: { pk: `QUOTE#${quoteId}`, sk: 'QUOTE' },
    UpdateExpression: 'SET #data.origin = :o',
    ExpressionAttributeNames: { '#data': 'data' },
    ExpressionAttributeValues: { ':o': 'observed' },
  });

/**
 * A new client of the agent and an application the agent completed and signed for them, waiting
 * for the client (AWAITING_CLIENT); answers the ids, the client and the e-mailed link's token. An
 * insured in `state` CA (the D-1 disclosure) needs a diligent-effort form: the agent uploads one.
 */
export async function applicationAwaitingClient(agentToken: string, opts: { state?: 'CA' } = {}) {
  const client = await addClient(agentToken, {
    firstName: 'Dana',
    lastName: 'Reyes',
    email: uniqueEmail('client'),
  });
  const [priced] = await priceHpc(agentToken);
  const quoteId = (
    await saveQuote('saveLPCInsuranceQuote', { quote: priced!.id, client: client._id }, agentToken)
  ).id;
  const contract = expectData(
    await send(CREATE_APPLICATION, { client: client._id, quote: quoteId }, { token: agentToken }),
  ).createInsuranceApplication;
  const input = completeApplicationInput(revenueYearsFor(quotingToday(new Date())));
  if (opts.state) input.entityInformation.state = opts.state;
  expectData(await send(UPDATE_APPLICATION, { contract: contract.id, input }, { token: agentToken }));
  if (opts.state === 'CA') await attachDiligentEffortForm(agentToken, contract.id);
  await priceOnObservedData(quoteId);
  const submitted = expectData(
    await send(
      SUBMIT_APPLICATION,
      {
        contract: contract.id,
        input: {
          agentSignature: { signature: 'Riley Stone', date: quotingToday(new Date()) },
          confirmed: true,
        },
      },
      { token: agentToken },
    ),
  ).submitLpcInsuranceApplication;
  if (submitted.status !== 'AWAITING_CLIENT') throw new Error(`not awaiting the client: ${submitted.status}`);
  return {
    contractId: contract.id,
    quoteId,
    client: { id: client._id, email: client.email },
    token: await reviewToken(client.email),
  };
}

/** Upload a (tiny) signed diligent-effort PDF and refer to it, as the application page does. */
async function attachDiligentEffortForm(agentToken: string, contractId: string) {
  const post = expectData(
    await send(
      UPLOAD_FILE,
      {
        input: {
          folder: `lpc-insurance/contracts/${contractId}/diligent-effort`,
          fileName: 'diligent-effort-CA.pdf',
          contentType: 'application/pdf',
          size: 16,
        },
      },
      { token: agentToken },
    ),
  ).uploadFile;
  await postUpload(post, '%PDF-1.4\n%%EOF\n', 'diligent-effort-CA.pdf');
  expectData(
    await send(
      UPDATE_APPLICATION,
      {
        contract: contractId,
        input: { diligentSearchUpload: { acknowledgment: 'DILIGENT_EFFORT', fileId: post.uploadId } },
      },
      { token: agentToken },
    ),
  );
}

/** Open the review link as the client's browser does (API key); answers the scoped session's token and the contract. */
export async function openReviewLink(token: string) {
  const accepted = expectData(await send(ACCEPT_REVIEW_INVITE, { token })).acceptClientReviewContractInvite;
  return { session: accepted.auth.token, contract: accepted.contract, user: accepted.auth.user };
}

/** The Sign & Submit form, filled as the client does (today's date). */
export const clientSignature = () => ({
  agreeElectronicClient: true,
  agreeTerrorismDisclosure: true,
  signNameCustomer: 'Dana Reyes',
  signDate: quotingToday(new Date()),
});

/** A valid ACH form: a real ABA routing number (JPMorgan Chase, New York). */
export const ROUTING_NUMBER = '021000021';
export const ACCOUNT_NUMBER = '000987654321';
export const achPayment = () => ({
  accountNumber: ACCOUNT_NUMBER,
  routingNumber: ROUTING_NUMBER,
  accountType: 'CHECKING',
  depositoryName: 'First Harbor Bank',
  namesOnTheAccount: 'Dana Reyes',
  signature: 'Dana Reyes',
  signDate: quotingToday(new Date()),
});

/** Move a contract's inception (in the table), e.g. so its payment due date has passed. */
export const setContractInception = (contractId: string, startDate: string) =>
  table().update({
    Key: { pk: `CONTRACT#${contractId}`, sk: 'CONTRACT' },
    UpdateExpression: 'SET riskPeriod.startDate = :s',
    ExpressionAttributeValues: { ':s': startDate },
  });

/** The client's sign-in link (issue 27 item 12): the client's own session. */
export const ACCEPT_CLIENT_SIGN_IN = graphql(`
  mutation ItAcceptClientSignIn($token: String!) {
    acceptClientSignIn(token: $token) {
      token
      user {
        _id
        role
      }
    }
  }
`);

/** The signed-in client's applications and policies. */
export const GET_MY_POLICIES = graphql(`
  query ItGetMyPolicies {
    getMyPolicies {
      count
      items {
        contractId
        status
        policyNumber
        startDate
        endDate
        limitOfLiability
      }
    }
  }
`);
