import { AppError, isClientLinkStatus, QuoteAudience } from '@almanac/core';
import type { ContractRecord, Ports, UserRecord } from '../../ports/index.js';
import { requireCaller, type Caller } from '../caller.js';
import { contractView } from './contract-view.js';

/**
 * The client's own operations on a contract: only the contract's client, through a session scoped
 * to that very contract (the review link's, acceptClientReviewContractInvite). To read (`read`:
 * the contract and its documents) their own session does too (the sign-in link's,
 * acceptClientSignIn: any contract of theirs); signing and paying stay the review link's.
 * INVALID_PERMISSIONS for everyone else (agents, other clients, a client's session for another
 * contract), also for unknown ids, so ids cannot be probed.
 */
export async function requireScopedClient(
  ports: Pick<Ports, 'users' | 'contracts'>,
  caller: Caller | null,
  contractId: string,
  access: 'act' | 'read' = 'act',
): Promise<{ me: UserRecord; contract: ContractRecord }> {
  const who = requireCaller(caller);
  const ownSession = access === 'read' && who.role === 'client' && !who.contractId;
  if (!ownSession && who.contractId !== contractId) throw new AppError('INVALID_PERMISSIONS');
  const me = await ports.users.get(who.userId);
  if (!me) throw new AppError('UNAUTHORIZED');
  if (me.role !== 'client') throw new AppError('INVALID_PERMISSIONS');
  const contract = await ports.contracts.get(contractId);
  if (!contract || contract.clientId !== me.id) throw new AppError('INVALID_PERMISSIONS');
  // The link's session reaches the contract only while it is the client's to act on or to keep
  // (awaiting them, signed, bound): not once sent back to the agent, rejected or expired.
  if (!isClientLinkStatus(contract.status)) throw new AppError('INVALID_PERMISSIONS');
  return { me, contract };
}

/**
 * The contract as its client sees it: the API's view with only the history meant for the client,
 * and nothing of the agency's or the underwriter's: no quote history (who else it was shared
 * with), no commission split or pricing internals, no underwriting reasons or notes.
 */
export async function clientContractView(
  ports: Parameters<typeof contractView>[0],
  contract: ContractRecord,
) {
  const view = await contractView(ports, contract);
  return {
    ...view,
    history: view.history.filter((e) => e.audience.includes(QuoteAudience.Client)),
    quote: {
      ...view.quote,
      history: [],
      agentCommission: null,
      riskCapitalCommission: null,
      expectedPayout: null,
      expectedLoss: null,
      explanation: null,
    },
    underwritingReasons: [],
    reviewDetails: null,
  };
}
