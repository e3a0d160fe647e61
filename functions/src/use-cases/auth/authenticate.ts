import type { Role } from '@almanac/core';
import type { Ports } from '../../ports/index.js';

/**
 * The authorizer's check: a live, unrevoked session → who is calling (with the contract a scoped
 * session is limited to); anything else → null.
 */
export async function authenticateSession(
  ports: Pick<Ports, 'sessions' | 'users' | 'clock' | 'digest'>,
  authorizationHeader: string | undefined,
): Promise<{
  userId: string;
  role: Role;
  confirmed: boolean;
  sessionHash: string;
  contractId?: string;
} | null> {
  const token = authorizationHeader?.replace(/^Bearer\s+/i, '').trim();
  if (!token) return null;
  const hash = ports.digest(token);
  const session = await ports.sessions.get(hash);
  if (!session || session.revokedAt) return null;
  if (new Date(session.expiresAt) <= ports.clock.now()) return null;
  const user = await ports.users.get(session.userId);
  // A disabled member's sessions are revoked when disabled; this holds even if one was missed.
  if (!user || user.disabledAt) return null;
  return {
    userId: user.id,
    role: user.role,
    confirmed: !!user.confirmedAt,
    sessionHash: hash,
    ...(session.contractId ? { contractId: session.contractId } : {}),
  };
}
