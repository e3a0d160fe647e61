import {
  AppError,
  contractIdOfDiligentEffortFolder,
  diligentEffortFolder,
  MAX_UPLOAD_BYTES,
  PDF_CONTENT_TYPE,
  stateLicenseFolderParts,
  UPLOAD_URL_SECONDS,
  uploadFileSchema,
  uploadMessages,
} from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { enforceRateLimit } from '../rate-limit.js';
import { uploadStateLicense } from '../team/state-license.js';
import { parseInput } from '../validate.js';
import { requireBinder, requireEditable, requireVisibleContract } from './contract-access.js';

type Deps = Pick<
  Ports,
  'users' | 'organizations' | 'contracts' | 'uploads' | 'files' | 'clock' | 'random' | 'throttle'
>;

/**
 * uploadFile(input {folder, fileName, contentType, size}) (docs/requirements.md#application-diligent-effort):
 * a presigned POST for one PDF of at most MAX_UPLOAD_BYTES into the diligent-effort folder of an
 * application the caller may change (VALIDATION_ERROR with core's uploadMessages otherwise). The
 * upload is recorded PENDING; the application's save checks the stored object before using it.
 * A state-license folder (core's stateLicenseFolder) is a manager's upload for Edit Team Member.
 */
export async function uploadFile(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  // A manager's upload of a member's state license (Edit Team Member) has rules of its own.
  const asked = (rawArgs as { input?: { folder?: unknown } } | null)?.input?.folder;
  const license = typeof asked === 'string' ? stateLicenseFolderParts(asked) : null;
  if (license) return uploadStateLicense(ports, caller, parseInput(uploadFileSchema, rawArgs).input, license);
  const me = await requireBinder(ports, caller);
  const { input } = parseInput(uploadFileSchema, rawArgs);
  const contractId = contractIdOfDiligentEffortFolder(input.folder);
  if (!contractId) throw new AppError('VALIDATION_ERROR', uploadMessages.folder);
  const contract = requireEditable(requireVisibleContract(await ports.contracts.get(contractId), me));
  await enforceRateLimit(ports, 'uploadsPerUser', me.id);
  const id = ports.random.id();
  const folder = diligentEffortFolder(contract.id);
  const key = `${folder}/${id}.pdf`;
  await ports.uploads.put({
    id,
    userId: me.id,
    ...(contract.organizationId ? { organizationId: contract.organizationId } : {}),
    contractId: contract.id,
    purpose: 'DILIGENT_EFFORT',
    folder,
    key,
    fileName: input.fileName,
    mimetype: PDF_CONTENT_TYPE,
    declaredSize: input.size,
    status: 'PENDING',
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
