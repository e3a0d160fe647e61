import { CLIENT_SIGN_IN_PATH } from '@almanac/core';
import { lazy } from 'react';
import type { AppRoute } from '../../lib/routing.js';
import { CLIENT_HOME_PATH } from '../../lib/session/current-user.js';

const ClientHomePage = lazy(() => import('./routes/client-home-page.js'));
const ClientSignInPage = lazy(() => import('./routes/client-sign-in-page.js'));

export const clientHomeRoutes: AppRoute[] = [
  { path: CLIENT_HOME_PATH, access: 'client', Component: ClientHomePage },
  { path: CLIENT_SIGN_IN_PATH, access: 'public', Component: ClientSignInPage },
];
