import { lazy } from 'react';
import type { AppRoute } from '../../lib/routing.js';

const HelpPage = lazy(() => import('./routes/help-page.js'));

export const helpRoutes: AppRoute[] = [{ path: '/help', access: 'public', Component: HelpPage }];
