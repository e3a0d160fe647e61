/**
 * The client's lasting access (issue 27 item 12): the sign-in link e-mailed with the policy, the
 * session it starts (the client's own contracts only), their list of policies and their documents.
 */
import { type AppError, RATE_LIMITS } from '@almanac/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { authenticateSession } from '../auth/authenticate.js';
import type { Caller } from '../caller.js';
import { acceptClientReviewContractInvite } from '../contracts/accept-client-review.js';
import { addClientUserPayment } from '../contracts/client-payment.js';
import { submitReviewedLpcApplicationByClient } from '../contracts/client-sign.js';
import { agentCaller, CLIENT_EMAIL, clientReviewWorld, TODAY } from '../contracts/client-review-world.js';
import { getContract } from '../contracts/get-contract.js';
import { getSignedUrl } from '../contracts/get-signed-url.js';
import { issueOneTimeToken } from '../auth/issue-tokens.js';
import { DAY } from '../testing/in-memory-ports.js';
import { acceptClientSignIn } from './client-sign-in.js';
import { getMyPolicies } from './get-my-policies.js';

let t: Awaited<ReturnType<typeof clientReviewWorld>>;
const w = () => t.w;
beforeEach(async () => {
  t = await clientReviewWorld();
});

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a failure');
}

const connection = { ipAddress: '198.51.100.7', userAgent: 'Vitest' };
const signInMails = (email = CLIENT_EMAIL) =>
  w()
    .mail.to(email)
    .filter((m) => m.meta?.kind === 'client-sign-in');
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
/** The sign-in link of the policy e-mail. */
const policyMailToken = (email = CLIENT_EMAIL) =>
  tokenOf(
    w()
      .mail.to(email)
      .findLast((m) => m.meta?.kind === 'policy-issued-client')!.meta!.links![0]!,
  );

async function callerOf(token: string): Promise<Caller> {
  const caller = await authenticateSession(w().ports, `Bearer ${token}`);
  if (!caller) throw new Error('the session does not work');
  return caller as Caller;
}

/** A policy bound by the client's ACH authorisation; answers its id. */
async function boundPolicy(client = 'client-1') {
  const { contractId, token } = await t.awaitingClient(client);
  const review = await acceptClientReviewContractInvite(w().ports, { token }, '198.51.100.7');
  const scoped = await callerOf(review.auth.token);
  const profile = (await w().store.users.get(client))!.profile!;
  const name = client === 'client-1' ? 'Dana Reyes' : `${profile.firstName} ${profile.lastName}`;
  await submitReviewedLpcApplicationByClient(
    w().ports,
    scoped,
    {
      contract: contractId,
      input: {
        agreeElectronicClient: true,
        agreeTerrorismDisclosure: true,
        signNameCustomer: name,
        signDate: TODAY,
      },
    },
    connection,
  );
  await addClientUserPayment(
    w().ports,
    scoped,
    {
      contract: contractId,
      input: {
        accountNumber: '000123456789',
        routingNumber: '021000021',
        accountType: 'checking',
        depositoryName: 'First Bank',
        namesOnTheAccount: name,
        signature: name,
        signDate: TODAY,
      },
    },
    connection,
  );
  return contractId;
}

