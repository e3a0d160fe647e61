import { lazy } from 'react';
import type { AppRoute } from '../../lib/routing.js';

const AccountDashboardPage = lazy(() => import('./routes/account-dashboard-page.js'));
const AccountPaymentsPage = lazy(() => import('./routes/account-payments-page.js'));
const AccountTeamPage = lazy(() => import('./routes/account-team-page.js'));
const AccountDocumentsPage = lazy(() => import('./routes/account-documents-page.js'));

/** Mounted only while the accountPage flag is on (docs/requirements.md#account). */
export const accountRoutes: AppRoute[] = [
  { path: '/account/dashboard', access: 'protected', Component: AccountDashboardPage },
  { path: '/account/payments', access: 'protected', Component: AccountPaymentsPage },
  { path: '/account/team', access: 'protected', Component: AccountTeamPage },
  { path: '/account/documents', access: 'protected', Component: AccountDocumentsPage },
];
