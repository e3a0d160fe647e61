/**
 * Budgets an outsider cannot use up for the policyholder (issue 26 item 6; docs/security.md, claim
 * link): anonymous claim link requests count against the caller's address and an overall budget,
 * never against the policy in a way that keeps its owner from a link; a spent review or claim link
 * e-mails its fresh link at most once, however often and however parallel it is opened.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectData, expectError, send } from './support/api.js';
import { bindingAgent } from './support/applications.js';
import {
  ACCEPT_REVIEW_INVITE,
  applicationAwaitingClient,
  openReviewLink,
  REVIEW_MAIL_KIND,
  reviewToken,
} from './support/client-review.js';
import {
  ACCEPT_CLAIM_FORM,
  boundPolicy,
  CLAIM_MAIL_KIND,
  claimToken,
  INVITE_CLAIM_FORM,
} from './support/loss-reports.js';
import { mailsTo } from './support/mailbox.js';
import { CURRENT_USER } from './support/operations.js';
import { waitForQueueDrained } from './support/queues.js';
import type { Seller } from './support/underwriting.js';

let agent: Seller;
beforeAll(async () => {
  agent = await bindingAgent();
});

/** Each call comes from its own random loopback address (tests/integration/support/api.ts). */
const invite = (policyId: string) => send(INVITE_CLAIM_FORM, { policyId });
const acceptClaim = (token: string) => send(ACCEPT_CLAIM_FORM, { token });
const acceptReview = (token: string) => send(ACCEPT_REVIEW_INVITE, { token });
const mailsOfKind = async (email: string, kind: string) =>
  (await mailsTo(email)).filter((m) => m.kind === kind);
const errorCodes = (answers: { errors?: readonly { errorType?: string }[] }[]) =>
  answers.map((a) => a.errors?.[0]?.errorType ?? 'opened');

describe('claim link requests from outsiders', () => {
  it('20 parallel anonymous requests mail the policyholder one link; the owner’s link works and their next request mails a new one', async () => {
    const policy = await boundPolicy(agent.token);
    const answers = await Promise.all(Array.from({ length: 20 }, () => invite(policy.policyNumber)));
    for (const answer of answers) expect(expectData(answer).inviteClientClaimForm).toBe(true);
    await waitForQueueDrained('claimLink');
    await waitForQueueDrained('mail');
    expect(await mailsOfKind(policy.client.email, CLAIM_MAIL_KIND)).toHaveLength(1);

    // The owner asks too, after the hammering: they hold a working link (the one mailed), and once
    // they used it their next request mails a new one at once (no policy budget was used up).
    expect(expectData(await invite(policy.policyNumber)).inviteClientClaimForm).toBe(true);
    const opened = expectData(
      await acceptClaim(await claimToken(policy.client.email)),
    ).acceptClaimsFormTokenInvite;
    expect(opened.contractId).toBe(policy.contractId);
    expect(expectData(await send(CURRENT_USER, {}, { token: opened.auth.token })).currentUser._id).toBe(
      policy.client.id,
    );
    await waitForQueueDrained('claimLink');
    expect(expectData(await invite(policy.policyNumber)).inviteClientClaimForm).toBe(true);
    const second = await claimToken(policy.client.email, 2);
    expect(expectData(await acceptClaim(second)).acceptClaimsFormTokenInvite.contractId).toBe(
      policy.contractId,
    );
  });

  it('an unknown number and a known one get the same answer, and the unknown one mails nobody', async () => {
    const policy = await boundPolicy(agent.token);
    const unknown = policy.policyNumber.replace(/-[0-9A-Z]+$/, '-999999');
    const [known, other] = await Promise.all([invite(policy.policyNumber), invite(unknown)]);
    expect(known).toEqual(other);
    await waitForQueueDrained('claimLink');
    await claimToken(policy.client.email);
    await waitForQueueDrained('mail');
    expect(await mailsOfKind(policy.client.email, CLAIM_MAIL_KIND)).toHaveLength(1);
  });
});

describe('a spent link opened many times', () => {
  it('20 parallel opens of a used review link mail one fresh link, and the client’s budget is left for them', async () => {
    const app = await applicationAwaitingClient(agent.token);
    await openReviewLink(app.token);
    const answers = await Promise.all(Array.from({ length: 20 }, () => acceptReview(app.token)));
    expect(errorCodes(answers)).toEqual(Array.from({ length: 20 }, () => 'TOKEN_EXPIRED'));
    await waitForQueueDrained('mail');
    // The invitation and one fresh link.
    expect(await mailsOfKind(app.client.email, REVIEW_MAIL_KIND)).toHaveLength(2);
    // The client's fresh link works; used, it mails its own fresh link (their budget is not spent).
    const fresh = await reviewToken(app.client.email, 2);
    await openReviewLink(fresh);
    expectError(await acceptReview(fresh), 'TOKEN_EXPIRED');
    const third = await reviewToken(app.client.email, 3);
    expect((await openReviewLink(third)).contract.id).toBe(app.contractId);
  });

  it('20 parallel opens of a used claim link mail one fresh link, which works', async () => {
    const policy = await boundPolicy(agent.token);
    expect(expectData(await invite(policy.policyNumber)).inviteClientClaimForm).toBe(true);
    const used = await claimToken(policy.client.email);
    expectData(await acceptClaim(used));
    const answers = await Promise.all(Array.from({ length: 20 }, () => acceptClaim(used)));
    expect(errorCodes(answers)).toEqual(Array.from({ length: 20 }, () => 'TOKEN_EXPIRED'));
    await waitForQueueDrained('mail');
    expect(await mailsOfKind(policy.client.email, CLAIM_MAIL_KIND)).toHaveLength(2);
    const fresh = await claimToken(policy.client.email, 2);
    expect(expectData(await acceptClaim(fresh)).acceptClaimsFormTokenInvite.contractId).toBe(
      policy.contractId,
    );
  });
});
