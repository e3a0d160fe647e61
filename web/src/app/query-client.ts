import { QueryClient } from '@tanstack/react-query';
import { isGraphqlError } from '../lib/graphql/index.js';

/** Server cache: GraphQL errors are answers, not blips, so only network failures are retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => count < 2 && !(isGraphqlError(error) && error.code !== 'NETWORK_ERROR'),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
