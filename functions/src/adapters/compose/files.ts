import type { FunctionsConfig } from '../../config.js';
import type { Ports } from '../../ports/index.js';
import { sha256ContentDigest } from '../crypto/content-digest.js';
import { fieldCipherFor } from '../crypto/field-cipher.js';
import { pdfDocumentRenderer } from '../documents/pdf-renderer.js';
import { createS3Client } from '../s3/client.js';
import { s3FileStore } from '../s3/file-store.js';

export type FilePorts = Pick<Ports, 'files' | 'cipher' | 'documents' | 'sha256'>;

/**
 * Files, secrets and documents, for the composers of Lambdas that take uploads, encrypt bank or
 * tax numbers, or render and fingerprint signed documents (`contracts`): the file bucket
 * (BUCKET_NAME; AWS_ENDPOINT_URL_S3 points it at an emulator), the field cipher (FIELD_KEY_ARN in
 * AWS, else FIELD_KEY_FILE), the PDF renderer and SHA-256. Nothing is read or called until used.
 */
export function composeFilePorts(config: FunctionsConfig, env: NodeJS.ProcessEnv = process.env): FilePorts {
  if (!config.bucketName) throw new Error('Missing environment variable BUCKET_NAME');
  return {
    files: s3FileStore(createS3Client(config.region, env), config.bucketName),
    cipher: fieldCipherFor(config),
    documents: pdfDocumentRenderer,
    sha256: sha256ContentDigest,
  };
}
