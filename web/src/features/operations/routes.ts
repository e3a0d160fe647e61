import { OPERATIONS_APPLICATIONS_PATH } from '@almanac/core';
import { lazy } from 'react';
import type { AppRoute } from '../../lib/routing.js';

const ApplicationsPage = lazy(() => import('./routes/applications-page.js'));
const ApplicationPage = lazy(() => import('./routes/application-page.js'));

/** The operations queue (docs/requirements.md#binding): internal users and super admins only. */
export const operationsRoutes: AppRoute[] = [
  { path: OPERATIONS_APPLICATIONS_PATH, access: 'operations', Component: ApplicationsPage },
  { path: `${OPERATIONS_APPLICATIONS_PATH}/:id`, access: 'operations', Component: ApplicationPage },
];
