import { defineProject } from 'vitest/config';

/** Unit tests of the bench guard's pure logic (npm run bench): no stack, part of npm run test:unit. */
export default defineProject({
  test: { name: 'bench', include: ['bench/**/*.test.ts'], environment: 'node' },
});
