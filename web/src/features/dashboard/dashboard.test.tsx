/**
 * /dashboard (docs/requirements.md#dashboard, #entity-forms, #onboarding, #validation-feedback,
 * #roles-and-permissions): the portfolio counters (getAgentStats, only with canQuote, each to
 * /quotes), the feature cards, Provide Feedback (rating and text, feedbackSchema's message,
 * saveFeedback, thanks) and the onboarding banner.
 */
import { onboardingBannerTexts, RATING_MESSAGE } from '@almanac/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FLAGS_STORAGE_KEY } from '../../lib/feature-flags.js';
import type { CurrentUser } from '../../lib/session/index.js';
import { fakeGraphql, type FakeHandlers, gqlError } from '../../test/fake-graphql.js';
import { makeUser, notOnboarded } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';
import { FEEDBACK_THANKS } from './components/feedback-dialog.js';

function renderDashboard(
  user: CurrentUser,
  handlers: FakeHandlers = {},
  screens: { path: string; access: 'protected' }[] = [],
) {
  const fake = fakeGraphql({
    CurrentUser: () => ({ data: { currentUser: user } }),
    GetAgentStats: () => ({
      data: {
        getAgentStats: {
          totalPremiumIndications: 1234,
          totalActivePolicies: 7,
          totalContractsExpiringSoon: 2,
        },
      },
    }),
    ...handlers,
  });
  const utils = renderApp({ path: '/dashboard', token: 't', fetch: fake.fetch, screens });
  return { ...utils, fake };
}

const features_ = () => screen.getByRole('region', { name: 'What would you like to do?' });

const callsOf = (fake: ReturnType<typeof fakeGraphql>, op: string) =>
  fake.calls.filter((c) => c.operationName === op);

