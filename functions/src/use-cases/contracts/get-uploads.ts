import { AppError, getUploadsSchema, UPLOADS_PAGE_SIZE } from '@almanac/core';
import type { Ports, UploadRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { seesOrganizationQuotes } from '../quotes/quote-scope.js';
import { parseInput } from '../validate.js';
import { requireApplicant } from './contract-access.js';

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
  createdAt: u.createdAt,
});

/**
 * getUploads(input): the caller's verified uploads (a primary agent or super admin may name members
 * of their organisation in userIds; anyone else only themselves, INVALID_PERMISSIONS otherwise),
 * optionally only docIds, sorted by creation (DESC unless ASC), page and limit (1 and 15 by default).
 */
export async function getUploads(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  const me = await requireApplicant(ports, caller);
  const input = parseInput(getUploadsSchema, rawArgs).input ?? {};
  const userIds = input.userIds?.length ? [...new Set(input.userIds)] : [me.id];
  if (userIds.some((id) => id !== me.id)) {
    if (!seesOrganizationQuotes(me)) throw new AppError('INVALID_PERMISSIONS');
    const members = new Set((await ports.users.listMembers(me.organizationId!)).map((m) => m.id));
    if (userIds.some((id) => id !== me.id && !members.has(id))) throw new AppError('INVALID_PERMISSIONS');
  }
  const docIds = input.docIds?.length ? new Set(input.docIds) : null;
  const asc = input.sortDirection === 'ASC';
  const all = (await Promise.all(userIds.map((id) => ports.uploads.listByUser(id))))
    .flat()
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
