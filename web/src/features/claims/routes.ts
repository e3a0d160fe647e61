import {
  claimSubmittedPath,
  CLAIMS_LOSS_FORM_PATH,
  LOSS_FORM_GET_STARTED_PATH,
  LOSS_FORM_PATH,
  LOSS_REPORT_FORM_PATH,
  LOSS_REVIEW_ROUTE,
  LOSS_SUBMITTED_ROUTE,
  lossFormPerilPath,
  routedCoverageTypes,
} from '@almanac/core';
import type { AppRoute } from '../../lib/routing.js';
import { lazyPage } from '../../lib/lazy-page.js';

const LossReportFormPage = lazyPage(() => import('./routes/loss-report-form-page.js'));
const LossFormPage = lazyPage(() => import('./routes/loss-form-page.js'));
const GetStartedPage = lazyPage(() => import('./routes/get-started-page.js'));
const PerilPage = lazyPage(() => import('./routes/peril-page.js'));
const ClaimLinkPage = lazyPage(() => import('./routes/claim-link-page.js'));
const ReviewPage = lazyPage(() => import('./routes/review-page.js'));
const ClaimSubmittedPage = lazyPage(() => import('./routes/claim-submitted-page.js'));

/** The programs with a claim-submitted page, and the empty segment of any other. */
const CLAIM_SUBMITTED_PROGRAMS = ['LPC', 'HPC', 'LTC', 'HTC', ''] as const;

/**
 * The claim pages (docs/requirements.md#claims, #routes, #feature-flags). The loss report form,
 * the loss form, its get-started page and the per-peril forms are public (an agent or a client
 * enters a policy number); with the claims-form flag off only the low-temperature peril's
 * sub-route exists, and /loss-form/submitted/{id} only with it on. The claim link is public (it
 * starts the policyholder's session); the review needs that session (a client).
 */
export function claimsRoutes(claimsForm: boolean): AppRoute[] {
  return [
    { path: LOSS_REPORT_FORM_PATH, access: 'public', Component: LossReportFormPage },
    { path: LOSS_FORM_PATH, access: 'public', Component: LossFormPage },
    { path: LOSS_FORM_GET_STARTED_PATH, access: 'public', Component: GetStartedPage },
    ...routedCoverageTypes(claimsForm).map((c) => ({
      path: lossFormPerilPath(c.slug),
      access: 'public' as const,
      Component: PerilPage,
    })),
    { path: CLAIMS_LOSS_FORM_PATH, access: 'public', Component: ClaimLinkPage },
    { path: LOSS_REVIEW_ROUTE, access: 'client', Component: ReviewPage },
    ...CLAIM_SUBMITTED_PROGRAMS.map((program) => ({
      path: claimSubmittedPath(program),
      access: 'public' as const,
      Component: ClaimSubmittedPage,
    })),
    ...(claimsForm
      ? [{ path: LOSS_SUBMITTED_ROUTE, access: 'client' as const, Component: ClaimSubmittedPage }]
      : []),
  ];
}