describe('portfolio overview', () => {
  it('shows the three counters, each linking to its list (Active Policies opens /policies)', async () => {
    renderDashboard(makeUser());
    const section = await screen.findByRole('region', { name: 'Portfolio overview' });
    const expected: [string, string, string][] = [
      ['Premium Indications', '1,234', '/quotes'],
      ['Active Policies', '7', '/policies'],
      ['Expiring Soon', '2', '/policies/expiring-soon'],
    ];
    for (const [label, value, href] of expected) {
      const link = await within(section).findByRole('link', { name: new RegExp(`${value}\\s*${label}`) });
      expect(link.getAttribute('href')).toBe(href);
    }
  });

  it('is not shown (and stats are not asked for) to users who cannot quote; no calculator card', async () => {
    const { fake } = renderDashboard(notOnboarded());
    await screen.findByRole('heading', { name: /Welcome back/ });
    expect(screen.queryByRole('region', { name: 'Portfolio overview' })).toBeNull();
    const features = features_();
    expect(within(features).queryByRole('link', { name: 'Premium Calculator' })).toBeNull();
    expect(within(features).getByRole('link', { name: 'Clients' }).getAttribute('href')).toBe('/clients');
    expect(callsOf(fake, 'GetAgentStats')).toHaveLength(0);
  });

  it('keeps the feature cards (account card with its flag) and the Need Help link', async () => {
    renderDashboard(makeUser());
    await screen.findByRole('heading', { name: /Welcome back/ });
    const features = features_();
    expect(within(features).getByRole('link', { name: 'Premium Calculator' }).getAttribute('href')).toBe(
      '/quoter/select-program',
    );
    expect(within(features).getByRole('link', { name: 'Clients' }).getAttribute('href')).toBe('/clients');
    expect(within(features).getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe(
      '/account/dashboard',
    );
    const help = screen.getByText(/Need help\?/);
    expect(within(help).getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/help');
  });

  it('hides the account card when the account flag is off', async () => {
    localStorage.setItem(FLAGS_STORAGE_KEY, JSON.stringify({ accountPage: false }));
    renderDashboard(makeUser());
    await screen.findByRole('heading', { name: /Welcome back/ });
    expect(within(features_()).queryByRole('link', { name: 'My Account' })).toBeNull();
  });

  it('says so when the counters cannot be loaded', async () => {
    renderDashboard(makeUser(), { GetAgentStats: () => gqlError('INVALID_PERMISSIONS', 'no') });
    expect(await screen.findByText('The counters could not be loaded right now.')).toBeTruthy();
  });
});

describe('Provide Feedback', () => {
  it('needs a rating, then saves rating and text and thanks the user', async () => {
    const user = userEvent.setup();
    const { fake } = renderDashboard(makeUser(), {
      SaveFeedback: () => ({ data: { saveFeedback: true } }),
    });
    await user.click(await screen.findByRole('button', { name: /Provide Feedback/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Provide Feedback' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));
    expect(await within(dialog).findByText(RATING_MESSAGE)).toBeTruthy();
    expect(callsOf(fake, 'SaveFeedback')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await waitFor(() => expect(within(dialog).queryByText(RATING_MESSAGE)).toBeNull());
    await user.type(within(dialog).getByLabelText('Tell us more'), 'Quoting is fast.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));

    expect(await within(dialog).findByText(FEEDBACK_THANKS)).toBeTruthy();
    expect(callsOf(fake, 'SaveFeedback')[0]!.variables).toEqual({ rating: 4, feedback: 'Quoting is fast.' });
  });

  it('rejects feedback over 2000 characters with the schema message', async () => {
    const user = userEvent.setup();
    const { fake } = renderDashboard(makeUser(), { SaveFeedback: () => ({ data: { saveFeedback: true } }) });
    await user.click(await screen.findByRole('button', { name: /Provide Feedback/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Provide Feedback' });
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    const text = within(dialog).getByLabelText('Tell us more') as HTMLTextAreaElement;
    // The field caps typing at 2000; a pasted value past it is refused by the schema too.
    text.removeAttribute('maxlength');
    await user.click(text);
    await user.paste('x'.repeat(2001));
    await user.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));
    expect(await within(dialog).findByText('Feedback is too long (2000 characters at most)')).toBeTruthy();
    expect(callsOf(fake, 'SaveFeedback')).toHaveLength(0);
  });

  it('sends a rating alone, and shows a server error in the dialog', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { fake } = renderDashboard(makeUser(), {
      SaveFeedback: () => (fail ? gqlError('Lambda:Unhandled', 'boom') : { data: { saveFeedback: true } }),
    });
    await user.click(await screen.findByRole('button', { name: /Provide Feedback/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Provide Feedback' });
    await user.click(within(dialog).getByRole('radio', { name: '1 star' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));
    expect(await within(dialog).findByText('Internal Server Error')).toBeTruthy();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));
    expect(await within(dialog).findByText(FEEDBACK_THANKS)).toBeTruthy();
    expect(callsOf(fake, 'SaveFeedback').at(-1)!.variables).toEqual({ rating: 1 });
  });
});

describe('onboarding banner on the dashboard', () => {
  const withApplication = (
    status: 'NotStarted' | 'Started' | 'AwaitingAgency' | 'NeedsReview' | 'Approved',
    userId: string,
  ) => {
    const u = notOnboarded();
    u.organization!.application = { _id: 'a', status, userId };
    return u;
  };

  it.each([
    ['NotStarted', 'Designate Primary Agent'],
    ['Started', 'Continue Onboarding'],
    ['AwaitingAgency', 'Finish Onboarding'],
  ] as const)('%s: its call to action "%s" leads to /onboarding', async (status, cta) => {
    const { location } = renderDashboard(withApplication(status, 'u1'));
    const banner = await screen.findByRole('region', { name: 'Agency onboarding' });
    const link = within(banner).getByRole('link', { name: cta });
    expect(link.getAttribute('href')).toBe('/onboarding');
    expect(within(banner).getByRole('link', { name: 'My Team' }).getAttribute('href')).toBe('/account/team');
    await userEvent.setup().click(link);
    await waitFor(() => expect(location()).toBe('/onboarding'));
  });

  it('while in review: the processing note, no call to action', async () => {
    renderDashboard(withApplication('NeedsReview', 'u1'));
    const banner = await screen.findByRole('region', { name: 'Agency onboarding' });
    expect(within(banner).getByText(onboardingBannerTexts.processingTitle)).toBeTruthy();
    expect(
      within(banner)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['My Team']);
  });

  it('is hidden once onboarded, and when Approved and the user is not the applicant', async () => {
    renderDashboard(withApplication('Approved', 'someone-else'));
    await screen.findByRole('heading', { name: /Welcome back/ });
    expect(screen.queryByRole('region', { name: 'Agency onboarding' })).toBeNull();
  });

  it('is hidden for an onboarded organisation', async () => {
    renderDashboard(makeUser());
    await screen.findByRole('heading', { name: /Welcome back/ });
    expect(screen.queryByRole('region', { name: 'Agency onboarding' })).toBeNull();
  });
});
