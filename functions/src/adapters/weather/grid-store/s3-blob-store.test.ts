import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGridWeatherSource } from './grid-weather-source.js';
import { GridDatasetWriter } from './grid-writer.js';
import { createGridS3Client, s3BlobStore } from './s3-blob-store.js';

// The local stack's S3 emulator (an infra dev dependency), on a free port.
const require = createRequire(import.meta.url);
type S3rver = { run(): Promise<{ port: number }>; close(): Promise<void> };
const S3rverClass = require('s3rver') as new (opts: Record<string, unknown>) => S3rver;

describe('S3 blob store (against the S3 emulator)', () => {
  let dir: string;
  let server: S3rver;
  let env: NodeJS.ProcessEnv;
  let saved: NodeJS.ProcessEnv;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'grid-s3-'));
    server = new S3rverClass({
      address: '127.0.0.1',
      port: 0,
      directory: dir,
      silent: true,
      allowMismatchedSignatures: true,
    });
    const { port } = await server.run();
    env = {
      AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${port}`,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    };
    saved = { ...process.env };
    Object.assign(process.env, {
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    });
    await createGridS3Client('us-east-1', env).send(new CreateBucketCommand({ Bucket: 'grid-test' }));
  });
  afterAll(async () => {
    process.env = saved;
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('puts and gets bytes under the prefix (path-style at the endpoint), null when absent', async () => {
    const store = s3BlobStore(createGridS3Client('us-east-1', env), 'grid-test', 'grid/');
    expect(store.description).toBe('s3://grid-test/grid/');
    expect(await store.get('nothing/here.bin')).toBeNull();
    await store.put('a/b.bin', Uint8Array.from([1, 2, 3]));
    expect(Array.from((await store.get('a/b.bin'))!)).toEqual([1, 2, 3]);
  });

  it('serves a cell written through S3', async () => {
    const store = s3BlobStore(createGridS3Client('us-east-1', env), 'grid-test', 'grid/');
    const writer = new GridDatasetWriter(store, 'cpc_precip_us-daily', {
      now: () => '2026-11-21T00:00:00.000Z',
    });
    await writer.write([{ cell: { row: 31, col: 190 }, firstDay: 0, values: Float32Array.from([1.5, 0]) }]);
    await writer.finish([{ name: 'precip.V1.0.1970.nc', firstDate: '1970-01-01', lastDate: '1970-01-02' }]);
    const source = createGridWeatherSource(store);
    const [s] = await source.dailySeries(
      'cpc_precip_us-daily',
      [{ row: 31, col: 190 }],
      '1970-01-01',
      '1970-01-02',
    );
    expect(s!.origin).toBe('observed');
    expect(Array.from(s!.series.values)).toEqual([1.5, 0]);
    expect((await source.metadata('cpc_precip_us-daily')).latestDate).toBe('1970-01-02');
  });
});
