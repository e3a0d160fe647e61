/**
 * GraphQL documents and helpers for underwriting, the policy and the daily job (issue 13;
 * docs/requirements.md#binding). The queue's documents are the tests' own (the operations page's
 * web documents are not on this branch); they select what the tests assert.
 */
import { addDays, quotingToday, revenueYearsFor, type Role } from '@almanac/core';
import { expect, inject } from 'vitest';
import { graphql } from '../../support/graphql/index.js';
import { registerConfirmedAgent } from './accounts.js';
import { expectData, postJson, randomLoopback, send } from './api.js';
import { bindingAgent, CREATE_APPLICATION, SUBMIT_APPLICATION, UPDATE_APPLICATION } from './applications.js';
import { table } from './db.js';
import { addClient, priceHpc, saveQuote } from './quoter.js';
import { completeApplicationInput } from '../../../core/src/applications/application-fixtures.js';

graphql(`
  fragment ReviewedContractFields on Contract {
    id
    quoteId
    status
    agentId
    clientEmail
    policyNumber
    policyId
    underwritingReasons
    reviewDetails {
      isApproved
      reviewDate
      reviewBy
      reviewDescription
      clientMessage
    }
    reviewInvitationSentAt
    payment {
      method
      amount
      maskedAccountNumber
    }
    prices {
      totalDue
    }
    paymentDueDate
    boundAt
    policyStatus
    expiryReason
    documents {
      id
      kind
      fileName
    }
    history {
      eventName
      description
    }
  }
`);

export const GET_CONTRACTS_FOR_REVIEW = graphql(`
  query GetContractsForReview($statuses: [String!], $limit: Int, $nextToken: String) {
    getContractsForReview(statuses: $statuses, limit: $limit, nextToken: $nextToken) {
      nextToken
      items {
        ...ReviewedContractFields
      }
    }
  }
`);
export const REVIEW_CONTRACT = graphql(`
  mutation ReviewContract($contract: ID!, $input: ContractReviewInput!) {
    reviewContract(contract: $contract, input: $input) {
      ...ReviewedContractFields
    }
  }
`);
export const MARK_WIRE_RECEIVED = graphql(`
  mutation MarkWireReceived($contract: ID!, $input: WireReceivedInput!) {
    markWirePaymentReceived(contract: $contract, input: $input) {
      ...ReviewedContractFields
    }
  }
`);
export const GET_CONTRACT_BY_POLICY = graphql(`
  query GetContractByPolicy($policyId: String!) {
    getContractByPolicyId(policyId: $policyId) {
      ...ReviewedContractFields
    }
  }
`);
export const GET_REVIEWED_CONTRACT = graphql(`
  query GetReviewedContract($id: ID!) {
    getContract(id: $id) {
      ...ReviewedContractFields
    }
  }
`);

export const today = () => quotingToday(new Date());

/** Give a user a role the platform grants (internal, superAdmin): written on the user item. */
export async function grantRole(userId: string, role: Role) {
  await table().update({
    Key: { pk: `USER#${userId}`, sk: 'USER' },
    UpdateExpression: 'SET #role = :r',
    ExpressionAttributeNames: { '#role': 'role' },
    ExpressionAttributeValues: { ':r': role },
  });
}

/** A confirmed user with the internal role (operations; they do not sell). */
export async function internalUser() {
  const user = await registerConfirmedAgent();
  await grantRole(user.userId, 'internal');
  return user;
}

export type Seller = Awaited<ReturnType<typeof bindingAgent>>;

/** A client of the seller, with a unique e-mail. */
export async function clientOf(seller: Seller, label = 'dana') {
  const added = await addClient(seller.token, {
    firstName: label,
    lastName: 'Reyes',
    email: `${label}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`,
  });
  return { _id: added._id, email: added.email };
}

/** A draft application of the seller for the client (a saved HPC indication, $100,000). */
export async function draftApplication(seller: Seller, client: { _id: string }) {
  const [first] = await priceHpc(seller.token);
  const quote = (
    await saveQuote('saveLPCInsuranceQuote', { quote: first!.id, client: client._id }, seller.token)
  ).id;
  return expectData(await send(CREATE_APPLICATION, { client: client._id, quote }, { token: seller.token }))
    .createInsuranceApplication;
}

/** An application the seller completed and signed: priced on the local stack's demo data, so PENDING_APPROVAL. */
export async function signedApplication(seller: Seller, client: { _id: string }) {
  const draft = await draftApplication(seller, client);
  expectData(
    await send(
      UPDATE_APPLICATION,
      { contract: draft.id, input: completeApplicationInput(revenueYearsFor(today())) },
      { token: seller.token },
    ),
  );
  return expectData(
    await send(
      SUBMIT_APPLICATION,
      {
        contract: draft.id,
        input: { agentSignature: { signature: 'Riley Stone', date: today() }, confirmed: true },
      },
      { token: seller.token },
    ),
  ).submitLpcInsuranceApplication;
}

/** The stored contract item (keys and all). */
export async function contractItem(id: string) {
  const [item] = await table().itemsOf('contract', { id });
  if (!item) throw new Error(`no contract ${id}`);
  return item;
}

/**
 * Rewrite a stored contract as another flow or time would leave it (e.g. the client's signature,
 * an inception moved closer), keeping the sweeper's index keys as the adapter writes them: in
 * `indexedAt` (the status's due date or time) when given.
 */
export async function rewriteContract(id: string, change: Record<string, unknown>, indexedAt?: string) {
  const item = await contractItem(id);
  const next: Record<string, unknown> = { ...item, ...change, version: Number(item.version) + 1 };
  if (indexedAt)
    Object.assign(next, { gsi2pk: `CONTRACT#${String(next.status)}`, gsi2sk: `${indexedAt}#${id}` });
  await table().put(next);
}

/** Move a contract's inception so its payment was due `daysAgo` days ago (15 days before inception). */
export async function paymentDueDaysAgo(id: string, daysAgo: number) {
  const item = await contractItem(id);
  const due = addDays(today(), -daysAgo);
  await rewriteContract(
    id,
    { riskPeriod: { ...(item.riskPeriod as object), startDate: addDays(due, 15) } },
    due,
  );
}

/** POST /local/run/{job}: run a scheduled job now (a daily job for `date`); answers status and body. */
export async function runJob(job: string, date?: string) {
  const path = `/local/run/${job}${date ? `?date=${date}` : ''}`;
  const res = await postJson(new URL(path, inject('stack').graphqlUrl).href, {}, '', randomLoopback());
  return res as { status: number; json: unknown };
}

export interface DailyReport {
  date: string;
  expired: { contractId: string; reason: string }[];
  failed: string[];
}

/** The daily job through its local route, for `date`: its report. */
export async function runDailyJob(date: string): Promise<DailyReport> {
  const res = await runJob('contracts-daily', date);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as DailyReport;
}
