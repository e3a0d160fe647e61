import { AppError, canEditOrganization } from '@almanac/core';
import type { OrganizationRecord, Ports, UserRecord } from '../../ports/index.js';
import { requireCaller, type Caller } from '../caller.js';

/**
 * The organisation's managers (admin, primary agent, super admin; core's canEditOrganization) of
 * that same organisation: INVALID_PERMISSIONS for anyone else, also for an organisation that does
 * not exist (no probing of ids).
 */
export async function requireOrganizationManager(
  ports: Pick<Ports, 'users' | 'organizations'>,
  caller: Caller | null,
  organizationId: string,
): Promise<{ me: UserRecord; org: OrganizationRecord }> {
  const me = await ports.users.get(requireCaller(caller).userId);
  if (!me) throw new AppError('UNAUTHORIZED');
  if (!canEditOrganization(me.role) || me.organizationId !== organizationId)
    throw new AppError('INVALID_PERMISSIONS');
  const org = await ports.organizations.get(organizationId);
  if (!org) throw new AppError('INVALID_PERMISSIONS');
  return { me, org };
}

/**
 * The id an entry of this type gets: the one it has. An id the caller names must be that one
 * (NOT_FOUND otherwise); a new entry gets a fresh id.
 */
export function entryIdOf(
  existing: { id: string } | undefined,
  named: string | null | undefined,
  fresh: () => string,
): string {
  if (named && named !== existing?.id) throw new AppError('NOT_FOUND');
  return existing?.id ?? fresh();
}
