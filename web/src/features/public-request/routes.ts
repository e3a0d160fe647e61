import type { AppRoute } from '../../lib/routing.js';
import { lazyPage } from '../../lib/lazy-page.js';

const PremiumIndicationRequestPage = lazyPage(() => import('./routes/premium-indication-request-page.js'));
const RequestReceivedPage = lazyPage(() => import('./routes/request-received-page.js'));

/**
 * Public: usable without an account and when signed in
 * (docs/requirements.md#premium-indication-request, #roles-and-permissions).
 */
export const publicRequestRoutes: AppRoute[] = [
  { path: '/premium-indication-request', access: 'public', Component: PremiumIndicationRequestPage },
  { path: '/request-received', access: 'public', Component: RequestReceivedPage },
];
