import { matchRoutes, Route, Routes } from 'react-router-dom';
import NotFoundPage from '../components/not-found-page.js';
import { authRoutes } from '../features/auth/routes.js';
import { claimsRoutes } from '../features/claims/routes.js';
import { clientHomeRoutes } from '../features/client-home/routes.js';
import { clientReviewRoutes } from '../features/client-review/routes.js';
import { clientsRoutes } from '../features/clients/routes.js';
import { dashboardRoutes } from '../features/dashboard/routes.js';
import { emailChangeRoutes } from '../features/email-change/routes.js';
import { helpRoutes } from '../features/help/routes.js';
import { legalRoutes } from '../features/legal/routes.js';
import { mailboxRoutes } from '../features/mailbox/routes.js';
import { onboardingRoutes } from '../features/onboarding/routes.js';
import { operationsRoutes } from '../features/operations/routes.js';
import { accountRoutes } from '../features/account/routes.js';
import { applyRoutes } from '../features/apply/routes.js';
import { quoterRoutes } from '../features/quoter/routes.js';
import { quotesRoutes } from '../features/quotes/routes.js';
import { quoteDetailsRoutes } from '../features/quote-details/routes.js';
import { publicRequestRoutes } from '../features/public-request/routes.js';
import { sharedQuoteRoutes } from '../features/shared-quote/routes.js';
import { useConfig } from '../lib/config.js';
import { useFeatureFlags } from '../lib/feature-flags.js';
import type { EarlyRequest } from '../lib/graphql/early-requests.js';
import type { LazyPage } from '../lib/lazy-page.js';
import type { AppRoute } from '../lib/routing.js';
import { ScreensProvider } from '../lib/screens.js';
import { RouteGuard } from './guards.js';
import { AppLayout } from './shell/app-layout.js';

/**
 * Every feature's routes, each behind the guard its access names. A new feature adds its
 * `routes.ts` here (quoter: access 'quote'; quotes: 'quote'; apply: 'bind'; clients: 'protected';
 * client-review: the client's contract pages, 'client', and the review link, 'public'; claims: the
 * loss form pages and the claim link, 'public', the review, 'client', by the claimsForm flag).
 */
export function useAppRoutes(): AppRoute[] {
  const { mailboxUrl } = useConfig();
  const { flags } = useFeatureFlags();
  return [
    ...alwaysOnRoutes(),
    ...claimsRoutes(flags.claimsForm),
    ...(flags.accountPage ? accountRoutes : []),
    ...(mailboxUrl ? mailboxRoutes : []),
  ];
}

/** The routes no flag or setting turns off. */
function alwaysOnRoutes(): AppRoute[] {
  return [
    ...authRoutes,
    ...onboardingRoutes,
    ...dashboardRoutes,
    ...helpRoutes,
    ...clientHomeRoutes,
    ...legalRoutes,
    ...quoterRoutes,
    ...quotesRoutes,
    ...clientsRoutes,
    ...quoteDetailsRoutes,
    ...applyRoutes,
    ...clientReviewRoutes,
    ...operationsRoutes,
    ...publicRequestRoutes,
    ...sharedQuoteRoutes,
    ...emailChangeRoutes,
  ];
}

/** The route the app starts on, whatever the flags (the router decides later what it shows). */
function startRouteOf(pathname: string) {
  const routes = [...alwaysOnRoutes(), ...claimsRoutes(true), ...accountRoutes, ...mailboxRoutes];
  return matchRoutes(routes, pathname)?.[0];
}

/**
 * The first queries of the page at `pathname` (its route's `early`), sent at start-up beside the
 * current user. Sent whatever the user may open: the server refuses what they may not.
 */
export function earlyRequestsFor(pathname: string, search: string): EarlyRequest[] {
  const match = startRouteOf(pathname);
  return match?.route.early?.({ params: match.params, search: new URLSearchParams(search) }) ?? [];
}

/**
 * Start loading the code of the page at `pathname` now, at start-up, while the runtime config and
 * the current user load (the router would only ask for it once both are in). Every route counts,
 * whatever the flags: a page loaded and then not shown costs nothing but its download. Answers
 * once the code is in, or failed to load (the render then tries again and shows the failure).
 */
export function preloadPageFor(pathname: string): Promise<void> {
  const page = startRouteOf(pathname)?.route.Component;
  if (!page || !('preload' in page) || typeof page.preload !== 'function') return Promise.resolve();
  return (page as LazyPage).preload().then(
    () => undefined,
    () => undefined,
  );
}

/** The app's routes; `extraRoutes` (tests) stand in for screens a later issue adds. */
export function AppRoutes({ extraRoutes = [] }: { extraRoutes?: AppRoute[] }) {
  const routes = [...useAppRoutes(), ...extraRoutes];
  return (
    <ScreensProvider paths={routes.map((r) => r.path)}>
      <Routes>
        <Route element={<AppLayout />}>
          {routes.map(({ path, access, Component }) => (
            <Route
              key={path}
              path={path}
              element={
                <RouteGuard access={access}>
                  <Component />
                </RouteGuard>
              }
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </ScreensProvider>
  );
}
