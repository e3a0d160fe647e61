import { AppError, canUnderwrite, reviewMessages } from '@almanac/core';
import type { ContractRecord, Ports, UserRecord } from '../../ports/index.js';
import { requireCaller, type Caller } from '../caller.js';

/**
 * The operations queue's operations: a signed-in internal user or super admin (core's
 * canUnderwrite, read from the stored user, not the session); INVALID_PERMISSIONS for anyone else.
 */
export async function requireUnderwriter(
  ports: Pick<Ports, 'users'>,
  caller: Caller | null,
): Promise<UserRecord> {
  const user = await ports.users.get(requireCaller(caller).userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (!canUnderwrite(user)) throw new AppError('INVALID_PERMISSIONS');
  return user;
}

/** The contract an underwriter named: NOT_FOUND when there is none (underwriters see every contract). */
export function requireContract(contract: ContractRecord | undefined): ContractRecord {
  if (!contract) throw new AppError('NOT_FOUND', 'No such application');
  return contract;
}

/**
 * Nobody decides on (or records the payment of) an application they or their agency sold: a super
 * admin underwrites only other agencies' applications.
 */
export function refuseSelfReview(me: UserRecord, contract: ContractRecord): void {
  const ownAgency = !!me.organizationId && contract.organizationId === me.organizationId;
  if (contract.agentId === me.id || ownAgency)
    throw new AppError('INVALID_PERMISSIONS', reviewMessages.selfReview);
}
