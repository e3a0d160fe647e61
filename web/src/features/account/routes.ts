import type { AppRoute } from '../../lib/routing.js';
import { lazyPage } from '../../lib/lazy-page.js';

const AccountDashboardPage = lazyPage(() => import('./routes/account-dashboard-page.js'));
const AccountPaymentsPage = lazyPage(() => import('./routes/account-payments-page.js'));
const AccountTeamPage = lazyPage(() => import('./routes/account-team-page.js'));
const AccountDocumentsPage = lazyPage(() => import('./routes/account-documents-page.js'));

/** Mounted only while the accountPage flag is on (docs/requirements.md#account). */
export const accountRoutes: AppRoute[] = [
  { path: '/account/dashboard', access: 'protected', Component: AccountDashboardPage },
  { path: '/account/payments', access: 'protected', Component: AccountPaymentsPage },
  { path: '/account/team', access: 'protected', Component: AccountTeamPage },
  { path: '/account/documents', access: 'protected', Component: AccountDocumentsPage },
];
