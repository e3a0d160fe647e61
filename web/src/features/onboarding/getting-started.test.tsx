import { NOT_OPEN_YET_MESSAGES } from '@almanac/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGraphql } from '../../test/fake-graphql.js';
import { makeUser, notOnboarded } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';

const realLocation = window.location;
afterEach(() => {
  Object.defineProperty(window, 'location', { value: realLocation, configurable: true });
});

describe('getting started', () => {
  it('Start Exploring goes to /dashboard', async () => {
    const fake = fakeGraphql({ CurrentUser: () => ({ data: { currentUser: notOnboarded() } }) });
    const app = renderApp({ path: '/getting-started', token: 't', fetch: fake.fetch });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Start Exploring' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
  });

  it('Begin Onboarding is disabled, saying why, until the onboarding screens exist', async () => {
    const fake = fakeGraphql({ CurrentUser: () => ({ data: { currentUser: notOnboarded() } }) });
    renderApp({ path: '/getting-started', token: 't', fetch: fake.fetch });
    const begin = (await screen.findByRole('button', { name: 'Begin Onboarding' })) as HTMLButtonElement;
    expect(begin.disabled).toBe(true);
    expect(document.getElementById(begin.getAttribute('aria-describedby')!)!.textContent).toBe(
      NOT_OPEN_YET_MESSAGES.onboarding,
    );
    expect(fake.calls.some((c) => c.operationName === 'CreateLoginToken')).toBe(false);
  });

  it('once they exist, Begin Onboarding requests a LOGIN token and leaves for the onboarding site', async () => {
    const assign = vi.fn();
    Object.defineProperty(window, 'location', {
      value: { ...realLocation, href: realLocation.href, assign },
      configurable: true,
    });
    const fake = fakeGraphql({
      CurrentUser: () => ({ data: { currentUser: notOnboarded() } }),
      CreateLoginToken: () => ({ data: { createLoginToken: { token: 'one-time', expiresAt: 'x' } } }),
    });
    renderApp({
      path: '/getting-started',
      token: 't',
      fetch: fake.fetch,
      screens: [{ path: '/onboarding', access: 'protected' }],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Begin Onboarding' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://onboarding.test/start?token=one-time'));
    expect(fake.calls.find((c) => c.operationName === 'CreateLoginToken')!.variables).toEqual({
      tokenType: 'LOGIN',
    });
  });
});

describe('getting started: one rule for who lands here', () => {
  const quotingNotOnboarded = () =>
    notOnboarded({ canQuote: true, permissions: [{ platform: 'DEFAULT', canQuote: true, canBind: false }] });

  it('tells an agent of an agency not onboarded that they can already quote', async () => {
    const fake = fakeGraphql({ CurrentUser: () => ({ data: { currentUser: quotingNotOnboarded() } }) });
    renderApp({ path: '/getting-started', token: 't', fetch: fake.fetch });
    expect(await screen.findByText(/You can already price cover and save premium indications/)).toBeTruthy();
    expect(screen.queryByText(/so you can quote/)).toBeNull();
  });

  it('tells an administrator, who does not quote, what onboarding gives the agency', async () => {
    const admin = notOnboarded({ role: 'admin' });
    const fake = fakeGraphql({ CurrentUser: () => ({ data: { currentUser: admin } }) });
    renderApp({ path: '/getting-started', token: 't', fetch: fake.fetch });
    expect(await screen.findByText(/so your agency's agents can apply for and bind cover/)).toBeTruthy();
  });

  it('sends a member of an onboarded agency to the dashboard instead of saying it is not onboarded', async () => {
    const fake = fakeGraphql({
      CurrentUser: () => ({ data: { currentUser: makeUser() } }),
      GetAgentStats: () => ({
        data: {
          getAgentStats: {
            totalPremiumIndications: 0,
            totalActivePolicies: 0,
            totalContractsExpiringSoon: 0,
          },
        },
      }),
    });
    const app = renderApp({ path: '/getting-started', token: 't', fetch: fake.fetch });
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(screen.queryByText(/not onboarded yet/)).toBeNull();
  });

  it("an onboarded agency's administrator opening the calculator goes to the dashboard, not Getting Started", async () => {
    const admin = makeUser({
      role: 'admin',
      canQuote: false,
      canBind: false,
      permissions: [{ platform: 'DEFAULT', canQuote: false, canBind: false }],
    });
    const fake = fakeGraphql({ CurrentUser: () => ({ data: { currentUser: admin } }) });
    const app = renderApp({ path: '/quoter/select-program', token: 't', fetch: fake.fetch });
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
  });
});
