import { AppError } from '@almanac/core';
import * as z from 'zod';
import type { Ports } from '../../ports/index.js';
import { parseInput } from '../validate.js';
import { consumeOneTimeToken } from './consume-token.js';
import { isLiveSession, nextAccessExpiry, startSession } from './session.js';
import { loadUserView } from '../users/user-view.js';

const authorizeSchema = z.object({ token: z.string().trim().min(1, 'Invalid token').max(512) });

type Deps = Pick<
  Ports,
  'sessions' | 'users' | 'organizations' | 'oneTimeTokens' | 'clock' | 'random' | 'digest'
>;

/**
 * Renew a session: slide its access window (same token) while it is renewable and not revoked.
 * A one-time LOGIN token (createLoginToken, handed to the onboarding site) is exchanged for a
 * new session derived from the session that asked for it: it ends when that one is logged out and
 * is renewable only as long as that one (so chaining hand-offs never extends a session's life).
 * Anything else is UNAUTHORIZED, and the client logs out.
 */
export async function authorize(ports: Deps, rawArgs: unknown) {
  const { token } = parseInput(authorizeSchema, rawArgs);
  if (!token.startsWith('alm_')) return exchangeLoginToken(ports, token);
  const hash = ports.digest(token);
  const session = await ports.sessions.get(hash);
  const now = ports.clock.now();
  if (!session || session.revokedAt || new Date(session.renewableUntil) <= now)
    throw new AppError('UNAUTHORIZED');
  const expiresAt = nextAccessExpiry(now);
  const capped = expiresAt < session.renewableUntil ? expiresAt : session.renewableUntil;
  if (!(await ports.sessions.extend(hash, capped, now.toISOString()))) throw new AppError('UNAUTHORIZED');
  const user = await ports.users.get(session.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (user.disabledAt) throw new AppError('ACCOUNT_DISABLED');
  return { token, expiresAt: capped, user: await loadUserView(ports, user, user.id) };
}

async function exchangeLoginToken(ports: Deps, token: string) {
  const { record, user } = await consumeOneTimeToken(ports, token, ['LOGIN']).catch(() => {
    throw new AppError('UNAUTHORIZED');
  });
  const parent = record.subject ? await ports.sessions.get(record.subject) : undefined;
  if (!isLiveSession(parent, ports.clock.now()) || parent.userId !== user.id)
    throw new AppError('UNAUTHORIZED');
  return startSession(ports, user, parent.rememberMe, parent);
}
