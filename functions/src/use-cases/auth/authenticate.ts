import type { Role } from '@almanac/core';
import type { Ports } from '../../ports/index.js';

export type AuthenticatePorts = Pick<Ports, 'sessions' | 'users' | 'clock' | 'digest'>;

/** Who is calling, as the authorizer hands it to the resolvers. */
export interface AuthenticatedCaller {
  userId: string;
  role: Role;
  confirmed: boolean;
  sessionHash: string;
  contractId?: string;
  /** The user's organisation when read: a hint for reading it with the user (use-cases/caller.ts). */
  organizationId?: string;
}

/** The token of an `Authorization: Bearer …` header; undefined when there is none. */
export const bearerTokenOf = (authorizationHeader: string | undefined): string | undefined =>
  authorizationHeader?.replace(/^Bearer\s+/i, '').trim() || undefined;

/**
 * The live, unrevoked session of a token's hash and its enabled user → who is calling (with the
 * contract a scoped session is limited to) and until when the session runs; anything else → null.
 */
export async function liveSessionOf(
  ports: AuthenticatePorts,
  hash: string,
): Promise<{ caller: AuthenticatedCaller; expiresAt: string } | null> {
  const session = await ports.sessions.get(hash);
  if (!session || session.revokedAt) return null;
  if (new Date(session.expiresAt) <= ports.clock.now()) return null;
  const user = await ports.users.get(session.userId);
  // A disabled member's sessions are revoked when disabled; this holds even if one was missed.
  if (!user || user.disabledAt) return null;
  return {
    caller: {
      userId: user.id,
      role: user.role,
      confirmed: !!user.confirmedAt,
      sessionHash: hash,
      ...(session.contractId ? { contractId: session.contractId } : {}),
      ...(user.organizationId ? { organizationId: user.organizationId } : {}),
    },
    expiresAt: session.expiresAt,
  };
}

/**
 * The authorizer's check: a live, unrevoked session → who is calling (with the contract a scoped
 * session is limited to); anything else → null.
 */
export async function authenticateSession(
  ports: AuthenticatePorts,
  authorizationHeader: string | undefined,
): Promise<AuthenticatedCaller | null> {
  const token = bearerTokenOf(authorizationHeader);
  if (!token) return null;
  return (await liveSessionOf(ports, ports.digest(token)))?.caller ?? null;
}
