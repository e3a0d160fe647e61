import { ONBOARDING_PATH } from '@almanac/core';
import { lazy } from 'react';
import type { AppRoute } from '../../lib/routing.js';

const GettingStartedPage = lazy(() => import('./routes/getting-started-page.js'));
const OnboardingPage = lazy(() => import('./routes/onboarding-page.js'));

export const onboardingRoutes: AppRoute[] = [
  { path: '/getting-started', access: 'protected', Component: GettingStartedPage },
  { path: ONBOARDING_PATH, access: 'protected', Component: OnboardingPage },
];
