/** The users the contracts tests' worlds are made of (test-only). */
import type { Permission } from '@almanac/core';
import type { UserRecord } from '../../ports/index.js';

/** The clock every contracts test world starts at. */
export const CONTRACTS_TEST_NOW = '2026-11-21T15:00:00.000Z';

/** An agent's own permission: quotes; binding comes from the organisation's. */
export const sellingPermissions: Permission[] = [{ platform: 'DEFAULT', canQuote: true, canBind: false }];

/** A confirmed user of org-1 named Avery {id}, e-mail {id}@example.com. */
export const testUser = (
  id: string,
  role: UserRecord['role'],
  extra: Partial<UserRecord> = {},
): UserRecord => ({
  id,
  email: `${id}@example.com`,
  role,
  passwordHash: 'x',
  createdAt: CONTRACTS_TEST_NOW,
  updatedAt: CONTRACTS_TEST_NOW,
  confirmedAt: CONTRACTS_TEST_NOW,
  profile: { firstName: 'Avery', lastName: id },
  permissions: sellingPermissions,
  organizationId: 'org-1',
  ...extra,
});
