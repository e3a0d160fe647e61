import type { Ports, UserRecord } from '../../ports/index.js';
import { newAgencyOf } from '../users/new-agency.js';

/**
 * Mark the e-mail confirmed (a code, a link, or a password reset proved the address); a sign-up's
 * agency is created at this moment.
 */
export async function confirmAccount(ports: Pick<Ports, 'users' | 'clock'>, user: UserRecord) {
  if (user.confirmedAt && !user.pendingOrganization) return user;
  const at = ports.clock.now().toISOString();
  return ports.users.setConfirmed(user.id, at, newAgencyOf(user, at));
}
