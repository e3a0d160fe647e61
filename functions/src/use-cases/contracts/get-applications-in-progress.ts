import { applicationsInProgressArgsSchema, centsToDollars, displayNameOf, programs } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { requireApplicant } from './contract-access.js';
import { listScopeOf, pageKeyOf, pageTokenOf } from './contract-lists.js';
import { parseInput } from '../validate.js';

type Deps = Pick<Ports, 'users' | 'contracts'>;

/**
 * getApplicationsInProgress(limit, nextToken) (docs/requirements.md#apply-select): the
 * applications the caller may see that their agent still holds (DRAFT, or AWAITING_AGENT after
 * the client asked for changes), the nearest application deadline first, from the organisation's
 * index of them (never a scan), one page at a time: where Save and Exit lands, each with Continue.
 */
export async function getApplicationsInProgress(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  const me = await requireApplicant(ports, caller);
  const { limit, nextToken } = parseInput(applicationsInProgressArgsSchema, rawArgs ?? {});
  const { contracts, lastKey } = await ports.contracts.listPolicies({
    list: 'inProgress',
    ...listScopeOf(me),
    words: [],
    order: 'soonestEnd',
    limit,
    ...(nextToken ? { after: pageKeyOf(nextToken) } : {}),
  });
  // The page's clients in one batch read (a fixed number of round trips per page).
  const clientIds = [...new Set(contracts.map((c) => c.clientId))];
  const clients = new Map(
    (clientIds.length ? await ports.users.getMany(clientIds) : []).map((u) => [u.id, u]),
  );
  return {
    items: contracts.map((c) => {
      const client = clients.get(c.clientId);
      return {
        contractId: c.id,
        quoteId: c.quoteId,
        clientName: client ? displayNameOf(client) : '',
        insuredName: c.entityInformation.legalName?.trim() || null,
        programTitle: programs[c.program].name,
        status: c.status,
        applicationDeadline: c.applicationDeadline,
        startDate: c.riskPeriod.startDate,
        endDate: c.riskPeriod.endDate,
        limit: centsToDollars(c.limitCents),
        updatedAt: c.updatedAt,
      };
    }),
    nextToken: lastKey ? pageTokenOf(lastKey) : null,
  };
}
