import type { Ports } from '../../ports/index.js';
import { requireCaller, type Caller } from '../caller.js';

/**
 * "Log out everywhere": revoke every session of the caller, the one in use included (the web app
 * then signs out). Answers how many sessions were ended.
 */
export async function logoutEverywhere(ports: Pick<Ports, 'sessions' | 'clock'>, caller: Caller | null) {
  const me = requireCaller(caller);
  return ports.sessions.revokeAllForUser(me.userId, ports.clock.now().toISOString());
}
