/**
 * Weather data CLI (an entry point, like a handler): `npm run data -- <command>`.
 *
 *   ingest prism <folder|files...> [--variable ppt|tmax|tmin]
 *   ingest cpc <folder|files...>
 *   download cpc --years 2000-2002 --out <dir> [--base-url URL] [--force]
 *   update [--base-url URL]   the data update job: the newest CPC days (recorded in the table)
 *   info
 *
 * Target store: --grid-dir <dir> (default .data/grid, what `npm start` reads) or --bucket <name>
 * [--prefix grid/] for S3 (region from AWS_REGION; AWS_ENDPOINT_URL_S3 for an emulator).
 * Ingest options: --encoding float32|int16 (int16 stores 0.01 mm / 0.01 deg C steps, half size).
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { datasets, type DatasetId } from '@almanac/core';
import type { BlobStore } from '../adapters/weather/grid-store/blob-store.js';
import type { CellEncoding } from '../adapters/weather/grid-store/cell-record.js';
import { folderBlobStore } from '../adapters/weather/grid-store/folder-blob-store.js';
import { metadataKey } from '../adapters/weather/grid-store/grid-layout.js';
import { parseGridMetadata } from '../adapters/weather/grid-store/grid-metadata.js';
import { createGridS3Client, s3BlobStore } from '../adapters/weather/grid-store/s3-blob-store.js';
import { CPC_BASE_URL, downloadCpc, parseYears } from '../adapters/weather/ingest/download-cpc.js';
import { ingestCpc, listNetcdfFiles } from '../adapters/weather/ingest/ingest-cpc.js';
import { ingestPrism } from '../adapters/weather/ingest/ingest-prism.js';
import { formatDatasetReport } from '../adapters/weather/ingest/ingest-report.js';
import type { PrismVariable } from '../adapters/weather/ingest/prism-files.js';
import { createProgress } from '../adapters/weather/ingest/progress.js';
import { runDataUpdate } from './data-update.js';
import {
  localStack,
  parsePortOffset,
  PORT_OFFSET_OPTION,
  PORT_OFFSET_USAGE,
  portOffsetError,
} from './local-defaults.js';

export const repoRoot = resolve(import.meta.dirname, '../../..');
export const DEFAULT_GRID_DIR = join(repoRoot, '.data', 'grid');

const USAGE = `Usage: npm run data -- <command>
  ingest prism <folder|files...> [--variable ppt|tmax|tmin]   PRISM GeoTIFF/COG/BIL files
  ingest cpc <folder|files...>                              CPC precip.V1.0.YYYY.nc files
  download cpc --years 2000-2002 --out <dir> [--base-url URL] [--force]
  update [--base-url URL] [--port-offset N]                 the newest CPC days (the data update job;
                                                            runs recorded in TABLE_NAME or the local stack)
  info                                                      what the store holds
Store: --grid-dir <dir> (default .data/grid) | --bucket <name> [--prefix grid/]
Ingest: --encoding float32|int16 (default float32, lossless)
Update: ${PORT_OFFSET_USAGE}`;

export interface CliIo {
  out: (line: string) => void;
  err: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  env: NodeJS.ProcessEnv;
}

/** Runs the CLI; returns the exit code. */
export async function runDataCli(argv: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      variable: { type: 'string' },
      'grid-dir': { type: 'string' },
      bucket: { type: 'string' },
      prefix: { type: 'string' },
      encoding: { type: 'string' },
      years: { type: 'string' },
      out: { type: 'string' },
      'base-url': { type: 'string' },
      force: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
      ...PORT_OFFSET_OPTION,
    },
  });
  const [command, kind, ...rest] = positionals;
  if (values.help || !command) {
    io.out(USAGE);
    return values.help ? 0 : 1;
  }
  const progress = createProgress(io.err);
  const store = (): BlobStore =>
    values.bucket
      ? s3BlobStore(
          createGridS3Client(io.env.AWS_REGION ?? 'us-east-1', io.env),
          values.bucket,
          values.prefix ?? 'grid/',
        )
      : folderBlobStore(resolve(values['grid-dir'] ?? DEFAULT_GRID_DIR));
  const encoding = (): CellEncoding => {
    if (!values.encoding || values.encoding === 'float32') return { kind: 'float32' };
    if (values.encoding === 'int16') return { kind: 'int16', scale: 0.01, offset: 0 };
    throw new Error(`Unknown --encoding ${values.encoding} (float32 or int16)`);
  };

  if (command === 'ingest' && (kind === 'prism' || kind === 'cpc')) {
    if (!rest.length) throw new Error(`ingest ${kind}: name the files or folders to ingest`);
    const target = store();
    io.out(`Ingesting into ${target.description}`);
    const started = Date.now();
    let reports;
    if (kind === 'prism') {
      const variable = values.variable as PrismVariable | undefined;
      if (variable && !['ppt', 'tmax', 'tmin'].includes(variable)) {
        throw new Error(`--variable must be ppt, tmax or tmin (not ${variable})`);
      }
      reports = await ingestPrism(target, rest, { variable, encoding: encoding(), progress });
    } else {
      const files = await listNetcdfFiles(rest);
      reports = [await ingestCpc(target, files, { encoding: encoding(), progress })];
    }
    for (const r of reports) for (const line of formatDatasetReport(r)) io.out(line);
    io.out(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return 0;
  }

  if (command === 'download' && kind === 'cpc') {
    if (!values.years || !values.out)
      throw new Error('download cpc needs --years (e.g. 2000-2002) and --out <dir>');
    const results = await downloadCpc({
      years: parseYears(values.years),
      outDir: resolve(values.out),
      baseUrl: values['base-url'] ?? CPC_BASE_URL,
      force: values.force,
      progress,
    });
    for (const r of results) {
      io.out(
        `${r.year}: ${r.status}${r.bytes ? ` (${r.bytes} bytes)` : ''}${r.message ? ` - ${r.message}` : ''}`,
      );
    }
    const failed = results.filter((r) => r.status === 'not-found' || r.status === 'failed');
    if (failed.length)
      io.out(`${failed.length} year(s) not downloaded: ${failed.map((r) => r.year).join(', ')}`);
    return failed.length ? 1 : 0;
  }

  if (command === 'update' && !kind) {
    const offset = parsePortOffset(values['port-offset']);
    if (offset === null) throw new Error(portOffsetError(values['port-offset']));
    const { code } = await runDataUpdate({
      local: localStack(offset),
      store: store(),
      baseUrl: values['base-url'] ?? io.env.CPC_BASE_URL ?? CPC_BASE_URL,
      env: io.env,
      progress,
      out: io.out,
    });
    return code;
  }

  if (command === 'info') {
    const target = store();
    io.out(`Grid store: ${target.description}`);
    for (const id of Object.keys(datasets) as DatasetId[]) {
      const bytes = await target.get(metadataKey(id));
      if (!bytes) {
        io.out(`${id}: no ingested data (served by the demo climate)`);
        continue;
      }
      const m = parseGridMetadata(bytes);
      io.out(
        `${id}: ${m.firstDate}..${m.latestDate}, ${m.ingestedCells} cells, ${m.sources.length} files, updated ${m.updatedAt}`,
      );
    }
    return 0;
  }

  io.out(USAGE);
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  runDataCli(process.argv.slice(2), {
    out: (l) => console.log(l),
    err: process.stderr,
    env: process.env,
  }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
