import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CopyObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { s3FileStore } from '@almanac/functions/adapters/s3/file-store';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, localCredentials, region, startS3 } from '../local/emulators.js';
import { checkSigV4, NodeSha256 } from '../local/s3-sigv4.js';

const BUCKET = 'almanac-local';

const webOrigin = 'http://localhost:5173';
const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

/**
 * The local stack's S3 endpoint serves a private bucket as S3 does (docs/security.md#local-s3):
 * only requests signed with the stack's key, or presigned by it, reach s3rver.
 */
describe('local S3: only signed requests pass', () => {
  let dir: string;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let client: S3Client;
  let store: ReturnType<typeof s3FileStore>;
  const keyOf = (name: string) => `lpc-insurance/contracts/c1/diligent-effort/${name}.pdf`;
  const stored = async (key: string) =>
    ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: key }))).KeyCount ?? 0) > 0;
  const clientWith = (credentials: { accessKeyId: string; secretAccessKey: string }) =>
    new S3Client({
      region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const expectRefused = async (res: Response, status: number, code: string) => {
    expect(res.status).toBe(status);
    expect(await res.text()).toContain(`<Code>${code}</Code>`);
  };

  beforeAll(async () => {
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
    dir = await mkdtemp(join(tmpdir(), 'local-s3-sig-'));
    s3 = await startS3(dir, await freePort(), BUCKET, webOrigin);
    client = clientWith(localCredentials);
    store = s3FileStore(client, BUCKET);
    await store.put(keyOf('secret'), pdf, 'application/pdf');
  });
  afterAll(async () => {
    client?.destroy();
    await s3?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses an unsigned GET, HEAD and bucket listing (403 AccessDenied)', async () => {
    await expectRefused(await fetch(`${s3.endpoint}/${BUCKET}/${keyOf('secret')}`), 403, 'AccessDenied');
    expect((await fetch(`${s3.endpoint}/${BUCKET}/${keyOf('secret')}`, { method: 'HEAD' })).status).toBe(403);
    await expectRefused(await fetch(`${s3.endpoint}/${BUCKET}`), 403, 'AccessDenied');
    await expectRefused(await fetch(`${s3.endpoint}/${BUCKET}?list-type=2&prefix=lpc`), 403, 'AccessDenied');
    await expectRefused(await fetch(`${s3.endpoint}/`), 403, 'AccessDenied');
  });

  it('refuses an unsigned PUT and DELETE: nothing is stored or removed', async () => {
    const res = await fetch(`${s3.endpoint}/${BUCKET}/${keyOf('planted')}`, {
      method: 'PUT',
      body: '<html>',
      headers: { 'content-type': 'text/html' },
    });
    await expectRefused(res, 403, 'AccessDenied');
    expect(await stored(keyOf('planted'))).toBe(false);
    await expectRefused(
      await fetch(`${s3.endpoint}/${BUCKET}/${keyOf('secret')}`, { method: 'DELETE' }),
      403,
      'AccessDenied',
    );
    expect(await store.get(keyOf('secret'))).toEqual(pdf);
  });

  it("refuses another key's requests and a wrong secret (InvalidAccessKeyId, SignatureDoesNotMatch)", async () => {
    const stranger = clientWith({ accessKeyId: 'OTHER', secretAccessKey: 'S3RVER' });
    const forger = clientWith({ accessKeyId: localCredentials.accessKeyId, secretAccessKey: 'guess' });
    try {
      const put = (c: S3Client) =>
        c.send(new PutObjectCommand({ Bucket: BUCKET, Key: keyOf('forged'), Body: pdf }));
      await expect(put(stranger)).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
      await expect(put(forger)).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
      await expect(
        forger.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'lpc' })),
      ).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
      expect(await stored(keyOf('forged'))).toBe(false);
    } finally {
      stranger.destroy();
      forger.destroy();
    }
  });

  it("keeps the stack's own calls working: put, copy, list, get and a presigned GET", async () => {
    await store.put(keyOf('mine'), pdf, 'application/pdf');
    await client.send(
      new CopyObjectCommand({ Bucket: BUCKET, Key: keyOf('copy'), CopySource: `${BUCKET}/${keyOf('mine')}` }),
    );
    expect(await stored(keyOf('copy'))).toBe(true);
    expect(await store.get(keyOf('copy'))).toEqual(pdf);
    const url = await store.signedGetUrl(keyOf('mine'), { fileName: 'form.pdf', expiresInSeconds: 60 });
    const res = await fetch(url, { headers: { Origin: webOrigin } });
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdf);
    expect(res.headers.get('content-type')).toBe('application/pdf');
  });

  it('refuses a presigned GET whose signature, key or response headers were changed (403 SignatureDoesNotMatch)', async () => {
    const url = new URL(
      await store.signedGetUrl(keyOf('secret'), { fileName: 'form.pdf', expiresInSeconds: 60 }),
    );
    const signature = url.searchParams.get('X-Amz-Signature')!;
    const tampered = new URL(url);
    tampered.searchParams.set(
      'X-Amz-Signature',
      signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0'),
    );
    await expectRefused(await fetch(tampered), 403, 'SignatureDoesNotMatch');
    const elsewhere = new URL(url);
    elsewhere.pathname = `/${BUCKET}/${keyOf('mine')}`;
    await expectRefused(await fetch(elsewhere), 403, 'SignatureDoesNotMatch');
    const asHtml = new URL(url);
    asHtml.searchParams.set('response-content-type', 'text/html');
    await expectRefused(await fetch(asHtml), 403, 'SignatureDoesNotMatch');
    const unsigned = new URL(url);
    unsigned.searchParams.delete('X-Amz-Signature');
    await expectRefused(await fetch(unsigned), 400, 'AuthorizationQueryParametersError');
    // The untouched link still works.
    expect((await fetch(url)).status).toBe(200);
  });

  it('refuses a signed PUT whose body is not the one signed (400 XAmzContentSHA256Mismatch): nothing is stored', async () => {
    const endpoint = new URL(s3.endpoint);
    const signer = new SignatureV4({
      credentials: localCredentials,
      region,
      service: 's3',
      sha256: NodeSha256,
      uriEscapePath: false,
    });
    const signedPut = (key: string, signedBody: string) =>
      signer.sign({
        method: 'PUT',
        protocol: 'http:',
        hostname: endpoint.hostname,
        port: Number(endpoint.port),
        path: `/${BUCKET}/${key}`,
        query: {},
        headers: {
          host: endpoint.host,
          'x-amz-content-sha256': createHash('sha256').update(signedBody).digest('hex'),
        },
      });
    const send = async (key: string, body: string) => {
      const signed = await signedPut(key, '%PDF-1.4 the signed body');
      return fetch(`${s3.endpoint}${signed.path}`, { method: 'PUT', headers: signed.headers, body });
    };
    await expectRefused(await send(keyOf('swapped'), '<html>another body'), 400, 'XAmzContentSHA256Mismatch');
    expect(await stored(keyOf('swapped'))).toBe(false);
    expect((await send(keyOf('signed'), '%PDF-1.4 the signed body')).status).toBe(200);
    expect(new TextDecoder().decode(await store.get(keyOf('signed')))).toBe('%PDF-1.4 the signed body');
  });

  it('lets a CORS preflight through without credentials, as S3 does', async () => {
    const res = await fetch(`${s3.endpoint}/${BUCKET}/${keyOf('secret')}`, {
      method: 'OPTIONS',
      headers: { Origin: webOrigin, 'Access-Control-Request-Method': 'GET' },
    });
    expect(res.status).toBe(200);
  });
});

