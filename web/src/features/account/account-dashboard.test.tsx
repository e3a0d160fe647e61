import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeGraphql, gqlError } from '../../test/fake-graphql.js';
import { makeUser } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';

describe('My Information', () => {
  it('edits name and phone (e-mail read-only) and confirms with a toast', async () => {
    const user = userEvent.setup();
    const fake = fakeGraphql({
      CurrentUser: () => ({ data: { currentUser: makeUser() } }),
      UpdateUser: (call) => {
        const input = call.variables.input as { firstName: string; lastName: string; phone?: string };
        const base = makeUser();
        return { data: { updateUser: { ...base, profile: { ...base.profile!, ...input } } } };
      },
    });
    renderApp({ path: '/account/dashboard', token: 't', fetch: fake.fetch });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const email = within(dialog).getByLabelText('Email') as HTMLInputElement;
    expect(email.readOnly).toBe(true);

    const first = within(dialog).getByLabelText('First Name');
    await user.clear(first);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('first name is required')).toBeTruthy();

    await user.type(first, 'Ava');
    await user.type(within(dialog).getByLabelText('Phone'), '813-555-0100');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated Successfully!')).toBeTruthy();
    expect(fake.calls.find((c) => c.operationName === 'UpdateUser')!.variables).toEqual({
      input: { firstName: 'Ava', lastName: 'Agent', phone: '(813) 555-0100' },
    });
    await waitFor(() => expect(screen.getByText('Ava Agent')).toBeTruthy());
  });

  it("shows the server's message when the update fails", async () => {
    const user = userEvent.setup();
    const fake = fakeGraphql({
      CurrentUser: () => ({ data: { currentUser: makeUser() } }),
      UpdateUser: () => gqlError('VALIDATION_ERROR', 'The server refused this phone number'),
    });
    renderApp({ path: '/account/dashboard', token: 't', fetch: fake.fetch });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    // The last test's success toast (it lives 3 s) is not carried into this page.
    expect(screen.queryByText('Updated Successfully!')).toBeNull();
    await user.type(within(dialog).getByLabelText('Phone'), '813-555-0100');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The server refused this phone number')).toBeTruthy();
  });

  it('Log out everywhere asks first, ends every session on the server and signs out', async () => {
    const user = userEvent.setup();
    const fake = fakeGraphql({
      CurrentUser: () => ({ data: { currentUser: makeUser() } }),
      LogoutEverywhere: () => ({ data: { logoutEverywhere: 3 } }),
    });
    const app = renderApp({ path: '/account/dashboard', token: 't', fetch: fake.fetch });
    await user.click(await screen.findByRole('button', { name: 'Log out everywhere' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fake.calls.some((c) => c.operationName === 'LogoutEverywhere')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Log out everywhere' }),
    );
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(fake.calls.filter((c) => c.operationName === 'LogoutEverywhere')).toHaveLength(1);
  });

  it('keeps the session and says why when the server refuses', async () => {
    const user = userEvent.setup();
    const fake = fakeGraphql({
      CurrentUser: () => ({ data: { currentUser: makeUser() } }),
      LogoutEverywhere: () => gqlError('INTERNAL_SERVER_ERROR', 'boom'),
    });
    const app = renderApp({ path: '/account/dashboard', token: 't', fetch: fake.fetch });
    await user.click(await screen.findByRole('button', { name: 'Log out everywhere' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Log out everywhere' }),
    );
    expect(await screen.findByText('Internal Server Error')).toBeTruthy();
    expect(app.location()).toBe('/account/dashboard');
  });
});
