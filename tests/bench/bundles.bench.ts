/**
 * npm run bench:bundles — the size of each Lambda's bundle and its cold initialisation, built by
 * esbuild with the options the CDK stack uses (infra/lib/bundling.ts: ESM, node22, minified,
 * keep-names, nothing external, code splitting). Prints one row per Lambda: the code its init
 * phase loads (index.mjs and the chunks it imports statically, without source maps: the figure
 * held to the target), all its code (with the chunks imported on first use: the S3 client, the
 * Encryption SDK, pdf-lib, the SDK's unused credential providers), the init code gzipped, the number
 * of modules bundled, whether the US state atlas or the weather adapters are inside, and the
 * median import time of the built bundle in a fresh Node process (10 runs; the handler's module
 * scope only, as Lambda's init phase runs it, with its source map and `--enable-source-maps` as
 * the stack sets them).
 * Then one `BENCH_FIGURES` line (tests/bench/figures.ts) with every size (targets: 600 KiB for an
 * API resolver or the authorizer, 1 MiB for a worker or a job) and every import time.
 * `--json` prints the rows as JSON instead; `--no-import` skips the import timings. Not a test.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { lambdaBuildOptions, lambdaBundling } from '../../infra/lib/bundling.js';
import { fromRoot } from '../../infra/lib/paths.js';
import { authorizerEntry, resolverDomains, scheduledJobs, workers } from '../../infra/lib/routing.js';
import { reportFigures, type Figure } from './figures.js';

export type LambdaKind = 'api' | 'worker' | 'job';

export interface BundleSize {
  lambda: string;
  kind: LambdaKind;
  entry: string;
  /** The code the init phase loads: index.mjs and the chunks it imports statically (the target's figure). */
  bytes: number;
  /** Every chunk, with those imported on first use (`await import()`). */
  totalBytes: number;
  /** Chunks besides index.mjs. */
  chunks: number;
  /** `bytes` gzipped. */
  gzipBytes: number;
  modules: number;
  atlas: boolean;
  weather: boolean;
  /** Median milliseconds to import the built bundle in a fresh process (undefined when skipped). */
  importMs?: number;
}

/** The sizes the issue asks for (issue 28 item 5), in bytes. */
export const BUNDLE_TARGETS: Record<LambdaKind, number> = {
  api: 600 * 1024,
  worker: 1024 * 1024,
  job: 1024 * 1024,
};

export const lambdaEntries = (): [string, string, LambdaKind][] => [
  ['authorizer', authorizerEntry, 'api'],
  ...Object.entries(resolverDomains).map(
    ([name, d]) => [name, d.entry, 'api'] as [string, string, LambdaKind],
  ),
  ...Object.entries(workers).map(
    ([name, w]) => [`${name}-worker`, w.entry, 'worker'] as [string, string, LambdaKind],
  ),
  ...Object.entries(scheduledJobs).map(([name, j]) => [name, j.entry, 'job'] as [string, string, LambdaKind]),
];

/** One output file of a bundle: its path under the function's directory and its bytes. */
export interface BundleFile {
  path: string;
  contents: Uint8Array;
}

/**
 * Bundle one handler as the stack does (`lambdaBuildOptions`, code splitting): every file it
 * deploys, the code its init phase loads (index.mjs and the chunks it imports statically, without
 * source maps) and the code in all (with the chunks imported on first use), and what is inside.
 */
export async function bundle(entry: string) {
  const outdir = '/bundle';
  const result = await build({ ...lambdaBuildOptions(entry, outdir), write: false, metafile: true });
  const outputs = result.metafile.outputs;
  const relative = (file: string) => path.relative(outdir, path.resolve(file));
  const byPath = new Map(result.outputFiles.map((f) => [relative(f.path), f.contents]));
  const code = Object.keys(outputs).filter((f) => f.endsWith('.mjs'));
  const entryFile = code.find((f) => relative(f) === lambdaBundling.entryFile)!;
  const initFiles = new Set<string>();
  for (const stack = [entryFile]; stack.length;) {
    const file = stack.pop()!;
    if (initFiles.has(file)) continue;
    initFiles.add(file);
    for (const i of outputs[file]!.imports)
      if (i.kind === 'import-statement' && !i.external) stack.push(i.path);
  }
  const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + outputs[f]!.bytes, 0);
  return {
    files: [...byPath].map(([p, contents]) => ({ path: p, contents })) as BundleFile[],
    initBytes: sum(initFiles),
    totalBytes: sum(code),
    initCode: [...initFiles].map((f) => byPath.get(relative(f))!),
    chunks: code.length - 1,
    inputs: Object.keys(result.metafile.inputs),
  };
}

