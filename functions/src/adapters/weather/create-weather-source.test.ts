import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readGridStoreConfig } from '../../config.js';
import { createWeatherSource } from './create-weather-source.js';
import { folderBlobStore } from './grid-store/folder-blob-store.js';
import { GridDatasetWriter } from './grid-store/grid-writer.js';

describe('createWeatherSource', () => {
  it('reads the grid store setting from the environment', () => {
    expect(readGridStoreConfig({})).toEqual({ kind: 'none' });
    expect(readGridStoreConfig({ GRID_DIR: '/data/grid' })).toEqual({ kind: 'folder', dir: '/data/grid' });
    expect(readGridStoreConfig({ GRID_BUCKET: 'b' })).toEqual({ kind: 's3', bucket: 'b', prefix: 'grid/' });
    expect(readGridStoreConfig({ GRID_BUCKET: 'b', GRID_PREFIX: 'w/' })).toEqual({
      kind: 's3',
      bucket: 'b',
      prefix: 'w/',
    });
  });

  it('serves the demo climate without a store, and the folder store with GRID_DIR', async () => {
    const demo = createWeatherSource({ gridStore: { kind: 'none' }, region: 'us-east-1' });
    expect((await demo.metadata('cpc_precip_us-daily')).origin).toBe('demo');
    const dir = await mkdtemp(join(tmpdir(), 'weather-source-'));
    try {
      const writer = new GridDatasetWriter(folderBlobStore(dir), 'cpc_precip_us-daily', {
        now: () => 'then',
      });
      await writer.write([{ cell: { row: 31, col: 190 }, firstDay: 0, values: Float32Array.from([2]) }]);
      await writer.finish([]);
      const source = createWeatherSource({ gridStore: { kind: 'folder', dir }, region: 'us-east-1' });
      expect(createWeatherSource({ gridStore: { kind: 'folder', dir }, region: 'us-east-1' })).toBe(source);
      expect(await source.metadata('cpc_precip_us-daily')).toMatchObject({
        origin: 'observed',
        ingestedCells: 1,
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
