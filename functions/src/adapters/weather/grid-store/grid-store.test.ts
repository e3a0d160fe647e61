import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { epochDayOfIso } from '@almanac/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_LATEST_DATE } from '../demo-climate/demo-climate.js';
import { type BlobStore } from './blob-store.js';
import { folderBlobStore } from './folder-blob-store.js';
import { cellKey, metadataKey } from './grid-layout.js';
import { parseGridMetadata } from './grid-metadata.js';
import { createGridWeatherSource } from './grid-weather-source.js';
import { GridDatasetWriter } from './grid-writer.js';
import { LruCache } from './lru-cache.js';

const DS = 'prism-precip-daily' as const;
const TAMPA = { row: 527, col: 1021 };
const NEIGHBOUR = { row: 527, col: 1022 };
const day = epochDayOfIso;
const f32 = (values: number[]) => Float32Array.from(values);

/** Lists every file under a folder with its bytes, for before/after comparisons. */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const e of entries) {
    if (!e.isFile()) continue;
    const path = join(e.parentPath, e.name);
    out.set(path.slice(dir.length), (await readFile(path)).toString('base64'));
  }
  return out;
}

/** A store that counts reads. */
const counting = (inner: BlobStore) => {
  const counter = { gets: 0 };
  const store: BlobStore = {
    description: inner.description,
    get: (key) => {
      counter.gets++;
      return inner.get(key);
    },
    put: (key, bytes) => inner.put(key, bytes),
  };
  return { store, counter };
};

