import { AUTHORIZER_CACHE_MAX_ENTRIES } from '@almanac/core';
import {
  bearerTokenOf,
  liveSessionOf,
  type AuthenticatedCaller,
  type AuthenticatePorts,
} from './authenticate.js';

export type CachedAuthenticate = (
  ports: AuthenticatePorts,
  authorizationHeader: string | undefined,
) => Promise<AuthenticatedCaller | null>;

/**
 * The authorizer's check with a per-container memory (docs/security.md "Sessions in the
 * authorizer", docs/decisions.md issue 28): a session found live is reused for `ttlSeconds`
 * (never past its own expiry) instead of reading the session and its user again on every request.
 * Keyed by the token's SHA-256 (the token itself is never held), so an entry only ever answers the
 * token it was read for. Refusals are never kept: an unknown, revoked or expired token is read
 * every time (random tokens cannot fill the memory). `ttlSeconds` 0: no memory at all.
 */
export function authenticationCache(
  ttlSeconds: number,
  maxEntries: number = AUTHORIZER_CACHE_MAX_ENTRIES,
): CachedAuthenticate {
  const live = new Map<string, { caller: AuthenticatedCaller; until: number }>();
  return async (ports, authorizationHeader) => {
    const token = bearerTokenOf(authorizationHeader);
    if (!token) return null;
    const hash = ports.digest(token);
    const now = ports.clock.now().getTime();
    const kept = live.get(hash);
    if (kept && kept.until > now) return kept.caller;
    live.delete(hash);
    const found = await liveSessionOf(ports, hash);
    if (!found) return null;
    const until = Math.min(now + ttlSeconds * 1000, new Date(found.expiresAt).getTime());
    if (until > now) {
      if (live.size >= maxEntries) {
        for (const [key, entry] of live) if (entry.until <= now) live.delete(key);
        // Still full: the oldest entry goes (a Map iterates in insertion order).
        if (live.size >= maxEntries) live.delete(live.keys().next().value!);
      }
      live.set(hash, { caller: found.caller, until });
    }
    return found.caller;
  };
}
