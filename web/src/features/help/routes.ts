import type { AppRoute } from '../../lib/routing.js';
import { lazyPage } from '../../lib/lazy-page.js';

const HelpPage = lazyPage(() => import('./routes/help-page.js'));

export const helpRoutes: AppRoute[] = [{ path: '/help', access: 'public', Component: HelpPage }];
