import {
  type AppError,
  CLAIM_LINK_REQUEST_QUIET_HOURS,
  claimLinkMessages,
  lossReportMessages,
  RATE_LIMITS,
} from '@almanac/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { getContract } from '../contracts/get-contract.js';
import { DAY, HOUR, SECOND } from '../testing/in-memory-ports.js';
import { acceptClaimsFormTokenInvite } from './accept-claims-form.js';
import { inviteClientClaimForm } from './invite-claim-form.js';
import { sendRequestedClaimLink } from './send-requested-claim-link.js';
import { CLIENT_EMAIL, IP, lossReportWorld, NOW } from './loss-report-world.js';

let t: Awaited<ReturnType<typeof lossReportWorld>>;
const w = () => t.w;
beforeEach(async () => {
  t = await lossReportWorld();
});

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a failure');
}

/** The modal's call and then the claim link worker over what it queued. */
const invite = (policyId: unknown, ip = IP) => t.requestClaimLink(policyId, ip);
/** The modal's call alone (nothing looked up, nothing mailed yet). */
const request = (policyId: unknown, ip = IP) => inviteClientClaimForm(w().ports, { policyId }, ip);
const accept = (token: string, ip = IP) => acceptClaimsFormTokenInvite(w().ports, { token }, ip);

