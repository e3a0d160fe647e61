import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The web app. Runtime settings come from /config.json (src/lib/config.ts), so one build serves
 * every stage; VITE_* variables are only the fallback for `vite dev` without the local stack.
 */
export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      treeshake: {
        // @almanac/core is pure (ARCHITECTURE.md section 2): let unused modules (the zod schemas)
        // drop out of the first-load chunk. Same effect as `"sideEffects": false` in core.
        moduleSideEffects: [{ test: /[\\/]core[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
