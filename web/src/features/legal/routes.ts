import type { AppRoute } from '../../lib/routing.js';
import { lazyPage } from '../../lib/lazy-page.js';

const PrivacyPage = lazyPage(() => import('./routes/privacy-page.js'));
const TermsPage = lazyPage(() => import('./routes/terms-page.js'));

export const legalRoutes: AppRoute[] = [
  { path: '/privacy', access: 'public', Component: PrivacyPage },
  { path: '/terms', access: 'public', Component: TermsPage },
];
