import {
  AppError,
  agentCommissionsArgsSchema,
  canReceiveCommissions,
  centsToDollars,
  pageOf,
} from '@almanac/core';
import type { CommissionRecord, Ports } from '../../ports/index.js';
import { requireCaller, type Caller } from '../caller.js';
import { parseInput } from '../validate.js';

/** An AgentCommission as the API answers it: the amount in dollars. */
const commissionView = (c: CommissionRecord) => ({
  _id: c.id,
  amount: centsToDollars(c.amountCents),
  status: c.status,
  policyNumber: c.policyNumber,
  paymentDate: c.paidAt ?? null,
  createdAt: c.createdAt,
});

/**
 * getAgentCommissions(pagination) (docs/requirements.md#account-commissions): the caller's own
 * commissions (one per bound policy they sold), newest first, one page (page 1 and core's
 * COMMISSION_PAGE_SIZE unless asked) and the count of all. Only the caller's own: no argument
 * names another agent. An admin of the agency earns none and gets an empty list; clients,
 * operations (internal) and any other role get INVALID_PERMISSIONS.
 */
export async function getAgentCommissions(
  ports: Pick<Ports, 'users' | 'commissions'>,
  caller: Caller | null,
  rawArgs: unknown,
) {
  const { page, limit } = parseInput(agentCommissionsArgsSchema, rawArgs).pagination;
  const me = await ports.users.get(requireCaller(caller).userId);
  if (!me) throw new AppError('UNAUTHORIZED');
  if (me.role === 'admin') return { items: [], count: 0 };
  if (!canReceiveCommissions(me.role)) throw new AppError('INVALID_PERMISSIONS');
  const all = await ports.commissions.listByAgent(me.id);
  return { items: pageOf(all, page, limit).map(commissionView), count: all.length };
}
