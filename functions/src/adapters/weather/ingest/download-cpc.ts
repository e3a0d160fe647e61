/**
 * Downloads CPC US unified daily precipitation yearly files (`precip.V1.0.YYYY.nc`) from NOAA
 * PSL's public directory into a folder. A file already there is skipped when the server reports
 * the same size (so the growing current-year "RT" file is fetched again when it changed); an
 * interrupted download is kept as `<name>.part` and resumed with an HTTP Range request.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { silentProgress, type Progress } from './progress.js';

export const CPC_BASE_URL = 'https://downloads.psl.noaa.gov/Datasets/cpc_us_precip/RT/';
export const cpcFileName = (year: number): string => `precip.V1.0.${year}.nc`;

export type DownloadStatus = 'downloaded' | 'resumed' | 'updated' | 'skipped' | 'not-found' | 'failed';

export interface DownloadResult {
  readonly year: number;
  readonly file: string;
  readonly status: DownloadStatus;
  /** Bytes transferred by this run. */
  readonly bytes: number;
  readonly message?: string;
}

export interface DownloadOptions {
  years: readonly number[];
  outDir: string;
  baseUrl?: string;
  /** Download again even when the file is there with the same size. */
  force?: boolean;
  progress?: Progress;
  fetch?: typeof fetch;
}

/** `2000-2002` or `2000,2004` or `1999` → years. */
export function parseYears(text: string): number[] {
  const years = new Set<number>();
  for (const part of text.split(',')) {
    const m = /^\s*(\d{4})\s*(?:-\s*(\d{4}))?\s*$/.exec(part);
    if (!m) throw new Error(`Not a year or range of years: ${part}`);
    const from = Number(m[1]);
    const to = Number(m[2] ?? m[1]);
    if (to < from) throw new Error(`Empty range of years: ${part}`);
    for (let y = from; y <= to; y++) years.add(y);
  }
  return [...years].sort((a, b) => a - b);
}

const sizeOf = async (path: string): Promise<number | null> => {
  try {
    return (await stat(path)).size;
  } catch {
    return null;
  }
};

const lengthOf = (res: Response): number | null => {
  const v = res.headers.get('content-length');
  return v === null ? null : Number(v);
};

/** A CPC yearly file is about 40 MB; anything far larger is not one (a wrong or hostile server). */
export const MAX_CPC_FILE_BYTES = 512 * 1024 * 1024;
/** How long one request may take: a HEAD, and a whole file. */
const HEAD_TIMEOUT_MS = 30_000;
const GET_TIMEOUT_MS = 10 * 60_000;

/**
 * fetch with a time limit, and no redirect away from https (the base URL is https in AWS; an
 * http:// base, for a local test server, stays as given).
 */
function guardedFetch(doFetch: typeof fetch, url: string, init: RequestInit, timeoutMs: number) {
  return doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) }).then((res) => {
    if (url.startsWith('https:') && res.url && !res.url.startsWith('https:'))
      throw new Error(`redirected away from https to ${new URL(res.url).host}`);
    return res;
  });
}

async function downloadYear(year: number, options: DownloadOptions): Promise<DownloadResult> {
  const doFetch = options.fetch ?? fetch;
  const base = (options.baseUrl ?? CPC_BASE_URL).replace(/\/?$/, '/');
  const name = cpcFileName(year);
  const url = new URL(name, base).href;
  const target = join(options.outDir, name);
  const part = `${target}.part`;
  const result = (status: DownloadStatus, bytes = 0, message?: string): DownloadResult => ({
    year,
    file: target,
    status,
    bytes,
    message,
  });

  const existing = await sizeOf(target);
  let replacing = false;
  if (existing !== null && !options.force) {
    try {
      const head = await guardedFetch(doFetch, url, { method: 'HEAD' }, HEAD_TIMEOUT_MS);
      const remote = head.ok ? lengthOf(head) : null;
      if (remote === null || remote === existing) {
        return result(
          'skipped',
          0,
          head.ok ? undefined : `kept the local file (server: HTTP ${head.status})`,
        );
      }
      replacing = true; // the server's file changed (the current year grows daily)
    } catch (error) {
      return result('skipped', 0, `kept the local file (server unreachable: ${(error as Error).message})`);
    }
  }

  const partial = replacing ? 0 : ((await sizeOf(part)) ?? 0);
  let res: Response;
  try {
    res = await guardedFetch(
      doFetch,
      url,
      partial > 0 ? { headers: { Range: `bytes=${partial}-` } } : {},
      GET_TIMEOUT_MS,
    );
  } catch (error) {
    return result('failed', 0, (error as Error).message);
  }
  if (res.status === 404) return result('not-found', 0, `HTTP 404 for ${url}`);
  if (res.status === 416 && partial > 0) {
    // The partial file already holds every byte.
    await rename(part, target);
    return result('resumed', 0);
  }
  if (!(res.status === 200 || res.status === 206) || !res.body) {
    return result('failed', 0, `HTTP ${res.status} for ${url}`);
  }
  const append = res.status === 206 && partial > 0;
  const expected = lengthOf(res);
  if (expected !== null && partial + expected > MAX_CPC_FILE_BYTES)
    return result('failed', 0, `refused: ${expected} bytes is more than a CPC file holds`);
  let bytes = 0;
  const counted = Readable.fromWeb(res.body as import('node:stream/web').ReadableStream<Uint8Array>);
  counted.on('data', (chunk: Buffer) => {
    bytes += chunk.byteLength;
    if (partial + bytes > MAX_CPC_FILE_BYTES) counted.destroy(new Error('more bytes than a CPC file holds'));
  });
  try {
    await pipeline(counted, createWriteStream(part, { flags: append ? 'a' : 'w' }));
  } catch (error) {
    return result(
      'failed',
      bytes,
      `interrupted after ${bytes} bytes (${(error as Error).message}); run again to resume`,
    );
  }
  if (expected !== null && bytes !== expected) {
    return result('failed', bytes, `expected ${expected} bytes, got ${bytes}; run again to resume`);
  }
  await rename(part, target);
  return result(append ? 'resumed' : replacing ? 'updated' : 'downloaded', bytes);
}

export async function downloadCpc(options: DownloadOptions): Promise<DownloadResult[]> {
  const progress = options.progress ?? silentProgress;
  await mkdir(options.outDir, { recursive: true });
  const results: DownloadResult[] = [];
  progress.start('download cpc', options.years.length);
  for (const year of options.years) {
    const r = await downloadYear(year, options);
    results.push(r);
    progress.tick(1, `${cpcFileName(year)} ${r.status}`);
  }
  progress.done();
  return results;
}
