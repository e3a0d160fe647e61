/**
 * How every Lambda is bundled: AppFunction runs the local esbuild with `lambdaBuildOptions` (no
 * Docker), and `npm run bench:bundles` builds with the same options to measure what is deployed.
 */
import type { BuildOptions } from 'esbuild';
import { fromRoot, paths, repoRoot } from './paths.js';

/**
 * ESM output still meets CommonJS dependencies that call `require` (e.g. for Node built-ins):
 * give the bundle a real one. The alias keeps the banner from clashing with bundled imports.
 */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __almanacCreateRequire } from 'node:module'; const require = __almanacCreateRequire(import.meta.url);";

export const lambdaBundling = {
  format: 'esm',
  target: 'node22',
  mainFields: ['module', 'main'],
  banner: ESM_REQUIRE_BANNER,
  minify: true,
  keepNames: true,
  sourceMap: true,
  sourcesContent: false,
  /** Nothing external: the pinned AWS SDK is bundled, not the runtime's. */
  externalModules: [] as string[],
  /**
   * Code splitting: what a handler loads with `await import()` (the S3 client, the Encryption SDK,
   * pdf-lib: functions/src/adapters/lazy/; the SDK's own credential providers) is a chunk under
   * `chunks/`, read only when called, not in the init phase of every cold start.
   */
  splitting: true,
  /** The Lambda handler's file: `index.handler` resolves to it. */
  entryFile: 'index.mjs',
  chunkDir: 'chunks',
  /**
   * Packages whose package.json names only their CommonJS build although they ship an ES module
   * one: bundled from the ES modules so unused exports are dropped. `@aws-crypto/client-node`'s
   * CommonJS index requires every keyring, with the hierarchical one's key store and through it
   * the whole DynamoDB client (every command's schema), about 60 KiB more in each Lambda that
   * encrypts (users, contracts).
   */
  alias: {
    '@aws-crypto/client-node': '@aws-crypto/client-node/build/module/src/index.js',
  },
} as const;

/** esbuild options that bundle one handler (`entry`, relative to the repository root) into `outdir`. */
export function lambdaBuildOptions(entry: string, outdir: string): BuildOptions {
  return {
    entryPoints: { index: fromRoot(entry) },
    outdir,
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
    splitting: lambdaBundling.splitting,
    chunkNames: `${lambdaBundling.chunkDir}/[name]-[hash]`,
    outExtension: { '.js': '.mjs' },
    alias: { ...lambdaBundling.alias },
    // Aliases resolve from here.
    absWorkingDir: repoRoot,
    tsconfig: paths.tsconfig,
    logLevel: 'warning',
  };
}
