import { AppError, PDF_MAGIC, storedUploadProblem, uploadMessages, verifiedUploadKey } from '@almanac/core';
import type { Ports, UploadRecord } from '../../ports/index.js';

/**
 * Check an upload the caller may use and settle it: the object is first copied where no
 * presigned POST reaches (core's verifiedUploadKey) and the copy is checked and kept (the POST
 * stays valid for minutes and could otherwise replace the checked file): at most
 * MAX_UPLOAD_BYTES, starting with the PDF signature. A pending upload is settled (VERIFIED with
 * the copy's key, or REJECTED with the reason as VALIDATION_ERROR); a missing object is refused
 * without settling (the browser may still be sending it). Whose upload it is, is the caller's check.
 */
export async function settleStoredUpload(
  ports: Pick<Ports, 'uploads' | 'files' | 'clock' | 'random'>,
  upload: UploadRecord,
): Promise<UploadRecord> {
  if (upload.status === 'VERIFIED') return upload;
  if (upload.status === 'REJECTED') throw new AppError('VALIDATION_ERROR', uploadMessages.notPdf);
  const key = verifiedUploadKey(upload.folder, upload.id, ports.random.id());
  if (!(await ports.files.copy(upload.key, key)))
    throw new AppError('VALIDATION_ERROR', uploadMessages.missing);
  const stored = await ports.files.inspect(key, PDF_MAGIC.length);
  if (!stored) throw new AppError('VALIDATION_ERROR', uploadMessages.missing);
  const problem = storedUploadProblem(stored);
  const at = ports.clock.now().toISOString();
  if (problem) {
    await ports.uploads.settle(upload.id, { status: 'REJECTED', at });
    throw new AppError('VALIDATION_ERROR', problem);
  }
  const settled = await ports.uploads.settle(upload.id, { status: 'VERIFIED', size: stored.size, key, at });
  if (settled) return settled;
  // Another check settled it meanwhile: its outcome stands.
  const now = await ports.uploads.get(upload.id);
  if (now?.status !== 'VERIFIED') throw new AppError('VALIDATION_ERROR', uploadMessages.notPdf);
  return now;
}
