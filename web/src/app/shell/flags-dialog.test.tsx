import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FLAGS_STORAGE_KEY } from '../../lib/feature-flags.js';
import { fakeGraphql } from '../../test/fake-graphql.js';
import { renderApp } from '../../test/render-app.js';
import { LOCAL_FLAGS_WARNING } from './flags-dialog.js';

const fetch = () => fakeGraphql({ CurrentUser: () => ({ data: { currentUser: null } }) }).fetch;

describe('feature-flag dialog', () => {
  it('opens with Ctrl+K (and Cmd+K), saves toggles locally, warns, and resets', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/privacy', fetch: fetch() });
    await screen.findByRole('heading', { name: 'Privacy Policy' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Feature flags')).toBeTruthy();
    expect(within(dialog).queryByText(LOCAL_FLAGS_WARNING)).toBeNull();

    const priceMatch = within(dialog).getByRole('checkbox', { name: /priceMatch/ }) as HTMLInputElement;
    expect(priceMatch.checked).toBe(false);
    await user.click(priceMatch);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(FLAGS_STORAGE_KEY)!)).toEqual({ priceMatch: true }),
    );
    expect(within(dialog).getByText(LOCAL_FLAGS_WARNING)).toBeTruthy();
    expect((within(dialog).getByRole('checkbox', { name: /priceMatch/ }) as HTMLInputElement).checked).toBe(
      true,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(localStorage.getItem(FLAGS_STORAGE_KEY)).toBeNull();
    expect(within(dialog).queryByText(LOCAL_FLAGS_WARNING)).toBeNull();
    expect((within(dialog).getByRole('checkbox', { name: /priceMatch/ }) as HTMLInputElement).checked).toBe(
      false,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.keyDown(window, { key: 'K', metaKey: true });
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('applies locally saved flags: turning maintenance on replaces the app, and the dialog still works', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/privacy', fetch: fetch() });
    await screen.findByRole('heading', { name: 'Privacy Policy' });
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: /maintenance/ }));
    expect(
      await screen.findByText('We are currently under maintenance. Please check back later.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeTruthy();
  });

  it('hides the Account link and route when accountPage is off', async () => {
    localStorage.setItem(FLAGS_STORAGE_KEY, JSON.stringify({ accountPage: false }));
    const { makeUser } = await import('../../test/fixtures.js');
    const fake = fakeGraphql({ CurrentUser: () => ({ data: { currentUser: makeUser() } }) });
    renderApp({ path: '/account/dashboard', token: 't', fetch: fake.fetch });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByText('Account')).toBeNull();
  });
});
