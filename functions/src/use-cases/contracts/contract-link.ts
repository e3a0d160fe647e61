import { AppError, contractLinkTokenArgSchema, type LinkTokenType } from '@almanac/core';
import type { ContractRecord, Ports, UserRecord } from '../../ports/index.js';
import { linkStillAddressed } from '../auth/consume-token.js';
import { startSession } from '../auth/session.js';
import { answerSpentLink } from './fresh-link-once.js';

/**
 * The client's e-mailed links to one contract (the review link, CLIENT_REVIEW_CONTRACT, the
 * claim link, CLIENT_CLAIM_FORM, and the sign-in link sent with a policy, CLIENT_SIGN_IN): a random
 * token stored hashed, subject the contract, for the contract's client. What redeeming one does is the same for both; what differs is in `link`.
 */
export type ContractLinkDeps = Pick<
  Ports,
  'users' | 'organizations' | 'contracts' | 'oneTimeTokens' | 'sessions' | 'clock' | 'random' | 'digest'
>;

export interface ContractLink<T> {
  type: Extract<LinkTokenType, 'CLIENT_REVIEW_CONTRACT' | 'CLIENT_CLAIM_FORM' | 'CLIENT_SIGN_IN'>;
  /** Whether the link still opens this contract (its status); INVALID_TOKEN otherwise. */
  opens(contract: ContractRecord): boolean;
  /** What a valid link answers (it has been used up). */
  logIn(contract: ContractRecord, client: UserRecord, now: Date): Promise<T>;
  /** E-mail a fresh link within the link's limits; false when none was sent. */
  sendFresh(contract: ContractRecord, client: UserRecord): Promise<boolean>;
  /**
   * The answer for a contract past the client's steps, when the link is spent or no longer opens
   * it: where the contract stands, nothing e-mailed. Undefined: the usual answers.
   */
  closed?(contract: ContractRecord): AppError | undefined;
}

/**
 * Redeem a contract link. A valid one is used up (once, even under parallel attempts: of those,
 * exactly one consumes it and the others find it used) and answers `link.logIn`. An expired or
 * used link, while the contract is one the link opens, e-mails a fresh link (`link.sendFresh`) at
 * most once per link (answerSpentLink) and answers TOKEN_EXPIRED; when none could be sent (past its
 * limits) the answer is INVALID_TOKEN, as it is for an unknown or tampered token, another kind of
 * link, a contract the link no longer opens, and a link sent to an address the client no longer
 * has (linkStillAddressed). A link whose `closed` answers for the contract (past the client's
 * steps) sends nothing and answers that instead, when spent or no longer opening the contract.
 * The token is never logged or stored in clear.
 */
export async function redeemContractLink<T>(
  ports: ContractLinkDeps,
  rawArgs: unknown,
  link: ContractLink<T>,
): Promise<T> {
  const parsed = contractLinkTokenArgSchema.safeParse(rawArgs);
  if (!parsed.success) throw new AppError('INVALID_TOKEN');
  const hash = ports.digest(parsed.data.token);
  const record = await ports.oneTimeTokens.get(hash);
  if (!record || record.type !== link.type || !record.subject) throw new AppError('INVALID_TOKEN');
  const [contract, client] = await Promise.all([
    ports.contracts.get(record.subject),
    ports.users.get(record.userId),
  ]);
  if (!contract || !client || client.role !== 'client' || contract.clientId !== client.id)
    throw new AppError('INVALID_TOKEN');
  // Sent to an address the client no longer has: refused, and no fresh link (docs/requirements.md#invitations).
  if (!linkStillAddressed(record, client)) throw new AppError('INVALID_TOKEN');
  if (!link.opens(contract)) throw link.closed?.(contract) ?? new AppError('INVALID_TOKEN');

  const now = ports.clock.now();
  const spent = !!record.usedAt || new Date(record.expiresAt) <= now;
  if (!spent && (await ports.oneTimeTokens.consume(hash, now.toISOString())))
    return link.logIn(contract, client, now);
  const closed = link.closed?.(contract);
  if (closed) throw closed;
  return answerSpentLink(ports, hash, now, () => link.sendFresh(contract, client));
}

/**
 * Confirm the client's e-mail if it was not yet (the link proves the address) and start a session
 * scoped to the contract (core's contractScopedFields only); answers the AuthPayload.
 */
export async function startContractSession(
  ports: Pick<ContractLinkDeps, 'users' | 'organizations' | 'sessions' | 'clock' | 'random' | 'digest'>,
  contract: ContractRecord,
  client: UserRecord,
  now: Date,
) {
  const user = client.confirmedAt ? client : await ports.users.setConfirmed(client.id, now.toISOString());
  return startSession(ports, user, false, undefined, { contractId: contract.id });
}
