import { defineProject } from 'vitest/config';
export default defineProject({
  test: { name: 'functions', include: ['src/**/*.test.ts'], environment: 'node', isolate: false },
});
