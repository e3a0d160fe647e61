import { type AppError, claimLinkMessages, lossReportMessages, RATE_LIMITS } from '@almanac/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { getContract } from '../contracts/get-contract.js';
import { DAY, SECOND } from '../testing/in-memory-ports.js';
import { acceptClaimsFormTokenInvite } from './accept-claims-form.js';
import { inviteClientClaimForm } from './invite-claim-form.js';
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

const invite = (policyId: unknown, ip = IP) => inviteClientClaimForm(w().ports, { policyId }, ip);
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
    // Lower-case and spaced numbers are the same policy.
    expect(await invite(`  ${policyNumber.toLowerCase()} `)).toBe(true);
    expect(t.claimMails()).toHaveLength(2);
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

  it('past the per-policy limit it still answers true and sends nothing more', async () => {
    const { policyNumber } = await t.boundPolicy();
    const limit = RATE_LIMITS.claimLinkRequestsPerPolicy.limit;
    for (let i = 0; i < limit + 2; i++) expect(await invite(policyNumber, `198.51.100.${i + 1}`)).toBe(true);
    expect(t.claimMails()).toHaveLength(limit);
  });

  it('past the per-address limit it answers true, sends nothing and does not even look the number up', async () => {
    const { policyNumber } = await t.boundPolicy();
    const limit = RATE_LIMITS.claimLinkRequestsPerAddress.limit;
    for (let i = 0; i < limit; i++) await invite('ALM-HPC-2027-999999', '203.0.113.9');
    expect(await invite(policyNumber, '203.0.113.9')).toBe(true);
    expect(t.claimMails()).toHaveLength(0);
    expect(await invite(policyNumber, '203.0.113.10')).toBe(true);
    expect(t.claimMails()).toHaveLength(1);
  });

  it('a failure to send is only logged: the answer is still true', async () => {
    const { policyNumber } = await t.boundPolicy();
    w().mail.send = async () => {
      throw new Error('queue down');
    };
    expect(await invite(policyNumber)).toBe(true);
    expect(w().logger.lines.find((l) => l.level === 'error')?.message).toBe('Claim link not sent');
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
    await invite(policyNumber);
    const second = t.lastClaimToken();
    w().clock.advance(7 * DAY - SECOND);
    expect((await accept(first)).contractId).toBeDefined();
    w().clock.advance(2 * SECOND);
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

  it('past the recipient’s limit a spent link is INVALID_TOKEN and nothing more is sent', async () => {
    const { policyNumber } = await t.boundPolicy();
    await invite(policyNumber);
    const token = t.lastClaimToken();
    await accept(token);
    const limit = RATE_LIMITS.claimMailPerRecipient.limit;
    for (let i = 1; i < limit; i++)
      expect((await failure(accept(token, `203.0.113.${i}`))).code).toBe('TOKEN_EXPIRED');
    expect(t.claimMails()).toHaveLength(limit);
    expect((await failure(accept(token, '203.0.113.200'))).code).toBe('INVALID_TOKEN');
    expect(t.claimMails()).toHaveLength(limit);
  });

  it('past the per-address limit a spent link is INVALID_TOKEN, whichever policy it is for', async () => {
    const mine = await t.boundPolicy();
    const theirs = await t.boundPolicy('client-2');
    const tokens: string[] = [];
    for (const [policy, email] of [
      [mine.policyNumber, CLIENT_EMAIL],
      [theirs.policyNumber, 'client-2@example.com'],
    ] as const) {
      await invite(policy);
      tokens.push(t.lastClaimToken(email));
      await accept(tokens.at(-1)!);
    }
    const limit = RATE_LIMITS.claimLinkResendsPerAddress.limit;
    for (let i = 0; i < limit; i++)
      expect((await failure(accept(tokens[i % 2]!, '203.0.113.5'))).code).toBe('TOKEN_EXPIRED');
    const sent = w().mail.sent.length;
    expect((await failure(accept(tokens[0]!, '203.0.113.5'))).code).toBe('INVALID_TOKEN');
    expect(w().mail.sent).toHaveLength(sent);
    expect((await failure(accept(tokens[0]!, '203.0.113.6'))).code).toBe('TOKEN_EXPIRED');
  });
});
