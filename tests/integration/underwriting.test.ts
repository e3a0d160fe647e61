/**
 * Underwriting over HTTP (issue 13): an application priced on demo data waits for an underwriter;
 * the operations queue, approving and rejecting, races, self-review, a wire received (up to the
 * bind and the policy). docs/requirements.md#binding, #error-catalogue.
 */
import {
  addDays,
  CLIENT_SIGN_IN_PATH,
  isPolicyNumber,
  operationsMessages,
  reviewMessages,
} from '@almanac/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demo, loginAs } from './support/accounts.js';
import { expect401, expectData, expectError, send } from './support/api.js';
import { bindingAgent, GET_SIGNED_URL } from './support/applications.js';
import { table } from './support/db.js';
import { linkToken, mailsTo, waitForMail } from './support/mailbox.js';
import { ACCEPT_CLIENT_SIGN_IN, GET_MY_POLICIES } from './support/client-review.js';
import {
  clientOf,
  draftApplication,
  GET_CONTRACT_BY_POLICY,
  GET_CONTRACTS_FOR_REVIEW,
  GET_REVIEWED_CONTRACT,
  internalUser,
  MARK_WIRE_RECEIVED,
  REVIEW_CONTRACT,
  rewriteContract,
  type Seller,
  signedApplication,
  today,
} from './support/underwriting.js';
import { GET_AGENT_STATS } from '../../web/src/features/dashboard/api/dashboard-documents.js';

let agent: Seller;
let primary: Seller;
let superAdmin: Seller;
let internal: { token: string; userId: string };
let client: { _id: string; email: string };
const sessions = { admin: '', client: '' };

beforeAll(async () => {
  [agent, primary, superAdmin, internal] = await Promise.all([
    bindingAgent(),
    bindingAgent('primaryAgent'),
    bindingAgent('superAdmin'),
    internalUser(),
  ]);
  await table().moveToOrganization(primary.userId, agent.orgId);
  sessions.admin = await loginAs(demo.admin);
  sessions.client = await loginAs(demo.client);
  client = await clientOf(agent);
});

const queue = (token: string, statuses?: string[]) =>
  send(GET_CONTRACTS_FOR_REVIEW, statuses ? { statuses } : {}, { token });
const review = (
  token: string,
  contract: string,
  input: { isApproved: boolean; reviewDescription?: string; clientMessage?: string },
) => send(REVIEW_CONTRACT, { contract, input }, { token });
const decisionMails = async (email: string, kind: string) =>
  (await mailsTo(email)).filter((m) => m.kind === kind);

describe('the underwriting queue', () => {
  it('holds an application priced on demo data for internal users and super admins, nobody else', async () => {
    const pending = await signedApplication(agent, client);
    expect(pending.status).toBe('PENDING_APPROVAL');
    expect(pending.reviewInvitationSentAt).toBeNull();
    const stored = expectData(await send(GET_REVIEWED_CONTRACT, { id: pending.id }, { token: agent.token }));
    expect(stored.getContract.underwritingReasons).toContain('DEMO_DATA');

    for (const token of [internal.token, superAdmin.token]) {
      const listed = expectData(await queue(token)).getContractsForReview.items;
      const mine = listed.find((c) => c.id === pending.id);
      expect(mine).toMatchObject({ status: 'PENDING_APPROVAL', agentId: agent.userId });
    }
    expect(
      expectData(await queue(internal.token, ['CLIENT_REVIEWED'])).getContractsForReview.items.map(
        (c) => c.id,
      ),
    ).not.toContain(pending.id);
    expectError(await queue(internal.token, ['DRAFT']), 'VALIDATION_ERROR', operationsMessages.statuses);
    for (const token of [agent.token, primary.token, sessions.admin, sessions.client])
      expectError(await queue(token), 'INVALID_PERMISSIONS');
    expect401(await send(GET_CONTRACTS_FOR_REVIEW, {}, { none: true }));
  });

  it('lists a page at a time, payment due soonest first: every application once, then no nextToken', async () => {
    const first = await signedApplication(agent, client);
    const second = await signedApplication(agent, client);
    const seen: { id: string; paymentDueDate: string }[] = [];
    let nextToken: string | null = null;
    let pages = 0;
    do {
      const page: { items: { id: string; paymentDueDate: string }[]; nextToken?: string | null } = expectData(
        await send(
          GET_CONTRACTS_FOR_REVIEW,
          { statuses: ['PENDING_APPROVAL'], limit: 2, nextToken },
          {
            token: internal.token,
          },
        ),
      ).getContractsForReview;
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      nextToken = page.nextToken ?? null;
      pages++;
    } while (nextToken && pages < 100);
    expect(nextToken).toBeNull();
    const ids = seen.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([first.id, second.id]));
    const dues = seen.map((c) => c.paymentDueDate);
    expect(dues).toEqual([...dues].sort());
    expectError(
      await send(GET_CONTRACTS_FOR_REVIEW, { nextToken: 'forged' }, { token: internal.token }),
      'VALIDATION_ERROR',
      operationsMessages.queueNextToken,
    );
  });
});

