import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore, PresignedPost } from '../../ports/index.js';
import { createS3Client } from './client.js';
import { s3FileStore } from './file-store.js';

// The local stack's S3 emulator (an infra dev dependency), on a free port.
const require = createRequire(import.meta.url);
type S3rver = { run(): Promise<{ port: number }>; close(): Promise<void> };
const S3rverClass = require('s3rver') as new (opts: Record<string, unknown>) => S3rver;

const BUCKET = 'files-test';
const NOW = new Date('2026-11-25T12:00:00.000Z');
const pdfBytes = (extra = '') =>
  new TextEncoder().encode(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n${extra}trailer << >>\n%%EOF\n`);

/** What a browser does with a presigned POST: the policy's fields first, the file last. */
async function browserUpload(post: PresignedPost, body: Uint8Array, type: string): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
  form.append('file', new Blob([body], { type }), 'upload.pdf');
  return fetch(post.url, { method: 'POST', body: form });
}

const policyOf = (post: PresignedPost) =>
  JSON.parse(Buffer.from(post.fields.Policy!, 'base64').toString('utf8')) as {
    expiration: string;
    conditions: unknown[];
  };

describe('S3 file store (against the S3 emulator)', () => {
  let dir: string;
  let server: S3rver;
  let endpoint: string;
  let client: S3Client;
  let store: FileStore;
  let saved: NodeJS.ProcessEnv;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'files-s3-'));
    server = new S3rverClass({
      address: '127.0.0.1',
      port: 0,
      directory: dir,
      silent: true,
      allowMismatchedSignatures: true,
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    saved = { ...process.env };
    Object.assign(process.env, {
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    });
    client = createS3Client('us-east-1', { AWS_ENDPOINT_URL_S3: endpoint });
    await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
    store = s3FileStore(client, BUCKET, { now: () => NOW });
  });
  afterAll(async () => {
    client?.destroy();
    process.env = saved;
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('presigns a path-style POST for exactly this key, content type and size range, until it expires', async () => {
    const key = 'lpc-insurance/contracts/c1/diligent-effort/u1.pdf';
    const post = await store.presignPost(key, {
      contentType: 'application/pdf',
      maxBytes: 1000,
      expiresInSeconds: 300,
    });
    expect(post.url).toBe(`${endpoint}/${BUCKET}`);
    expect(post.expiresAt).toBe('2026-11-25T12:05:00.000Z');
    expect(post.fields).toMatchObject({ key, 'Content-Type': 'application/pdf', bucket: BUCKET });
    expect(Object.keys(post.fields)).toEqual(
      expect.arrayContaining(['X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Signature']),
    );
    const policy = policyOf(post);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { key },
        ['eq', '$Content-Type', 'application/pdf'],
        ['content-length-range', 1, 1000],
        { bucket: BUCKET },
      ]),
    );
    // The policy is signed at the SDK's clock; it expires five minutes later.
    const lifetime =
      Date.parse(policy.expiration) -
      Date.parse(
        post.fields['X-Amz-Date']!.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
      );
    expect(lifetime).toBe(300_000);
  });

  it('stores a browser upload through the presigned POST; inspect sees its size and first bytes', async () => {
    const key = 'lpc-insurance/contracts/c1/diligent-effort/u2.pdf';
    const body = pdfBytes();
    const post = await store.presignPost(key, {
      contentType: 'application/pdf',
      maxBytes: 10_000,
      expiresInSeconds: 300,
    });
    const res = await browserUpload(post, body, 'application/pdf');
    expect(res.status).toBe(204);

    const seen = await store.inspect(key, 5);
    expect(seen?.size).toBe(body.length);
    expect(new TextDecoder().decode(seen!.head)).toBe('%PDF-');
    expect(await store.get(key)).toEqual(body);
  });

  it('signs a GET link that opens the file inline as a PDF under its (cleaned) name', async () => {
    const key = 'lpc-insurance/contracts/c1/documents/application.pdf';
    const body = pdfBytes('% signed\n');
    await store.put(key, body, 'application/octet-stream');
    const url = await store.signedGetUrl(key, {
      fileName: 'Zoë "application"\r\n.pdf',
      expiresInSeconds: 60,
    });
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('60');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(body);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="Zoe application.pdf"; filename*=UTF-8''Zo%C3%AB%20application.pdf`,
    );
  });

  it('signs other files as downloads (attachment)', async () => {
    await store.put('lpc-insurance/notes.txt', new TextEncoder().encode('hi'), 'text/plain');
    const url = await store.signedGetUrl('lpc-insurance/notes.txt', {
      fileName: 'notes.txt',
      expiresInSeconds: 60,
    });
    const res = await fetch(url);
    expect(await res.text()).toBe('hi');
    expect(res.headers.get('content-type')).toBe('text/plain');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="notes.txt"/);
  });

  it('copies an object to another key (replacing it); false when the source is missing', async () => {
    const from = 'lpc-insurance/contracts/c1/diligent-effort/u3.pdf';
    const to = 'lpc-insurance/contracts/c1/diligent-effort/verified/u3/a1.pdf';
    await store.put(to, new TextEncoder().encode('old'), 'application/pdf');
    await store.put(from, pdfBytes(), 'application/pdf');
    expect(await store.copy(from, to)).toBe(true);
    await store.put(from, new TextEncoder().encode('replaced'), 'application/pdf');
    expect(await store.get(to)).toEqual(pdfBytes());
    expect(await store.copy('lpc-insurance/contracts/c1/diligent-effort/missing.pdf', to)).toBe(false);
  });

  it('answers undefined for a key that holds nothing (inspect and get)', async () => {
    expect(await store.inspect('lpc-insurance/contracts/c1/diligent-effort/missing.pdf', 5)).toBeUndefined();
    expect(await store.get('lpc-insurance/contracts/c1/diligent-effort/missing.pdf')).toBeUndefined();
  });

  it('inspects an empty object and one shorter than the bytes asked for', async () => {
    await store.put('lpc-insurance/empty.pdf', new Uint8Array(0), 'application/pdf');
    expect(await store.inspect('lpc-insurance/empty.pdf', 5)).toEqual({ size: 0, head: new Uint8Array(0) });
    await store.put('lpc-insurance/short.pdf', Uint8Array.from([37, 80]), 'application/pdf');
    expect(await store.inspect('lpc-insurance/short.pdf', 5)).toEqual({
      size: 2,
      head: Uint8Array.from([37, 80]),
    });
  });

  // s3rver alone ignores the POST policy (its `policy` field is "unimplemented"): it stores a file
  // over the size limit, of another content type, under whatever key the form names. AWS S3 refuses
  // these, and so does the local stack: its S3 endpoint is a front (infra/local/s3-post-policy.ts,
  // tested in infra/test/local-s3-post-policy.test.ts) that checks the policy before s3rver sees the
  // form. The server still checks every stored upload itself (inspect: size and `%PDF-`).
  it('s3rver alone stores an upload outside the POST policy (the local stack puts a front before it)', async () => {
    const key = 'lpc-insurance/contracts/c1/diligent-effort/u4.pdf';
    const post = await store.presignPost(key, {
      contentType: 'application/pdf',
      maxBytes: 10,
      expiresInSeconds: 300,
    });
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const forged = { ...post, fields: { ...post.fields, 'Content-Type': 'text/html' } };
    const res = await browserUpload(forged, html, 'text/html');
    expect(res.status).toBe(204);
    const seen = await store.inspect(key, 5);
    expect(seen?.size).toBe(html.length);
    expect(seen!.size).toBeGreaterThan(10);
    expect(new TextDecoder().decode(seen!.head)).not.toBe('%PDF-');
  });
});
