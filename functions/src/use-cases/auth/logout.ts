import type { Ports } from '../../ports/index.js';
import { requireCaller, type Caller } from '../caller.js';

/** Revoke the session in use: its token is refused from the next request on. */
export async function logout(ports: Pick<Ports, 'sessions' | 'clock'>, caller: Caller | null) {
  await ports.sessions.revoke(requireCaller(caller).sessionHash, ports.clock.now().toISOString());
  return true;
}
