import { inviteClaimFormArgsSchema } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import { normalizeAddress } from '../network-address.js';
import { takeRateLimit } from '../rate-limit.js';
import { parseInput } from '../validate.js';

export type InviteClaimFormDeps = Pick<Ports, 'throttle' | 'clock' | 'random' | 'claimLinkQueue' | 'logger'>;

/**
 * inviteClientClaimForm(policyId) (public; docs/requirements.md#invitations, #claims): the
 * policy-number modal. It answers true for every well-formed number, known or not, within the
 * limits or past them, and when queueing failed (only logged); a missing or malformed number is
 * VALIDATION_ERROR with core's message. The same work is done whatever the number: the caller's
 * address and the overall budget are counted (core RATE_LIMITS claimLinkRequestsPerAddress,
 * claimLinkRequestsOverall) and, within both, the request is queued. Nothing is looked up here, so
 * neither the answer nor its time tells whether the policy exists; the claim link worker
 * (sendRequestedClaimLink) looks the number up and mails the named insured.
 */
export async function inviteClientClaimForm(
  ports: InviteClaimFormDeps,
  rawArgs: unknown,
  remoteIp?: string,
): Promise<true> {
  const { policyId } = parseInput(inviteClaimFormArgsSchema, rawArgs);
  try {
    await queueRequest(ports, policyId, remoteIp);
  } catch (error) {
    ports.logger.error('Claim link request not queued', { error });
  }
  return true;
}

async function queueRequest(
  ports: InviteClaimFormDeps,
  policyNumber: string,
  remoteIp: string | undefined,
): Promise<void> {
  const address = normalizeAddress(remoteIp) ?? 'unknown';
  if (!(await takeRateLimit(ports, 'claimLinkRequestsPerAddress', address))) {
    ports.logger.warn('Claim link requests past the per-address limit');
    return;
  }
  if (!(await takeRateLimit(ports, 'claimLinkRequestsOverall', 'all'))) {
    ports.logger.warn('Claim link requests past the overall limit');
    return;
  }
  await ports.claimLinkQueue.send({ id: ports.random.id(), policyNumber });
}
