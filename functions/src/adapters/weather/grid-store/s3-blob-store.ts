import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { BlobStore } from './blob-store.js';

/**
 * S3 client for the grid store. The SDK takes its endpoint from AWS_ENDPOINT_URL_S3 (the local
 * stack's emulator); an endpoint needs path-style addressing (`http://host:port/bucket/key`).
 */
export function createGridS3Client(region: string, env: NodeJS.ProcessEnv = process.env): S3Client {
  const endpoint = env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL;
  return new S3Client({ region, ...(endpoint ? { endpoint, forcePathStyle: true } : {}) });
}

const isMissing = (error: unknown): boolean => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return error instanceof NoSuchKey || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

/** Blobs as objects under `prefix` (e.g. `grid/`) in a bucket. */
export function s3BlobStore(client: S3Client, bucket: string, prefix: string): BlobStore {
  return {
    description: `s3://${bucket}/${prefix}`,
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: prefix + key }));
        return out.Body ? await out.Body.transformToByteArray() : new Uint8Array(0);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async put(key, bytes, contentType = 'application/octet-stream') {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: prefix + key, Body: bytes, ContentType: contentType }),
      );
    },
  };
}
