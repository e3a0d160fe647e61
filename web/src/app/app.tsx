import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { RuntimeConfig } from '../lib/config.js';
import type { EarlyRequests } from '../lib/graphql/early-requests.js';
import { BaseProviders, SessionShell } from './providers.js';
import { AppRoutes } from './routes.js';

export function App({ config, early }: { config: RuntimeConfig; early?: EarlyRequests }) {
  return (
    <StrictMode>
      <BaseProviders config={config}>
        <BrowserRouter>
          <SessionShell config={config} early={early}>
            <AppRoutes />
          </SessionShell>
        </BrowserRouter>
      </BaseProviders>
    </StrictMode>
  );
}
