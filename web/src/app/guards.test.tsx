import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { getRedirectPath, setRedirectPath } from '../lib/session/redirect.js';
import { fakeGraphql } from '../test/fake-graphql.js';
import { makeUser, notOnboarded } from '../test/fixtures.js';
import { renderApp } from '../test/render-app.js';
import type { RouteAccess } from '../lib/routing.js';
import type { CurrentUser } from '../lib/session/index.js';
import { guardDecision, RouteGuard } from './guards.js';

const withUser = (user: CurrentUser | null) =>
  fakeGraphql({ CurrentUser: () => ({ data: { currentUser: user } }) });

/** A page that only shows its name, behind the guard for `access`. */
const guarded = (access: RouteAccess, name: string) => (
  <RouteGuard access={access}>
    <p>{name}</p>
  </RouteGuard>
);

/** Routes later issues add, behind the guards they will use. */
const futureRoutes = (
  <Routes>
    <Route path="/" element={guarded('entry', 'Landing')} />
    <Route path="/quoter/select-program" element={guarded('quote', 'Quoter')} />
    <Route path="/quotes" element={guarded('quote', 'Quotes')} />
    <Route path="/apply/select-client" element={guarded('bind', 'Apply')} />
    <Route path="/getting-started" element={<p>Getting started</p>} />
    <Route path="/dashboard" element={<p>Dashboard</p>} />
    <Route path="/client" element={<p>Client home</p>} />
  </Routes>
);

describe('entry routes', () => {
  it.each(['/', '/login', '/sign-up', '/agent-sign-up', '/almanac-sign-up', '/forgot', '/reset'])(
    'send a confirmed user of an onboarded organisation from %s to /dashboard',
    async (path) => {
      const app = renderApp({ path, token: 't', fetch: withUser(makeUser()).fetch });
      await waitFor(() => expect(app.location()).toBe('/dashboard'));
    },
  );

  it('send a user whose organisation is not onboarded to /getting-started', async () => {
    const app = renderApp({ path: '/login', token: 't', fetch: withUser(notOnboarded()).fetch });
    await waitFor(() => expect(app.location()).toBe('/getting-started'));
  });

  it('treat an organisation application in NeedsReview as onboarded', async () => {
    const user = notOnboarded();
    user.organization!.application!.status = 'NeedsReview';
    const app = renderApp({ path: '/login', token: 't', fetch: withUser(user).fetch });
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
  });

  it('prefer the stored redirect path, once', async () => {
    setRedirectPath('/help');
    const app = renderApp({ path: '/', token: 't', fetch: withUser(makeUser()).fetch });
    await waitFor(() => expect(app.location()).toBe('/help'));
    expect(getRedirectPath()).toBeNull();
  });

  it('leave an unconfirmed user on the landing page, offering /confirm', async () => {
    const app = renderApp({ path: '/', token: 't', fetch: withUser(makeUser({ confirmedAt: null })).fetch });
    expect(await screen.findByText('Your e-mail address is not confirmed yet.')).toBeTruthy();
    expect(app.location()).toBe('/');
  });

  it('send a client to the client home', async () => {
    const app = renderApp({
      path: '/login',
      token: 't',
      fetch: withUser(makeUser({ role: 'client' })).fetch,
    });
    await waitFor(() => expect(app.location()).toBe('/client'));
  });
});

