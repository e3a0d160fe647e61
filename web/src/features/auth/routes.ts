import type { AppRoute } from '../../lib/routing.js';
import { lazyPage } from '../../lib/lazy-page.js';

const LandingPage = lazyPage(() => import('./routes/landing-page.js'));
const LoginPage = lazyPage(() => import('./routes/login-page.js'));
const SignUpPage = lazyPage(() => import('./routes/sign-up-page.js'));
const AgentSignUpPage = lazyPage(() => import('./routes/agent-sign-up-page.js'));
const BrandSignUpPage = lazyPage(() => import('./routes/brand-sign-up-page.js'));
const ForgotPage = lazyPage(() => import('./routes/forgot-page.js'));
const ResetPage = lazyPage(() => import('./routes/reset-page.js'));
const ConfirmPage = lazyPage(() => import('./routes/confirm-page.js'));

/** Sign-in screens (docs/requirements.md#sign-in). `/{brand}-sign-up` is `/almanac-sign-up`. */
export const authRoutes: AppRoute[] = [
  { path: '/', access: 'entry', Component: LandingPage },
  { path: '/login', access: 'entry', Component: LoginPage },
  { path: '/sign-up', access: 'entry', Component: SignUpPage },
  { path: '/agent-sign-up', access: 'entry', Component: AgentSignUpPage },
  { path: '/almanac-sign-up', access: 'entry', Component: BrandSignUpPage },
  { path: '/forgot', access: 'entry', Component: ForgotPage },
  { path: '/reset', access: 'entry', Component: ResetPage },
  { path: '/confirm', access: 'confirm', Component: ConfirmPage },
];
