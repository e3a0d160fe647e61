import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { usGazetteer } from './plugins/us-gazetteer.js';

/** The `web` project of the root vitest workspace: `npx vitest run --project web`. */
export default defineProject({
  plugins: [react(), usGazetteer()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'plugins/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // One worker runs its files in one module graph and one document (the app, Chakra and jsdom
    // are loaded once per worker, not once per file): state a module keeps is reset per test in
    // src/test/setup.ts or scoped to what owns it (docs/decisions.md, issue 28 item 7).
    isolate: false,
    testTimeout: 15_000,
  },
});