describe('inviteClientClaimForm', () => {
  it('e-mails the named insured of a bound policy a single claim link to /claims/loss-form, stored hashed', async () => {
    const { contractId, policyNumber } = await t.boundPolicy();
    expect(await invite(policyNumber)).toBe(true);
    const [mail] = t.claimMails();
    expect(mail).toBeDefined();
    expect(mail!.subject).toContain(policyNumber);
    expect(mail!.text).toContain('File Loss Report');
    const link = new URL(mail!.meta!.links![0]!);
    expect(`${link.origin}${link.pathname}`).toBe('https://almanac.test/claims/loss-form');
    const token = link.searchParams.get('token')!;
    const stored = [...w().store.oneTimeTokens.byHash.values()].find((r) => r.type === 'CLIENT_CLAIM_FORM')!;
    expect(stored).toMatchObject({ userId: 'client-1', subject: contractId });
    expect(stored.tokenHash).not.toContain(token);
    expect(new Date(stored.expiresAt).getTime() - new Date(NOW).getTime()).toBe(7 * DAY);
    // Lower-case and spaced numbers are the same policy: once the link was used, a request mails again.
    await accept(token);
    expect(await invite(`  ${policyNumber.toLowerCase()} `)).toBe(true);
    expect(t.claimMails()).toHaveLength(2);
  });

  it('does the same work for an unknown number as for a policy: it only counts the caller and queues the request', async () => {
    const { policyNumber } = await t.boundPolicy();
    for (const number of [policyNumber, 'ALM-HPC-2027-999999']) {
      const calls = w().repositoryCalls.length;
      expect(await request(number)).toBe(true);
      expect(
        w()
          .repositoryCalls.slice(calls)
          .map((c) => `${c.repository}.${c.method}`),
      ).toEqual(['throttle.countAttempt', 'throttle.countAttempt']);
    }
    expect(t.claimMails()).toHaveLength(0);
    expect(w().claimLinkQueue.jobs.map((j) => j.policyNumber)).toEqual([policyNumber, 'ALM-HPC-2027-999999']);
    expect(await t.runClaimLinkJobs()).toEqual(['sent', 'no-policy']);
    expect(t.claimMails()).toHaveLength(1);
  });

  it('answers true and sends nothing for an unknown number or a contract that is no issued policy', async () => {
    const { contractId, policyNumber } = await t.boundPolicy();
    const sent = w().mail.sent.length;
    expect(await invite('ALM-HPC-2027-999999')).toBe(true);
    t.patchContract(contractId, (c) => {
      c.policyIssuedAt = undefined;
    });
    expect(await invite(policyNumber)).toBe(true);
    expect(w().mail.sent).toHaveLength(sent);
  });

  it('refuses a missing or malformed number with core’s message (VALIDATION_ERROR)', async () => {
    for (const [bad, message] of [
      ['', lossReportMessages.modalPolicyNumber],
      ['   ', lossReportMessages.modalPolicyNumber],
      [undefined, lossReportMessages.modalPolicyNumber],
      ['12345', claimLinkMessages.policyNumberFormat],
      ['ALM-XYZ-2027-000001', claimLinkMessages.policyNumberFormat],
      [`ALM-HPC-2027-${'1'.repeat(60)}`, claimLinkMessages.policyNumberFormat],
    ] as const)
      expect(await failure(invite(bad))).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });

  it('requests from any number of addresses mail one link while it waits unused; the policyholder’s own request then finds it in their inbox', async () => {
    const { policyNumber } = await t.boundPolicy();
    for (let i = 0; i < 30; i++) expect(await request(policyNumber, `198.51.100.${i + 1}`)).toBe(true);
    const outcomes = await Promise.all(
      w()
        .claimLinkQueue.take()
        .map((job) => sendRequestedClaimLink(w().ports, job)),
    );
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(t.claimMails()).toHaveLength(1);
    // The policyholder asks too: held back, and the link they hold works.
    expect(await invite(policyNumber, '192.0.2.50')).toBe(true);
    expect(t.claimMails()).toHaveLength(1);
    expect((await accept(t.lastClaimToken())).contractId).toBeDefined();
    // Once used, their next request mails a new link at once, however many others asked before.
    expect(await invite(policyNumber, '192.0.2.50')).toBe(true);
    expect(t.claimMails()).toHaveLength(2);
  });

  it(`an unused requested link holds further requests back for ${CLAIM_LINK_REQUEST_QUIET_HOURS} hours, then a new one is mailed`, async () => {
    const { policyNumber } = await t.boundPolicy();
    await invite(policyNumber);
    w().clock.advance(CLAIM_LINK_REQUEST_QUIET_HOURS * HOUR - SECOND);
    await invite(policyNumber, '203.0.113.1');
    expect(t.claimMails()).toHaveLength(1);
    w().clock.advance(SECOND);
    await invite(policyNumber, '203.0.113.2');
    expect(t.claimMails()).toHaveLength(2);
  });

  it('a retry of a job whose mail failed to queue sends it; another job meanwhile does not', async () => {
    const { policyNumber } = await t.boundPolicy();
    await request(policyNumber);
    const [job] = w().claimLinkQueue.take();
    const send = w().mail.send.bind(w().mail);
    w().mail.send = async () => {
      throw new Error('queue down');
    };
    await expect(sendRequestedClaimLink(w().ports, job!)).rejects.toThrow('queue down');
    w().mail.send = send;
    expect(await sendRequestedClaimLink(w().ports, { id: 'another', policyNumber })).toBe('quiet');
    expect(await sendRequestedClaimLink(w().ports, job!)).toBe('sent');
    expect(t.claimMails()).toHaveLength(1);
  });

  it('past the per-address limit it answers true, sends nothing and does not even look the number up', async () => {
    const { policyNumber } = await t.boundPolicy();
    const limit = RATE_LIMITS.claimLinkRequestsPerAddress.limit;
    for (let i = 0; i < limit; i++) await invite('ALM-HPC-2027-999999', '203.0.113.9');
    expect(await request(policyNumber, '203.0.113.9')).toBe(true);
    expect(w().claimLinkQueue.jobs).toHaveLength(0);
    expect(t.claimMails()).toHaveLength(0);
    expect(await invite(policyNumber, '203.0.113.10')).toBe(true);
    expect(t.claimMails()).toHaveLength(1);
  });

  it('past the overall limit it answers true and queues nothing, whoever asks', async () => {
    const { policyNumber } = await t.boundPolicy();
    const { limit } = RATE_LIMITS.claimLinkRequestsOverall;
    for (let i = 0; i < limit; i++) await request('ALM-HPC-2027-999999', `10.${i >> 8}.${i & 255}.1`);
    w().claimLinkQueue.take();
    expect(await request(policyNumber, '192.0.2.1')).toBe(true);
    expect(w().claimLinkQueue.jobs).toHaveLength(0);
  });

  it('a failure to queue is only logged: the answer is still true', async () => {
    const { policyNumber } = await t.boundPolicy();
    w().claimLinkQueue.send = async () => {
      throw new Error('queue down');
    };
    expect(await request(policyNumber)).toBe(true);
    expect(w().logger.lines.find((l) => l.level === 'error')?.message).toBe('Claim link request not queued');
  });
});

