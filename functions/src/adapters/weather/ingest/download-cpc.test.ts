import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runDataCli } from '../../../cli/data.js';
import { downloadCpc, MAX_CPC_FILE_BYTES, parseYears } from './download-cpc.js';

/** Fixture files served by a local HTTP server on 127.0.0.1 (this machine has no internet). */
const files = new Map<string, Buffer>([
  ['precip.V1.0.2000.nc', Buffer.from('CDF-2000 '.repeat(1000))],
  ['precip.V1.0.2001.nc', Buffer.from('CDF-2001 '.repeat(2000))],
]);

describe('download cpc (local HTTP server)', () => {
  let server: Server;
  let baseUrl: string;
  let dir: string;
  const requests: { method: string; url: string; range?: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push({ method: req.method!, url: req.url!, range: req.headers.range });
      const name = req.url!.replace('/Datasets/cpc_us_precip/RT/', '');
      const body = files.get(name);
      if (!body) {
        res.writeHead(404).end('not found');
        return;
      }
      const range = /^bytes=(\d+)-$/.exec(req.headers.range ?? '');
      if (range) {
        const from = Number(range[1]);
        if (from >= body.length) {
          res.writeHead(416).end();
          return;
        }
        res.writeHead(206, {
          'content-length': body.length - from,
          'content-range': `bytes ${from}-${body.length - 1}/${body.length}`,
        });
        res.end(req.method === 'HEAD' ? undefined : body.subarray(from));
        return;
      }
      res.writeHead(200, { 'content-length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/Datasets/cpc_us_precip/RT/`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(async () => {
    requests.length = 0;
    dir = await mkdtemp(join(tmpdir(), 'cpc-download-'));
    return () => rm(dir, { recursive: true, force: true });
  });

  it('refuses a file larger than any CPC file, and a redirect away from https, keeping nothing', async () => {
    const huge = (async () =>
      new Response('x', {
        status: 200,
        headers: { 'content-length': String(MAX_CPC_FILE_BYTES + 1) },
      })) as typeof fetch;
    const [tooBig] = await downloadCpc({ years: [2000], outDir: dir, baseUrl, fetch: huge });
    expect(tooBig).toMatchObject({ status: 'failed', bytes: 0 });
    expect(tooBig!.message).toMatch(/more than a CPC file holds/);
    const downgraded = (async () => {
      const res = new Response('CDF', { status: 200 });
      Object.defineProperty(res, 'url', { value: 'http://mirror.example.org/precip.V1.0.2000.nc' });
      return res;
    }) as typeof fetch;
    const [redirected] = await downloadCpc({
      years: [2000],
      outDir: dir,
      baseUrl: 'https://downloads.example.org/cpc/',
      fetch: downgraded,
    });
    expect(redirected).toMatchObject({ status: 'failed' });
    expect(redirected!.message).toMatch(/redirected away from https/);
    await expect(stat(join(dir, 'precip.V1.0.2000.nc'))).rejects.toThrow();
  });

  it('parses year lists', () => {
    expect(parseYears('2000-2002')).toEqual([2000, 2001, 2002]);
    expect(parseYears('2004,1999-2000')).toEqual([1999, 2000, 2004]);
    expect(() => parseYears('2002-2000')).toThrow('Empty range');
    expect(() => parseYears('last year')).toThrow('Not a year');
  });

  it('downloads the years there are, reports a 404, and skips files already complete', async () => {
    const results = await downloadCpc({ years: [2000, 2001, 2002], outDir: dir, baseUrl });
    expect(results.map((r) => [r.year, r.status, r.bytes])).toEqual([
      [2000, 'downloaded', 9000],
      [2001, 'downloaded', 18000],
      [2002, 'not-found', 0],
    ]);
    expect(await readFile(join(dir, 'precip.V1.0.2001.nc'))).toEqual(files.get('precip.V1.0.2001.nc'));
    await expect(stat(join(dir, 'precip.V1.0.2002.nc'))).rejects.toThrow();

    requests.length = 0;
    const again = await downloadCpc({ years: [2000, 2001], outDir: dir, baseUrl });
    expect(again.map((r) => r.status)).toEqual(['skipped', 'skipped']);
    expect(requests.map((r) => r.method)).toEqual(['HEAD', 'HEAD']); // no body fetched
  });

  it('resumes a partial download with a Range request', async () => {
    const body = files.get('precip.V1.0.2001.nc')!;
    await writeFile(join(dir, 'precip.V1.0.2001.nc.part'), body.subarray(0, 5000));
    const [r] = await downloadCpc({ years: [2001], outDir: dir, baseUrl });
    expect(r).toMatchObject({ status: 'resumed', bytes: 13000 });
    expect(requests.at(-1)).toMatchObject({ method: 'GET', range: 'bytes=5000-' });
    expect(await readFile(join(dir, 'precip.V1.0.2001.nc'))).toEqual(body);
    await expect(stat(join(dir, 'precip.V1.0.2001.nc.part'))).rejects.toThrow();
  });

  it('fetches a file again when the server copy changed size (the current year grows)', async () => {
    await writeFile(join(dir, 'precip.V1.0.2000.nc'), 'old and short');
    const [r] = await downloadCpc({ years: [2000], outDir: dir, baseUrl });
    expect(r!.status).toBe('updated');
    expect((await stat(join(dir, 'precip.V1.0.2000.nc'))).size).toBe(9000);
  });

  it('runs from the CLI and exits 1 when a year is missing', async () => {
    const lines: string[] = [];
    const err = { isTTY: false, write: () => true } as unknown as NodeJS.WritableStream;
    const code = await runDataCli(
      ['download', 'cpc', '--years', '2001-2002', '--out', dir, '--base-url', baseUrl],
      {
        out: (l) => lines.push(l),
        err,
        env: {},
      },
    );
    expect(code).toBe(1);
    expect(lines).toContain('2001: downloaded (18000 bytes)');
    expect(lines.some((l) => l.startsWith('2002: not-found'))).toBe(true);
  });
});
