import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { earlyRequestsFor, preloadPageFor } from './app/routes.js';
import { loadConfig } from './lib/config.js';
import { startEarlyRequests } from './lib/graphql/early-requests.js';
import { CURRENT_USER } from './lib/session/current-user.js';
import { tokenStore } from './lib/session/token-store.js';

// The page's code loads beside the config and the session, not after them.
const startPage = preloadPageFor(window.location.pathname);

const root = createRoot(document.getElementById('root')!);
void loadConfig().then((config) => {
  // The current user and the start page's first queries leave now, side by side, not once the
  // page's code is in and the user known (lib/graphql/early-requests.ts).
  const early = startEarlyRequests({ url: config.graphqlUrl, apiKey: config.apiKey, tokens: tokenStore }, [
    { document: CURRENT_USER },
    ...earlyRequestsFor(window.location.pathname, window.location.search),
  ]);
  // The first render waits for the start page's code: rendered before it, the page would show its
  // loading fallback, and React keeps a fallback on screen for at least 300 ms.
  void startPage.then(() => root.render(<App config={config} early={early} />));
});
