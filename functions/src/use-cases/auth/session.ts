import {
  AppError,
  SESSION_ACCESS_SECONDS,
  SESSION_RENEWABLE_REMEMBER_ME_SECONDS,
  SESSION_RENEWABLE_SECONDS,
} from '@almanac/core';
import type { Ports, SessionRecord, UserRecord } from '../../ports/index.js';
import { loadUserView } from '../users/user-view.js';

const plusSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000).toISOString();

/**
 * Start a session for a user and answer with the AuthPayload shape. A session derived from
 * another (`parent`: a LOGIN hand-off, a confirmation code) keeps the parent's renewal limit and
 * Remember me, and records the parent so logging the parent out ends it too. `scope.contractId`
 * limits the session to one contract (the client's review link); a session derived from a scoped
 * one keeps the parent's scope, whatever is asked, so no derivation widens it.
 */
export async function startSession(
  ports: Pick<Ports, 'sessions' | 'clock' | 'random' | 'digest' | 'organizations'>,
  user: UserRecord,
  rememberMe = false,
  parent?: SessionRecord,
  scope: { contractId?: string } = {},
) {
  // No path signs a disabled member in (login, reset, confirmation, hand-offs, invitations).
  if (user.disabledAt) throw new AppError('ACCOUNT_DISABLED');
  const now = ports.clock.now();
  const token = `alm_${ports.random.token()}`;
  const remember = parent?.rememberMe ?? rememberMe;
  const ownLimit = plusSeconds(
    now,
    remember ? SESSION_RENEWABLE_REMEMBER_ME_SECONDS : SESSION_RENEWABLE_SECONDS,
  );
  const renewableUntil = parent && parent.renewableUntil < ownLimit ? parent.renewableUntil : ownLimit;
  const access = plusSeconds(now, SESSION_ACCESS_SECONDS);
  const expiresAt = access < renewableUntil ? access : renewableUntil;
  const contractId = parent?.contractId ?? scope.contractId;
  await ports.sessions.create({
    tokenHash: ports.digest(token),
    userId: user.id,
    createdAt: now.toISOString(),
    expiresAt,
    renewableUntil,
    rememberMe: remember,
    ...(parent ? { parentHash: parent.tokenHash } : {}),
    ...(contractId ? { contractId } : {}),
  });
  return { token, expiresAt, user: await loadUserView(ports, user, user.id) };
}

export const nextAccessExpiry = (now: Date) => plusSeconds(now, SESSION_ACCESS_SECONDS);

/** A session that may still be used or renewed: not revoked, inside its renewal limit. */
export const isLiveSession = (session: SessionRecord | undefined, now: Date): session is SessionRecord =>
  !!session && !session.revokedAt && new Date(session.renewableUntil) > now;

/**
 * Revoke a session and every session derived from it (LOGIN hand-offs, confirmation sessions,
 * and theirs in turn).
 */
export async function revokeSessionFamily(
  ports: Pick<Ports, 'sessions'>,
  userId: string,
  tokenHash: string,
  revokedAt: string,
): Promise<void> {
  const all = await ports.sessions.listForUser(userId);
  const doomed = new Set([tokenHash]);
  for (let grew = true; grew;) {
    grew = false;
    for (const s of all) {
      if (s.parentHash && doomed.has(s.parentHash) && !doomed.has(s.tokenHash)) {
        doomed.add(s.tokenHash);
        grew = true;
      }
    }
  }
  const live = all.filter((s) => doomed.has(s.tokenHash) && !s.revokedAt).map((s) => s.tokenHash);
  if (!all.some((s) => s.tokenHash === tokenHash)) live.push(tokenHash);
  await Promise.all(live.map((hash) => ports.sessions.revoke(hash, revokedAt)));
}
