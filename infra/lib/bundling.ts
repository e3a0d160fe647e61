/**
 * How every Lambda is bundled (AppFunction hands these to NodejsFunction, which runs the local
 * esbuild; `npm run bench:bundles` runs esbuild with the same settings to measure the bundles).
 */

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
} as const;
