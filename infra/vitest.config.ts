import { defineProject } from 'vitest/config';

/** CDK assertion tests: each file synthesizes its stacks once (beforeAll); bundling is slow-ish. */
export default defineProject({
  test: {
    name: 'infra',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180000,
    hookTimeout: 180000,
  },
});
