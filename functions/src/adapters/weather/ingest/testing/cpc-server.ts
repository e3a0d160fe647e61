/**
 * Tests only: a local HTTP server standing in for NOAA PSL's CPC folder (this machine has no
 * internet), serving `precip.V1.0.YYYY.nc` files from a map the test changes as days "arrive",
 * and the tiny CPC files to serve (a 2 x 2 block of cells around Tampa).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { epochDayOfIso } from '@almanac/core';
import { writeTinyCpc } from './tiny-netcdf.js';

export interface CpcServer {
  /** The folder URL, ending in `/`. */
  baseUrl: string;
  /** File name → bytes; absent: 404. */
  files: Map<string, Uint8Array>;
  /** Answer every request with this HTTP status instead (a source outage). */
  failWith?: number;
  /** Paths requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startCpcServer(): Promise<CpcServer> {
  const state: Omit<CpcServer, 'baseUrl' | 'close'> = { files: new Map(), requests: [] };
  const server: Server = createServer((req, res) => {
    state.requests.push(`${req.method} ${req.url}`);
    if (state.failWith) {
      res.writeHead(state.failWith).end();
      return;
    }
    const body = state.files.get((req.url ?? '').replace(/^\/cpc\//, ''));
    if (!body) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-length': body.byteLength });
    res.end(req.method === 'HEAD' ? undefined : Buffer.from(body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    baseUrl: `http://127.0.0.1:${port}/cpc/`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  });
}

/** The cells of the tiny files: two latitudes by two longitudes (degrees east) near Tampa. */
export const TINY_CPC_LATS = [27.875, 28.125];
export const TINY_CPC_LONS = [277.375, 277.625];

/**
 * A CPC yearly file holding the days `firstDate`..`lastDate` (inclusive, one year), each cell's
 * value `value(dayIndex, cell)` mm (default: 1 + day index).
 */
export async function tinyCpcYear(
  firstDate: string,
  lastDate: string,
  value: (day: number, cell: number) => number = (day) => 1 + day,
): Promise<Uint8Array> {
  const base = epochDayOfIso('1900-01-01');
  const first = epochDayOfIso(firstDate);
  const n = epochDayOfIso(lastDate) - first + 1;
  const dir = await mkdtemp(join(tmpdir(), 'tiny-cpc-'));
  try {
    const path = join(dir, 'file.nc');
    await writeTinyCpc(path, {
      lats: TINY_CPC_LATS,
      lons: TINY_CPC_LONS,
      times: Array.from({ length: n }, (_, d) => first + d - base),
      timeUnits: 'days since 1900-1-1',
      precip: Array.from({ length: n * 4 }, (_, k) => value(Math.floor(k / 4), k % 4)),
    });
    return new Uint8Array(await readFile(path));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
