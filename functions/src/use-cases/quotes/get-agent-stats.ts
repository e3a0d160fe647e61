import { isAgentEditable, isExpiringSoon, quotingToday, type QuoteListing } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
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

/**
 * getAgentStats: the portfolio counters over the quotes the caller sees (getQuotes' scope):
 * saved premium indications (the creators' counters), bound policies whose period has not ended,
 * and those of them ending within 30 days; and the caller's own applications waiting for them
 * (Draft or Awaiting Agent, docs/requirements.md#apply-select), read from the contracts of those
 * quotes. Policies and applications are submitted quotes: only those are read, from the status
 * order's index (docs/data-model.md#premium-indication-lists).
 */
export async function getAgentStats(
  ports: Pick<Ports, 'users' | 'quotes' | 'contracts' | 'clock'>,
  caller: Caller | null,
) {
  const me = await requireQuoter(ports, caller);
  const creators = await listCreators(ports, me, null);
  const counted = await Promise.all(
    creators.map(async (id) => {
      const { saved, submitted } = await ports.quotes.countSaved(id);
      const listings = submitted
        ? await ports.quotes.listPage(id, {
            order: 'status',
            backwards: false,
            offset: 0,
            limit: submitted,
            only: 'submitted',
          })
        : [];
      return { saved, listings };
    }),
  );
  const submitted = counted.flatMap((c) => c.listings);
  const contractIds = submitted.flatMap((l) => (l.contractId && l.createdBy === me.id ? [l.contractId] : []));
  const contracts = contractIds.length > 0 ? await ports.contracts.getMany(contractIds) : [];
  return {
    ...agentStatsOf(submitted, quotingToday(ports.clock.now())),
    totalPremiumIndications: counted.reduce((n, c) => n + c.saved, 0),
    applicationsInProgress: contracts.filter((c) => c.agentId === me.id && isAgentEditable(c.status)).length,
  };
}
