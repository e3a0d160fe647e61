import { requestClientSignInLinkSchema } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import { normalizeAddress } from '../network-address.js';
import { takeRateLimit } from '../rate-limit.js';
import { parseInput } from '../validate.js';

export type RequestClientSignInLinkDeps = Pick<
  Ports,
  'throttle' | 'clock' | 'random' | 'claimLinkQueue' | 'logger'
>;

/**
 * requestClientSignInLink(email) (public; issue 27 item 12, docs/requirements.md#access-and-routing):
 * "E-mail me a sign-in link" for a client who lost the e-mail. It answers true for every
 * well-formed address, known or not, within the limits or past them, and when queueing failed
 * (only logged); a malformed address is VALIDATION_ERROR with core's message. The same work is
 * done whatever the address: the caller's network address, the recipient and the overall budget
 * are counted (core RATE_LIMITS signInLinkRequestsPerAddress, signInLinkRequestsPerRecipient,
 * signInLinkRequestsOverall) and, within all three, the request is queued. Nothing is looked up
 * here, so neither the answer nor its time tells whether the address is a client's; the claim
 * link worker (sendRequestedSignInLinks) looks it up and mails the links.
 */
export async function requestClientSignInLink(
  ports: RequestClientSignInLinkDeps,
  rawArgs: unknown,
  remoteIp?: string,
): Promise<true> {
  const { email } = parseInput(requestClientSignInLinkSchema, rawArgs);
  try {
    await queueRequest(ports, email, remoteIp);
  } catch (error) {
    ports.logger.error('Sign-in link request not queued', { error });
  }
  return true;
}

async function queueRequest(
  ports: RequestClientSignInLinkDeps,
  email: string,
  remoteIp: string | undefined,
): Promise<void> {
  const address = normalizeAddress(remoteIp) ?? 'unknown';
  if (!(await takeRateLimit(ports, 'signInLinkRequestsPerAddress', address))) {
    ports.logger.warn('Sign-in link requests past the per-address limit');
    return;
  }
  if (!(await takeRateLimit(ports, 'signInLinkRequestsPerRecipient', email))) {
    ports.logger.warn('Sign-in link requests past the per-recipient limit');
    return;
  }
  if (!(await takeRateLimit(ports, 'signInLinkRequestsOverall', 'all'))) {
    ports.logger.warn('Sign-in link requests past the overall limit');
    return;
  }
  await ports.claimLinkQueue.send({ kind: 'clientSignIn', id: ports.random.id(), email });
}
