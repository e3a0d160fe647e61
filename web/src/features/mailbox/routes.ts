import type { AppRoute } from '../../lib/routing.js';
import { lazyPage } from '../../lib/lazy-page.js';

const MailboxPage = lazyPage(() => import('./routes/mailbox-page.js'));

/** Mounted only when the runtime config has a mailboxUrl (local stack). */
export const mailboxRoutes: AppRoute[] = [{ path: '/mailbox', access: 'public', Component: MailboxPage }];
