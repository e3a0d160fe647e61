import { ONBOARDING_PATH } from '@almanac/core';
import type { AppRoute } from '../../lib/routing.js';
import { lazyPage } from '../../lib/lazy-page.js';

const GettingStartedPage = lazyPage(() => import('./routes/getting-started-page.js'));
const OnboardingPage = lazyPage(() => import('./routes/onboarding-page.js'));

export const onboardingRoutes: AppRoute[] = [
  { path: '/getting-started', access: 'protected', Component: GettingStartedPage },
  { path: ONBOARDING_PATH, access: 'protected', Component: OnboardingPage },
];
