/**
 * Who works the operations queue (docs/requirements.md#binding): underwriting decisions and wires
 * received. The requirement leaves the `internal` role's rights open; Almanac gives it, and super
 * admins, the queue (docs/decisions.md). The web's guard and header and the server's checks read
 * this one rule.
 */
import type { Role } from './roles.js';

export const operationsRoles: readonly Role[] = ['internal', 'superAdmin'];

/** May this user open the operations queue (/operations/applications)? */
export const canUseOperations = (user: { role: Role } | null | undefined): boolean =>
  !!user && operationsRoles.includes(user.role);

/** The operations queue's route and an application's page in it. */
export const OPERATIONS_APPLICATIONS_PATH = '/operations/applications';
export const operationsApplicationPath = (contractId: string): string =>
  `${OPERATIONS_APPLICATIONS_PATH}/${encodeURIComponent(contractId)}`;
