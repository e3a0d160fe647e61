import type { TokenStore } from '../graphql/client.js';

const TOKEN_KEY = 'almanac.token';

export interface SessionTokenStore extends TokenStore {
  /** Store a new session token: localStorage when remembered, else this tab's sessionStorage. */
  set(token: string, remember: boolean): void;
  clear(): void;
  /** The stored token is in localStorage (remember me). */
  isRemembered(): boolean;
}

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback; // storage disabled (private mode, sandboxed frame)
  }
}

export function createTokenStore(
  local: () => Storage | undefined = () => globalThis.localStorage,
  session: () => Storage | undefined = () => globalThis.sessionStorage,
): SessionTokenStore {
  const read = (s: () => Storage | undefined) => safe(() => s()?.getItem(TOKEN_KEY) ?? null, null);
  const write = (s: () => Storage | undefined, token: string) =>
    safe(() => s()?.setItem(TOKEN_KEY, token), undefined);
  const remove = (s: () => Storage | undefined) => safe(() => s()?.removeItem(TOKEN_KEY), undefined);
  return {
    get: () => read(local) ?? read(session),
    set(token, remember) {
      remove(local);
      remove(session);
      write(remember ? local : session, token);
    },
    replace(token) {
      write(read(local) !== null ? local : session, token);
    },
    clear() {
      remove(local);
      remove(session);
    },
    isRemembered: () => read(local) !== null,
  };
}

export const tokenStore = createTokenStore();
