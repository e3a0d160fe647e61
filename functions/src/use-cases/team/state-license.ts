import {
  AppError,
  agencyManagerRoles,
  MAX_UPLOAD_BYTES,
  PDF_CONTENT_TYPE,
  stateLicenseFolder,
  teamEditMessages,
  teamMemberRoles,
  UPLOAD_URL_SECONDS,
  type uploadFileSchema,
} from '@almanac/core';
import type { z } from 'zod';
import type { Ports, UploadRecord, UserRecord } from '../../ports/index.js';
import { requireCaller, type Caller } from '../caller.js';
import { enforceRateLimit } from '../rate-limit.js';
import { settleStoredUpload } from '../uploads/settle-upload.js';

type UploadInput = z.output<typeof uploadFileSchema>['input'];

/**
 * uploadFile into a state-license folder (core's stateLicenseFolder(orgId, userId)): a manager of
 * that organisation uploads another member's license PDF for Edit Team Member. The upload is the
 * member's (userId), of the organisation, PENDING until updateUser checks the stored object.
 */
export async function uploadStateLicense(
  ports: Pick<Ports, 'users' | 'uploads' | 'files' | 'clock' | 'random' | 'throttle'>,
  caller: Caller | null,
  input: UploadInput,
  target: { organizationId: string; userId: string },
) {
  const me = await ports.users.get(requireCaller(caller).userId);
  if (!me) throw new AppError('UNAUTHORIZED');
  const member = await ports.users.get(target.userId);
  if (
    !agencyManagerRoles.includes(me.role) ||
    me.organizationId !== target.organizationId ||
    !member ||
    member.organizationId !== target.organizationId ||
    !teamMemberRoles.includes(member.role) ||
    member.id === me.id
  )
    throw new AppError('INVALID_PERMISSIONS');
  await enforceRateLimit(ports, 'uploadsPerUser', me.id);
  const id = ports.random.id();
  const folder = stateLicenseFolder(target.organizationId, member.id);
  const key = `${folder}/${id}.pdf`;
  await ports.uploads.put({
    id,
    userId: member.id,
    organizationId: target.organizationId,
    purpose: 'STATE_LICENSE',
    folder,
    key,
    fileName: input.fileName,
    mimetype: PDF_CONTENT_TYPE,
    declaredSize: input.size,
    status: 'PENDING',
    description: 'State license',
    createdAt: ports.clock.now().toISOString(),
  });
  const post = await ports.files.presignPost(key, {
    contentType: PDF_CONTENT_TYPE,
    maxBytes: MAX_UPLOAD_BYTES,
    expiresInSeconds: UPLOAD_URL_SECONDS,
  });
  return {
    uploadId: id,
    url: post.url,
    fields: Object.entries(post.fields).map(([name, value]) => ({ name, value })),
    expiresAt: post.expiresAt,
  };
}

/** The member's license upload updateUser may attach: theirs, in their folder, stored as a PDF. */
export async function verifiedStateLicense(
  ports: Pick<Ports, 'uploads' | 'files' | 'clock' | 'random'>,
  member: UserRecord,
  uploadId: string,
): Promise<UploadRecord> {
  const upload = await ports.uploads.get(uploadId);
  if (
    !upload ||
    upload.purpose !== 'STATE_LICENSE' ||
    !member.organizationId ||
    upload.organizationId !== member.organizationId ||
    upload.folder !== stateLicenseFolder(member.organizationId, member.id)
  )
    throw new AppError('VALIDATION_ERROR', teamEditMessages.licenseUpload);
  return settleStoredUpload(ports, upload);
}
