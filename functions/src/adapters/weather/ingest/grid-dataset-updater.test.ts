import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CPC_GRID, cellForLatLon } from '@almanac/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BlobStore } from '../grid-store/blob-store.js';
import { folderBlobStore } from '../grid-store/folder-blob-store.js';
import { createGridWeatherSource } from '../grid-store/grid-weather-source.js';
import { cpcYearsToFetch, gridDatasetUpdater } from './grid-dataset-updater.js';
import {
  startCpcServer,
  TINY_CPC_LATS,
  TINY_CPC_LONS,
  tinyCpcYear,
  type CpcServer,
} from './testing/cpc-server.js';

const CPC = 'cpc_precip_us-daily' as const;
const NOW = () => '2026-11-21T12:00:00.000Z';

describe('cpcYearsToFetch', () => {
  it('fetches the current year, and the previous one while the store has not reached its end', () => {
    expect(cpcYearsToFetch('2026-11-20', '2026-11-18')).toEqual([2026]);
    expect(cpcYearsToFetch('2026-11-20', undefined)).toEqual([2026]);
    expect(cpcYearsToFetch('2026-01-02', '2025-12-29')).toEqual([2025, 2026]);
    expect(cpcYearsToFetch('2026-01-02', '2025-12-31')).toEqual([2026]);
  });
});

describe('gridDatasetUpdater (CPC from a local HTTP server)', () => {
  let server: CpcServer;
  let root: string;
  let store: BlobStore;
  let work: string;
  beforeAll(async () => {
    server = await startCpcServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'cpc-update-'));
    work = join(root, 'work');
    await mkdir(work);
    store = folderBlobStore(join(root, 'grid'));
    server.files.clear();
    server.failWith = undefined;
    server.requests.length = 0;
    return () => rm(root, { recursive: true, force: true });
  });
  const updater = () => gridDatasetUpdater(store, { cpcBaseUrl: server.baseUrl, workDir: work, now: NOW });

  it('is configured for CPC only when given its folder', () => {
    expect(updater().datasets).toEqual([CPC]);
    expect(gridDatasetUpdater(store, {}).datasets).toEqual([]);
  });

  it('downloads the grown current-year file and ingests it: the latest day moves, the days are readable', async () => {
    const u = updater();
    expect(await u.latestDate(CPC)).toBeUndefined();
    server.files.set('precip.V1.0.2026.nc', await tinyCpcYear('2026-01-01', '2026-01-03'));
    expect(await u.update(CPC, '2026-01-04', undefined)).toEqual({
      filesIngested: 1,
      firstDate: '2026-01-01',
      latestDate: '2026-01-03',
    });
    server.files.set('precip.V1.0.2026.nc', await tinyCpcYear('2026-01-01', '2026-01-05'));
    expect(await u.update(CPC, '2026-01-06', '2026-01-03')).toMatchObject({ latestDate: '2026-01-05' });
    expect(await u.latestDate(CPC)).toBe('2026-01-05');
    const cell = cellForLatLon(CPC_GRID, TINY_CPC_LATS[0]!, TINY_CPC_LONS[0]! - 360)!;
    const [read] = await createGridWeatherSource(store).dailySeries(CPC, [cell], '2026-01-01', '2026-01-05');
    expect(read!.origin).toBe('observed');
    expect([...read!.series.values]).toEqual([1, 2, 3, 4, 5]);
    // The temporary downloads are gone.
    expect(await readdir(work)).toEqual([]);
  });

  it('fetches the previous year too in early January, tolerating a new-year file not published yet', async () => {
    const u = updater();
    server.files.set('precip.V1.0.2025.nc', await tinyCpcYear('2025-12-28', '2025-12-29'));
    await u.update(CPC, '2025-12-30', undefined);
    server.files.set('precip.V1.0.2025.nc', await tinyCpcYear('2025-12-28', '2025-12-31'));
    expect(await u.update(CPC, '2026-01-01', '2025-12-29')).toMatchObject({
      filesIngested: 1,
      latestDate: '2025-12-31',
    });
    expect(server.requests).toContain('GET /cpc/precip.V1.0.2026.nc');
  });

  it('fails with a short message when the file is missing or the source is down, leaving the store as it was', async () => {
    const u = updater();
    await expect(u.update(CPC, '2026-03-01', undefined)).rejects.toThrow(
      'precip.V1.0.2026.nc was not found (HTTP 404)',
    );
    server.failWith = 503;
    await expect(u.update(CPC, '2026-03-01', undefined)).rejects.toThrow(/could not be downloaded: HTTP 503/);
    expect(await u.latestDate(CPC)).toBeUndefined();
    expect(await readdir(work)).toEqual([]);
  });
});
