import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineGraphqlDocuments } from './plugins/inline-graphql-documents.js';
import { rechartsReactIs } from './plugins/recharts-react-is.js';
import { usGazetteer } from './plugins/us-gazetteer.js';

/**
 * The web app. Runtime settings come from /config.json (src/lib/config.ts), so one build serves
 * every stage; VITE_* variables are only the fallback for `vite dev` without the local stack.
 */
export default defineConfig({
  plugins: [inlineGraphqlDocuments(), react(), usGazetteer(), rechartsReactIs()],
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The lazy map chunk (maplibre, ~1.1 MB minified, ~0.3 MB gzipped) and the offline gazetteer
    // (~1 MB) are the largest; neither is part of the first load.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      treeshake: {
        // @almanac/core is pure (ARCHITECTURE.md section 2): let unused modules (the zod schemas)
        // drop out of the first-load chunk. Same effect as `"sideEffects": false` in core.
        moduleSideEffects: [
          { test: /[\\/]core[\\/]src[\\/]/, sideEffects: false },
          // The generated documents, read by `vite dev` and the tests only: the build writes each
          // document where it is used (plugins/inline-graphql-documents.ts).
          { test: /[\\/]lib[\\/]graphql[\\/]generated[\\/]/, sideEffects: false },
        ],
        // Building a zod schema has no side effects: an unused one drops out (issue 28, item 6).
        manualPureFunctions: ['z'],
      },
    },
  },
});
