import type { AppRoute } from '../../lib/routing.js';
import { earlyRequest } from '../../lib/graphql/early-requests.js';
import { lazyPage } from '../../lib/lazy-page.js';
import { GET_QUOTE } from './api/quote-details-documents.js';

const QuoteDetailsPage = lazyPage(() => import('./routes/quote-details-page.js'));

export const quoteDetailsRoutes: AppRoute[] = [
  {
    path: '/quotes/:id',
    access: 'quote',
    Component: QuoteDetailsPage,
    // The quote (api/quote-details-api.ts, useQuoteDetails), with the variables it sends. Not the
    // contract: two parts of the page read it, and an answer already in when the second mounts
    // would be asked for again.
    early: ({ params: { id = '' } }) => [earlyRequest(GET_QUOTE, { id })],
  },
];
