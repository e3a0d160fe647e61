import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { loadConfig } from './lib/config.js';

const root = createRoot(document.getElementById('root')!);
void loadConfig().then((config) => root.render(<App config={config} />));