describe('protected routes', () => {
  it('send a visitor without a session to / and remember where they were going', async () => {
    const app = renderApp({ path: '/dashboard', fetch: withUser(null).fetch });
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(getRedirectPath()).toBe('/dashboard');
  });

  it('send an unconfirmed user to /', async () => {
    const app = renderApp({
      path: '/getting-started',
      token: 't',
      fetch: withUser(makeUser({ confirmedAt: null })).fetch,
    });
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('show the page to a confirmed agent', async () => {
    const app = renderApp({ path: '/dashboard', token: 't', fetch: withUser(makeUser()).fetch });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Avery' })).toBeTruthy();
    expect(app.location()).toBe('/dashboard');
  });

  it('keep clients on client pages', async () => {
    const app = renderApp({
      path: '/dashboard',
      token: 't',
      fetch: withUser(makeUser({ role: 'client' })).fetch,
    });
    await waitFor(() => expect(app.location()).toBe('/client'));
    expect(await screen.findByText(/Your agent will e-mail you links/)).toBeTruthy();
  });

  it('keep agents off the client home', async () => {
    const app = renderApp({ path: '/client', token: 't', fetch: withUser(makeUser()).fetch });
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
  });

  it('send users who cannot quote from quoter and quotes routes to /getting-started', async () => {
    const user = notOnboarded();
    for (const path of ['/quoter/select-program', '/quotes']) {
      const app = renderApp({ path, token: 't', fetch: withUser(user).fetch, routes: futureRoutes });
      await waitFor(() => expect(app.location()).toBe('/getting-started'));
      app.unmount();
    }
  });

  it('send users who cannot bind from apply routes to /dashboard, saying why', async () => {
    const user = makeUser({ canBind: false });
    const app = renderApp({ path: '/apply/select-client', token: 't', fetch: withUser(user).fetch });
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect((await screen.findByTestId('redirect-notice')).textContent).toContain(
      "Apply for Coverage needs the permission to bind coverage, which your account doesn't have. Ask your organization's primary agent to grant it.",
    );
  });

  it('send an agent who opens the operations pages to /dashboard, saying why; dismissable', async () => {
    const app = renderApp({
      path: '/operations/applications',
      token: 't',
      fetch: withUser(makeUser()).fetch,
    });
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    const notice = await screen.findByTestId('redirect-notice');
    expect(notice.textContent).toContain(
      "The operations pages are for Almanac's underwriters; your account can't open them.",
    );
    expect(await screen.findByRole('heading', { name: 'Welcome back, Avery' })).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('redirect-notice')).toBeNull();
  });

  it('say why a bare application step with no application in progress opens Apply for Coverage', async () => {
    sessionStorage.clear();
    const app = renderApp({
      path: '/apply/application/entity-details',
      token: 't',
      fetch: withUser(makeUser()).fetch,
    });
    await waitFor(() => expect(app.location()).toBe('/apply/select-client'));
    expect((await screen.findByTestId('redirect-notice')).textContent).toContain(
      'No application is open in this tab.',
    );
  });

  it('let users who can quote and bind in', async () => {
    renderApp({
      path: '/apply/select-client',
      token: 't',
      fetch: withUser(makeUser()).fetch,
      routes: futureRoutes,
    });
    expect(await screen.findByText('Apply')).toBeTruthy();
  });
});

describe('guardDecision', () => {
  it('does not remember the page after an explicit logout', () => {
    expect(guardDecision('protected', null, { endedByLogout: true })).toEqual({ to: '/', remember: false });
    expect(guardDecision('protected', null)).toEqual({ to: '/', remember: true });
  });

  it('tells a user who cannot quote or bind why, by whether the agency is onboarded and who grants it', () => {
    expect(guardDecision('quote', notOnboarded({ canQuote: false }))).toEqual({
      to: '/getting-started',
      notice:
        "Quoting needs the permission to quote, which your account doesn't have. It opens once your agency's onboarding is approved: finish the steps below.",
    });
    expect(guardDecision('bind', makeUser({ role: 'primaryAgent', canBind: false }))).toMatchObject({
      notice: expect.stringContaining('Contact Almanac support'),
    });
  });

  it('lets only internal users and super admins into the operations queue', () => {
    expect(guardDecision('operations', makeUser({ role: 'internal', canQuote: false }))).toBeNull();
    expect(guardDecision('operations', makeUser({ role: 'superAdmin' }))).toBeNull();
    expect(guardDecision('operations', makeUser({ role: 'primaryAgent' }))).toMatchObject({
      to: '/dashboard',
      notice: expect.stringContaining('underwriters'),
    });
    expect(guardDecision('operations', notOnboarded({ role: 'agent' }))).toMatchObject({
      to: '/getting-started',
    });
    expect(guardDecision('operations', makeUser({ role: 'client' }))).toMatchObject({ to: '/client' });
    expect(guardDecision('operations', null)).toEqual({ to: '/', remember: true });
  });

  it('lets an e-mailed confirmation link through whatever the session', () => {
    expect(guardDecision('confirm', null, { hasLinkToken: true })).toBeNull();
    expect(guardDecision('confirm', null)).toEqual({ to: '/' });
    expect(guardDecision('confirm', makeUser())).toEqual({ enter: true });
    expect(guardDecision('confirm', makeUser({ confirmedAt: null }))).toBeNull();
  });

  it('lets a client in without a confirmation: their session came from an e-mailed link', () => {
    const client = makeUser({ role: 'client', confirmedAt: null, canQuote: false, canBind: false });
    expect(guardDecision('client', client)).toBeNull();
    expect(guardDecision('entry', client)).toEqual({ enter: true });
    for (const access of ['protected', 'quote', 'bind'] as const) {
      expect(guardDecision(access, client)).toEqual({
        to: '/client',
        notice: 'That page is for agents. Your contracts and documents are here.',
      });
    }
    expect(guardDecision('client', makeUser({ confirmedAt: null }))).toEqual({ to: '/', remember: false });
  });
});

describe('shell', () => {
  it('shows the full-screen loader while the current user loads', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const fake = fakeGraphql({
      CurrentUser: async () => {
        await gate;
        return { data: { currentUser: makeUser() } };
      },
    });
    renderApp({ path: '/dashboard', token: 't', fetch: fake.fetch });
    expect(screen.getByTestId('full-screen-loader')).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { name: 'Welcome back, Avery' })).toBeTruthy();
  });

  it('shows role-based header links', async () => {
    renderApp({ path: '/dashboard', token: 't', fetch: withUser(makeUser()).fetch });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const labels = Array.from(nav.querySelectorAll('a,button')).map((e) => e.textContent);
    expect(labels).toEqual([
      'Premium Calculator',
      'Premium Indications & Policies',
      'Apply for Coverage',
      'Clients',
      'Help',
      'Account',
      'Logout',
    ]);
  });

  it("Apply for Coverage counts the agent's applications in progress", async () => {
    const fake = fakeGraphql({
      CurrentUser: () => ({ data: { currentUser: makeUser() } }),
      GetApplicationsInProgress: () => ({ data: { getAgentStats: { applicationsInProgress: 2 } } }),
    });
    renderApp({ path: '/dashboard', token: 't', fetch: fake.fetch });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const link = await within(nav).findByRole('link', {
      name: 'Apply for Coverage, 2 applications in progress',
    });
    expect(link.getAttribute('href')).toBe('/apply/select-client');
    expect(within(link).getByText('2')).toBeTruthy();
  });

  it('no badge for a user who cannot bind, and the count is not asked for', async () => {
    const fake = fakeGraphql({
      CurrentUser: () => ({ data: { currentUser: makeUser({ canBind: false }) } }),
      GetApplicationsInProgress: () => ({ data: { getAgentStats: { applicationsInProgress: 2 } } }),
    });
    renderApp({ path: '/dashboard', token: 't', fetch: fake.fetch });
    await screen.findByRole('navigation', { name: 'Main' });
    expect(fake.calls.some((c) => c.operationName === 'GetApplicationsInProgress')).toBe(false);
  });

  it('every header link leads to a screen, not the not-found page', async () => {
    const { location } = renderApp({ path: '/dashboard', token: 't', fetch: withUser(makeUser()).fetch });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => a.getAttribute('href') ?? '');
    expect(links.length).toBeGreaterThan(3);
    for (const href of links) {
      const link = (await screen.findByRole('navigation', { name: 'Main' })).querySelector(
        `a[href="${href}"]`,
      )!;
      fireEvent.click(link);
      await waitFor(() => expect(location()).toBe(href));
      expect(screen.queryByRole('heading', { name: 'Page not found' }), href).toBeNull();
    }
  });

  it('shows Sign In when logged out and no links to clients', async () => {
    const app = renderApp({ path: '/privacy', fetch: withUser(null).fetch });
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeTruthy();
    app.unmount();
    renderApp({ path: '/client', token: 't', fetch: withUser(makeUser({ role: 'client' })).fetch });
    await screen.findByText(/Your agent will e-mail you links/);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('replaces the app with the maintenance message', async () => {
    renderApp({ path: '/', fetch: withUser(null).fetch, config: { flags: { maintenance: true } } });
    expect(
      await screen.findByText('We are currently under maintenance. Please check back later.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('has a not-found page', async () => {
    renderApp({ path: '/no/such/page', fetch: withUser(null).fetch });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('logs out: mutation logout, token and cache cleared, back on /', async () => {
    const fake = fakeGraphql({
      CurrentUser: () => ({ data: { currentUser: makeUser() } }),
      Logout: () => ({ data: { logout: true } }),
    });
    const app = renderApp({ path: '/dashboard', token: 't', fetch: fake.fetch });
    const logout = await screen.findByRole('button', { name: 'Logout' });
    fireEvent.click(logout);
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(
      fake.calls.some((c) => c.operationName === 'Logout' && c.headers.authorization === 'Bearer t'),
    ).toBe(true);
    expect(app.tokens.get()).toBeNull();
    expect(app.queryClient.getQueryData(['currentUser'])).toBeUndefined();
    expect(getRedirectPath()).toBeNull();
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeTruthy();
  });

  it('logs out and goes to / when the session cannot be renewed', async () => {
    let first = true;
    const fake = fakeGraphql({
      CurrentUser: () => {
        if (first) {
          first = false;
          return { data: { currentUser: makeUser() } };
        }
        return { errors: [{ errorType: 'UnauthorizedException', message: 'expired' }], status: 401 };
      },
      Authorize: () => ({ errors: [{ errorType: 'INVALID_TOKEN', message: 'Invalid token' }] }),
    });
    const app = renderApp({ path: '/dashboard', token: 't', fetch: fake.fetch });
    await screen.findByRole('heading', { name: 'Welcome back, Avery' });
    await act(() => app.queryClient.refetchQueries({ queryKey: ['currentUser'] }));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(app.tokens.get()).toBeNull();
  });
});
