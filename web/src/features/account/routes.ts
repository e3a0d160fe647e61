import { lazy } from 'react';
import type { AppRoute } from '../../lib/routing.js';

const AccountDashboardPage = lazy(() => import('./routes/account-dashboard-page.js'));

/** Mounted only while the accountPage flag is on. */
export const accountRoutes: AppRoute[] = [
  { path: '/account/dashboard', access: 'protected', Component: AccountDashboardPage },
];
