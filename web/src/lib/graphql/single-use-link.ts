/**
 * An e-mailed single-use link (the client's review link, the claim link): the page may mount twice
 * (React's strict mode, a remount) but its token is sent once; every caller for the same token
 * shares the one answer, which is never fetched again.
 */
import { useQuery } from '@tanstack/react-query';
import type { GraphqlClient } from './client.js';
import { useGraphqlClient } from './index.js';

// Per GraphQL client, i.e. per running app (the session provider keeps one for its lifetime): a
// second app in the same page, or the next test's, starts with no answers.
const acceptancesByClient = new WeakMap<GraphqlClient, Map<string, Promise<unknown>>>();

export function useSingleUseLink<T>(
  kind: string,
  token: string,
  accept: (client: GraphqlClient, token: string) => Promise<T>,
) {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: [kind, token],
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    queryFn: () => {
      const key = `${kind}:${token}`;
      let acceptances = acceptancesByClient.get(client);
      if (!acceptances) {
        acceptances = new Map();
        acceptancesByClient.set(client, acceptances);
      }
      let pending = acceptances.get(key) as Promise<T> | undefined;
      if (!pending) {
        pending = accept(client, token);
        acceptances.set(key, pending);
      }
      return pending;
    },
  });
}
