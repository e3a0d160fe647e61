/**
 * A single-use link's token is sent once per running app (one GraphQL client), however often its
 * page mounts; another app (a new page load, the next test) sends its own.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { GraphqlClient } from './client.js';
import { GraphqlClientContext } from './context.js';
import { useSingleUseLink } from './single-use-link.js';

const newClient = () =>
  new GraphqlClient({
    url: '/gql',
    apiKey: 'k',
    tokens: { get: () => null, replace: () => {} },
    fetch: vi.fn<typeof fetch>(),
  });

type Accept = (client: GraphqlClient, token: string) => Promise<string>;

/** Mounts the hook under its own query cache (a remount that lost the cache), in `client`'s app. */
async function mountOnce(client: GraphqlClient, accept: Accept) {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <GraphqlClientContext.Provider value={client}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </GraphqlClientContext.Provider>
  );
  const { result, unmount } = renderHook(() => useSingleUseLink('testLink', 'tok-1', accept), { wrapper });
  await waitFor(() => expect(result.current.data).toBe('accepted'));
  unmount();
}

describe('useSingleUseLink', () => {
  it('sends the token once however often the page mounts in one app', async () => {
    const accept = vi.fn<Accept>(async () => 'accepted');
    const client = newClient();
    await mountOnce(client, accept);
    await mountOnce(client, accept);
    expect(accept).toHaveBeenCalledTimes(1);
  });

  it('another app sends the same token again, with its own client', async () => {
    const accept = vi.fn<Accept>(async () => 'accepted');
    const first = newClient();
    const second = newClient();
    await mountOnce(first, accept);
    await mountOnce(second, accept);
    expect(accept.mock.calls.map(([client]) => client)).toEqual([first, second]);
  });
});
