import { AppError, canBind, isAgentEditable, APPLICATION_LOCKED_MESSAGE } from '@almanac/core';
import type { ContractRecord, Ports, UserRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { requireQuoter } from '../pricing/access.js';
import { seesOrganizationQuotes } from '../quotes/quote-scope.js';
import { organizationOf, userAccessOf } from '../users/user-view.js';

/**
 * Applications are the selling roles' (agent, primary agent, super admin; core's canQuote, which
 * refuses admins and clients): INVALID_PERMISSIONS for anyone else.
 */
export const requireApplicant = requireQuoter;

/**
 * Creating, changing, uploading to and signing an application also needs core's canBind (the
 * organisation's permission, or the caller's DEFAULT one): INVALID_PERMISSIONS otherwise.
 */
export async function requireBinder(
  ports: Pick<Ports, 'users' | 'organizations'>,
  caller: Caller | null,
): Promise<UserRecord> {
  const me = await requireApplicant(ports, caller);
  const allowed = canBind(userAccessOf(me, await organizationOf(ports, me)));
  if (!allowed) throw new AppError('INVALID_PERMISSIONS');
  return me;
}

/** Its agent, or the primary agent / super admin of the agent's organisation. */
export function canSeeContract(me: UserRecord, contract: ContractRecord): boolean {
  if (contract.agentId === me.id) return true;
  return (
    seesOrganizationQuotes(me) && !!contract.organizationId && contract.organizationId === me.organizationId
  );
}

/** The contract if `me` may see it; INVALID_PERMISSIONS otherwise, also for unknown ids (no probing). */
export function requireVisibleContract(contract: ContractRecord | undefined, me: UserRecord): ContractRecord {
  if (!contract || !canSeeContract(me, contract)) throw new AppError('INVALID_PERMISSIONS');
  return contract;
}

/** The answers may change only while the agent holds the application (DRAFT, AWAITING_AGENT): CONFLICT after. */
export function requireEditable(contract: ContractRecord): ContractRecord {
  if (!isAgentEditable(contract.status))
    throw new AppError('CONFLICT', APPLICATION_LOCKED_MESSAGE, { status: contract.status });
  return contract;
}
