import type { Ports } from '../../ports/index.js';
import { requireCaller, type Caller } from '../caller.js';
import { revokeSessionFamily } from './session.js';

/**
 * Revoke the session in use, and the sessions derived from it (a LOGIN hand-off to the onboarding
 * site): their tokens are refused from the next request on. Other sessions of the user stay.
 */
export async function logout(ports: Pick<Ports, 'sessions' | 'clock'>, caller: Caller | null) {
  const me = requireCaller(caller);
  await revokeSessionFamily(ports, me.userId, me.sessionHash, ports.clock.now().toISOString());
  return true;
}
