import { AppError, canQuote, canUnderwrite, claimMessages } from '@almanac/core';
import type { ClaimRecord, ContractRecord, Ports, UserRecord } from '../../ports/index.js';
import { requireCaller, type Caller } from '../caller.js';
import { requireScopedClient } from '../contracts/client-contract-access.js';
import { canSeeContract, requireVisibleContract } from '../contracts/contract-access.js';

/** Who looks at a policy's index or claim: operations, the agency that sold it, or its policyholder. */
export type PolicyAudience = 'operations' | 'agency' | 'policyholder';

export type PolicyIssued = ContractRecord & { policyNumber: string };

/**
 * A bound policy the caller may see (docs/requirements.md#claims): operations (internal, super
 * admin) any; the agency as getContract (its agent, the organisation's primary agent or super
 * admin); the policyholder through a session scoped to it (a claim or review link) or their own
 * client session. INVALID_PERMISSIONS for anyone else and for unknown ids (no probing); NOT_FOUND
 * for operations, and for a visible contract that is not a bound policy.
 */
export async function requirePolicyViewer(
  ports: Pick<Ports, 'users' | 'contracts'>,
  caller: Caller | null,
  contractId: string,
): Promise<{ me: UserRecord; contract: PolicyIssued; audience: PolicyAudience }> {
  const who = requireCaller(caller);
  let seen: { me: UserRecord; contract: ContractRecord; audience: PolicyAudience };
  if (who.contractId) {
    const { me, contract } = await requireScopedClient(ports, who, contractId);
    seen = { me, contract, audience: 'policyholder' };
  } else {
    const me = await ports.users.get(who.userId);
    if (!me) throw new AppError('UNAUTHORIZED');
    const contract = await ports.contracts.get(contractId);
    if (canUnderwrite(me)) {
      if (!contract) throw new AppError('NOT_FOUND', claimMessages.policyNotFound);
      seen = { me, contract, audience: 'operations' };
    } else if (canQuote(me)) {
      seen = { me, contract: requireVisibleContract(contract, me), audience: 'agency' };
    } else if (me.role === 'client' && contract && contract.clientId === me.id) {
      seen = { me, contract, audience: 'policyholder' };
    } else throw new AppError('INVALID_PERMISSIONS');
  }
  const { contract } = seen;
  if (contract.status !== 'APPROVED' || !contract.policyNumber)
    throw new AppError('NOT_FOUND', claimMessages.policyNotFound);
  return { ...seen, contract: contract as PolicyIssued };
}

/** Whether a seller sees a claim in their organisation's list (getContract's rule, on the claim's copy). */
export const sellerSeesClaim = (me: UserRecord, claim: ClaimRecord): boolean =>
  canSeeContract(me, { agentId: claim.agentId, organizationId: claim.organizationId } as ContractRecord);
