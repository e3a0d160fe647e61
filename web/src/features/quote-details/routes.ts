import type { AppRoute } from '../../lib/routing.js';
import { lazyPage } from '../../lib/lazy-page.js';

const QuoteDetailsPage = lazyPage(() => import('./routes/quote-details-page.js'));

export const quoteDetailsRoutes: AppRoute[] = [
  { path: '/quotes/:id', access: 'quote', Component: QuoteDetailsPage },
];
