/**
 * npm run bench:bundles — the size of each Lambda's bundle and its cold initialisation, built by
 * esbuild with the settings the CDK stack uses (infra/lib/bundling.ts: ESM, node22, minified,
 * keep-names, nothing external). Prints one row per Lambda: the minified code (index.mjs,
 * without its source map), the same gzipped (roughly what the deployment zip holds), the number
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
import { lambdaBundling } from '../../infra/lib/bundling.js';
import { fromRoot, paths } from '../../infra/lib/paths.js';
import { authorizerEntry, resolverDomains, scheduledJobs, workers } from '../../infra/lib/routing.js';
import { reportFigures, type Figure } from './figures.js';

export type LambdaKind = 'api' | 'worker' | 'job';

export interface BundleSize {
  lambda: string;
  kind: LambdaKind;
  entry: string;
  bytes: number;
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

/** Bundle one handler as NodejsFunction would: the code it ships and what is inside. */
export async function bundle(entry: string) {
  const result = await build({
    entryPoints: [fromRoot(entry)],
    bundle: true,
    platform: 'node',
    format: lambdaBundling.format,
    target: lambdaBundling.target,
    mainFields: [...lambdaBundling.mainFields],
    banner: { js: lambdaBundling.banner },
    minify: lambdaBundling.minify,
    keepNames: lambdaBundling.keepNames,
    sourcemap: lambdaBundling.sourceMap,
    sourcesContent: lambdaBundling.sourcesContent,
    external: [...lambdaBundling.externalModules],
    tsconfig: paths.tsconfig,
    outfile: '/bundle/index.mjs',
    write: false,
    metafile: true,
    logLevel: 'warning',
  });
  const code = result.outputFiles.find((f) => f.path.endsWith('.mjs'))!;
  const map = result.outputFiles.find((f) => f.path.endsWith('.mjs.map'));
  return { code: code.contents, map: map?.contents, inputs: Object.keys(result.metafile.inputs) };
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
 * Import time of a built bundle: written under node_modules/.cache (so an external package, if
 * the bundling settings ever name one, resolves from the repository's node_modules), imported in
 * `runs` fresh Node processes; each process times only its own `import()`. Median in ms.
 */
export function measureImport(lambda: string, code: Uint8Array, map?: Uint8Array, runs = 10): number {
  const dir = fromRoot(path.join('node_modules', '.cache', 'almanac-bundles', lambda));
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'index.mjs');
  writeFileSync(file, code);
  if (map) writeFileSync(`${file}.map`, map);
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
  const { code, map, inputs } = await bundle(entry);
  return {
    lambda,
    kind,
    entry,
    bytes: code.byteLength,
    gzipBytes: gzipSync(code).byteLength,
    modules: inputs.length,
    atlas: inputs.some((i) => i.includes('node_modules/us-atlas/')),
    weather: inputs.some((i) => i.includes('functions/src/adapters/weather/')),
    importMs: withImport ? measureImport(lambda, code, map) : undefined,
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
  const header = ['Lambda', 'kind', 'minified', 'target', 'gzip', 'modules', 'US atlas', 'weather', 'import'];
  const table = rows.map((r) => [
    r.lambda,
    r.kind,
    kb(r.bytes),
    `${r.bytes <= BUNDLE_TARGETS[r.kind] ? '≤' : '>'} ${kb(BUNDLE_TARGETS[r.kind])}`,
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
