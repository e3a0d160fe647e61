import type { AppRoute } from '../../lib/routing.js';
import { CLIENT_PATH, CLIENTS_PATH } from './model/paths.js';
import { lazyPage } from '../../lib/lazy-page.js';

const ClientsIndexPage = lazyPage(() => import('./routes/clients-index-page.js'));
const ClientPage = lazyPage(() => import('./routes/client-page.js'));

/** The Clients area (docs/requirements.md#clients), for agency users (not clients). */
export const clientsRoutes: AppRoute[] = [
  { path: CLIENTS_PATH, access: 'protected', Component: ClientsIndexPage },
  { path: CLIENT_PATH, access: 'protected', Component: ClientPage },
];