describe('acceptClientSignIn', () => {
  it('the policy e-mail carries a sign-in link that starts the client’s own session, once', async () => {
    const contractId = await boundPolicy();
    const token = policyMailToken();
    const auth = await acceptClientSignIn(w().ports, { token }, '198.51.100.7');
    const caller = await callerOf(auth.token);
    expect(caller).toMatchObject({ userId: 'client-1', role: 'client' });
    expect(caller.contractId).toBeUndefined();
    const mine = await getMyPolicies(w().ports, caller);
    expect(mine.items.map((p) => [p.contractId, p.status, p.statusLabel])).toEqual([
      [contractId, 'APPROVED', 'Approved'],
    ]);
    const stored = (await w().store.contracts.get(contractId))!;
    expect(mine.items[0]).toMatchObject({
      policyNumber: stored.policyNumber,
      startDate: '2027-01-01',
      endDate: '2027-03-31',
      limitOfLiability: 100_000,
      insured: stored.entityInformation.legalName,
    });
    // The documents: its contract, and a short-lived link to each of its PDFs.
    const view = await getContract(w().ports, caller, { id: contractId });
    expect(view.id).toBe(contractId);
    const files = [stored.applicationDocument!, ...(stored.policyDocuments ?? [])];
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(await getSignedUrl(w().ports, caller, { file: f.id })).toContain(f.key);
  });

  it('a used or expired link e-mails one fresh link to the client, which works; the client’s access lasts', async () => {
    await boundPolicy();
    const token = policyMailToken();
    await acceptClientSignIn(w().ports, { token });
    expect((await failure(acceptClientSignIn(w().ports, { token }))).code).toBe('TOKEN_EXPIRED');
    expect((await failure(acceptClientSignIn(w().ports, { token }))).code).toBe('TOKEN_EXPIRED');
    expect(signInMails()).toHaveLength(1);
    // Months later the fresh link has expired: opening it e-mails another.
    w().clock.advance(90 * DAY);
    const fresh = tokenOf(signInMails()[0]!.meta!.links![0]!);
    expect((await failure(acceptClientSignIn(w().ports, { token: fresh }))).code).toBe('TOKEN_EXPIRED');
    expect(signInMails()).toHaveLength(2);
    const auth = await acceptClientSignIn(w().ports, { token: tokenOf(signInMails()[1]!.meta!.links![0]!) });
    expect((await callerOf(auth.token)).userId).toBe('client-1');
  });

  it('fresh links are limited per network address: past it INVALID_TOKEN and nothing is sent', async () => {
    const limit = RATE_LIMITS.signInLinkResendsPerAddress.limit;
    const { contractId } = await t.awaitingClient();
    const tokens: string[] = [];
    for (let i = 0; i <= limit; i++) {
      const token = (
        await issueOneTimeToken(w().ports, 'client-1', 'CLIENT_SIGN_IN', contractId, CLIENT_EMAIL)
      ).token;
      await acceptClientSignIn(w().ports, { token });
      tokens.push(token);
    }
    const answers = [];
    for (const token of tokens)
      answers.push((await failure(acceptClientSignIn(w().ports, { token }, '203.0.113.5'))).code);
    expect(answers.slice(0, limit).every((c) => c === 'TOKEN_EXPIRED')).toBe(true);
    expect(answers[limit]).toBe('INVALID_TOKEN');
    expect(signInMails()).toHaveLength(limit);
  });

  it('an unknown or tampered token, or a review link, is INVALID_TOKEN and starts nothing', async () => {
    const { token: review } = await t.awaitingClient();
    const sessions = w().store.sessions.byHash.size;
    for (const bad of ['nonsense', '', review])
      expect((await failure(acceptClientSignIn(w().ports, { token: bad }))).code).toBe('INVALID_TOKEN');
    expect(w().store.sessions.byHash.size).toBe(sessions);
  });
});

describe('the client’s own session', () => {
  it('reaches the client’s contracts only: another client’s is INVALID_PERMISSIONS, and lists only theirs', async () => {
    const mine = await boundPolicy();
    const theirs = await boundPolicy('client-2');
    const caller = await callerOf((await acceptClientSignIn(w().ports, { token: policyMailToken() })).token);
    expect((await getMyPolicies(w().ports, caller)).items.map((p) => p.contractId)).toEqual([mine]);
    expect((await failure(getContract(w().ports, caller, { id: theirs }))).code).toBe('INVALID_PERMISSIONS');
    const other = (await w().store.contracts.get(theirs))!;
    expect(
      (await failure(getSignedUrl(w().ports, caller, { file: other.applicationDocument!.id }))).code,
    ).toBe('INVALID_PERMISSIONS');
  });

  it('getMyPolicies is the client’s own session’s: agents and a link-scoped session are refused', async () => {
    const { token } = await t.awaitingClient();
    const review = await acceptClientReviewContractInvite(w().ports, { token });
    for (const caller of [agentCaller, await callerOf(review.auth.token)])
      expect((await failure(getMyPolicies(w().ports, caller))).code).toBe('INVALID_PERMISSIONS');
    expect((await failure(getMyPolicies(w().ports, null))).code).toBe('UNAUTHORIZED');
  });
});
