import { isClaimablePolicy } from '@almanac/core';
import type { ContractRecord, Ports, UserRecord } from '../../ports/index.js';
import {
  type ContractLinkDeps,
  redeemContractLink,
  startContractSession,
} from '../contracts/contract-link.js';
import { normalizeAddress } from '../network-address.js';
import { takeRateLimit } from '../rate-limit.js';
import { emailClaimLink } from './email-claim-link.js';

type Deps = ContractLinkDeps & Pick<Ports, 'throttle' | 'mailQueue' | 'webUrl'>;

/**
 * acceptClaimsFormTokenInvite(token) (public; docs/requirements.md#invitations): the e-mailed
 * CLIENT_CLAIM_FORM link, redeemed as the review link is (redeemContractLink). A valid one is used
 * up once (of parallel attempts exactly one wins), confirms the policyholder's e-mail and starts a
 * session scoped to the policy's contract; answers `{auth, contractId, _id: contractId}`. An
 * expired or used link of a bound, issued policy e-mails a fresh link and answers TOKEN_EXPIRED
 * (the page's Link Expired); past the per-address or per-recipient limit nothing is sent and the
 * answer is INVALID_TOKEN, as for an unknown or tampered token or a contract that is no policy.
 */
export async function acceptClaimsFormTokenInvite(ports: Deps, rawArgs: unknown, remoteIp?: string) {
  return redeemContractLink(ports, rawArgs, {
    type: 'CLIENT_CLAIM_FORM',
    opens: isClaimablePolicy,
    logIn: async (contract, client, now) => ({
      auth: await startContractSession(ports, contract, client, now),
      contractId: contract.id,
      _id: contract.id,
    }),
    sendFresh: (contract, client) => sendFreshLink(ports, contract, client, remoteIp),
  });
}

async function sendFreshLink(
  ports: Deps,
  contract: ContractRecord,
  client: UserRecord,
  remoteIp: string | undefined,
): Promise<boolean> {
  const address = normalizeAddress(remoteIp) ?? 'unknown';
  if (!(await takeRateLimit(ports, 'claimLinkResendsPerAddress', address))) return false;
  if (!(await takeRateLimit(ports, 'claimMailPerRecipient', client.email))) return false;
  await emailClaimLink(ports, contract, client);
  return true;
}
