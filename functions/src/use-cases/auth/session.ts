import {
  SESSION_ACCESS_SECONDS,
  SESSION_RENEWABLE_REMEMBER_ME_SECONDS,
  SESSION_RENEWABLE_SECONDS,
} from '@almanac/core';
import type { Ports, UserRecord } from '../../ports/index.js';
import { loadUserView } from '../users/user-view.js';

const plusSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000).toISOString();

/** Start a session for a user and answer with the AuthPayload shape. */
export async function startSession(
  ports: Pick<Ports, 'sessions' | 'clock' | 'random' | 'digest' | 'organizations'>,
  user: UserRecord,
  rememberMe = false,
) {
  const now = ports.clock.now();
  const token = `alm_${ports.random.token()}`;
  const expiresAt = plusSeconds(now, SESSION_ACCESS_SECONDS);
  await ports.sessions.create({
    tokenHash: ports.digest(token),
    userId: user.id,
    createdAt: now.toISOString(),
    expiresAt,
    renewableUntil: plusSeconds(
      now,
      rememberMe ? SESSION_RENEWABLE_REMEMBER_ME_SECONDS : SESSION_RENEWABLE_SECONDS,
    ),
    rememberMe,
  });
  return { token, expiresAt, user: await loadUserView(ports, user) };
}

export const nextAccessExpiry = (now: Date) => plusSeconds(now, SESSION_ACCESS_SECONDS);
