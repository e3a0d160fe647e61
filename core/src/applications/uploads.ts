/**
 * Uploaded files (docs/requirements.md#application-diligent-effort, #account-documents): the
 * browser posts the file straight to storage with a presigned request limited to PDF and a size
 * cap; the server checks the stored object before any record may refer to it.
 */
import * as z from 'zod';

export const PDF_CONTENT_TYPE = 'application/pdf';
/** The largest file accepted, in bytes. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Every PDF starts with these bytes. */
export const PDF_MAGIC = '%PDF-';
/** How long a presigned upload and a signed download link stay valid, in seconds. */
export const UPLOAD_URL_SECONDS = 5 * 60;
export const DOWNLOAD_URL_SECONDS = 5 * 60;

export const UploadPurpose = {
  DILIGENT_EFFORT: 'DILIGENT_EFFORT',
  /** A team member's state license PDF (Edit Team Member). */
  STATE_LICENSE: 'STATE_LICENSE',
  /** The agency agreement the onboarding signature produces (rendered by the server). */
  AGENCY_AGREEMENT: 'AGENCY_AGREEMENT',
} as const;
export type UploadPurpose = (typeof UploadPurpose)[keyof typeof UploadPurpose];

/** The folder a contract's diligent-effort files go to. */
export const diligentEffortFolder = (contractId: string): string =>
  `lpc-insurance/contracts/${contractId}/diligent-effort`;
/**
 * Where the server copies an upload before checking it: under `verified/` of the upload's folder,
 * which no presigned POST names (those are `{folder}/{uploadId}.pdf`), so the checked bytes are the
 * ones later served, even if the still-valid POST sends another file. `attempt` keeps two racing
 * checks of one upload apart.
 */
export const verifiedUploadKey = (folder: string, uploadId: string, attempt: string): string =>
  `${folder}/verified/${uploadId}/${attempt}.pdf`;
/** The folder of a contract's generated documents (the signed application). */
export const contractDocumentsFolder = (contractId: string): string =>
  `lpc-insurance/contracts/${contractId}/documents`;

export const uploadMessages = {
  notPdf: 'Only PDF files can be uploaded.',
  tooLarge: `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  empty: 'The file is empty.',
  missing: 'The file was not uploaded. Please try again.',
  notYours: 'This file cannot be used here.',
  folder: 'Files can be uploaded only to an application you are working on.',
} as const;

const sizeProblem = (size: number): string | null =>
  size === 0 ? uploadMessages.empty : size > MAX_UPLOAD_BYTES ? uploadMessages.tooLarge : null;

/** Whether a file the browser is about to upload is acceptable (the server checks again). */
export function uploadProblem(file: { name: string; size: number; type?: string }): string | null {
  const size = sizeProblem(file.size);
  if (size) return size;
  const pdfName = file.name.toLowerCase().endsWith('.pdf');
  if (!pdfName || (file.type && file.type !== PDF_CONTENT_TYPE)) return uploadMessages.notPdf;
  return null;
}

/** A stored object is a PDF when its first bytes are the PDF signature. */
export const startsLikePdf = (firstBytes: Uint8Array): boolean =>
  String.fromCharCode(...firstBytes.slice(0, PDF_MAGIC.length)) === PDF_MAGIC;

/** Why a stored upload (its size and first bytes) may not be used, or null: the server's check. */
export const storedUploadProblem = (stored: { size: number; head: Uint8Array }): string | null =>
  sizeProblem(stored.size) ?? (startsLikePdf(stored.head) ? null : uploadMessages.notPdf);

/** uploadFile(input {folder, fileName, contentType, size}). */
export const uploadFileSchema = z.object({
  input: z.object({
    folder: z.string().trim().min(1, uploadMessages.folder).max(300, uploadMessages.folder),
    fileName: z
      .string()
      .trim()
      .min(1, 'file name is required')
      .max(255, 'file name is too long')
      .refine((n) => n.toLowerCase().endsWith('.pdf'), uploadMessages.notPdf),
    contentType: z.literal(PDF_CONTENT_TYPE, { error: uploadMessages.notPdf }),
    size: z.number().int().min(1, uploadMessages.empty).max(MAX_UPLOAD_BYTES, uploadMessages.tooLarge),
  }),
});

/** The contract id in a diligent-effort folder, or null when the folder has another shape. */
export function contractIdOfDiligentEffortFolder(folder: string): string | null {
  const m = /^lpc-insurance\/contracts\/([A-Za-z0-9_-]{1,100})\/diligent-effort\/?$/.exec(folder.trim());
  return m ? m[1]! : null;
}

/** getUploads(input {page, limit, sortBy createdAt, sortDirection, docIds, userIds}). */
export const UPLOADS_PAGE_SIZE = 15;
export const getUploadsSchema = z.object({
  input: z
    .object({
      page: z.number().int().min(1).nullish(),
      limit: z.number().int().min(1).max(100).nullish(),
      sortDirection: z.enum(['ASC', 'DESC']).nullish(),
      docIds: z.array(z.string().max(200)).max(100).nullish(),
      userIds: z.array(z.string().max(200)).max(100).nullish(),
    })
    .nullish(),
});
export const signedUrlSchema = z.object({ file: z.string().trim().min(1, 'file is required').max(200) });
