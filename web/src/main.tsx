import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { preloadPageFor } from './app/routes.js';
import { loadConfig } from './lib/config.js';

// The page's code loads beside the config and the session, not after them.
preloadPageFor(window.location.pathname);

const root = createRoot(document.getElementById('root')!);
void loadConfig().then((config) => root.render(<App config={config} />));