describe('acceptClaimsFormTokenInvite', () => {
  it('logs the policyholder in for that contract only and answers {auth, contractId, _id}', async () => {
    const { contractId, policyNumber } = await t.boundPolicy();
    const other = await t.awaitingClient('client-2');
    const { answer, caller } = await t.openClaimLink(policyNumber);
    expect(answer).toMatchObject({ contractId, _id: contractId });
    expect(answer.auth.token).toMatch(/^alm_/);
    expect(answer.auth.user).toMatchObject({ _id: 'client-1', role: 'client' });
    expect(caller).toMatchObject({ userId: 'client-1', role: 'client', contractId });
    expect((await getContract(w().ports, caller, { id: contractId })).policyNumber).toBe(policyNumber);
    expect((await failure(getContract(w().ports, caller, { id: other.contractId }))).code).toBe(
      'INVALID_PERMISSIONS',
    );
  });

  it('is single use: a second use answers TOKEN_EXPIRED and e-mails a fresh link, which works', async () => {
    const { contractId, policyNumber } = await t.boundPolicy();
    await t.openClaimLink(policyNumber);
    const used = t.lastClaimToken();
    expect(t.claimMails()).toHaveLength(1);
    expect(await failure(accept(used))).toMatchObject({
      code: 'TOKEN_EXPIRED',
      message: 'The token provided is expired',
    });
    expect(t.claimMails()).toHaveLength(2);
    const fresh = t.lastClaimToken();
    expect(fresh).not.toBe(used);
    expect((await accept(fresh)).contractId).toBe(contractId);
  });

  it('an expired link answers TOKEN_EXPIRED and e-mails a fresh one; it works until just before 7 days', async () => {
    const { policyNumber } = await t.boundPolicy();
    await invite(policyNumber);
    const first = t.lastClaimToken();
    w().clock.advance(7 * DAY - SECOND);
    expect((await accept(first)).contractId).toBeDefined();
    await invite(policyNumber);
    const second = t.lastClaimToken();
    w().clock.advance(7 * DAY);
    expect((await failure(accept(second))).code).toBe('TOKEN_EXPIRED');
    expect(t.claimMails()).toHaveLength(3);
    expect((await accept(t.lastClaimToken())).contractId).toBeDefined();
  });

  it('of parallel uses of one link exactly one logs in; the others answer TOKEN_EXPIRED', async () => {
    const { policyNumber } = await t.boundPolicy();
    await invite(policyNumber);
    const token = t.lastClaimToken();
    const sessions = w().store.sessions.byHash.size;
    const results = await Promise.allSettled([1, 2, 3].map(() => accept(token)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r.reason as AppError).code)).toEqual([
      'TOKEN_EXPIRED',
      'TOKEN_EXPIRED',
    ]);
    expect(w().store.sessions.byHash.size).toBe(sessions + 1);
  });

  it('an unknown, tampered or empty token, or a review link, is INVALID_TOKEN and sends nothing', async () => {
    const { policyNumber } = await t.boundPolicy();
    await invite(policyNumber);
    const token = t.lastClaimToken();
    const review = await t.awaitingClient('client-2');
    const sent = w().mail.sent.length;
    for (const bad of [`${token}x`, token.slice(0, -1), 'nonsense', '', 'x'.repeat(600), review.token])
      expect((await failure(accept(bad))).code).toBe('INVALID_TOKEN');
    expect(w().mail.sent).toHaveLength(sent);
  });

  it('a used link of a contract that is no longer an issued policy is INVALID_TOKEN, and sends nothing', async () => {
    const { contractId, policyNumber } = await t.boundPolicy();
    await invite(policyNumber);
    const token = t.lastClaimToken();
    t.patchContract(contractId, (c) => {
      c.status = 'EXPIRED';
    });
    const sent = w().mail.sent.length;
    expect((await failure(accept(token))).code).toBe('INVALID_TOKEN');
    expect(w().mail.sent).toHaveLength(sent);
  });

  it('a spent link sends one fresh link, however often and however parallel it is opened', async () => {
    const { policyNumber } = await t.boundPolicy();
    await t.openClaimLink(policyNumber);
    const used = t.lastClaimToken();
    const opens = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => accept(used, `203.0.113.${i + 1}`)),
    );
    expect(opens.map((r) => (r.status === 'rejected' ? (r.reason as AppError).code : 'opened'))).toEqual(
      Array.from({ length: 20 }, () => 'TOKEN_EXPIRED'),
    );
    expect(t.claimMails()).toHaveLength(2);
    expect((await failure(accept(used, '203.0.113.99'))).code).toBe('TOKEN_EXPIRED');
    expect(t.claimMails()).toHaveLength(2);
    expect((await accept(t.lastClaimToken())).contractId).toBeDefined();
  });

  it('past the recipient’s limit a spent link is INVALID_TOKEN and nothing more is sent; requested links do not count', async () => {
    const { policyNumber } = await t.boundPolicy();
    let spent = '';
    for (let i = 0; i < 3; i++) {
      await invite(policyNumber, `192.0.2.${i}`);
      spent = t.lastClaimToken();
      await accept(spent);
    }
    const limit = RATE_LIMITS.claimMailPerRecipient.limit;
    for (let i = 0; i < limit; i++) {
      expect((await failure(accept(spent, `203.0.113.${i}`))).code).toBe('TOKEN_EXPIRED');
      spent = t.lastClaimToken();
      await accept(spent);
    }
    expect(t.claimMails()).toHaveLength(3 + limit);
    expect((await failure(accept(spent, '203.0.113.200'))).code).toBe('INVALID_TOKEN');
    expect(t.claimMails()).toHaveLength(3 + limit);
  });

  it('past the per-address limit a spent link is INVALID_TOKEN, whichever policy it is for', async () => {
    const mine = await t.boundPolicy();
    const theirs = await t.boundPolicy('client-2');
    const emails = [CLIENT_EMAIL, 'client-2@example.com'] as const;
    const spent: string[] = [];
    for (const [i, policy] of [mine.policyNumber, theirs.policyNumber].entries()) {
      await invite(policy);
      spent.push(t.lastClaimToken(emails[i]));
      await accept(spent[i]!);
    }
    const limit = RATE_LIMITS.claimLinkResendsPerAddress.limit;
    for (let i = 0; i < limit; i++) {
      expect((await failure(accept(spent[i % 2]!, '203.0.113.5'))).code).toBe('TOKEN_EXPIRED');
      spent[i % 2] = t.lastClaimToken(emails[i % 2]);
      await accept(spent[i % 2]!);
    }
    const sent = w().mail.sent.length;
    expect((await failure(accept(spent[0]!, '203.0.113.5'))).code).toBe('INVALID_TOKEN');
    expect(w().mail.sent).toHaveLength(sent);
    expect((await failure(accept(spent[0]!, '203.0.113.6'))).code).toBe('TOKEN_EXPIRED');
  });
});
