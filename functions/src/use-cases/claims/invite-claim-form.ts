import { claimsLossFormPath, inviteClaimFormArgsSchema, isClaimablePolicy } from '@almanac/core';
import { claimLinkEmail } from '../../emails/claim-link-emails.js';
import type { ContractRecord, Ports, UserRecord } from '../../ports/index.js';
import { issueOneTimeToken } from '../auth/issue-tokens.js';
import { personName } from '../contracts/contract-view.js';
import { normalizeAddress } from '../network-address.js';
import { takeRateLimit } from '../rate-limit.js';
import { parseInput } from '../validate.js';

export type ClaimLinkDeps = Pick<
  Ports,
  | 'users'
  | 'contracts'
  | 'oneTimeTokens'
  | 'throttle'
  | 'clock'
  | 'random'
  | 'digest'
  | 'mailQueue'
  | 'webUrl'
>;

/**
 * inviteClientClaimForm(policyId) (public; docs/requirements.md#invitations, #claims): the
 * policy-number modal. For the number of a bound, issued policy it e-mails the policy's named
 * insured (the contract's client) a CLIENT_CLAIM_FORM link to /claims/loss-form. It answers true
 * for every well-formed number, known or not, within the limits or past them, and when sending
 * failed (only logged), so the answer tells nothing about a policy; a missing or malformed number
 * is VALIDATION_ERROR with core's message. Limits (core RATE_LIMITS): per network address (every
 * call counts), per policy, per recipient.
 */
export async function inviteClientClaimForm(
  ports: ClaimLinkDeps & Pick<Ports, 'logger'>,
  rawArgs: unknown,
  remoteIp?: string,
): Promise<true> {
  const { policyId } = parseInput(inviteClaimFormArgsSchema, rawArgs);
  try {
    await sendRequestedLink(ports, policyId, remoteIp);
  } catch (error) {
    ports.logger.error('Claim link not sent', { error });
  }
  return true;
}

async function sendRequestedLink(
  ports: ClaimLinkDeps & Pick<Ports, 'logger'>,
  policyNumber: string,
  remoteIp: string | undefined,
): Promise<void> {
  const address = normalizeAddress(remoteIp) ?? 'unknown';
  if (!(await takeRateLimit(ports, 'claimLinkRequestsPerAddress', address))) {
    ports.logger.warn('Claim link requests past the per-address limit');
    return;
  }
  const contract = await ports.contracts.getByPolicyNumber(policyNumber);
  if (!contract || !isClaimablePolicy(contract)) return;
  if (!(await takeRateLimit(ports, 'claimLinkRequestsPerPolicy', contract.id))) {
    ports.logger.warn('Claim link held back by the per-policy limit', { contractId: contract.id });
    return;
  }
  const client = await ports.users.get(contract.clientId);
  if (!client) throw new Error(`contract ${contract.id}: its client does not exist`);
  if (!(await takeRateLimit(ports, 'claimMailPerRecipient', client.email))) {
    ports.logger.warn('Claim link held back by the recipient limit', { contractId: contract.id });
    return;
  }
  await emailClaimLink(ports, contract, client);
}

/**
 * Issue the policyholder a fresh CLIENT_CLAIM_FORM link (stored hashed; subject the contract, for
 * the client's user; 7 days, single use) and e-mail it. Rate limits are the caller's.
 */
export async function emailClaimLink(
  ports: Pick<Ports, 'oneTimeTokens' | 'clock' | 'random' | 'digest' | 'mailQueue' | 'webUrl'>,
  contract: ContractRecord,
  client: UserRecord,
): Promise<void> {
  const { policyNumber } = contract;
  if (!policyNumber) throw new Error(`contract ${contract.id} has no policy number`);
  const { token, expiresAt } = await issueOneTimeToken(
    ports,
    client.id,
    'CLIENT_CLAIM_FORM',
    contract.id,
    client.email,
  );
  const link = `${ports.webUrl}${claimsLossFormPath(token)}`;
  await ports.mailQueue.send(
    claimLinkEmail({
      id: ports.random.id(),
      to: client.email,
      contract: { ...contract, policyNumber },
      clientName: personName(client),
      link,
      expiresAt,
    }),
  );
}
