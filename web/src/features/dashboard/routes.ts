import { lazy } from 'react';
import type { AppRoute } from '../../lib/routing.js';

const DashboardPage = lazy(() => import('./routes/dashboard-page.js'));

export const dashboardRoutes: AppRoute[] = [
  { path: '/dashboard', access: 'protected', Component: DashboardPage },
];
