import {
  PAYMENT_CONFIRMATION_PROGRAMS,
  paymentConfirmationPath,
  REPRESENTATIONS_PATH,
  TERRORISM_DISCLOSURE_PATH,
} from '@almanac/core';
import type { AppRoute } from '../../lib/routing.js';
import { lazyPage } from '../../lib/lazy-page.js';

const ReviewLinkPage = lazyPage(() => import('./routes/review-link-page.js'));
const SignPage = lazyPage(() => import('./routes/sign-page.js'));
const PaymentPage = lazyPage(() => import('./routes/payment-page.js'));
const ConfirmationPage = lazyPage(() => import('./routes/confirmation-page.js'));
const TerrorismDisclosurePage = lazyPage(() => import('./routes/terrorism-disclosure-page.js'));
const RepresentationsPage = lazyPage(() => import('./routes/representations-page.js'));

/**
 * The client's pages (docs/requirements.md#client-review, #payment, #routes,
 * #access-and-routing). The review link is public (it starts the client's session); the contract's
 * pages are for clients (a contract-scoped session), although the other /apply routes need
 * canBind; the payment confirmation has one route per program with a client flow. The documents
 * the sign page links to are public.
 */
export const clientReviewRoutes: AppRoute[] = [
  { path: '/apply/review', access: 'public', Component: ReviewLinkPage },
  { path: '/apply/:id/application-sign', access: 'client', Component: SignPage },
  { path: '/apply/application/:id/payment-details', access: 'client', Component: PaymentPage },
  ...PAYMENT_CONFIRMATION_PROGRAMS.map((program) => ({
    path: paymentConfirmationPath(program),
    access: 'client' as const,
    Component: ConfirmationPage,
  })),
  { path: TERRORISM_DISCLOSURE_PATH, access: 'public', Component: TerrorismDisclosurePage },
  { path: REPRESENTATIONS_PATH, access: 'public', Component: RepresentationsPage },
];
