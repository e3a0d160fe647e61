/**
 * npm run bench:bundles — the size of each Lambda's bundle, built by esbuild with the settings
 * the CDK stack uses (infra/lib/bundling.ts: ESM, node22, minified, keep-names, nothing
 * external), in memory. Prints one row per Lambda: the minified code (index.mjs, without its
 * source map), the same gzipped (roughly what the deployment zip holds), the number of modules
 * bundled, and whether the US state atlas or the weather adapters are inside.
 * `--json` prints the rows as JSON instead. Not a test.
 */
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { lambdaBundling } from '../../infra/lib/bundling.js';
import { fromRoot, paths } from '../../infra/lib/paths.js';
import { authorizerEntry, resolverDomains, scheduledJobs, workers } from '../../infra/lib/routing.js';

export interface BundleSize {
  lambda: string;
  entry: string;
  bytes: number;
  gzipBytes: number;
  modules: number;
  atlas: boolean;
  weather: boolean;
}

export const lambdaEntries = (): [string, string][] => [
  ['authorizer', authorizerEntry],
  ...Object.entries(resolverDomains).map(([name, d]) => [name, d.entry] as [string, string]),
  ...Object.entries(workers).map(([name, w]) => [`${name}-worker`, w.entry] as [string, string]),
  ...Object.entries(scheduledJobs).map(([name, j]) => [name, j.entry] as [string, string]),
];

/** Bundle one handler as NodejsFunction would and measure the code it ships. */
export async function measureBundle(lambda: string, entry: string): Promise<BundleSize> {
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
  const inputs = Object.keys(result.metafile.inputs);
  return {
    lambda,
    entry,
    bytes: code.contents.byteLength,
    gzipBytes: gzipSync(code.contents).byteLength,
    modules: inputs.length,
    atlas: inputs.some((i) => i.includes('node_modules/us-atlas/')),
    weather: inputs.some((i) => i.includes('functions/src/adapters/weather/')),
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

async function main() {
  const rows: BundleSize[] = [];
  for (const [lambda, entry] of lambdaEntries()) rows.push(await measureBundle(lambda, entry));
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows, null, 2));
    return;
  }
  const header = ['Lambda', 'minified', 'gzip', 'modules', 'US atlas', 'weather'];
  const table = rows.map((r) => [
    r.lambda,
    kb(r.bytes),
    kb(r.gzipBytes),
    String(r.modules),
    r.atlas ? 'yes' : 'no',
    r.weather ? 'yes' : 'no',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  for (const row of table) console.log(line(row));
}

await main();