describe('grid store', () => {
  let dir: string;
  let store: BlobStore;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'grid-store-'));
    store = folderBlobStore(dir);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const ingest = async (
    updates: { cell: { row: number; col: number }; first: string; values: number[] }[],
  ) => {
    let t = 0;
    const writer = new GridDatasetWriter(store, DS, { now: () => `2026-11-21T00:00:0${t++}.000Z` });
    await writer.write(updates.map((u) => ({ cell: u.cell, firstDay: day(u.first), values: f32(u.values) })));
    const result = await writer.finish(
      updates.map((u) => ({ name: `file-${u.first}`, firstDate: u.first, lastDate: u.first })),
    );
    return { writer, ...result };
  };

  it('writes one object per cell and the dataset metadata', async () => {
    const { metadata, writer } = await ingest([
      { cell: TAMPA, first: '2004-01-01', values: [1, 0, 2.5] },
      { cell: NEIGHBOUR, first: '2004-01-01', values: [NaN, NaN, NaN] }, // water: no object
    ]);
    expect(metadata).toEqual({
      datasetId: DS,
      firstDate: '2004-01-01',
      latestDate: '2004-01-03',
      ingestedCells: 1,
      // The cells with an object: how many, and the rows and columns around them.
      coverage: { cells: 1, bounds: { minRow: 527, maxRow: 527, minCol: 1021, maxCol: 1021 } },
      sources: [{ name: 'file-2004-01-01', firstDate: '2004-01-01', lastDate: '2004-01-01' }],
      updatedAt: '2026-11-21T00:00:00.000Z',
    });
    expect([...(await snapshot(dir)).keys()].sort()).toEqual([
      `/${cellKey(DS, TAMPA)}`,
      `/${metadataKey(DS)}`,
    ]);
    expect(parseGridMetadata((await store.get(metadataKey(DS)))!)).toEqual(metadata);
    expect(writer.outcomes.get('527,1022')?.status).toBe('empty');
  });

  it('is idempotent: re-ingesting the same days changes no byte, metadata included', async () => {
    const updates = [
      { cell: TAMPA, first: '2004-01-01', values: [1, 0, 2.5] },
      { cell: NEIGHBOUR, first: '2004-01-01', values: [3, NaN, 4] },
    ];
    await ingest(updates);
    const before = await snapshot(dir);
    const again = await ingest(updates);
    expect(again.changed).toBe(false);
    expect(await snapshot(dir)).toEqual(before);
    expect([...again.writer.outcomes.values()].map((o) => o.status)).toEqual(['unchanged', 'unchanged']);
    expect(again.writer.outcomes.get('527,1022')?.missingDays).toBe(1);
  });

  it('merges a new year into existing cells and extends the metadata', async () => {
    await ingest([{ cell: TAMPA, first: '2004-12-30', values: [1, 2] }]);
    const { metadata } = await ingest([
      { cell: TAMPA, first: '2005-01-01', values: [3] },
      { cell: NEIGHBOUR, first: '2005-01-01', values: [4] },
    ]);
    expect(metadata).toMatchObject({ firstDate: '2004-12-30', latestDate: '2005-01-01', ingestedCells: 2 });
    expect(metadata!.sources.map((s) => s.name)).toEqual(['file-2004-12-30', 'file-2005-01-01']);
    const source = createGridWeatherSource(store);
    const [s] = await source.dailySeries(DS, [TAMPA], '2004-12-29', '2005-01-02');
    expect(s!.origin).toBe('observed');
    expect(Array.from(s!.series.values)).toEqual([NaN, 1, 2, 3, NaN]);
  });

  it('serves observed cells, demo for cells without data, demo for datasets without data', async () => {
    await ingest([{ cell: TAMPA, first: '2004-01-01', values: [1, 0, 2.5] }]);
    const source = createGridWeatherSource(store);
    const out = await source.dailySeries(DS, [TAMPA, NEIGHBOUR], '2004-01-01', '2004-01-03');
    expect(out.map((s) => s.origin)).toEqual(['observed', 'demo']);
    expect(Array.from(out[0]!.series.values)).toEqual([1, 0, 2.5]);
    expect(out[1]!.series.values.every((v) => v >= 0)).toBe(true);
    expect(await source.metadata(DS)).toEqual({
      datasetId: DS,
      origin: 'observed',
      firstDate: '2004-01-01',
      latestDate: '2004-01-03',
      ingestedCells: 1,
      updatedAt: '2026-11-21T00:00:00.000Z',
      coverage: { cells: 1, bounds: { minRow: 527, maxRow: 527, minCol: 1021, maxCol: 1021 } },
    });
    const [t] = await source.dailySeries('prismc-tmax-daily' as never, [TAMPA], '2004-01-01', '2004-01-03');
    expect(t!.origin).toBe('demo');
    expect(await source.metadata('prism_temp_max-daily')).toMatchObject({
      origin: 'demo',
      latestDate: DEMO_LATEST_DATE,
      ingestedCells: 0,
    });
  });

  it('reads one object per cell once and then serves it from memory', async () => {
    await ingest([{ cell: TAMPA, first: '2004-01-01', values: [1, 0, 2.5] }]);
    const { store: countingStore, counter } = counting(store);
    const source = createGridWeatherSource(countingStore);
    await Promise.all([
      source.dailySeries(DS, [TAMPA, NEIGHBOUR], '2004-01-01', '2004-01-03'),
      source.dailySeries(DS, [TAMPA], '2004-01-01', '2004-01-02'),
    ]);
    expect(counter.gets).toBe(3); // metadata + two cells (the absent one is remembered too)
    await source.dailySeries(DS, [TAMPA, NEIGHBOUR], '2003-01-01', '2004-12-31');
    expect(counter.gets).toBe(3);
  });

  it('sees a re-ingest once the metadata is read again', async () => {
    await ingest([{ cell: TAMPA, first: '2004-01-01', values: [1] }]);
    let clock = 0;
    const source = createGridWeatherSource(store, { metadataTtlMs: 1000, now: () => clock });
    expect(
      (await source.dailySeries(DS, [TAMPA], '2004-01-01', '2004-01-02'))[0]!.series.values[1],
    ).toBeNaN();
    const writer = new GridDatasetWriter(store, DS, { now: () => '2026-11-22T00:00:00.000Z' });
    await writer.write([{ cell: TAMPA, firstDay: day('2004-01-02'), values: f32([7]) }]);
    await writer.finish([]);
    clock = 2000;
    expect((await source.dailySeries(DS, [TAMPA], '2004-01-01', '2004-01-02'))[0]!.series.values[1]).toBe(7);
  });

  it('reports store failures as RISK_API_ERROR', async () => {
    const broken: BlobStore = {
      description: 'broken',
      get: () => Promise.reject(new Error('disk on fire')),
      put: () => Promise.resolve(),
    };
    await expect(createGridWeatherSource(broken).metadata(DS)).rejects.toMatchObject({
      code: 'RISK_API_ERROR',
    });
  });
});

describe('LRU cache', () => {
  it('evicts the least recently used entries beyond its size', () => {
    const lru = new LruCache<string>(10);
    lru.set('a', 'A', 4);
    lru.set('b', 'B', 4);
    lru.get('a');
    lru.set('c', 'C', 4); // evicts b
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['A', undefined, 'C']);
    expect(lru.size).toBe(8);
    lru.set('huge', 'H', 11); // larger than the cache: not kept
    expect(lru.get('huge')).toBeUndefined();
  });
});
