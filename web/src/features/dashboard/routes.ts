import type { AppRoute } from '../../lib/routing.js';
import { lazyPage } from '../../lib/lazy-page.js';

const DashboardPage = lazyPage(() => import('./routes/dashboard-page.js'));

export const dashboardRoutes: AppRoute[] = [
  { path: '/dashboard', access: 'protected', Component: DashboardPage },
];
