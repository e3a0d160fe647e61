import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { s3FileStore } from '@almanac/functions/adapters/s3/file-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPostPolicy, parseMultipart } from '../local/s3-post-policy.js';
import { freePort, localCredentials, region, startS3 } from '../local/emulators.js';

const BUCKET = 'almanac-local';
const webOrigin = 'http://localhost:5173';
const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

type Post = { url: string; fields: Record<string, string> };

/** What a browser does with a presigned POST: the policy's fields first, the file last. */
function upload(post: Post, body: Uint8Array, type = 'application/pdf', extra: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...post.fields, ...extra })) form.append(name, value);
  form.append('file', new Blob([body], { type }), 'upload.pdf');
  return fetch(post.url, { method: 'POST', body: form, headers: { Origin: webOrigin } });
}

/** The local stack's S3 endpoint refuses a presigned POST that S3 would refuse (s3rver alone does not). */
describe('local S3: presigned POST policies are enforced', () => {
  let dir: string;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let client: S3Client;
  let store: ReturnType<typeof s3FileStore>;
  let n = 0;
  const presign = (maxBytes = 1000, expiresInSeconds = 300) => {
    const key = `lpc-insurance/contracts/c1/diligent-effort/u${++n}.pdf`;
    return store
      .presignPost(key, { contentType: 'application/pdf', maxBytes, expiresInSeconds })
      .then((post) => ({ key, post }));
  };
  const stored = async (key: string) =>
    ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: key }))).KeyCount ?? 0) > 0;

  beforeAll(async () => {
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
    dir = await mkdtemp(join(tmpdir(), 'local-s3-policy-'));
    s3 = await startS3(dir, await freePort(), BUCKET, webOrigin);
    client = new S3Client({
      region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: localCredentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    store = s3FileStore(client, BUCKET);
  });
  afterAll(async () => {
    client?.destroy();
    await s3?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('stores a valid presigned POST of a small PDF; the object reads back', async () => {
    const { key, post } = await presign();
    expect(post.url).toBe(`${s3.endpoint}/${BUCKET}`);
    const res = await upload(post, pdf);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(webOrigin);
    expect(await store.get(key)).toEqual(pdf);
  });

  const refused = async (res: Response, status: number, code: string) => {
    expect(res.status).toBe(status);
    expect(res.headers.get('access-control-allow-origin')).toBe(webOrigin);
    const text = await res.text();
    expect(text).toContain(`<Code>${code}</Code>`);
    return text;
  };

  it('refuses another key (403 AccessDenied) and stores nothing', async () => {
    const { key, post } = await presign();
    const other = key.replace(/u\d+\.pdf$/, 'elsewhere.pdf');
    const text = await refused(
      await upload(post, pdf, 'application/pdf', { key: other }),
      403,
      'AccessDenied',
    );
    expect(text).toContain('Invalid according to Policy: Policy Condition failed');
    expect(await stored(other)).toBe(false);
    expect(await stored(key)).toBe(false);
  });

  it('refuses a form naming a field twice (a second key, in any letter case): nothing is stored', async () => {
    for (const [name, other] of [
      ['key', 'lpc-insurance/contracts/c2/diligent-effort/planted.pdf'],
      ['Key', 'lpc-insurance/contracts/c3/diligent-effort/planted.pdf'],
      ['Content-Type', 'text/html'],
    ] as const) {
      const { key, post } = await presign();
      const form = new FormData();
      for (const [field, value] of Object.entries(post.fields)) form.append(field, value);
      form.append(name, other);
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'upload.pdf');
      const res = await fetch(post.url, { method: 'POST', body: form, headers: { Origin: webOrigin } });
      const text = await refused(res, 400, 'InvalidArgument');
      expect(text).toContain(`POST form fields must be unique: ${name.toLowerCase()}`);
      expect(await stored(key)).toBe(false);
      if (name !== 'Content-Type') expect(await stored(other)).toBe(false);
    }
  });

  it('refuses another Content-Type field (403), even in another letter case', async () => {
    const { key, post } = await presign();
    const fields = { ...post.fields };
    delete fields['Content-Type'];
    await refused(
      await upload({ ...post, fields }, pdf, 'text/html', { 'content-type': 'text/html' }),
      403,
      'AccessDenied',
    );
    await refused(
      await upload({ ...post, fields: { ...post.fields, 'Content-Type': 'text/html' } }, pdf),
      403,
      'AccessDenied',
    );
    expect(await stored(key)).toBe(false);
  });

  it('refuses a file over the maximum (400 EntityTooLarge) and an empty one (EntityTooSmall)', async () => {
    const { key, post } = await presign(10);
    await refused(await upload(post, pdf), 400, 'EntityTooLarge');
    await refused(await upload(post, new Uint8Array(0)), 400, 'EntityTooSmall');
    expect(await stored(key)).toBe(false);
  });

  it('refuses a form larger than the front buffers without forwarding it (400 EntityTooLarge)', async () => {
    const { key, post } = await presign(20 * 1024 * 1024);
    await refused(await upload(post, new Uint8Array(10 * 1024 * 1024 + 65 * 1024)), 400, 'EntityTooLarge');
    expect(await stored(key)).toBe(false);
  });

  it('refuses an expired policy (403)', async () => {
    const { key, post } = await presign(1000, 1);
    await new Promise((r) => setTimeout(r, 1100));
    const text = await refused(await upload(post, pdf), 403, 'AccessDenied');
    expect(text).toContain('Policy expired');
    expect(await stored(key)).toBe(false);
  });

  it('refuses a tampered policy or a missing signature (403 SignatureDoesNotMatch)', async () => {
    const { key, post } = await presign(10);
    const policy = JSON.parse(Buffer.from(post.fields.Policy!, 'base64').toString('utf8')) as {
      conditions: unknown[];
    };
    policy.conditions = policy.conditions.map((c) =>
      Array.isArray(c) && c[0] === 'content-length-range' ? ['content-length-range', 1, 1e9] : c,
    );
    const tampered = Buffer.from(JSON.stringify(policy)).toString('base64');
    await refused(
      await upload(post, pdf, 'application/pdf', { Policy: tampered }),
      403,
      'SignatureDoesNotMatch',
    );
    const unsigned = { ...post.fields };
    delete unsigned['X-Amz-Signature'];
    await refused(await upload({ ...post, fields: unsigned }, pdf), 403, 'SignatureDoesNotMatch');
    expect(await stored(key)).toBe(false);
  });

  it('refuses a field no condition covers, and a form without a policy (403)', async () => {
    const { key, post } = await presign();
    const text = await refused(
      await upload(post, pdf, 'application/pdf', { acl: 'public-read' }),
      403,
      'AccessDenied',
    );
    expect(text).toContain('Extra input fields: acl');
    await refused(
      await upload({ ...post, fields: { key, 'Content-Type': 'application/pdf' } }, pdf),
      403,
      'AccessDenied',
    );
    // x-ignore-* fields are allowed, as in S3.
    expect((await upload(post, pdf, 'application/pdf', { 'x-ignore-note': 'hi' })).status).toBe(204);
  });

  it('passes GET, PUT, HEAD and CORS preflights through to s3rver', async () => {
    const body = new TextEncoder().encode('plain');
    await client.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: 'x/plain.txt', Body: body, ContentType: 'text/plain' }),
    );
    const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'x/plain.txt' }));
    expect(head.ContentLength).toBe(body.length);
    const got = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'x/plain.txt' }));
    expect(await got.Body!.transformToString()).toBe('plain');
    const preflight = await fetch(`${s3.endpoint}/${BUCKET}`, {
      method: 'OPTIONS',
      headers: { Origin: webOrigin, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(200);
  });
});

describe('checkPostPolicy and parseMultipart', () => {
  const credentials = localCredentials;
  it('answers InvalidAccessKeyId for other credentials', () => {
    const fields = new Map([
      ['policy', Buffer.from('{}').toString('base64')],
      ['x-amz-algorithm', 'AWS4-HMAC-SHA256'],
      ['x-amz-credential', 'OTHER/20261125/us-east-1/s3/aws4_request'],
      ['x-amz-signature', '00'],
    ]);
    expect(checkPostPolicy('b', fields, 1, { credentials })?.code).toBe('InvalidAccessKeyId');
  });

  it('reads fields up to the file, names lower-cased; later fields are ignored', () => {
    const body = Buffer.from(
      '--XX\r\nContent-Disposition: form-data; name="Key"\r\n\r\na/b.pdf\r\n' +
        '--XX\r\nContent-Disposition: form-data; name="file"; filename="f.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF\r\n\r\n' +
        '--XX\r\nContent-Disposition: form-data; name="after"\r\n\r\nx\r\n--XX--\r\n',
    );
    expect(parseMultipart(body, 'multipart/form-data; boundary=XX')).toEqual({
      fields: new Map([['key', 'a/b.pdf']]),
      fileSize: 6,
    });
  });
});
