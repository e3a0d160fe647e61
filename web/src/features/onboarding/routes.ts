import { lazy } from 'react';
import type { AppRoute } from '../../lib/routing.js';

const GettingStartedPage = lazy(() => import('./routes/getting-started-page.js'));

export const onboardingRoutes: AppRoute[] = [
  { path: '/getting-started', access: 'protected', Component: GettingStartedPage },
];
