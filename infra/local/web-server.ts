import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { FeatureFlags, WireInstructions } from '@almanac/core';
import { closeServer, listen } from './emulators.js';

export interface WebRuntimeConfig {
  graphqlUrl: string;
  apiKey: string;
  stage: string;
  mailboxUrl?: string;
  /** The deployment's feature-flag defaults (web/src/lib/config.ts). */
  flags?: Partial<FeatureFlags>;
  /** Where clients wire the premium (the payment page, clientBankInfoFeature off). */
  wireInstructions?: WireInstructions;
  /** The claims team's phone and e-mail on the loss report pages. */
  claimsPhone?: string;
  claimsEmail?: string;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  // Module workers (maplibre's) are refused with any other type.
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.geojson': 'application/geo+json',
};

/**
 * The page's first script, as the deploy writes it (infra/lib/constructs/web-content.ts): the
 * runtime config on `window`, so the app does not wait for /config.json behind its own chunks.
 */
export const configScript = (config: unknown): string =>
  `window.almanacConfig = ${JSON.stringify(config)};\n`;

/** /config.json and /config.js, never cached. */
function serveConfig(config: WebRuntimeConfig) {
  return (req: IncomingMessage, res: ServerResponse, next?: () => void) => {
    const path = req.url?.split('?')[0];
    if (path !== '/config.json' && path !== '/config.js') return next?.() ?? false;
    const script = path === '/config.js';
    res.writeHead(200, {
      'content-type': script ? 'text/javascript' : 'application/json',
      'cache-control': 'no-store',
    });
    res.end(script ? configScript(config) : JSON.stringify(config));
    return true;
  };
}

/** The built app (web/dist) with SPA fallback, as CloudFront serves it; plus /config.json and /config.js. */
export async function startStaticWeb(distDir: string, port: number, config: WebRuntimeConfig) {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`No built web app in ${distDir}: run \`npm run build\` first.`);
  }
  const configRoute = serveConfig(config);
  const server = createServer(async (req, res) => {
    if (configRoute(req, res)) return;
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0]!)).replace(/^(\.\.[/\\])+/, '');
    let file = join(distDir, path);
    const isFile = await stat(file).then(
      (s) => s.isFile(),
      () => false,
    );
    if (!isFile) file = join(distDir, 'index.html');
    const ext = extname(file);
    res.writeHead(200, {
      'content-type': types[ext] ?? 'application/octet-stream',
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    res.end(await readFile(file));
  });
  await listen(server, port);
  return { url: `http://localhost:${port}`, stop: () => closeServer(server) };
}

/** Vite's dev server (hot reload) with /config.json and /config.js from the local stack. */
export async function startDevWeb(webDir: string, port: number, config: WebRuntimeConfig) {
  const { createServer: createViteServer } = await import('vite');
  const configRoute = serveConfig(config);
  const server = await createViteServer({
    root: webDir,
    configFile: join(webDir, 'vite.config.ts'),
    server: { port, strictPort: true, host: '127.0.0.1' },
    logLevel: 'warn',
    plugins: [
      {
        name: 'almanac-runtime-config',
        configureServer(s) {
          s.middlewares.use((req, res, next) => void configRoute(req, res, next));
        },
      },
    ],
  });
  await server.listen();
  return { url: `http://localhost:${port}`, stop: () => server.close() };
}
