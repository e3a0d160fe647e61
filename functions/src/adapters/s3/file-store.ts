import {
  CopyObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FileStore } from '../../ports/index.js';
import { contentDisposition } from './content-disposition.js';

const isMissing = (error: unknown): boolean => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    e?.name === 'NoSuchKey' ||
    e?.name === 'NotFound' ||
    e?.$metadata?.httpStatusCode === 404
  );
};

const PDF_NAME = /\.pdf$/i;

/**
 * The file bucket over S3 (`functions/src/ports/services.ts`, FileStore). Browsers upload with a
 * presigned POST whose policy S3 enforces (this exact key, this content type, 1 to `maxBytes`
 * bytes, until it expires); the server still checks what was stored (`inspect`) before a record
 * refers to it. Downloads are short-lived signed GET links.
 */
export function s3FileStore(
  client: S3Client,
  bucketName: string,
  options: { now?: () => Date } = {},
): FileStore {
  const now = options.now ?? (() => new Date());
  return {
    bucketName,

    async presignPost(key, { contentType, maxBytes, expiresInSeconds }) {
      const issuedAt = now();
      const { url, fields } = await createPresignedPost(client, {
        Bucket: bucketName,
        // The library adds the exact-key condition ({ key }) itself.
        Key: key,
        Fields: { 'Content-Type': contentType },
        Conditions: [
          ['eq', '$Content-Type', contentType],
          ['content-length-range', 1, maxBytes],
        ],
        Expires: expiresInSeconds,
      });
      return {
        url,
        fields,
        expiresAt: new Date(issuedAt.getTime() + expiresInSeconds * 1000).toISOString(),
      };
    },

    async inspect(key, firstBytes) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucketName, Key: key }));
        const size = head.ContentLength ?? 0;
        const wanted = Math.min(Math.max(0, Math.floor(firstBytes)), size);
        // A range on an empty object is unsatisfiable (416): nothing to read.
        if (wanted === 0) return { size, head: new Uint8Array(0) };
        const out = await client.send(
          new GetObjectCommand({ Bucket: bucketName, Key: key, Range: `bytes=0-${wanted - 1}` }),
        );
        const bytes = out.Body ? await out.Body.transformToByteArray() : new Uint8Array(0);
        return { size, head: bytes.slice(0, wanted) };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucketName, Key: key, Body: body, ContentType: contentType }),
      );
    },

    async copy(fromKey, toKey) {
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket: bucketName,
            Key: toKey,
            CopySource: `${bucketName}/${fromKey.split('/').map(encodeURIComponent).join('/')}`,
          }),
        );
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucketName, Key: key }));
        return out.Body ? await out.Body.transformToByteArray() : new Uint8Array(0);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async signedGetUrl(key, { fileName, expiresInSeconds }) {
      // PDFs open in the browser (a new tab) as PDFs, whatever type the object was stored with;
      // anything else downloads.
      const pdf = PDF_NAME.test(fileName);
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucketName,
          Key: key,
          ResponseContentDisposition: contentDisposition(pdf ? 'inline' : 'attachment', fileName),
          ...(pdf ? { ResponseContentType: 'application/pdf' } : {}),
        }),
        { expiresIn: expiresInSeconds },
      );
    },
  };
}
