import {
  addDays,
  centsToDollars,
  ContractStatus,
  EXPIRING_SOON_DAYS,
  policiesArgsSchema,
  policySearchWords,
  policyStateOf,
  programs,
  quotingToday,
  SettlementOutcome,
} from '@almanac/core';
import type { ContractRecord, Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { requireQuoter } from '../pricing/access.js';
import { listScopeOf, pageKeyOf, pageTokenOf } from './contract-lists.js';
import { parseInput } from '../validate.js';

type Deps = Pick<Ports, 'users' | 'contracts' | 'claims' | 'clock'>;

/** The insured as the list names it: the legal name, else the contact. */
const insuredOf = (c: ContractRecord) =>
  c.entityInformation.legalName?.trim() ||
  [c.entityInformation.contactFirstName, c.entityInformation.contactLastName].filter(Boolean).join(' ') ||
  '—';

/**
 * getPolicies(search, expiringSoon, limit, nextToken) (docs/requirements.md#policy-lists): one
 * page of the bound policies the caller may see (selling roles; agents their own, primary agents
 * and super admins their organisation's), from the organisation's policy index (never a scan):
 * the latest period end first, or with expiringSoon the in-force policies whose period ends
 * within core's EXPIRING_SOON_DAYS, soonest first. search (above 2 characters) finds the policy
 * number, the insured's legal name or the contact's name. Each item's index state is core's
 * policyStateOf from the dates and the stored settlement and claim (no weather read per row).
 */
export async function getPolicies(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  const me = await requireQuoter(ports, caller);
  const { search, expiringSoon, limit, nextToken } = parseInput(policiesArgsSchema, rawArgs ?? {});
  const today = quotingToday(ports.clock.now());
  const { contracts, lastKey } = await ports.contracts.listPolicies({
    ...listScopeOf(me),
    words: policySearchWords(search),
    ...(expiringSoon
      ? {
          endFrom: today,
          endTo: addDays(today, EXPIRING_SOON_DAYS),
          status: ContractStatus.APPROVED,
          order: 'soonestEnd' as const,
        }
      : { order: 'latestEnd' as const }),
    limit,
    ...(nextToken ? { after: pageKeyOf(nextToken) } : {}),
  });
  // A claim exists only once a settlement opened one: read those few, in one batch.
  const claimed = contracts.filter((c) => c.settlement?.outcome === SettlementOutcome.CLAIM_OPENED);
  const claims = new Map(
    (claimed.length ? await ports.claims.getMany(claimed.map((c) => c.id)) : []).map((k) => [k.id, k]),
  );
  return {
    items: contracts.map((c) => {
      const claim = claims.get(c.id);
      return {
        contractId: c.id,
        quoteId: c.quoteId,
        policyNumber: c.policyNumber!,
        insuredName: insuredOf(c),
        clientId: c.clientId,
        program: c.program,
        programTitle: programs[c.program].name,
        startDate: c.riskPeriod.startDate,
        endDate: c.riskPeriod.endDate,
        limit: centsToDollars(c.limitCents),
        status: c.status,
        indexState: policyStateOf({
          today,
          period: c.riskPeriod,
          ...(c.settlement ? { settlementOutcome: c.settlement.outcome } : {}),
          ...(claim ? { claimStatus: claim.status } : {}),
        }),
      };
    }),
    nextToken: lastKey ? pageTokenOf(lastKey) : null,
  };
}
