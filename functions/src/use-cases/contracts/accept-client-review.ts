import { AppError, isClientLinkStatus } from '@almanac/core';
import { z } from 'zod';
import type { ContractRecord, Ports, UserRecord } from '../../ports/index.js';
import { startSession } from '../auth/session.js';
import { normalizeAddress } from '../network-address.js';
import { takeRateLimit } from '../rate-limit.js';
import { clientContractView } from './client-contract-access.js';
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

const tokenSchema = z.object({ token: z.string().trim().min(1).max(512) });

/**
 * acceptClientReviewContractInvite(token) (public; docs/requirements.md#client-review): the
 * e-mailed CLIENT_REVIEW_CONTRACT link. A valid one is used up (once, even under parallel
 * attempts), confirms the client's e-mail if it was not yet (the link proves the address) and
 * starts a session scoped to that contract (core's contractScopedFields only); answers it with the
 * contract. An expired or used link, while the contract is one the client acts on or views (core's
 * CLIENT_LINK_STATUSES), e-mails a fresh link and answers TOKEN_EXPIRED ("The token provided is
 * expired": the page's Link Expired); past the per-address or per-recipient limit nothing is sent
 * and the answer is INVALID_TOKEN, as it is for an unknown or tampered token and a contract in any
 * other status. The token is never logged or stored in clear.
 */
export async function acceptClientReviewContractInvite(ports: Deps, rawArgs: unknown, remoteIp?: string) {
  const parsed = tokenSchema.safeParse(rawArgs);
  if (!parsed.success) throw new AppError('INVALID_TOKEN');
  const hash = ports.digest(parsed.data.token);
  const record = await ports.oneTimeTokens.get(hash);
  if (!record || record.type !== 'CLIENT_REVIEW_CONTRACT' || !record.subject)
    throw new AppError('INVALID_TOKEN');
  const [contract, client] = await Promise.all([
    ports.contracts.get(record.subject),
    ports.users.get(record.userId),
  ]);
  if (!contract || !client || client.role !== 'client' || contract.clientId !== client.id)
    throw new AppError('INVALID_TOKEN');
  if (!isClientLinkStatus(contract.status)) throw new AppError('INVALID_TOKEN');

  const now = ports.clock.now();
  const spent = !!record.usedAt || new Date(record.expiresAt) <= now;
  // Of parallel uses of one link exactly one consumes it; the others find it used.
  if (!spent && (await ports.oneTimeTokens.consume(hash, now.toISOString())))
    return logIn(ports, contract, client, now);
  if (!(await sendFreshLink(ports, contract, client, remoteIp))) throw new AppError('INVALID_TOKEN');
  throw new AppError('TOKEN_EXPIRED');
}

async function logIn(ports: Deps, contract: ContractRecord, client: UserRecord, now: Date) {
  const user = client.confirmedAt ? client : await ports.users.setConfirmed(client.id, now.toISOString());
  const auth = await startSession(ports, user, false, undefined, { contractId: contract.id });
  return { auth, contract: await clientContractView(ports, contract) };
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
