import type { FileStore } from '../../ports/index.js';
import { lazyMethods } from './lazy-methods.js';

/*
 * Imported on first use (lazy-methods.ts): the Lambda bundle is built with code splitting
 * (infra/lib/bundling.ts), so the adapter and its library are a chunk outside the init code.
 */

/** The file bucket over S3 (s3/file-store.ts), its client built on first use. */
export function lazyS3FileStore(region: string, bucketName: string, env: NodeJS.ProcessEnv): FileStore {
  const methods = lazyMethods<FileStore, Exclude<keyof FileStore, 'bucketName'>>(async () => {
    const [{ createS3Client }, { s3FileStore }] = await Promise.all([
      import('../s3/client.js'),
      import('../s3/file-store.js'),
    ]);
    return s3FileStore(createS3Client(region, env), bucketName);
  }, ['presignPost', 'inspect', 'put', 'copy', 'get', 'signedGetUrl']);
  return { bucketName, ...methods };
}
