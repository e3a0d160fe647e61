import { SHARED_QUOTE_ROUTE } from '@almanac/core';
import { lazy } from 'react';
import type { AppRoute } from '../../lib/routing.js';

const SharedQuotePage = lazy(() => import('./routes/shared-quote-page.js'));

/** Public: the read-only premium indication a share e-mail's link opens (no account needed). */
export const sharedQuoteRoutes: AppRoute[] = [
  { path: SHARED_QUOTE_ROUTE, access: 'public', Component: SharedQuotePage },
];
