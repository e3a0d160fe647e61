import { describe, expect, it } from 'vitest';
import { operationsApplicationPath } from './operations-paths.js';

describe('operationsApplicationPath', () => {
  it("escapes the application's id", () => {
    expect(operationsApplicationPath('app-1')).toBe('/operations/applications/app-1');
    expect(operationsApplicationPath('a/b')).toBe('/operations/applications/a%2Fb');
  });
});
