import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { GraphqlClient } from '../graphql/client.js';
import { GraphqlClientContext } from '../graphql/context.js';
import type { EarlyRequests } from '../graphql/early-requests.js';
import { isGraphqlError } from '../graphql/errors.js';
import { CURRENT_USER, currentUserKey, LOGOUT, LOGOUT_EVERYWHERE, type CurrentUser } from './current-user.js';
import { forgetClientContract } from './client-contract.js';
import { clearRedirectPath } from './redirect.js';
import { SessionContext, type SessionContextValue } from './session-context.js';
import { tokenStore as defaultTokenStore, type SessionTokenStore } from './token-store.js';

export interface SessionProviderProps {
  graphqlUrl: string;
  apiKey: string;
  children: ReactNode;
  /** Tests pass a stub; the app uses the global fetch. */
  fetch?: typeof fetch;
  tokens?: SessionTokenStore;
  /** Requests main.tsx sent at start-up (the current user, the start page's first queries). */
  early?: EarlyRequests;
}

/**
 * Owns the session: the token (via the token store), the GraphQL client and the current user
 * (react-query `currentUser`). Lives inside the router so that an ended session can go to /.
 */
export function SessionProvider({
  graphqlUrl,
  apiKey,
  children,
  fetch,
  tokens = defaultTokenStore,
  early,
}: SessionProviderProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [token, setToken] = useState<string | null>(() => tokens.get());
  const [endedByLogout, setEndedByLogout] = useState(false);

  // The client outlives renders; these refs give its callbacks the latest router/cache.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  const endLocally = useCallback(
    (reason: 'logout' | 'expired') => {
      tokens.clear();
      forgetClientContract();
      setToken(null);
      setEndedByLogout(reason === 'logout');
      if (reason === 'logout') clearRedirectPath();
      queryClient.clear();
      navigateRef.current('/', { replace: true });
    },
    [queryClient, tokens],
  );
  const endLocallyRef = useRef(endLocally);
  endLocallyRef.current = endLocally;

  const [client] = useState(
    () =>
      new GraphqlClient({
        url: graphqlUrl,
        apiKey,
        tokens,
        fetch,
        early,
        onReauthorized: (session) => setToken(session.token),
        onSessionEnded: () => endLocallyRef.current('expired'),
      }),
  );

  const query = useQuery({
    queryKey: currentUserKey,
    queryFn: async () => (await client.request(CURRENT_USER)).currentUser,
    enabled: token !== null,
    retry: (count, error) => !(isGraphqlError(error) && error.code !== 'NETWORK_ERROR') && count < 2,
    staleTime: 5 * 60_000,
  });

  const startSession = useCallback<SessionContextValue['startSession']>(
    ({ token: newToken, user }, options) => {
      tokens.set(newToken, options?.remember ?? tokens.isRemembered());
      queryClient.setQueryData(currentUserKey, user);
      setEndedByLogout(false);
      setToken(newToken);
    },
    [queryClient, tokens],
  );

  const setUser = useCallback(
    (user: CurrentUser) => queryClient.setQueryData(currentUserKey, user),
    [queryClient],
  );

  const logout = useCallback(async () => {
    try {
      await client.request(LOGOUT, {}, { noReauthorize: true });
    } catch {
      // The token is dropped either way.
    }
    endLocally('logout');
  }, [client, endLocally]);

  const logoutEverywhere = useCallback(async () => {
    await client.request(LOGOUT_EVERYWHERE, {}, { noReauthorize: true });
    endLocally('logout');
  }, [client, endLocally]);

  const value = useMemo<SessionContextValue>(
    () => ({
      user: token ? (query.data ?? null) : null,
      isLoading: token !== null && query.isPending,
      hasToken: token !== null,
      endedByLogout,
      startSession,
      setUser,
      logout,
      logoutEverywhere,
    }),
    [token, query.data, query.isPending, endedByLogout, startSession, setUser, logout, logoutEverywhere],
  );

  return (
    <GraphqlClientContext.Provider value={client}>
      <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
    </GraphqlClientContext.Provider>
  );
}
