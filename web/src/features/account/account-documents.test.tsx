import { STATE_LICENSE_MISSING_MANAGER_TEXT, stateLicensePathPrefix } from '@almanac/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeGraphql, gqlError, type FakeHandlers } from '../../test/fake-graphql.js';
import { makeUser } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';

const agreement = {
  id: 'up-1',
  fileName: 'agency-agreement.pdf',
  filePath: 'lpc-insurance/organizations/o1/agreement/up-1.pdf',
  purpose: 'AGENCY_AGREEMENT',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const ownLicense = {
  id: 'up-2',
  fileName: 'license.pdf',
  filePath: `${stateLicensePathPrefix('o1', 'u1')}verified/up-2/a.pdf`,
  purpose: 'STATE_LICENSE',
  createdAt: '2026-11-21T10:00:00.000Z',
};

function open(role: 'agent' | 'admin' | 'primaryAgent', handlers: FakeHandlers) {
  const fake = fakeGraphql({
    CurrentUser: () => ({ data: { currentUser: makeUser({ role }) } }),
    GetContractDocumentUrl: (call) => ({
      data: { getSignedUrl: `https://files.test/${call.variables.file}` },
    }),
    ...handlers,
  });
  renderApp({ path: '/account/documents', token: 't', fetch: fake.fetch });
  return fake;
}
const documentsNav = () =>
  within(screen.getByRole('navigation', { name: 'Account' })).getByRole('link', { name: /Documents/ });

describe('Documents', () => {
  it('lists the agreements newest first with View links opening a signed URL in a new tab', async () => {
    const fake = open('agent', {
      AccountUploads: () => ({ data: { getUploads: { count: 2, items: [ownLicense, agreement] } } }),
    });
    const list = await screen.findByRole('list', { name: 'Agreements' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('State License'), expect.stringContaining('Agency Agreement')]);
    const view = await within(list).findByRole('link', { name: 'View Agency Agreement' });
    expect(view.getAttribute('href')).toBe('https://files.test/up-1');
    expect(view.getAttribute('target')).toBe('_blank');
    expect(fake.calls.find((c) => c.operationName === 'AccountUploads')!.variables).toEqual({
      input: { page: 1, limit: 15, sortBy: 'createdAt', sortDirection: 'DESC' },
    });
    // Nothing unresolved: no badge, no alert.
    expect(screen.queryByText(/Documents that need attention/)).toBeNull();
    expect(documentsNav().textContent).toBe('Documents');
  });

  it('links the static documents', async () => {
    open('agent', { AccountUploads: () => ({ data: { getUploads: { count: 0, items: [] } } }) });
    const links = [
      ['Agreement to Conduct Electronic Transactions', '/electronic-transactions-agreement'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Use', '/terms'],
    ];
    await screen.findByRole('main');
    for (const [name, href] of links)
      expect((await within(screen.getByRole('main')).findByRole('link', { name })).getAttribute('href')).toBe(
        href,
      );
  });

  it('shows the unresolved errors and their count on the section', async () => {
    open('agent', { AccountUploads: () => ({ data: { getUploads: { count: 0, items: [] } } }) });
    expect(await screen.findByText('You have no agreements on file yet.')).toBeTruthy();
    expect(await screen.findByText('Documents that need attention (2)')).toBeTruthy();
    expect(screen.getByText("Your agency's signed agency agreement is not on file.")).toBeTruthy();
    expect(
      screen.getByText(
        'Your state license PDF is not on file. Ask an admin or your primary agent to add it in My Team.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(documentsNav().textContent).toBe('Documents2'));
  });

  it('tells a primary agent to add their own license, not to ask the primary agent', async () => {
    open('primaryAgent', { AccountUploads: () => ({ data: { getUploads: { count: 0, items: [] } } }) });
    expect(await screen.findByText(STATE_LICENSE_MISSING_MANAGER_TEXT)).toBeTruthy();
    expect(screen.queryByText(/ask .*your primary agent/i)).toBeNull();
  });

  it('an admin sees no agreements and the page asks for none', async () => {
    const fake = open('admin', {});
    expect(
      await screen.findByText('Agreements are kept for agents, primary agents and super admins.'),
    ).toBeTruthy();
    expect(fake.calls.some((c) => c.operationName === 'AccountUploads')).toBe(false);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Privacy Policy' })).toBeTruthy();
  });

  it('says so when the documents cannot be loaded, and a link that cannot be had', async () => {
    open('agent', {
      AccountUploads: () => gqlError('INTERNAL_SERVER_ERROR', 'boom'),
    });
    expect(
      await screen.findByText(
        'We could not load your documents. Please try again later. (Internal Server Error)',
      ),
    ).toBeTruthy();
  });

  it('a refused View link says why', async () => {
    open('agent', {
      AccountUploads: () => ({ data: { getUploads: { count: 1, items: [agreement] } } }),
      GetContractDocumentUrl: () => gqlError('INVALID_PERMISSIONS', 'nope'),
    });
    expect(
      await screen.findByText('View unavailable: You do not have permission to perform this action.'),
    ).toBeTruthy();
  });
});
