import { AppError, getUploadsSchema, UPLOADS_PAGE_SIZE } from '@almanac/core';
import type { Ports, UploadRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { seesOrganizationQuotes } from '../quotes/quote-scope.js';
import { parseInput } from '../validate.js';
import { organizationDocumentsOf, requireDocumentReader } from './organization-documents.js';

type Deps = Pick<Ports, 'users' | 'uploads' | 'files'>;

/** An upload as the API shows it (the GraphQL Upload). */
export const uploadView = (u: UploadRecord, bucketName: string) => ({
  _id: u.id,
  id: u.id,
  fileName: u.fileName,
  filePath: u.key,
  bucketName,
  mimetype: u.mimetype,
  description: u.description ?? null,
  size: u.size ?? null,
  purpose: u.purpose,
  createdAt: u.createdAt,
});

/**
 * getUploads(input) (docs/requirements.md#account-documents): the verified uploads of the selling
 * roles. Without userIds: the caller's own and their organisation's documents (the agency
 * agreement, the members' state licenses); an admin gets none (the Documents page lists no
 * agreements for admins). A primary agent or super admin may name members of their organisation
 * in userIds (their uploads only); anyone else only themselves, INVALID_PERMISSIONS otherwise.
 * Optionally only docIds, sorted by creation (DESC unless ASC), page and limit (1 and 15).
 */
export async function getUploads(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  const me = await requireDocumentReader(ports, caller);
  const input = parseInput(getUploadsSchema, rawArgs).input ?? {};
  if (!me) return { items: [], count: 0 };
  const named = input.userIds?.length ? [...new Set(input.userIds)] : undefined;
  const userIds = named ?? [me.id];
  if (userIds.some((id) => id !== me.id)) {
    if (!seesOrganizationQuotes(me)) throw new AppError('INVALID_PERMISSIONS');
    const members = new Set((await ports.users.listMembers(me.organizationId!)).map((m) => m.id));
    if (userIds.some((id) => id !== me.id && !members.has(id))) throw new AppError('INVALID_PERMISSIONS');
  }
  const lists = await Promise.all([
    ...userIds.map((id) => ports.uploads.listByUser(id)),
    named ? [] : organizationDocumentsOf(ports, me),
  ]);
  const docIds = input.docIds?.length ? new Set(input.docIds) : null;
  const asc = input.sortDirection === 'ASC';
  const byId = new Map(lists.flat().map((u) => [u.id, u]));
  const all = [...byId.values()]
    .filter((u) => u.status === 'VERIFIED' && (!docIds || docIds.has(u.id)))
    .sort((a, b) => {
      const order = a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
      return asc ? order : -order;
    });
  const page = input.page ?? 1;
  const limit = input.limit ?? UPLOADS_PAGE_SIZE;
  return {
    items: all.slice((page - 1) * limit, page * limit).map((u) => uploadView(u, ports.files.bucketName)),
    count: all.length,
  };
}
