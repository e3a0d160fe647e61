import { AppError, organizationDocumentPurposes, seesAgreements } from '@almanac/core';
import type { Ports, UploadRecord, UserRecord } from '../../ports/index.js';
import { requireCaller, type Caller } from '../caller.js';

/**
 * Who reads the Documents page's uploads (docs/requirements.md#account-documents): the selling
 * roles (agent, primary agent, super admin; by role, so a seller still onboarding reads the
 * agency agreement); undefined for an admin, who has none to read; INVALID_PERMISSIONS for
 * anyone else.
 */
export async function requireDocumentReader(
  ports: Pick<Ports, 'users'>,
  caller: Caller | null,
): Promise<UserRecord | undefined> {
  const me = await ports.users.get(requireCaller(caller).userId);
  if (!me) throw new AppError('UNAUTHORIZED');
  if (me.role === 'admin') return undefined;
  if (!seesAgreements(me.role)) throw new AppError('INVALID_PERMISSIONS');
  return me;
}

/** The organisation's documents every seller of it reads: its agency agreement, its members' licenses. */
export async function organizationDocumentsOf(
  ports: Pick<Ports, 'uploads'>,
  me: UserRecord,
): Promise<UploadRecord[]> {
  if (!me.organizationId) return [];
  const lists = await Promise.all(
    organizationDocumentPurposes.map((p) => ports.uploads.listByOrganization(me.organizationId!, p)),
  );
  return lists.flat();
}

/** Is this upload one of the organisation's documents `me` (a seller of it) may read? */
export const isOrganizationDocumentOf = (me: UserRecord, upload: UploadRecord): boolean =>
  seesAgreements(me.role) &&
  !!me.organizationId &&
  upload.organizationId === me.organizationId &&
  organizationDocumentPurposes.includes(upload.purpose);
