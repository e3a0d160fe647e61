import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { MutableRefObject } from 'react';
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';
import { createQueryClient } from '../app/query-client.js';
import { BaseProviders, SessionShell } from '../app/providers.js';
import { AppRoutes, earlyRequestsFor } from '../app/routes.js';
import type { RuntimeConfig } from '../lib/config.js';
import type { RouteAccess } from '../lib/routing.js';
import { disabledRecaptcha, type RecaptchaPort } from '../lib/recaptcha.js';
import { startEarlyRequests } from '../lib/graphql/early-requests.js';
import { CURRENT_USER } from '../lib/session/current-user.js';
import { createTokenStore } from '../lib/session/token-store.js';

export const testConfig: RuntimeConfig = {
  graphqlUrl: 'http://api.test/graphql',
  apiKey: 'test-api-key',
  stage: 'test',
};

/** Shows the router's location so tests can assert redirects; hands out `navigate` for Back. */
function LocationProbe({ navigateRef }: { navigateRef: MutableRefObject<NavigateFunction | null> }) {
  const location = useLocation();
  navigateRef.current = useNavigate();
  return (
    <output data-testid="location" hidden>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

export interface RenderAppOptions {
  path?: string;
  fetch: typeof fetch;
  /** A stored session token (sessionStorage) before the app starts. */
  token?: string;
  config?: Partial<RuntimeConfig>;
  recaptcha?: RecaptchaPort;
  /** Render these routes instead of the app's (for guard tests of routes later issues add). */
  routes?: ReactNode;
  /**
   * Screens a later issue adds, as placeholder routes beside the app's (a heading with the path),
   * so links to them can be tested as they will be once the screen exists.
   */
  screens?: { path: string; access: RouteAccess }[];
  /** Send the current user and the path's early requests before rendering, as main.tsx does. */
  startEarly?: boolean;
}

const placeholder = (path: string) =>
  function PlaceholderScreen() {
    return <h1>{`Placeholder for ${path}`}</h1>;
  };

export function renderApp({
  path = '/',
  fetch,
  token,
  config,
  recaptcha = disabledRecaptcha,
  routes,
  screens = [],
  startEarly = false,
}: RenderAppOptions) {
  const tokens = createTokenStore();
  if (token) tokens.set(token, false);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  const cfg = { ...testConfig, ...config };
  const navigateRef: MutableRefObject<NavigateFunction | null> = { current: null };
  const [pathname = '/', search = ''] = path.split(/(?=\?)/);
  const early = startEarly
    ? startEarlyRequests({ url: cfg.graphqlUrl, apiKey: cfg.apiKey, tokens, fetch }, [
        { document: CURRENT_USER },
        ...earlyRequestsFor(pathname, search),
      ])
    : undefined;
  const utils = render(
    <BaseProviders config={cfg} recaptcha={recaptcha} queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <SessionShell config={cfg} fetch={fetch} tokens={tokens} early={early}>
          {routes ?? (
            <AppRoutes extraRoutes={screens.map((x) => ({ ...x, Component: placeholder(x.path) }))} />
          )}
          <LocationProbe navigateRef={navigateRef} />
        </SessionShell>
      </MemoryRouter>
    </BaseProviders>,
  );
  const location = () => utils.getByTestId('location').textContent;
  /** The browser's Back button. */
  const back = () =>
    act(async () => {
      await navigateRef.current?.(-1);
    });
  return { ...utils, queryClient, tokens, location, back };
}
