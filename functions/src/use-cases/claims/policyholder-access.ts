import { AppError, canQuote, canUnderwrite } from '@almanac/core';
import type { ContractRecord, Ports, UserRecord } from '../../ports/index.js';
import { requireCaller, type Caller } from '../caller.js';
import { canSeeContract } from '../contracts/contract-access.js';

/** Who reads a policy's claims records: its policyholder, its agency, or operations. */
export type PolicyReaderKind = 'policyholder' | 'agency' | 'operations';

/**
 * The policyholder of a contract: its client, through a session scoped to that very contract (the
 * claim link's or the review link's) or an ordinary session of theirs. INVALID_PERMISSIONS for
 * anyone else (agents, operations, other clients, a session scoped to another contract), also for
 * unknown ids, so ids cannot be probed.
 */
export async function requirePolicyholder(
  ports: Pick<Ports, 'users' | 'contracts'>,
  caller: Caller | null,
  contractId: string,
): Promise<{ me: UserRecord; contract: ContractRecord }> {
  const who = requireCaller(caller);
  if (who.contractId && who.contractId !== contractId) throw new AppError('INVALID_PERMISSIONS');
  const me = await ports.users.get(who.userId);
  if (!me) throw new AppError('UNAUTHORIZED');
  if (me.role !== 'client') throw new AppError('INVALID_PERMISSIONS');
  const contract = await ports.contracts.get(contractId);
  if (!contract || contract.clientId !== me.id) throw new AppError('INVALID_PERMISSIONS');
  return { me, contract };
}

/**
 * Who may read a policy's loss reports (and its other claims records): the policyholder
 * (requirePolicyholder), the policy's agency with getContract's visibility (a seller, core's
 * canQuote, who is its agent or their organisation's primary agent or super admin) and operations
 * (internal users and super admins, core's canUnderwrite). INVALID_PERMISSIONS for anyone else and
 * for unknown ids, whoever asks.
 */
export async function requirePolicyReader(
  ports: Pick<Ports, 'users' | 'contracts'>,
  caller: Caller | null,
  contractId: string,
): Promise<{ me: UserRecord; contract: ContractRecord; as: PolicyReaderKind }> {
  const who = requireCaller(caller);
  if (who.contractId)
    return { ...(await requirePolicyholder(ports, caller, contractId)), as: 'policyholder' };
  const me = await ports.users.get(who.userId);
  if (!me) throw new AppError('UNAUTHORIZED');
  if (me.role === 'client')
    return { ...(await requirePolicyholder(ports, caller, contractId)), as: 'policyholder' };
  const operations = canUnderwrite(me);
  const selling = canQuote(me);
  if (!operations && !selling) throw new AppError('INVALID_PERMISSIONS');
  const contract = await ports.contracts.get(contractId);
  if (!contract) throw new AppError('INVALID_PERMISSIONS');
  if (operations) return { me, contract, as: 'operations' };
  if (!canSeeContract(me, contract)) throw new AppError('INVALID_PERMISSIONS');
  return { me, contract, as: 'agency' };
}
