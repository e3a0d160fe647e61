import { AppError, claimMessages } from '@almanac/core';
import type { ClaimRecord, ContractRecord, Ports, UserRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { canSeeContract } from '../contracts/contract-access.js';
import { type PolicyReaderKind, requirePolicyReader } from './policyholder-access.js';

/** Who looks at a policy's index or claim: operations, the agency that sold it, or its policyholder. */
export type PolicyAudience = PolicyReaderKind;

export type PolicyIssued = ContractRecord & { policyNumber: string };

/**
 * A bound policy the caller may see (docs/requirements.md#claims): who may read a policy's records
 * (requirePolicyReader: operations, the agency as getContract allows, the policyholder), on a
 * contract that is a bound policy (NOT_FOUND otherwise).
 */
export async function requirePolicyViewer(
  ports: Pick<Ports, 'users' | 'contracts'>,
  caller: Caller | null,
  contractId: string,
): Promise<{ me: UserRecord; contract: PolicyIssued; audience: PolicyAudience }> {
  const { me, contract, as } = await requirePolicyReader(ports, caller, contractId);
  if (contract.status !== 'APPROVED' || !contract.policyNumber)
    throw new AppError('NOT_FOUND', claimMessages.policyNotFound);
  return { me, contract: contract as PolicyIssued, audience: as };
}

/** Whether a seller sees a claim in their organisation's list (getContract's rule, on the claim's copy). */
export const sellerSeesClaim = (me: UserRecord, claim: ClaimRecord): boolean =>
  canSeeContract(me, { agentId: claim.agentId, organizationId: claim.organizationId } as ContractRecord);
