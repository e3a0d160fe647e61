import { lazy } from 'react';
import type { AppRoute } from '../../lib/routing.js';

const PrivacyPage = lazy(() => import('./routes/privacy-page.js'));
const TermsPage = lazy(() => import('./routes/terms-page.js'));

export const legalRoutes: AppRoute[] = [
  { path: '/privacy', access: 'public', Component: PrivacyPage },
  { path: '/terms', access: 'public', Component: TermsPage },
];
