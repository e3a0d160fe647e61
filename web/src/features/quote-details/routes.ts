import { lazy } from 'react';
import type { AppRoute } from '../../lib/routing.js';

const QuoteDetailsPage = lazy(() => import('./routes/quote-details-page.js'));

export const quoteDetailsRoutes: AppRoute[] = [
  { path: '/quotes/:id', access: 'quote', Component: QuoteDetailsPage },
];
