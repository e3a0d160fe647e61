/**
 * /operations/agencies through the app's routes with the GraphQL boundary stubbed
 * (docs/requirements.md#onboarding): who may open it, the list, one application with its answers
 * and agreement, Approve and Return behind a confirmation (a reason required), and refusals.
 */
import { agencyReviewTexts, onboardingMessages, onboardingServerMessages } from '@almanac/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../lib/session/index.js';
import { fakeGraphql, type FakeHandlers, gqlError } from '../../test/fake-graphql.js';
import { makeUser } from '../../test/fixtures.js';
import { completedOnboarding } from '../../test/onboarding-fixtures.js';
import { internalUser } from '../../test/operations-fixtures.js';
import { renderApp } from '../../test/render-app.js';

const inReview = () =>
  completedOnboarding({
    status: 'NeedsReview',
    submittedAt: '2026-11-25T18:00:00.000Z',
    agreementDocumentId: 'upload-9',
  });

function renderAgencies(path: string, user: CurrentUser = internalUser(), handlers: FakeHandlers = {}) {
  const fake = fakeGraphql({
    CurrentUser: () => ({ data: { currentUser: user } }),
    GetOrganizationApplicationsForReview: () => ({
      data: { getOrganizationApplicationsForReview: [inReview()] },
    }),
    GetOrganizationApplication: () => ({ data: { getOrganizationApplication: inReview() } }),
    GetContractDocumentUrl: (call) => ({
      data: { getSignedUrl: `https://files.test/${call.variables.file}` },
    }),
    GetContractsForReview: () => ({ data: { getContractsForReview: { items: [], nextToken: null } } }),
    ...handlers,
  });
  const app = renderApp({ path, token: 't', fetch: fake.fetch });
  return { ...app, fake };
}

const callsOf = (fake: ReturnType<typeof fakeGraphql>, op: string) =>
  fake.calls.filter((c) => c.operationName === op);

describe('agency applications: the list', () => {
  it('operations see the agencies in review, each linking to its application; the queue links here', async () => {
    const { fake } = renderAgencies('/operations/applications');
    const link = await screen.findByRole('link', { name: agencyReviewTexts.link });
    await userEvent.setup().click(link);
    const table = await screen.findByRole('table', { name: agencyReviewTexts.title });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'New Agency LLC' }).getAttribute('href')).toBe(
      '/operations/agencies/o2',
    );
    expect(row.textContent).toContain('Kansas KS-1');
    expect(row.textContent).toContain('11/25/2026');
    expect(callsOf(fake, 'GetOrganizationApplicationsForReview')[0]!.variables).toEqual({
      statuses: ['NeedsReview'],
    });
  });

  it('says so when nothing waits', async () => {
    renderAgencies('/operations/agencies', internalUser(), {
      GetOrganizationApplicationsForReview: () => ({ data: { getOrganizationApplicationsForReview: [] } }),
    });
    expect(await screen.findByText(agencyReviewTexts.empty)).toBeTruthy();
  });

  it.each([
    ['an agent', makeUser()],
    ['an agency admin', makeUser({ role: 'admin', canQuote: false, canBind: false })],
  ])('%s is sent to the dashboard without asking for the list', async (_who, user) => {
    const { fake, location } = renderAgencies('/operations/agencies/o2', user);
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(callsOf(fake, 'GetOrganizationApplication')).toHaveLength(0);
  });
});

describe('agency applications: one application', () => {
  it('shows the answers and the signed agreement', async () => {
    renderAgencies('/operations/agencies/o2');
    expect(await screen.findByRole('heading', { level: 1, name: 'New Agency LLC' })).toBeTruthy();
    expect(screen.getByTestId('agency-status').textContent).toBe('In review');
    expect(screen.getByText('National Producer Number (NPN)')).toBeTruthy();
    const agreement = await screen.findByRole('link', { name: agencyReviewTexts.agreementLink });
    expect(agreement.getAttribute('href')).toBe('https://files.test/upload-9');
  });

  it('approves after the confirmation, then goes back to the list', async () => {
    const { fake, location } = renderAgencies('/operations/agencies/o2', internalUser(), {
      ReviewOrganizationApplication: () => ({
        data: { reviewOrganizationApplication: { ...inReview(), status: 'Approved' } },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: agencyReviewTexts.approve }));
    const dialog = await screen.findByRole('alertdialog', { name: agencyReviewTexts.approveTitle });
    expect(callsOf(fake, 'ReviewOrganizationApplication')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: agencyReviewTexts.approve }));
    await waitFor(() => expect(location()).toBe('/operations/agencies'));
    expect(callsOf(fake, 'ReviewOrganizationApplication')[0]!.variables).toEqual({
      organization: 'o2',
      input: { decision: 'approve' },
    });
    expect(await screen.findByText(agencyReviewTexts.approvedToast)).toBeTruthy();
  });

  it('returns only with a reason', async () => {
    const { fake } = renderAgencies('/operations/agencies/o2', internalUser(), {
      ReviewOrganizationApplication: () => ({
        data: { reviewOrganizationApplication: { ...inReview(), status: 'AwaitingAgency' } },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: agencyReviewTexts.returnToAgency }));
    const dialog = await screen.findByRole('alertdialog', { name: agencyReviewTexts.returnTitle });
    await user.click(within(dialog).getByRole('button', { name: agencyReviewTexts.returnToAgency }));
    expect(await within(dialog).findByText(onboardingMessages.reason)).toBeTruthy();
    expect(callsOf(fake, 'ReviewOrganizationApplication')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for returning/ }), 'Wrong NPN.');
    await user.click(within(dialog).getByRole('button', { name: agencyReviewTexts.returnToAgency }));
    await waitFor(() =>
      expect(callsOf(fake, 'ReviewOrganizationApplication')[0]?.variables).toEqual({
        organization: 'o2',
        input: { decision: 'return', reason: 'Wrong NPN.' },
      }),
    );
  });

  it("shows the server's refusal in the dialog: nobody reviews their own agency", async () => {
    renderAgencies('/operations/agencies/o2', makeUser({ role: 'superAdmin' }), {
      ReviewOrganizationApplication: () =>
        gqlError('INVALID_PERMISSIONS', onboardingServerMessages.selfReview),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: agencyReviewTexts.approve }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: agencyReviewTexts.approve }));
    expect(await within(dialog).findByText(onboardingServerMessages.selfReview)).toBeTruthy();
  });

  it('offers no decision once decided', async () => {
    renderAgencies('/operations/agencies/o2', internalUser(), {
      GetOrganizationApplication: () => ({
        data: { getOrganizationApplication: { ...inReview(), status: 'Approved' } },
      }),
    });
    expect(await screen.findByText(agencyReviewTexts.notInQueue)).toBeTruthy();
    expect(screen.queryByRole('button', { name: agencyReviewTexts.approve })).toBeNull();
  });
});
