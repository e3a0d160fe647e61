/**
 * Data versions on the real Tampa Bay PRISM files (../shared/data/prism-tampa-bay): each band's
 * description carries PRISM's stamp (`2004-08-12 v8-2005-02-21`). Ingesting 2024-2025 must record
 * the stable grids through October 2024, the provisional re-issues after, and the early estimates
 * of 1-5 May 2025; the settlement rule then waits on the early days and settles on provisional
 * ones. Skipped, with a message, when the folder is absent (a fresh clone).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { periodDataVersion, settlementReadiness, stableThrough } from '@almanac/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasetMetadata } from '../../ports/weather.js';
import { folderBlobStore } from './grid-store/folder-blob-store.js';
import { createGridWeatherSource } from './grid-store/grid-weather-source.js';
import { ingestPrism } from './ingest/ingest-prism.js';

const DATA_DIR = resolve(import.meta.dirname, '../../../../../shared/data/prism-tampa-bay');
const present = existsSync(DATA_DIR);
if (!present) console.log(`${DATA_DIR} not found: skipping the real-data version tests`);

describe.skipIf(!present)('Tampa Bay PRISM data versions', () => {
  let dir: string;
  let metadata: DatasetMetadata;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'almanac-versions-'));
    const store = folderBlobStore(dir);
    await ingestPrism(
      store,
      [2024, 2025].map((y) => join(DATA_DIR, 'ppt', `prism_ppt_tampa-bay_${y}.tif`)),
      { now: () => '2025-05-07T00:00:00.000Z' },
    );
    metadata = await createGridWeatherSource(store).metadata('prism-precip-daily');
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('records stable grids through October 2024, provisional re-issues after, early estimates last', () => {
    const runs = metadata.versions!.runs;
    expect(metadata.latestDate).toBe('2025-05-05');
    expect(runs[0]).toEqual({ from: '2024-01-01', to: '2024-10-31', status: 'stable' });
    expect(stableThrough(metadata.versions, metadata.firstDate)).toBe('2024-10-31');
    expect(runs.find((r) => r.from === '2024-11-01')).toMatchObject({
      status: 'provisional',
      stamp: 'v7-2025-04-17',
    });
    expect(runs.at(-1)).toEqual({
      from: '2025-05-05',
      to: '2025-05-05',
      status: 'early',
      stamp: 'v1-2025-05-06',
    });
    const early = runs.filter((r) => r.status === 'early');
    expect(early.map((r) => r.from)).toEqual([
      '2025-05-01',
      '2025-05-02',
      '2025-05-03',
      '2025-05-04',
      '2025-05-05',
    ]);
    // Every day after the stable ones is provisional or early: none is skipped.
    const days = runs
      .filter((r) => r.status !== 'stable')
      .reduce((n, r) => n + (Date.parse(r.to) - Date.parse(r.from)) / 86_400_000 + 1, 0);
    expect(days).toBe(30 + 31 + 31 + 28 + 31 + 30 + 5);
  });

  it('settles April 2025 on its provisional grids, and waits on the early estimates of May', () => {
    const april = periodDataVersion(metadata.versions, { startDate: '2025-04-01', endDate: '2025-04-30' });
    expect(april).toMatchObject({ status: 'provisional', provisionalDays: 30, earlyDays: 0 });
    expect(april.stamps[0]).toBe('v2-2025-04-06');
    const may = periodDataVersion(metadata.versions, { startDate: '2025-04-20', endDate: '2025-05-05' });
    expect(may.earlyDays).toBe(5);
    expect(
      settlementReadiness({
        today: '2025-05-20',
        endDate: '2025-05-05',
        waitDays: 14,
        latestDate: metadata.latestDate,
        earlyDays: may.earlyDays,
      }),
    ).toEqual({ ready: false, reason: 'DATA_EARLY', earlyDays: 5 });
    const summer = periodDataVersion(metadata.versions, { startDate: '2024-06-01', endDate: '2024-09-30' });
    expect(summer).toMatchObject({ status: 'stable', stableDays: 122, stamps: [] });
  });
});
