import { CLIENT_SIGN_IN_PATH } from '@almanac/core';
import type { AppRoute } from '../../lib/routing.js';
import { CLIENT_HOME_PATH } from '../../lib/session/current-user.js';
import { lazyPage } from '../../lib/lazy-page.js';

const ClientHomePage = lazyPage(() => import('./routes/client-home-page.js'));
const ClientSignInPage = lazyPage(() => import('./routes/client-sign-in-page.js'));

export const clientHomeRoutes: AppRoute[] = [
  { path: CLIENT_HOME_PATH, access: 'client', Component: ClientHomePage },
  { path: CLIENT_SIGN_IN_PATH, access: 'public', Component: ClientSignInPage },
];
