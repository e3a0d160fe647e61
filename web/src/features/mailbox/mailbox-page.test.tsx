import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeGraphql, json } from '../../test/fake-graphql.js';
import { renderApp } from '../../test/render-app.js';

const messages = [
  {
    id: 'm2',
    date: '2025-06-01T12:00:00Z',
    from: 'Almanac <no-reply@almanac.local>',
    to: ['riley@example.com'],
    subject: 'Your Almanac verification code',
    text: 'Your code is K7M2Q',
    html: '<p>Your code is K7M2Q</p>',
    links: [`${window.location.origin}/confirm?token=abc&type=CONFIRM`, 'https://example.org/help'],
    codes: ['K7M2Q'],
  },
  {
    id: 'm1',
    date: '2025-05-01T12:00:00Z',
    from: 'Almanac <no-reply@almanac.local>',
    to: ['other@example.com'],
    subject: 'Reset your password',
    text: 'Reset here',
    links: [],
    codes: [],
  },
];

describe('local mailbox', () => {
  it('lists e-mails with their codes and links, and is linked from the footer', async () => {
    const graphql = fakeGraphql({ CurrentUser: () => ({ data: { currentUser: null } }) });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(messages));
    renderApp({ path: '/mailbox', fetch: graphql.fetch, config: { mailboxUrl: 'http://mail.test/mailbox' } });
    const items = await screen.findAllByTestId('mailbox-message');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByTestId('mailbox-code').textContent).toBe('K7M2Q');
    expect(within(items[0]!).getByText('riley@example.com')).toBeTruthy();
    const confirmLink = within(items[0]!).getByRole('link', { name: /\/confirm\?token=abc/ });
    expect(confirmLink.getAttribute('href')).toBe('/confirm?token=abc&type=CONFIRM');
    expect(
      within(items[0]!).getByRole('link', { name: 'https://example.org/help' }).getAttribute('target'),
    ).toBe('_blank');
    expect(fetchSpy).toHaveBeenCalledWith('http://mail.test/mailbox', expect.anything());
    expect(screen.getByRole('link', { name: 'Mailbox (local)' })).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(items[1]!).getByRole('button', { name: 'Show message' }));
    expect(within(items[1]!).getByText('Reset here')).toBeTruthy();
  });

  it('does not exist without a mailbox URL', async () => {
    const graphql = fakeGraphql({ CurrentUser: () => ({ data: { currentUser: null } }) });
    renderApp({ path: '/mailbox', fetch: graphql.fetch });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Mailbox (local)' })).toBeNull();
  });
});
