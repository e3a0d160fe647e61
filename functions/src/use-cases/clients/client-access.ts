import { AppError, clientListScopeOf } from '@almanac/core';
import type { ClientScope, Ports, UserRecord } from '../../ports/index.js';

/**
 * A client of the caller's agency: a user with role `client` of the caller's organisation (or,
 * for a caller without one, a client the caller added). Any quoting user of the agency may
 * attach it; lists are narrower (clientScopeFor).
 */
export function isClientOf(me: UserRecord, user: UserRecord | undefined): user is UserRecord {
  if (!user || user.role !== 'client') return false;
  return me.organizationId ? user.organizationId === me.organizationId : user.agentId === me.id;
}

/** The clients a caller lists: agents the ones they added, managers their organisation's. */
export function clientScopeFor(me: UserRecord): ClientScope {
  return clientListScopeOf(me.role) === 'organization' && me.organizationId
    ? { organizationId: me.organizationId }
    : { agentId: me.id };
}

/** One of the caller's agency's clients, or INVALID_PERMISSIONS (also for ids that do not exist). */
export async function requireClientOf(
  ports: Pick<Ports, 'users'>,
  me: UserRecord,
  clientId: string,
): Promise<UserRecord> {
  const client = await ports.users.get(clientId);
  if (!isClientOf(me, client)) throw new AppError('INVALID_PERMISSIONS');
  return client;
}
