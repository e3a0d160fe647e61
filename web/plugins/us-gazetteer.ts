import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { encodeGazetteer, type ZipRow } from '../src/shared/locations/gazetteer-codec.js';

/**
 * `virtual:us-gazetteer`: the `zipcodes` package's US ZIP table, compacted for the location picker's
 * offline address search (a lazy chunk of about 0.39 MB gzipped instead of 0.88 MB).
 */
export function usGazetteer(): Plugin {
  const id = 'virtual:us-gazetteer';
  const resolved = `\0${id}`;
  return {
    name: 'almanac-us-gazetteer',
    resolveId: (source) => (source === id ? resolved : undefined),
    load(loadId) {
      if (loadId !== resolved) return undefined;
      const require = createRequire(import.meta.url);
      const { codes } = require('zipcodes/lib/codes.js') as { codes: Record<string, ZipRow> };
      return `export default ${JSON.stringify(encodeGazetteer(Object.values(codes)))};`;
    },
  };
}
