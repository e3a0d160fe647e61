import { SHARED_QUOTE_ROUTE } from '@almanac/core';
import type { AppRoute } from '../../lib/routing.js';
import { lazyPage } from '../../lib/lazy-page.js';

const SharedQuotePage = lazyPage(() => import('./routes/shared-quote-page.js'));

/** Public: the read-only premium indication a share e-mail's link opens (no account needed). */
export const sharedQuoteRoutes: AppRoute[] = [
  { path: SHARED_QUOTE_ROUTE, access: 'public', Component: SharedQuotePage },
];
