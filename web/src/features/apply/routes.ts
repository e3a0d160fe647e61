import { ELECTRONIC_AGREEMENT_PATH } from '@almanac/core';
import type { AppRoute } from '../../lib/routing.js';
import { STEP_PATHS } from './model/paths.js';
import { lazyPage } from '../../lib/lazy-page.js';

const SelectClientPage = lazyPage(() => import('./routes/select-client-page.js'));
const ApplicationPage = lazyPage(() => import('./routes/application-page.js'));
const StepRedirectPage = lazyPage(() => import('./routes/step-redirect-page.js'));
const SubmittedPage = lazyPage(() => import('./routes/submitted-page.js'));
const AgreementPage = lazyPage(() => import('./routes/agreement-page.js'));

/**
 * Apply for Coverage (docs/requirements.md#routes, #apply-select, #application-form): only for
 * users who can bind. /apply and the step name /apply/select-premium-indication show the select
 * page; the bare step paths open the step of the application being worked on.
 */
export const applyRoutes: AppRoute[] = [
  { path: '/apply', access: 'bind', Component: SelectClientPage },
  { path: '/apply/select-client', access: 'bind', Component: SelectClientPage },
  { path: '/apply/select-premium-indication', access: 'bind', Component: SelectClientPage },
  ...STEP_PATHS.map((step) => ({
    path: `/apply/application/${step}`,
    access: 'bind' as const,
    Component: StepRedirectPage,
  })),
  { path: '/apply/application/:id', access: 'bind', Component: ApplicationPage },
  { path: '/apply/application/:id/:step', access: 'bind', Component: ApplicationPage },
  { path: '/apply/:id/application-submitted', access: 'bind', Component: SubmittedPage },
  { path: ELECTRONIC_AGREEMENT_PATH, access: 'public', Component: AgreementPage },
];
