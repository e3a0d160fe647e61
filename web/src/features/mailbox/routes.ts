import { lazy } from 'react';
import type { AppRoute } from '../../lib/routing.js';

const MailboxPage = lazy(() => import('./routes/mailbox-page.js'));

/** Mounted only when the runtime config has a mailboxUrl (local stack). */
export const mailboxRoutes: AppRoute[] = [{ path: '/mailbox', access: 'public', Component: MailboxPage }];
