import { PAYMENT_DUE_DAYS_BEFORE_INCEPTION, PRODUCER_COMMISSION_PERCENT } from '@almanac/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LEGAL_DRAFT_NOTICE } from '../../features/legal/content/legal-draft.js';
import { fakeGraphql } from '../../test/fake-graphql.js';
import { makeUser } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';

const noUser = () => fakeGraphql({ CurrentUser: () => ({ data: { currentUser: null } }) }).fetch;
const PLACEHOLDER = /will be published|on their way/i;

/** The sentence under the sign-up form that says what the user agrees to. */
const agreement = async () => (await screen.findByText(/By creating an account you agree/)).closest('p')!;

describe('Terms of Use, Privacy Policy and Help (issue 27 item 14)', () => {
  it('the sign-up form links to real Terms of Use, marked as a draft for counsel', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/sign-up', fetch: noUser() });
    await user.click(within(await agreement()).getByRole('link', { name: 'Terms of Use' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy();
    expect(screen.getByText(LEGAL_DRAFT_NOTICE)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '4. Applications, signatures and payment' })).toBeTruthy();
    expect(screen.getByText(new RegExp(`due ${PAYMENT_DUE_DAYS_BEFORE_INCEPTION} days before`))).toBeTruthy();
    expect(screen.queryByText(PLACEHOLDER)).toBeNull();
  });

  it('the sign-up form links to a real Privacy Policy (what is collected, processors, CCPA rights)', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/sign-up', fetch: noUser() });
    await user.click(within(await agreement()).getByRole('link', { name: 'Privacy Policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText(LEGAL_DRAFT_NOTICE)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1. What we collect' })).toBeTruthy();
    expect(screen.getByText(/Amazon Web Services/)).toBeTruthy();
    expect(screen.getByText(/CCPA/)).toBeTruthy();
    expect(screen.queryByText(PLACEHOLDER)).toBeNull();
  });

  it("the sign-up form and the footer link to a Help page that answers the agent's questions", async () => {
    const user = userEvent.setup();
    renderApp({ path: '/sign-up', fetch: noUser() });
    await user.click(within(await agreement()).getByRole('link', { name: 'Help' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
    for (const question of [
      'How do I price cover?',
      'What do the historical payouts mean?',
      'How does the client pay?',
      'Why is my application "Pending Approval"?',
      'Does the client have to file a claim?',
      'What are the roles?',
      'How does my agency get approved?',
    ])
      expect(screen.getByRole('heading', { level: 3, name: question })).toBeTruthy();
    expect(screen.getByText(new RegExp(`${PRODUCER_COMMISSION_PERCENT}% producer commission`))).toBeTruthy();
    expect(screen.queryByText(PLACEHOLDER)).toBeNull();

    const footer = within(screen.getByRole('contentinfo'));
    await user.click(footer.getByRole('link', { name: 'Terms of Use' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy();
    await user.click(footer.getByRole('link', { name: 'Help' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
  });

  it('a signed-in agent reaches Help from the app menu', async () => {
    const user = userEvent.setup();
    const fake = fakeGraphql({ CurrentUser: () => ({ data: { currentUser: makeUser() } }) });
    renderApp({ path: '/dashboard', fetch: fake.fetch, token: 'session-token' });
    const header = within(await screen.findByRole('banner'));
    await user.click(await header.findByRole('link', { name: 'Help' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
  });
});
