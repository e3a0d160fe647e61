import type { FunctionsConfig } from '../../config.js';
import type { Ports } from '../../ports/index.js';
import { sha256ContentDigest } from '../crypto/content-digest.js';
import { lazyPdfRenderer } from '../lazy/pdf-renderer.js';
import { lazyS3FileStore } from '../lazy/s3-file-store.js';

export type DocumentPorts = Pick<Ports, 'files' | 'documents' | 'sha256'>;

/**
 * The file bucket (BUCKET_NAME; AWS_ENDPOINT_URL_S3 points it at an emulator), the PDF renderer
 * and SHA-256: what renders and stores documents. Without the field cipher, so a Lambda that only
 * issues policy documents (the contracts sweeper) bundles no Encryption SDK. The S3 client and
 * pdf-lib are imported on their first call (adapters/lazy/: chunks outside the init code).
 */
export function composeDocumentPorts(
  config: FunctionsConfig,
  env: NodeJS.ProcessEnv = process.env,
): DocumentPorts {
  if (!config.bucketName) throw new Error('Missing environment variable BUCKET_NAME');
  return {
    files: lazyS3FileStore(config.region, config.bucketName, env),
    documents: lazyPdfRenderer(),
    sha256: sha256ContentDigest,
  };
}
