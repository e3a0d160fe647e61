import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { RuntimeConfig } from '../lib/config.js';
import { BaseProviders, SessionShell } from './providers.js';
import { AppRoutes } from './routes.js';

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <StrictMode>
      <BaseProviders config={config}>
        <BrowserRouter>
          <SessionShell config={config}>
            <AppRoutes />
          </SessionShell>
        </BrowserRouter>
      </BaseProviders>
    </StrictMode>
  );
}
