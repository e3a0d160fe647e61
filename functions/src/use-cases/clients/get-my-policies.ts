import { AppError, centsToDollars, ContractStatus, contractStatusLabels, programs } from '@almanac/core';
import type { ContractRecord, Ports, UserRecord } from '../../ports/index.js';
import { requireCaller, type Caller } from '../caller.js';
import { personName } from '../contracts/contract-view.js';

type Deps = Pick<Ports, 'users' | 'contracts' | 'quotes'>;

/** The most a client's list holds (a client of one agency has a handful). */
export const MY_POLICIES_LIMIT = 100;

/**
 * The client, through their own session (the sign-in link's): INVALID_PERMISSIONS for anyone
 * else, and for a session scoped to one contract (the review or claim link's), which reaches only
 * that contract.
 */
async function requireClientSession(ports: Deps, caller: Caller | null): Promise<UserRecord> {
  const who = requireCaller(caller);
  if (who.contractId) throw new AppError('INVALID_PERMISSIONS');
  const me = await ports.users.get(who.userId);
  if (!me) throw new AppError('UNAUTHORIZED');
  if (me.role !== 'client') throw new AppError('INVALID_PERMISSIONS');
  return me;
}

/**
 * The ids of the client's contracts: the applications made from the quotes their agency's sellers
 * saved for them (the agent who added the client and, for an agency, its members).
 */
export async function contractIdsOf(
  ports: Pick<Ports, 'users' | 'quotes'>,
  me: UserRecord,
): Promise<string[]> {
  const sellers = new Set<string>(me.agentId ? [me.agentId] : []);
  if (me.organizationId)
    for (const member of await ports.users.listMembers(me.organizationId)) sellers.add(member.id);
  const listings = (await Promise.all([...sellers].map((id) => ports.quotes.listSaved(id)))).flat();
  return [...new Set(listings.filter((l) => l.clientId === me.id && l.contractId).map((l) => l.contractId!))];
}

const order = (a: ContractRecord, b: ContractRecord) =>
  Number(b.status === ContractStatus.APPROVED) - Number(a.status === ContractStatus.APPROVED) ||
  b.updatedAt.localeCompare(a.updatedAt);

/**
 * getMyPolicies (issue 27 item 12): the signed-in client's own applications and policies, bound
 * first then the most recently changed, each with its period, limit, status and agent. Only
 * contracts whose client is the caller (checked on each record read); drafts the agent has not
 * signed yet are left out (they are the agent's work, not the client's).
 */
export async function getMyPolicies(ports: Deps, caller: Caller | null) {
  const me = await requireClientSession(ports, caller);
  const contracts = (await ports.contracts.getMany(await contractIdsOf(ports, me)))
    .filter((c) => c.clientId === me.id && c.status !== ContractStatus.DRAFT)
    .sort(order);
  const agents = new Map<string, Promise<UserRecord | undefined>>();
  const agentOf = (id: string) => {
    if (!agents.has(id)) agents.set(id, ports.users.get(id));
    return agents.get(id)!;
  };
  const items = await Promise.all(
    contracts.slice(0, MY_POLICIES_LIMIT).map(async (c) => {
      const agent = await agentOf(c.agentId);
      return {
        contractId: c.id,
        status: c.status,
        statusLabel: contractStatusLabels[c.status],
        program: c.program,
        programName: programs[c.program].name,
        insured: c.entityInformation.legalName || personName(me),
        policyNumber: c.policyNumber ?? null,
        startDate: c.riskPeriod.startDate,
        endDate: c.riskPeriod.endDate,
        limitOfLiability: centsToDollars(c.limitCents),
        agentName: agent ? personName(agent) : '',
        agentEmail: agent?.email ?? '',
      };
    }),
  );
  return { items, count: contracts.length };
}
