/**
 * "E-mail me a sign-in link" (issue 27 item 12): requestClientSignInLink answers the same for every
 * well-formed address and queues the request; the claim link worker's sendRequestedSignInLinks
 * mails a sign-in link to each client record of the address with a policy or an open application.
 */
import { type AppError, RATE_LIMITS } from '@almanac/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { acceptClientReviewContractInvite } from '../contracts/accept-client-review.js';
import { CLIENT_EMAIL, clientReviewWorld } from '../contracts/client-review-world.js';
import { authenticateSession } from '../auth/authenticate.js';
import type { Caller } from '../caller.js';
import { acceptClientSignIn } from './client-sign-in.js';
import { getMyPolicies } from './get-my-policies.js';
import { requestClientSignInLink } from './request-client-sign-in-link.js';
import { sendRequestedSignInLinks } from './send-requested-sign-in-links.js';

let t: Awaited<ReturnType<typeof clientReviewWorld>>;
const w = () => t.w;
beforeEach(async () => {
  t = await clientReviewWorld();
});

const IP = '198.51.100.7';
const signInMails = () => w().mail.sent.filter((m) => m.meta?.kind === 'client-sign-in');
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** Run the queued sign-in jobs as the claim link worker does; answers how many links each mailed. */
async function runWorker(): Promise<number[]> {
  const mailed = [];
  for (const job of w().claimLinkQueue.takeSignIns())
    mailed.push(await sendRequestedSignInLinks(w().ports, job));
  return mailed;
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a failure');
}

describe('requestClientSignInLink', () => {
  it('mails a client with an open application a sign-in link that signs them in to their own contracts', async () => {
    const { contractId } = await t.awaitingClient();
    const before = signInMails().length;
    expect(await requestClientSignInLink(w().ports, { email: ` ${CLIENT_EMAIL.toUpperCase()} ` }, IP)).toBe(
      true,
    );
    expect(signInMails()).toHaveLength(before); // nothing is looked up or sent while the caller waits
    expect(await runWorker()).toEqual([1]);
    const mail = signInMails().at(-1)!;
    expect(mail.to).toEqual([CLIENT_EMAIL]);
    const auth = await acceptClientSignIn(w().ports, { token: tokenOf(mail.meta!.links![0]!) }, IP);
    const caller = (await authenticateSession(w().ports, `Bearer ${auth.token}`)) as Caller;
    expect(caller).toMatchObject({ userId: 'client-1', role: 'client' });
    expect((await getMyPolicies(w().ports, caller)).items.map((p) => p.contractId)).toEqual([contractId]);
    // The link is single-use like every sign-in link: used again, it is spent.
    expect(
      (await failure(acceptClientSignIn(w().ports, { token: tokenOf(mail.meta!.links![0]!) }))).code,
    ).toBe('TOKEN_EXPIRED');
  });

  it('answers the same for an unknown address, or a client with nothing open, and mails nothing', async () => {
    await t.awaitingClient(); // client-1 has an application; client-2 has none
    const client2 = (await w().store.users.get('client-2'))!.email;
    const answers = [];
    for (const email of ['nobody@example.com', client2])
      answers.push(await requestClientSignInLink(w().ports, { email }, IP));
    expect(answers).toEqual([true, true]);
    // The same work was done for both: each request was queued for the worker.
    expect(w().claimLinkQueue.signInJobs.map((j) => j.email)).toEqual(['nobody@example.com', client2]);
    expect(await runWorker()).toEqual([0, 0]);
    expect(signInMails()).toHaveLength(0);
  });

  it('refuses a malformed address with core’s message, queueing nothing', async () => {
    for (const email of ['', 'not-an-address']) {
      const error = await failure(requestClientSignInLink(w().ports, { email }, IP));
      expect(error.code).toBe('VALIDATION_ERROR');
    }
    expect(w().claimLinkQueue.signInJobs).toHaveLength(0);
  });

  it('past the per-address limit it still answers true and queues nothing more', async () => {
    await t.awaitingClient();
    const limit = RATE_LIMITS.signInLinkRequestsPerAddress.limit;
    for (let i = 0; i <= limit; i++)
      expect(await requestClientSignInLink(w().ports, { email: `someone${i}@example.com` }, IP)).toBe(true);
    expect(await requestClientSignInLink(w().ports, { email: CLIENT_EMAIL }, IP)).toBe(true);
    expect(w().claimLinkQueue.signInJobs).toHaveLength(limit);
    // Another network address is not held back by this one.
    expect(await requestClientSignInLink(w().ports, { email: CLIENT_EMAIL }, '203.0.113.9')).toBe(true);
    expect(w().claimLinkQueue.signInJobs.at(-1)!.email).toBe(CLIENT_EMAIL);
  });

  it('past the per-recipient limit, from any address, it still answers true and mails nothing more', async () => {
    await t.awaitingClient();
    const limit = RATE_LIMITS.signInLinkRequestsPerRecipient.limit;
    for (let i = 0; i <= limit; i++)
      expect(await requestClientSignInLink(w().ports, { email: CLIENT_EMAIL }, `203.0.113.${i + 1}`)).toBe(
        true,
      );
    expect(await runWorker()).toHaveLength(limit);
    expect(signInMails()).toHaveLength(limit);
  });

  it('the link is tied to the client, their contract and the address it was mailed to', async () => {
    const { contractId, token } = await t.awaitingClient();
    await acceptClientReviewContractInvite(w().ports, { token }, IP);
    await requestClientSignInLink(w().ports, { email: CLIENT_EMAIL }, IP);
    expect(await runWorker()).toEqual([1]);
    const stored = await w().store.oneTimeTokens.get(
      w().ports.digest(tokenOf(signInMails().at(-1)!.meta!.links![0]!)),
    );
    expect(stored).toMatchObject({
      type: 'CLIENT_SIGN_IN',
      subject: contractId,
      userId: 'client-1',
      sentTo: CLIENT_EMAIL,
    });
  });
});
