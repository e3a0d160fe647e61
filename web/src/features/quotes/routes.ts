import { QUOTES_PAGE_SIZE } from '@almanac/core';
import type { AppRoute } from '../../lib/routing.js';
import {
  ASSIGNED_QUOTES_PATH,
  EXPIRING_POLICIES_PATH,
  POLICIES_PATH,
  PREMIUM_INDICATIONS_PATH,
  QUOTE_SEARCH_PATH,
  QUOTES_PATH,
} from '../../shared/quote-list/paths.js';
import { lazyPage } from '../../lib/lazy-page.js';
import { readListParams } from '../../shared/quote-list/list-params.js';
import { quotesPageRequest } from '../../shared/quote-list/quotes-request.js';

const QuotesPage = lazyPage(() => import('./routes/quotes-page.js'));
const SearchPage = lazyPage(() => import('./routes/search-page.js'));
const PoliciesPage = lazyPage(() =>
  import('./routes/policies-page.js').then((m) => ({ default: m.PoliciesPage })),
);
const ExpiringPoliciesPage = lazyPage(() =>
  import('./routes/policies-page.js').then((m) => ({ default: m.ExpiringPoliciesPage })),
);
const placeholder = (name: keyof typeof import('./routes/placeholder-pages.js')) =>
  lazyPage(() => import('./routes/placeholder-pages.js').then((m) => ({ default: m[name] })));

/**
 * Premium Indications & Policies (docs/requirements.md#quote-lists), for users who can quote: the
 * list, the search, the policy lists (docs/requirements.md#policy-lists) and the placeholders. /quotes/{id} is the quote-details feature's.
 */
export const quotesRoutes: AppRoute[] = [
  {
    path: QUOTES_PATH,
    access: 'quote',
    Component: QuotesPage,
    // The page's list query (routes/quotes-page.tsx), with the page and sort of its address.
    early: ({ search }) => {
      const { sort, page } = readListParams(search);
      return [quotesPageRequest({ page, limit: QUOTES_PAGE_SIZE, ...sort })];
    },
  },
  { path: QUOTE_SEARCH_PATH, access: 'quote', Component: SearchPage },
  { path: ASSIGNED_QUOTES_PATH, access: 'quote', Component: placeholder('AssignedQuotesPage') },
  { path: PREMIUM_INDICATIONS_PATH, access: 'quote', Component: placeholder('PremiumIndicationsPage') },
  { path: POLICIES_PATH, access: 'quote', Component: PoliciesPage },
  { path: EXPIRING_POLICIES_PATH, access: 'quote', Component: ExpiringPoliciesPage },
];