describe('checkSigV4 (the clock)', () => {
  const at = (iso: string) => () => new Date(iso);
  const request = (url: string, headers: Record<string, string> = {}) =>
    ({ method: 'GET', url, headers: { host: '127.0.0.1:4569', ...headers } }) as unknown as IncomingMessage;
  const presigned = (date: string, expires: number) =>
    request(
      `/b/k?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=S3RVER%2F${date.slice(0, 8)}%2Fus-east-1%2Fs3%2Faws4_request` +
        `&X-Amz-Date=${date}&X-Amz-Expires=${expires}&X-Amz-SignedHeaders=host&X-Amz-Signature=${'0'.repeat(64)}`,
    );

  it('refuses an expired presigned URL before comparing signatures', async () => {
    expect(
      await checkSigV4(presigned('20261129T050000Z', 60), {
        credentials: localCredentials,
        now: at('2026-11-29T05:01:01Z'),
      }),
    ).toMatchObject({ status: 403, code: 'AccessDenied', message: 'Request has expired' });
    // Within its time the (wrong) signature is what fails.
    expect(
      await checkSigV4(presigned('20261129T050000Z', 60), {
        credentials: localCredentials,
        now: at('2026-11-29T05:00:59Z'),
      }),
    ).toMatchObject({ code: 'SignatureDoesNotMatch' });
  });

  it('refuses a presigned URL valid for more than 7 days, and a header signature 15 minutes off', async () => {
    expect(
      await checkSigV4(presigned('20261129T050000Z', 604801), { credentials: localCredentials }),
    ).toMatchObject({ status: 400, code: 'AuthorizationQueryParametersError' });
    const headerSigned = request('/b/k', {
      authorization: `AWS4-HMAC-SHA256 Credential=S3RVER/20261129/us-east-1/s3/aws4_request, SignedHeaders=host;x-amz-date, Signature=${'0'.repeat(64)}`,
      'x-amz-date': '20261129T050000Z',
      'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
    });
    expect(
      await checkSigV4(headerSigned, { credentials: localCredentials, now: at('2026-11-29T05:15:01Z') }),
    ).toMatchObject({ status: 403, code: 'RequestTimeTooSkewed' });
  });
});
