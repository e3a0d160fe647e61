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
    testTimeout: 15_000,
  },
});
