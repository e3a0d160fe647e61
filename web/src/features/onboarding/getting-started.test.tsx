import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeGraphql, gqlError } from '../../test/fake-graphql.js';
import { makeUser, notOnboarded } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';

describe('getting started', () => {
  it('Start Exploring goes to /dashboard', async () => {
    const fake = fakeGraphql({ CurrentUser: () => ({ data: { currentUser: notOnboarded() } }) });
    const app = renderApp({ path: '/getting-started', token: 't', fetch: fake.fetch });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Start Exploring' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
  });

  it('Begin Onboarding opens the agency application in the product (/onboarding)', async () => {
    const fake = fakeGraphql({
      CurrentUser: () => ({ data: { currentUser: notOnboarded() } }),
      GetOrganizationOnboarding: () => gqlError('INTERNAL_SERVER_ERROR', 'not in this test'),
    });
    const app = renderApp({ path: '/getting-started', token: 't', fetch: fake.fetch });
    const user = userEvent.setup();
    const begin = await screen.findByRole('link', { name: 'Begin Onboarding' });
    expect(begin.getAttribute('href')).toBe('/onboarding');
    await user.click(begin);
    await waitFor(() => expect(app.location()).toBe('/onboarding'));
    expect(fake.calls.some((c) => c.operationName === 'CreateLoginToken')).toBe(false);
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
