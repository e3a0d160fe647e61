import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { ConfigContext, type RuntimeConfig } from '../lib/config.js';
import { FeatureFlagsProvider, useFeatureFlags } from '../lib/feature-flags.js';
import { RecaptchaContext, recaptchaFor, type RecaptchaPort } from '../lib/recaptcha.js';
import { SessionProvider } from '../lib/session/index.js';
import type { SessionTokenStore } from '../lib/session/token-store.js';
import type { EarlyRequests } from '../lib/graphql/early-requests.js';
import { createQueryClient } from './query-client.js';
import { FlagsShortcut } from './shell/flags-shortcut.js';
import { MaintenancePage } from './shell/maintenance-page.js';
import { ScrollToTop } from './shell/scroll-to-top.js';
import { system } from './theme.js';

const Toaster = lazy(() => import('../components/toaster.js'));

export interface AppProvidersProps {
  config: RuntimeConfig;
  children: ReactNode;
  /** Tests inject these; the app uses the real ones. */
  fetch?: typeof fetch;
  recaptcha?: RecaptchaPort;
  queryClient?: QueryClient;
  tokens?: SessionTokenStore;
  /** The requests main.tsx started before the first render (the app only). */
  early?: EarlyRequests;
}

/** Everything but the router: theme, config, flags, bot check, server cache. */
export function BaseProviders({
  config,
  children,
  recaptcha,
  queryClient,
}: Omit<AppProvidersProps, 'fetch' | 'tokens' | 'early'>) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const port = useMemo(
    () => recaptcha ?? recaptchaFor(config.recaptchaSiteKey),
    [recaptcha, config.recaptchaSiteKey],
  );
  return (
    <ChakraProvider value={system}>
      <ConfigContext.Provider value={config}>
        <FeatureFlagsProvider deployed={config.flags}>
          <RecaptchaContext.Provider value={port}>
            <QueryClientProvider client={client}>{children}</QueryClientProvider>
          </RecaptchaContext.Provider>
        </FeatureFlagsProvider>
      </ConfigContext.Provider>
    </ChakraProvider>
  );
}

function MaintenanceGate({ children }: { children: ReactNode }) {
  const { flags } = useFeatureFlags();
  return flags.maintenance ? <MaintenancePage /> : <>{children}</>;
}

/** Inside a router: the session (GraphQL client, current user), the shell's global parts. */
export function SessionShell({
  config,
  children,
  fetch,
  tokens,
  early,
}: Pick<AppProvidersProps, 'config' | 'children' | 'fetch' | 'tokens' | 'early'>) {
  return (
    <SessionProvider
      graphqlUrl={config.graphqlUrl}
      apiKey={config.apiKey}
      fetch={fetch}
      tokens={tokens}
      early={early}
    >
      <ScrollToTop />
      <FlagsShortcut />
      <MaintenanceGate>{children}</MaintenanceGate>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </SessionProvider>
  );
}
