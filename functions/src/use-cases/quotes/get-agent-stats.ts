import { isAgentEditable, isExpiringSoon, quotingToday, type QuoteListing } from '@almanac/core';
import type { Ports, UserRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { requireQuoter } from '../pricing/access.js';
import { listCreators } from './quote-scope.js';

/**
 * The dashboard counters over listings (pure, for tests): a policy is a quote with a policy number
 * (issuePolicy sets it on the quote and its listing once the contract is bound). Active: its period
 * has not ended; expiring soon: active and ending within core's EXPIRING_SOON_DAYS.
 */
export function agentStatsOf(listings: readonly QuoteListing[], today: string) {
  const active = listings.filter((l) => l.policyNumber && l.endDate >= today);
  return {
    totalPremiumIndications: listings.length,
    totalActivePolicies: active.length,
    totalContractsExpiringSoon: active.filter((l) => isExpiringSoon(l.endDate, today)).length,
  };
}

/** The caller's own applications their agent still holds (DRAFT, AWAITING_AGENT), from the contracts' index. */
async function applicationsInProgressOf(ports: Pick<Ports, 'contracts'>, me: UserRecord): Promise<number> {
  let count = 0;
  let after: string | undefined;
  do {
    const { contracts, lastKey } = await ports.contracts.listPolicies({
      list: 'inProgress',
      partition: { ...(me.organizationId ? { organizationId: me.organizationId } : {}), agentId: me.id },
      agentId: me.id,
      words: [],
      order: 'soonestEnd',
      limit: 100,
      ...(after ? { after } : {}),
    });
    count += contracts.filter((c) => c.agentId === me.id && isAgentEditable(c.status)).length;
    after = lastKey;
  } while (after);
  return count;
}

/**
 * getAgentStats: the portfolio counters over the quotes the caller sees (getQuotes' scope):
 * saved premium indications (the creators' counters), bound policies whose period has not ended
 * and those of them ending within 30 days (read from the submitted stretch of the status order's
 * index, filtered there), and the caller's own applications waiting for them (Draft or Awaiting
 * Agent, docs/requirements.md#apply-select) from the contracts' applications index: never every
 * quote (docs/data-model.md#premium-indication-lists).
 */
export async function getAgentStats(
  ports: Pick<Ports, 'users' | 'quotes' | 'contracts' | 'clock'>,
  caller: Caller | null,
) {
  const me = await requireQuoter(ports, caller);
  const today = quotingToday(ports.clock.now());
  const creators = await listCreators(ports, me, null);
  const [counts, policies, applicationsInProgress] = await Promise.all([
    Promise.all(creators.map((id) => ports.quotes.countSaved(id))),
    Promise.all(creators.map((id) => ports.quotes.listActivePolicies(id, today))),
    applicationsInProgressOf(ports, me),
  ]);
  return {
    ...agentStatsOf(policies.flat(), today),
    totalPremiumIndications: counts.reduce((n, c) => n + c.saved, 0),
    applicationsInProgress,
  };
}
