import { createContext, useContext } from 'react';
import type { AuthPayload, CurrentUser } from './current-user.js';

export interface SessionContextValue {
  /** The signed-in user (confirmed or not), or null. */
  user: CurrentUser | null;
  /** True while the current user of a stored token loads (the full-screen loader shows). */
  isLoading: boolean;
  /** A session token is stored. */
  hasToken: boolean;
  /** True after an explicit logout, until the next session starts (no redirect is stored then). */
  endedByLogout: boolean;
  /** Store the token (localStorage when remembered; unset keeps the current storage) and the user. */
  startSession(payload: Pick<AuthPayload, 'token' | 'user'>, options?: { remember?: boolean }): void;
  /** Replace the cached current user (after confirm or a profile update). */
  setUser(user: CurrentUser): void;
  /** `mutation logout`, then clear token, query cache and user, and go to /. */
  logout(): Promise<void>;
  /**
   * `mutation logoutEverywhere` (every session of the user ends, on every device), then as
   * logout. Rejects, keeping the session, when the server refuses.
   */
  logoutEverywhere(): Promise<void>;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
