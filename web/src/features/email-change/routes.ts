import { CONFIRM_EMAIL_CHANGE_ROUTE } from '@almanac/core';
import type { AppRoute } from '../../lib/routing.js';
import { lazyPage } from '../../lib/lazy-page.js';

const ConfirmEmailChangePage = lazyPage(() => import('./routes/confirm-email-change-page.js'));

/**
 * Public: the page the link mailed to a client's old address opens, to confirm an e-mail change
 * an agent asked for (docs/requirements.md#clients).
 */
export const emailChangeRoutes: AppRoute[] = [
  { path: CONFIRM_EMAIL_CHANGE_ROUTE, access: 'public', Component: ConfirmEmailChangePage },
];
