import { lazyMethods } from '../../lazy/lazy-methods.js';
import type { BlobStore } from './blob-store.js';

/*
 * Imported on first use (adapters/lazy/lazy-methods.ts): the Lambda bundle is built with code
 * splitting (infra/lib/bundling.ts), so the S3 client is a chunk outside the init code.
 */

/** The weather grid store in S3 (weather/grid-store/s3-blob-store.ts). */
export function lazyS3BlobStore(region: string, bucket: string, prefix: string): BlobStore {
  const methods = lazyMethods<BlobStore, 'get' | 'put'>(async () => {
    const { createGridS3Client, s3BlobStore } = await import('./s3-blob-store.js');
    return s3BlobStore(createGridS3Client(region), bucket, prefix);
  }, ['get', 'put']);
  return { description: `s3://${bucket}/${prefix}`, ...methods };
}
