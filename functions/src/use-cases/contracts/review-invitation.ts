import {
  AppError,
  amountDueCents,
  clientReviewPath,
  ContractStatus,
  contractHistoryEvents,
} from '@almanac/core';
import { clientReviewEmail } from '../../emails/contract-emails.js';
import type { ContractRecord, Ports, UserRecord } from '../../ports/index.js';
import { issueOneTimeToken } from '../auth/issue-tokens.js';
import { takeRateLimit } from '../rate-limit.js';
import { personName } from './contract-view.js';

export type InvitationDeps = Pick<
  Ports,
  | 'users'
  | 'organizations'
  | 'quotes'
  | 'contracts'
  | 'oneTimeTokens'
  | 'throttle'
  | 'clock'
  | 'random'
  | 'digest'
  | 'mailQueue'
  | 'webUrl'
  | 'logger'
>;

/**
 * The second step of a submit: e-mail the client a CLIENT_REVIEW_CONTRACT link (stored hashed,
 * subject the contract, for the client's user) and move SUBMITTED → AWAITING_CLIENT. Answers the
 * contract as it then is. Past the recipient's rate limit nothing is sent and the contract stays
 * SUBMITTED (the sweeper tries again later). If another run finished the step meanwhile, the
 * conditional write loses and the current contract is answered (the client may get two e-mails
 * with working links).
 */
export async function sendReviewInvitation(
  ports: InvitationDeps,
  contract: ContractRecord,
): Promise<ContractRecord> {
  if (contract.status !== ContractStatus.SUBMITTED) return contract;
  const [client, agent] = await Promise.all([
    ports.users.get(contract.clientId),
    ports.users.get(contract.agentId),
  ]);
  if (!client || !agent) throw new Error(`contract ${contract.id}: its client or agent does not exist`);
  if (!(await takeRateLimit(ports, 'reviewMailPerRecipient', client.email))) {
    ports.logger.warn('Review invitation held back by the recipient rate limit', { contractId: contract.id });
    return contract;
  }
  await emailReviewLink(ports, contract, client, agent);
  const at = ports.clock.now().toISOString();
  const written = await ports.contracts.replace(
    {
      ...contract,
      status: ContractStatus.AWAITING_CLIENT,
      updatedAt: at,
      reviewInvitationSentAt: at,
      history: [...contract.history, contractHistoryEvents.clientInvited(at, client.email)],
    },
    { version: contract.version, status: ContractStatus.SUBMITTED },
  );
  return written ?? (await ports.contracts.get(contract.id)) ?? contract;
}

/**
 * Issue the client a fresh CLIENT_REVIEW_CONTRACT link (stored hashed; subject the contract, for
 * the client's user) and e-mail it: the invitation's building block, also used when an expired or
 * used link asks for a new one. Changes nothing on the contract; rate limits are the caller's.
 */
export async function emailReviewLink(
  ports: Pick<
    Ports,
    'organizations' | 'quotes' | 'oneTimeTokens' | 'clock' | 'random' | 'digest' | 'mailQueue' | 'webUrl'
  >,
  contract: ContractRecord,
  client: UserRecord,
  agent: UserRecord,
): Promise<void> {
  const [org, quote] = await Promise.all([
    contract.organizationId ? ports.organizations.get(contract.organizationId) : undefined,
    ports.quotes.get(contract.quoteId),
  ]);
  if (!quote)
    throw new AppError('INTERNAL_SERVER_ERROR', undefined, { contractId: contract.id, missing: 'quote' });
  const { token, expiresAt } = await issueOneTimeToken(
    ports,
    client.id,
    'CLIENT_REVIEW_CONTRACT',
    contract.id,
    client.email,
  );
  const link = `${ports.webUrl}${clientReviewPath(token)}`;
  await ports.mailQueue.send(
    clientReviewEmail({
      id: ports.random.id(),
      to: client.email,
      contract,
      agent: { name: personName(agent), email: agent.email, ...(org ? { agency: org.name } : {}) },
      clientName: personName(client),
      amountDueCents: amountDueCents(quote.option.premium.netPremiumCents, quote.taxes),
      link,
      expiresAt,
    }),
  );
}
