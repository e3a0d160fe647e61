import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startS3 } from '../local/emulators.js';

/** The local stack's S3 emulator lets the web app upload with presigned POSTs (CORS). */
describe('local S3 bucket CORS', () => {
  const webOrigin = 'http://localhost:5173';
  let dir: string;
  let s3: Awaited<ReturnType<typeof startS3>>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'local-s3-cors-'));
    s3 = await startS3(dir, await freePort(), 'almanac-local', webOrigin);
  });
  afterAll(async () => {
    await s3?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const preflight = (origin: string, method: string) =>
    fetch(`${s3.endpoint}/almanac-local`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': method,
        'Access-Control-Request-Headers': 'content-type',
      },
    });

  it('allows a POST (and PUT, GET) from the web origin', async () => {
    for (const method of ['POST', 'PUT', 'GET']) {
      const res = await preflight(webOrigin, method);
      expect(res.status, method).toBe(200);
      expect(res.headers.get('access-control-allow-methods'), method).toContain(method);
    }
  });

  it('refuses other origins', async () => {
    const res = await preflight('http://evil.example', 'POST');
    expect(res.status).toBe(403);
  });
});
