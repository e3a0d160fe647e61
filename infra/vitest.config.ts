import { defineProject } from 'vitest/config';

/**
 * CDK assertion tests. A worker runs its files in one module graph (aws-cdk-lib is loaded once),
 * and test/helpers.ts synthesizes each stage configuration once for all of them; bundling is slow-ish.
 */
export default defineProject({
  test: {
    name: 'infra',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    isolate: false,
    testTimeout: 180000,
    hookTimeout: 180000,
  },
});
