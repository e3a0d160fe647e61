import { defineConfig } from 'vitest/config';

/** One runner, one project per package: `vitest run --project <name>`. */
export default defineConfig({
  test: {
    projects: ['core', 'functions', 'infra', 'web', 'tests', 'tests/vitest.bench.config.ts'],
  },
});
