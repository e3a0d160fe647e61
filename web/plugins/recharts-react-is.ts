import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * recharts reads React elements with `react-is`, which must match the React version (19). npm
 * hoists recharts to the root node_modules, where an older react-is (16, for other packages)
 * sits; the web workspace's own react-is 19 is given to recharts' imports instead.
 */
export function rechartsReactIs(): Plugin {
  const target = createRequire(import.meta.url).resolve('react-is');
  return {
    name: 'almanac-recharts-react-is',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-is' && importer && /[\\/]node_modules[\\/]recharts[\\/]/.test(importer))
        return target;
      return undefined;
    },
  };
}