describe('reviewContract', () => {
  it('approving sends the client the review e-mail (AWAITING_CLIENT) and tells the agent', async () => {
    const fresh = await clientOf(agent, 'approved');
    const pending = await signedApplication(agent, fresh);
    for (const token of [agent.token, primary.token, sessions.admin, sessions.client])
      expectError(await review(token, pending.id, { isApproved: true }), 'INVALID_PERMISSIONS');
    expect401(
      await send(REVIEW_CONTRACT, { contract: pending.id, input: { isApproved: true } }, { none: true }),
    );

    const approved = expectData(
      await review(internal.token, pending.id, {
        isApproved: true,
        reviewDescription: 'Demo data accepted.',
      }),
    ).reviewContract;
    expect(approved).toMatchObject({
      status: 'AWAITING_CLIENT',
      reviewDetails: { isApproved: true, reviewDescription: 'Demo data accepted.' },
    });
    expect(approved.reviewInvitationSentAt).toBeTruthy();
    const invitation = await waitForMail(fresh.email, 'client-review-contract');
    expect(new URL(invitation.links[0]!).pathname).toBe('/apply/review');
    const toAgent = await waitForMail(agent.email, 'application-approved');
    // Internal notes stay with operations (issue 26, 3).
    expect(toAgent.text).not.toContain('Demo data accepted.');
    expect(new URL(toAgent.links[0]!).pathname).toBe(`/quotes/${pending.quoteId}`);
    // The agent sees the decision; the queue no longer holds it; deciding again is CONFLICT.
    const seen = expectData(
      await send(GET_REVIEWED_CONTRACT, { id: pending.id }, { token: agent.token }),
    ).getContract;
    expect(seen.history.map((e) => e.eventName)).toContain('Application approved by an underwriter');
    expect(
      expectData(await queue(internal.token)).getContractsForReview.items.map((c) => c.id),
    ).not.toContain(pending.id);
    expectError(
      await review(superAdmin.token, pending.id, { isApproved: false, reviewDescription: 'Changed my mind' }),
      'CONFLICT',
      operationsMessages.notPendingApproval,
    );
  });

  it('rejecting needs internal notes; the agent and the client are told the message to the client, never the notes', async () => {
    const fresh = await clientOf(agent, 'rejected');
    const pending = await signedApplication(agent, fresh);
    expectError(
      await review(internal.token, pending.id, { isApproved: false }),
      'VALIDATION_ERROR',
      reviewMessages.reviewDescriptionRequired,
    );
    const notes = 'Internal: this agency inflates limits, second case this month.';
    const rejected = expectData(
      await review(superAdmin.token, pending.id, {
        isApproved: false,
        reviewDescription: notes,
        clientMessage: 'The limit is too high for this location.',
      }),
    ).reviewContract;
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      reviewDetails: {
        isApproved: false,
        reviewDescription: notes,
        clientMessage: 'The limit is too high for this location.',
      },
    });
    for (const email of [agent.email, fresh.email]) {
      const mail = await waitForMail(email, 'application-rejected');
      expect(mail.text).toContain('The limit is too high for this location.');
      expect(mail.text + mail.subject).not.toContain('inflates');
    }
    // The agent's view: the message, not the notes.
    const seen = expectData(
      await send(GET_REVIEWED_CONTRACT, { id: pending.id }, { token: agent.token }),
    ).getContract;
    expect(seen.reviewDetails).toMatchObject({
      reviewDescription: '',
      clientMessage: 'The limit is too high for this location.',
    });
    expect(JSON.stringify(seen)).not.toContain('inflates');
    expect(await decisionMails(fresh.email, 'client-review-contract')).toEqual([]);
    expectError(await review(internal.token, pending.id, { isApproved: true }), 'CONFLICT');
  });

  it('of two racing decisions exactly one wins', async () => {
    const pending = await signedApplication(agent, client);
    const results = await Promise.all([
      review(internal.token, pending.id, { isApproved: true }),
      review(superAdmin.token, pending.id, { isApproved: false, reviewDescription: 'No' }),
    ]);
    expect(results.filter((r) => r.data?.reviewContract).length).toBe(1);
    expect(results.filter((r) => r.errors?.[0]?.errorType === 'CONFLICT').length).toBe(1);
  });

  it('a reviewer may not decide on an application they sold; another underwriter may', async () => {
    const theirs = await clientOf(superAdmin, 'own');
    const own = await signedApplication(superAdmin, theirs);
    expect(own.status).toBe('PENDING_APPROVAL');
    expectError(
      await review(superAdmin.token, own.id, { isApproved: true }),
      'INVALID_PERMISSIONS',
      reviewMessages.selfReview,
    );
    expect(expectData(await review(internal.token, own.id, { isApproved: true })).reviewContract.status).toBe(
      'AWAITING_CLIENT',
    );
  });

  it('refuses a decision on an application that is not pending and on an unknown id', async () => {
    const draft = await draftApplication(agent, client);
    expectError(await review(internal.token, draft.id, { isApproved: true }), 'CONFLICT');
    expectError(await review(internal.token, 'no-such-contract', { isApproved: true }), 'NOT_FOUND');
  });
});

