import { describe, expect, it } from 'vitest';
import { canUseOperations, operationsApplicationPath } from './operations-access.js';
import { roles } from './roles.js';

describe('canUseOperations', () => {
  it('lets internal users and super admins in, nobody else', () => {
    const allowed = roles.filter((role) => canUseOperations({ role }));
    expect(allowed.sort()).toEqual(['internal', 'superAdmin']);
    expect(canUseOperations(null)).toBe(false);
  });

  it("an application's page escapes its id", () => {
    expect(operationsApplicationPath('a/b')).toBe('/operations/applications/a%2Fb');
  });
});
