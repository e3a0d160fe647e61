import { AppError, clientLinkClosedMessage, isClientLinkStatus, sendsFreshClientLink } from '@almanac/core';
import type { ContractRecord, Ports, UserRecord } from '../../ports/index.js';
import { normalizeAddress } from '../network-address.js';
import { takeRateLimit } from '../rate-limit.js';
import { clientContractView } from './client-contract-access.js';
import { redeemContractLink, startContractSession } from './contract-link.js';
import { emailReviewLink } from './review-invitation.js';

type Deps = Pick<
  Ports,
  | 'users'
  | 'organizations'
  | 'contracts'
  | 'quotes'
  | 'uploads'
  | 'oneTimeTokens'
  | 'sessions'
  | 'throttle'
  | 'clock'
  | 'random'
  | 'digest'
  | 'mailQueue'
  | 'webUrl'
>;

/**
 * acceptClientReviewContractInvite(token) (public; docs/requirements.md#client-review): the
 * e-mailed CLIENT_REVIEW_CONTRACT link. A valid one is used up (once, even under parallel
 * attempts), confirms the client's e-mail if it was not yet (the link proves the address) and
 * starts a session scoped to that contract (core's contractScopedFields only); answers it with the
 * contract (a bound one too: the policy e-mail's link). An expired or used link, while the
 * contract still awaits the client (core's CLIENT_FRESH_LINK_STATUSES: to sign or to pay), e-mails
 * a fresh link and answers TOKEN_EXPIRED ("The token provided is expired": the page's Link
 * Expired); past the per-address or per-recipient limit nothing is sent and the answer is
 * INVALID_TOKEN, as it is for an unknown or tampered token. Past the client's steps (bound, and
 * then spent; declined, withdrawn, expired, back with the agent) nothing is sent and the answer is
 * LINK_CLOSED with where the contract stands (core's clientLinkClosedMessage; issue 27, 2). The
 * token is never logged or stored in clear (redeemContractLink).
 */
export async function acceptClientReviewContractInvite(ports: Deps, rawArgs: unknown, remoteIp?: string) {
  return redeemContractLink(ports, rawArgs, {
    type: 'CLIENT_REVIEW_CONTRACT',
    opens: (contract) => isClientLinkStatus(contract.status),
    logIn: async (contract, client, now) => ({
      auth: await startContractSession(ports, contract, client, now),
      contract: await clientContractView(ports, contract),
    }),
    sendFresh: (contract, client) => sendFreshLink(ports, contract, client, remoteIp),
    closed: (contract) =>
      sendsFreshClientLink(contract.status)
        ? undefined
        : new AppError('LINK_CLOSED', clientLinkClosedMessage(contract.status, contract.policyNumber), {
            status: contract.status,
          }),
  });
}

/** E-mail a fresh link within the per-address and per-recipient limits; false when none was sent. */
async function sendFreshLink(
  ports: Deps,
  contract: ContractRecord,
  client: UserRecord,
  remoteIp: string | undefined,
): Promise<boolean> {
  const address = normalizeAddress(remoteIp) ?? 'unknown';
  if (!(await takeRateLimit(ports, 'reviewLinkResendsPerAddress', address))) return false;
  if (!(await takeRateLimit(ports, 'reviewMailPerRecipient', client.email))) return false;
  const agent = await ports.users.get(contract.agentId);
  if (!agent) throw new Error(`contract ${contract.id}: its agent does not exist`);
  await emailReviewLink(ports, contract, client, agent);
  return true;
}
