/**
 * Unit-test setting for the claim link and loss reports: the client-review world (an agency, its
 * agent, a client) with the other roles, and helpers that bind a policy through the real flow
 * (the agent signs, the client opens the review link, signs and pays by ACH: bound and issued) and
 * open its claim link.
 */
import type { Caller } from '../caller.js';
import { authenticateSession } from '../auth/authenticate.js';
import { acceptClientReviewContractInvite } from '../contracts/accept-client-review.js';
import { addClientUserPayment } from '../contracts/client-payment.js';
import { submitReviewedLpcApplicationByClient } from '../contracts/client-sign.js';
import { CLIENT_EMAIL, clientReviewWorld, TODAY } from '../contracts/client-review-world.js';
import { testUser } from '../contracts/contract-test-users.js';
import { acceptClaimsFormTokenInvite } from './accept-claims-form.js';
import { inviteClientClaimForm } from './invite-claim-form.js';
import { sendRequestedClaimLink } from './send-requested-claim-link.js';

export { CLIENT_EMAIL, NOW, TODAY } from '../contracts/client-review-world.js';

export const callerOf = (userId: string, role: Caller['role']): Caller => ({
  userId,
  role,
  confirmed: true,
  sessionHash: `h-${userId}`,
});
export const roles = {
  agent: callerOf('agent-1', 'agent'),
  primaryAgent: callerOf('primary-1', 'primaryAgent'),
  admin: callerOf('admin-1', 'admin'),
  superAdminElsewhere: callerOf('super-2', 'superAdmin'),
  internal: callerOf('ops-1', 'internal'),
  otherAgency: callerOf('agent-x', 'agent'),
  otherClient: callerOf('client-2', 'client'),
};

export const IP = '198.51.100.7';
/** The day a bound policy's period began in these tests (before TODAY and the reports' notification date). */
export const PERIOD_BEGAN = '2026-11-01';

export async function lossReportWorld() {
  const t = await clientReviewWorld();
  const { w } = t;
  const selling = [{ platform: 'DEFAULT' as const, canQuote: true, canBind: true }];
  for (const u of [
    testUser('primary-1', 'primaryAgent', { permissions: selling }),
    testUser('admin-1', 'admin', { permissions: [] }),
    testUser('super-2', 'superAdmin', { organizationId: 'org-2', permissions: selling }),
    testUser('ops-1', 'internal', { organizationId: undefined, permissions: [] }),
  ])
    await w.store.users.create(u);

  /** A session's caller, as the authorizer would derive it from the token. */
  async function callerFor(token: string): Promise<Caller> {
    const caller = await authenticateSession(w.ports, `Bearer ${token}`);
    if (!caller) throw new Error('the session does not work');
    return caller as Caller;
  }

  /**
   * A policy of client-1 bound through the real flow (signed, paid by ACH), and its review session.
   * Sold before its period (the sale's rule), it is then moved to have begun on PERIOD_BEGAN unless
   * `begun` is false: a loss report is filed only once the period has begun.
   */
  async function boundPolicy(client = 'client-1', begun = true) {
    const { contractId, token } = await t.awaitingClient(client);
    const accepted = await acceptClientReviewContractInvite(w.ports, { token }, IP);
    const reviewCaller = await callerFor(accepted.auth.token);
    await submitReviewedLpcApplicationByClient(
      w.ports,
      reviewCaller,
      {
        contract: contractId,
        input: {
          agreeElectronicClient: true,
          agreeTerrorismDisclosure: true,
          signNameCustomer: 'Dana Reyes',
          signDate: TODAY,
        },
      },
      { ipAddress: IP, userAgent: 'Vitest' },
    );
    await addClientUserPayment(
      w.ports,
      reviewCaller,
      {
        contract: contractId,
        input: {
          accountNumber: '000123456789',
          routingNumber: '021000021',
          accountType: 'checking',
          depositoryName: 'First Bank',
          namesOnTheAccount: 'Dana Reyes',
          signature: 'Dana Reyes',
          signDate: TODAY,
        },
      },
      { ipAddress: IP, userAgent: 'Vitest' },
    );
    if (begun)
      t.patchContract(contractId, (c) => {
        c.riskPeriod = { ...c.riskPeriod, startDate: PERIOD_BEGAN };
      });
    const contract = (await w.store.contracts.get(contractId))!;
    if (contract.status !== 'APPROVED' || !contract.policyNumber || !contract.policyIssuedAt)
      throw new Error(`not a bound, issued policy: ${contract.status}`);
    return { contractId, policyNumber: contract.policyNumber, reviewCaller };
  }

  /** Claim link mails to an address. */
  const claimMails = (email = CLIENT_EMAIL) =>
    w.mail.to(email).filter((m) => m.meta?.kind === 'client-claim-form');

  /** The token of the latest claim link e-mailed to an address. */
  function lastClaimToken(email = CLIENT_EMAIL): string {
    const link = claimMails(email).at(-1)?.meta?.links?.[0];
    if (!link) throw new Error(`no claim link for ${email}`);
    const url = new URL(link);
    if (url.pathname !== '/claims/loss-form') throw new Error(`not a claim link: ${link}`);
    return url.searchParams.get('token')!;
  }

  /** Request a claim link for the policy and open it: the claim link's scoped caller. */
  /** Run the claim link worker over every queued request, oldest first; answers their outcomes. */
  async function runClaimLinkJobs() {
    const outcomes = [];
    for (const job of w.claimLinkQueue.take()) outcomes.push(await sendRequestedClaimLink(w.ports, job));
    return outcomes;
  }

  /** inviteClientClaimForm, then the claim link worker over what it queued. */
  async function requestClaimLink(policyId: unknown, ip = IP) {
    const answer = await inviteClientClaimForm(w.ports, { policyId }, ip);
    await runClaimLinkJobs();
    return answer;
  }

  async function openClaimLink(policyNumber: string, email = CLIENT_EMAIL) {
    await requestClaimLink(policyNumber);
    const answer = await acceptClaimsFormTokenInvite(w.ports, { token: lastClaimToken(email) }, IP);
    return { answer, caller: await callerFor(answer.auth.token) };
  }

  return {
    ...t,
    callerFor,
    boundPolicy,
    claimMails,
    lastClaimToken,
    runClaimLinkJobs,
    requestClaimLink,
    openClaimLink,
  };
}
