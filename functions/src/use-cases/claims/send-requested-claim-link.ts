import { CLAIM_LINK_REQUEST_QUIET_HOURS, isClaimablePolicy } from '@almanac/core';
import type { ClaimLinkJob, Ports, RequestedLinkRecord, UserRecord } from '../../ports/index.js';
import { linkStillAddressed } from '../auth/consume-token.js';
import { emailClaimLink, type EmailClaimLinkDeps } from './email-claim-link.js';

export type RequestedClaimLinkDeps = EmailClaimLinkDeps & Pick<Ports, 'contracts' | 'users'>;

/** What became of a queued request (for the worker's log; never the policy number or e-mail). */
export type RequestedClaimLinkOutcome = 'sent' | 'no-policy' | 'quiet' | 'lost-race';

/**
 * The claim link worker's job, queued by inviteClientClaimForm (docs/requirements.md#invitations):
 * for the number of a bound, issued policy, e-mail its named insured a CLIENT_CLAIM_FORM link
 * unless the policy's last requested link is still waiting in their inbox (unused, unexpired and
 * mailed less than core's CLAIM_LINK_REQUEST_QUIET_HOURS ago). No count an outsider could use up
 * stands in the way of the policyholder: while a request is held back they hold a working link, and
 * once they used it the next request mails again. Of parallel jobs for one policy one mails; the
 * last requested link is recorded with a conditional write before the mail goes out, and a retry
 * of the same job (the mail failed to queue) may send again.
 */
export async function sendRequestedClaimLink(
  ports: RequestedClaimLinkDeps,
  job: ClaimLinkJob,
): Promise<RequestedClaimLinkOutcome> {
  const contract = await ports.contracts.getByPolicyNumber(job.policyNumber);
  if (!contract || !isClaimablePolicy(contract)) return 'no-policy';
  const client = await ports.users.get(contract.clientId);
  if (!client) throw new Error(`contract ${contract.id}: its client does not exist`);
  const last = await ports.oneTimeTokens.getLastRequested(contract.id);
  if (last && last.jobId !== job.id && (await stillWaiting(ports, last, client))) return 'quiet';
  const sent = await emailClaimLink(ports, contract, client, (tokenHash) =>
    ports.oneTimeTokens.putLastRequested(
      { subject: contract.id, tokenHash, mailedAt: ports.clock.now().toISOString(), jobId: job.id },
      last,
    ),
  );
  return sent ? 'sent' : 'lost-race';
}

/**
 * The last requested link is unused, unexpired, recent and sent to the client's current address:
 * the policyholder has it (a link to an address they no longer have is dead: linkStillAddressed).
 */
async function stillWaiting(
  ports: RequestedClaimLinkDeps,
  last: RequestedLinkRecord,
  client: UserRecord,
): Promise<boolean> {
  const now = ports.clock.now();
  if (now.getTime() - Date.parse(last.mailedAt) >= CLAIM_LINK_REQUEST_QUIET_HOURS * 3600_000) return false;
  const token = await ports.oneTimeTokens.get(last.tokenHash);
  return (
    !!token &&
    !token.usedAt &&
    Date.parse(token.expiresAt) > now.getTime() &&
    linkStillAddressed(token, client)
  );
}
