export const Role = {
  admin: 'admin',
  agent: 'agent',
  client: 'client',
  drehubuser: 'drehubuser',
  internal: 'internal',
  primaryAgent: 'primaryAgent',
  service: 'service',
  superAdmin: 'superAdmin',
} as const;
export type Role = (typeof Role)[keyof typeof Role];
export const roles = Object.values(Role) as [Role, ...Role[]];

export const roleLabels: Record<Role, string> = {
  admin: 'Admin',
  agent: 'Agent',
  client: 'Client',
  drehubuser: 'Claims hub user',
  internal: 'Internal',
  primaryAgent: 'Primary Agent',
  service: 'Service',
  superAdmin: 'Super Admin',
};

export const Platform = {
  CM: 'CM',
  DEFAULT: 'DEFAULT',
  DRE: 'DRE',
  HH: 'HH',
  PM: 'PM',
  RM: 'RM',
  SINGLIFE: 'SINGLIFE',
} as const;
export type Platform = (typeof Platform)[keyof typeof Platform];
export const platforms = Object.values(Platform) as [Platform, ...Platform[]];

/**
 * Roles that sell cover: the only ones canQuote/canBind can be true for
 * (docs/requirements.md#roles-and-permissions).
 */
export const sellingRoles: readonly Role[] = ['superAdmin', 'agent', 'primaryAgent'];
/**
 * Roles that manage the agency (organisation edits, team Edit action;
 * docs/requirements.md#roles-and-permissions).
 */
export const agencyManagerRoles: readonly Role[] = ['admin', 'primaryAgent', 'superAdmin'];
/**
 * Roles that underwrite: the operations queue, approving or rejecting applications that need a
 * person, recording a received wire (docs/decisions.md, issue 13).
 */
export const underwriterRoles: readonly Role[] = ['internal', 'superAdmin'];
