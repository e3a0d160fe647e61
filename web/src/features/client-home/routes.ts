import { lazy } from 'react';
import type { AppRoute } from '../../lib/routing.js';
import { CLIENT_HOME_PATH } from '../../lib/session/current-user.js';

const ClientHomePage = lazy(() => import('./routes/client-home-page.js'));

export const clientHomeRoutes: AppRoute[] = [
  { path: CLIENT_HOME_PATH, access: 'client', Component: ClientHomePage },
];