/**
 * Environment a handler may read while its module is imported (nothing is called: the ports are
 * built on first use). Fake values; no AWS call is made.
 */
const FAKE_LAMBDA_ENV = {
  AWS_REGION: 'us-east-1',
  AWS_LAMBDA_FUNCTION_NAME: 'bench',
  AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '1024',
  POWERTOOLS_LOG_LEVEL: 'ERROR',
  LOG_LEVEL: 'ERROR',
  STAGE: 'bench',
  TABLE_NAME: 'bench-table',
};

/**
 * Import time of a built bundle: its files (index.mjs, its chunks, their source maps) written
 * under node_modules/.cache (so an external package, if the bundling settings ever name one,
 * resolves from the repository's node_modules), index.mjs imported in
 * `runs` fresh Node processes; each process times only its own `import()`. Median in ms.
 */
export function measureImport(lambda: string, files: readonly BundleFile[], runs = 10): number {
  const dir = fromRoot(path.join('node_modules', '.cache', 'almanac-bundles', lambda));
  for (const f of files) {
    mkdirSync(path.dirname(path.join(dir, f.path)), { recursive: true });
    writeFileSync(path.join(dir, f.path), f.contents);
  }
  const file = path.join(dir, lambdaBundling.entryFile);
  const script = `const t0 = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); console.log('IMPORT_MS', performance.now() - t0);`;
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      // NODE_OPTIONS in the stack (infra/lib/constructs/app-function.ts) enables source maps.
      const out = execFileSync(
        process.execPath,
        ['--enable-source-maps', '--input-type=module', '-e', script],
        {
          env: { PATH: process.env.PATH, ...FAKE_LAMBDA_ENV },
          encoding: 'utf8',
        },
      );
      const line = out.split('\n').find((l) => l.startsWith('IMPORT_MS '));
      if (!line) throw new Error(`${lambda}: no import time in ${JSON.stringify(out)}`);
      times.push(Number(line.slice('IMPORT_MS '.length)));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** Bundle one handler, measure the code it ships and (unless `withImport` is false) its import time. */
export async function measureBundle(
  lambda: string,
  entry: string,
  kind: LambdaKind,
  withImport = true,
): Promise<BundleSize> {
  const { files, initBytes, totalBytes, initCode, chunks, inputs } = await bundle(entry);
  return {
    lambda,
    kind,
    entry,
    bytes: initBytes,
    totalBytes,
    chunks,
    gzipBytes: gzipSync(Buffer.concat(initCode)).byteLength,
    modules: inputs.length,
    atlas: inputs.some((i) => i.includes('node_modules/us-atlas/')),
    weather: inputs.some((i) => i.includes('functions/src/adapters/weather/')),
    importMs: withImport ? measureImport(lambda, files) : undefined,
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** The figures `npm run bench` compares: sizes exactly (with their targets), import times as ratios. */
export function bundleFigures(rows: BundleSize[]): Figure[] {
  return rows.flatMap((r) => [
    {
      name: `${r.lambda} minified`,
      kind: 'size',
      value: r.bytes,
      unit: 'bytes',
      target: BUNDLE_TARGETS[r.kind],
    },
    { name: `${r.lambda} minified with lazy chunks`, kind: 'size', value: r.totalBytes, unit: 'bytes' },
    ...(r.importMs === undefined
      ? []
      : [
          { name: `${r.lambda} import median`, kind: 'time', value: r.importMs, unit: 'ms' } satisfies Figure,
        ]),
  ]);
}

async function main() {
  const withImport = !process.argv.includes('--no-import');
  const rows: BundleSize[] = [];
  for (const [lambda, entry, kind] of lambdaEntries())
    rows.push(await measureBundle(lambda, entry, kind, withImport));
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows, null, 2));
    return;
  }
  const header = [
    'Lambda',
    'kind',
    'init code',
    'target',
    'all chunks',
    'chunks',
    'init gzip',
    'modules',
    'US atlas',
    'weather',
    'import',
  ];
  const table = rows.map((r) => [
    r.lambda,
    r.kind,
    kb(r.bytes),
    `${r.bytes <= BUNDLE_TARGETS[r.kind] ? '≤' : '>'} ${kb(BUNDLE_TARGETS[r.kind])}`,
    kb(r.totalBytes),
    String(r.chunks),
    kb(r.gzipBytes),
    String(r.modules),
    r.atlas ? 'yes' : 'no',
    r.weather ? 'yes' : 'no',
    r.importMs === undefined ? '—' : `${r.importMs.toFixed(1)} ms`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i <= 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  for (const row of table) console.log(line(row));
  reportFigures('bundles', bundleFigures(rows));
}

// Run only as a script (other benches may import the helpers above).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
