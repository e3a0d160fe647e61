import type { OrganizationRecord, Ports, UserRecord } from '../../ports/index.js';
import { loadUserView, toUserView } from '../users/user-view.js';
import { pendingEmailOf } from './email-change.js';

/**
 * A client as the agency's pages show it: the User view plus `pendingEmail`, the address a
 * requested change awaits confirmation for (null when none, or its link expired).
 */
export const toClientUserView = (user: UserRecord, org: OrganizationRecord | undefined, now: Date) => ({
  ...toUserView(user, org),
  pendingEmail: pendingEmailOf(user, now),
});

export async function clientUserView(ports: Pick<Ports, 'organizations' | 'clock'>, user: UserRecord) {
  return { ...(await loadUserView(ports, user)), pendingEmail: pendingEmailOf(user, ports.clock.now()) };
}
