import {
  OPERATIONS_AGENCIES_PATH,
  OPERATIONS_APPLICATIONS_PATH,
  OPERATIONS_DATA_UPDATES_PATH,
  OPERATIONS_CLAIMS_PATH,
  OPERATIONS_EXPOSURE_PATH,
} from '@almanac/core';
import type { AppRoute } from '../../lib/routing.js';
import { lazyPage } from '../../lib/lazy-page.js';
import { reviewQueueFirstPageRequest } from './api/review-queue-request.js';

const ApplicationsPage = lazyPage(() => import('./routes/applications-page.js'));
const ApplicationPage = lazyPage(() => import('./routes/application-page.js'));
const AgenciesPage = lazyPage(() => import('./routes/agencies-page.js'));
const AgencyPage = lazyPage(() => import('./routes/agency-page.js'));
const DataUpdatesPage = lazyPage(() => import('./routes/data-updates-page.js'));
const ClaimsPage = lazyPage(() => import('./routes/claims-page.js'));
const ClaimPage = lazyPage(() => import('./routes/claim-page.js'));
const ExposurePage = lazyPage(() => import('./routes/exposure-page.js'));

/**
 * The operations queue (docs/requirements.md#binding), the agency applications (#onboarding), the
 * claims opened by settlements, the weather data update runs (#claims) and the bound and pending
 * exposure (docs/pricing.md): internal users and super admins only.
 */
export const operationsRoutes: AppRoute[] = [
  {
    path: OPERATIONS_APPLICATIONS_PATH,
    access: 'operations',
    Component: ApplicationsPage,
    early: () => [reviewQueueFirstPageRequest()],
  },
  { path: `${OPERATIONS_APPLICATIONS_PATH}/:id`, access: 'operations', Component: ApplicationPage },
  { path: OPERATIONS_AGENCIES_PATH, access: 'operations', Component: AgenciesPage },
  { path: `${OPERATIONS_AGENCIES_PATH}/:organization`, access: 'operations', Component: AgencyPage },
  { path: OPERATIONS_DATA_UPDATES_PATH, access: 'operations', Component: DataUpdatesPage },
  { path: OPERATIONS_CLAIMS_PATH, access: 'operations', Component: ClaimsPage },
  { path: `${OPERATIONS_CLAIMS_PATH}/:id`, access: 'operations', Component: ClaimPage },
  { path: OPERATIONS_EXPOSURE_PATH, access: 'operations', Component: ExposurePage },
];