describe('a wire received', () => {
  it('binds a client-reviewed application: approved, a policy number, the policy documents and counters', async () => {
    const fresh = await clientOf(agent, 'wired');
    const pending = await signedApplication(agent, fresh);
    expectData(await review(internal.token, pending.id, { isApproved: true }));
    const stats = async () =>
      expectData(await send(GET_AGENT_STATS, {}, { token: agent.token })).getAgentStats!;
    const before = await stats();
    const wire = { reference: 'FED-REF-0042', receivedDate: today() };
    expectError(
      await send(MARK_WIRE_RECEIVED, { contract: pending.id, input: wire }, { token: internal.token }),
      'CONFLICT',
      operationsMessages.notAwaitingPayment,
    );
    // As the client's signature leaves it (client-server's flow).
    const due = expectData(await send(GET_REVIEWED_CONTRACT, { id: pending.id }, { token: agent.token }))
      .getContract.paymentDueDate;
    await rewriteContract(
      pending.id,
      { status: 'CLIENT_REVIEWED', updatedAt: new Date().toISOString() },
      due,
    );
    expect(
      expectData(await queue(internal.token, ['CLIENT_REVIEWED'])).getContractsForReview.items.map(
        (c) => c.id,
      ),
    ).toContain(pending.id);
    for (const token of [agent.token, primary.token, sessions.admin, sessions.client])
      expectError(
        await send(MARK_WIRE_RECEIVED, { contract: pending.id, input: wire }, { token }),
        'INVALID_PERMISSIONS',
      );
    expectError(
      await send(
        MARK_WIRE_RECEIVED,
        { contract: pending.id, input: { ...wire, receivedDate: addDays(today(), 5) } },
        { token: internal.token },
      ),
      'VALIDATION_ERROR',
      operationsMessages.wireInFuture,
    );

    const bound = expectData(
      await send(MARK_WIRE_RECEIVED, { contract: pending.id, input: wire }, { token: internal.token }),
    ).markWirePaymentReceived;
    expect(bound.status).toBe('APPROVED');
    expect(isPolicyNumber(bound.policyNumber!)).toBe(true);
    expect(bound.payment).toMatchObject({ method: 'WIRE', amount: bound.prices.totalDue });

    // The agent finds it by policy number, with the policy declarations; the dashboard counts it.
    const byPolicy = expectData(
      await send(GET_CONTRACT_BY_POLICY, { policyId: bound.policyNumber! }, { token: agent.token }),
    ).getContractByPolicyId;
    expect(byPolicy.id).toBe(pending.id);
    // Another agency's people may not; underwriters (a super admin too) may.
    for (const token of [sessions.admin, sessions.client])
      expectError(
        await send(GET_CONTRACT_BY_POLICY, { policyId: bound.policyNumber! }, { token }),
        'INVALID_PERMISSIONS',
      );
    expect(
      expectData(
        await send(GET_CONTRACT_BY_POLICY, { policyId: bound.policyNumber! }, { token: superAdmin.token }),
      ).getContractByPolicyId.id,
    ).toBe(pending.id);
    const policy = byPolicy.documents.find((d) => d.kind === 'POLICY')!;
    expect(policy.fileName).toBe(`policy-${bound.policyNumber}.pdf`);
    const url = expectData(
      await send(GET_SIGNED_URL, { file: policy.id }, { token: agent.token }),
    ).getSignedUrl;
    expect((await (await fetch(url)).text()).startsWith('%PDF-')).toBe(true);
    expect((await stats()).totalActivePolicies).toBe(before.totalActivePolicies + 1);
    await waitForMail(agent.email, 'policy-issued-agent');
    const toClient = await waitForMail(fresh.email, 'policy-issued-client');
    expect(toClient.subject).toContain(bound.policyNumber!);
    // Its link signs the client in to their policies; they may download the declarations (issue 27, 12).
    const session = expectData(
      await send(ACCEPT_CLIENT_SIGN_IN, { token: linkToken(toClient, CLIENT_SIGN_IN_PATH).token }),
    ).acceptClientSignIn.token;
    const mine = expectData(await send(GET_MY_POLICIES, {}, { token: session })).getMyPolicies;
    expect(mine.items.map((p) => [p.contractId, p.status])).toEqual([[pending.id, 'APPROVED']]);
    const clientUrl = expectData(
      await send(GET_SIGNED_URL, { file: policy.id }, { token: session }),
    ).getSignedUrl;
    expect((await (await fetch(clientUrl)).text()).startsWith('%PDF-')).toBe(true);
    const [commission] = await table().itemsOf('commission', { contractId: pending.id });
    expect(commission).toMatchObject({
      agentId: agent.userId,
      policyNumber: bound.policyNumber,
      status: 'PENDING',
    });

    expectError(
      await send(MARK_WIRE_RECEIVED, { contract: pending.id, input: wire }, { token: superAdmin.token }),
      'CONFLICT',
    );
  });
});
