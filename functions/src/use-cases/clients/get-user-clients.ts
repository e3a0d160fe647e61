import { clientsMatchingSearch, compareClientsByName, getUserClientsSchema } from '@almanac/core';
import type { OrganizationRecord, Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { requireQuoter } from '../pricing/access.js';
import { parseInput } from '../validate.js';
import { clientScopeFor } from './client-access.js';
import { toClientUserView } from './client-view.js';

/**
 * The caller's clients (agents: the ones they added; primary agents and super admins: their
 * organisation's), sorted by last name then first name, optionally searched by core's client
 * search (name, company or e-mail; every word must match), the one the web's lists use. `count` is the number of matches; `items` the
 * first `limit` of them (200 at most, the default).
 */
export async function getUserClients(
  ports: Pick<Ports, 'users' | 'organizations' | 'clock'>,
  caller: Caller | null,
  rawArgs: unknown,
) {
  const me = await requireQuoter(ports, caller);
  const { limit, search } = parseInput(getUserClientsSchema, rawArgs);
  const matches = clientsMatchingSearch(await ports.users.listClients(clientScopeFor(me)), search).sort(
    compareClientsByName,
  );

  const orgs = new Map<string, Promise<OrganizationRecord | undefined>>();
  const orgOf = (id: string | undefined) => {
    if (!id) return Promise.resolve(undefined);
    if (!orgs.has(id)) orgs.set(id, ports.organizations.get(id));
    return orgs.get(id)!;
  };
  const now = ports.clock.now();
  const items = await Promise.all(
    matches.slice(0, limit).map(async (c) => toClientUserView(c, await orgOf(c.organizationId), now)),
  );
  return { items, count: matches.length };
}
