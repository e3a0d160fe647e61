import { defineProject } from 'vitest/config';

/** Integration tests: GraphQL over HTTP against one local stack started for the run. */
export default defineProject({
  test: {
    name: 'integration',
    include: ['integration/**/*.test.ts'],
    globalSetup: ['integration/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
