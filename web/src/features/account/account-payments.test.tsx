import { payoutSaveMessages, PAYOUT_CHANGE_NOTE } from '@almanac/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PayoutInformationFieldsFragment } from '../../lib/graphql/generated/graphql.js';
import { fakeGraphql, gqlError, type FakeHandlers } from '../../test/fake-graphql.js';
import { makeUser } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';

const saved: PayoutInformationFieldsFragment = {
  accountType: 'CHECKING',
  maskedAccountNumber: '••••6789',
  maskedRoutingNumber: '••••0015',
  depositoryName: 'First Harbor Bank',
  namesOnTheAccount: 'Avery Agent',
  paymentMethod: 'ACH',
  updatedAt: '2026-11-25T10:00:00.000Z',
};

/** `count` commissions, newest first, the n-th $100.n5, paid when n is even. */
const commissions = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const n = count - i;
    return {
      _id: `c${n}`,
      amount: 100 + n / 10 + 0.05,
      status: n % 2 === 0 ? 'PAID' : 'PENDING',
      policyNumber: `ALM-HPC-2027-00000${n}`,
      paymentDate: n % 2 === 0 ? '2026-12-0' + String(n % 9) + 'T00:00:00.000Z' : null,
      createdAt: '2026-11-25T10:00:00.000Z',
    };
  });

function world({
  role = 'agent',
  payout = null,
  history = commissions(0),
  ...more
}: {
  role?: 'agent' | 'admin' | 'primaryAgent';
  payout?: PayoutInformationFieldsFragment | null;
  history?: ReturnType<typeof commissions>;
} & FakeHandlers = {}) {
  return fakeGraphql({
    CurrentUser: () => ({ data: { currentUser: makeUser({ role }) } }),
    GetPayoutInformation: () => ({
      data: { currentUser: { _id: 'u1', role, finance: { paymentsInfo: payout } } },
    }),
    GetAgentCommissions: (call) => {
      const { page = 1, limit = 6 } = call.variables.pagination ?? {};
      const items = history.slice((page! - 1) * limit!, page! * limit!);
      return { data: { getAgentCommissions: { items, count: history.length } } };
    },
    AddAgentPaymentInformation: () => ({
      data: { addAgentPaymentInformation: { _id: 'u1', finance: { paymentsInfo: saved } } },
    }),
    ...more,
  });
}

const form = () => screen.findByRole('form', { name: 'Payout information' });

/** Fill the payout form with valid values (the routing number passes the ABA checksum). */
async function fillValid(user: ReturnType<typeof userEvent.setup>, f: HTMLElement) {
  await user.type(within(f).getByLabelText(/Bank \(depository\) name/), 'First Harbor Bank');
  await user.type(within(f).getByLabelText(/Routing number/), '011000015');
  await user.type(within(f).getByLabelText(/Account number/), '123456789');
  await user.click(within(f).getByRole('radio', { name: 'Checking' }));
}

describe('Commission Payments', () => {
  it('validates the payout form on every change, saves only when valid, then shows it masked', async () => {
    const user = userEvent.setup();
    const fake = world();
    renderApp({ path: '/account/payments', token: 't', fetch: fake.fetch });
    expect(await screen.findByRole('heading', { name: 'Commission Payments' })).toBeTruthy();
    const f = await form();
    const saveButton = within(f).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(saveButton.disabled).toBe(true);
    expect(within(f).getByText(PAYOUT_CHANGE_NOTE)).toBeTruthy();

    // Messages appear as the user types, before any attempt to save.
    await user.type(within(f).getByLabelText(/Routing number/), '0110');
    expect(await within(f).findByText('Must have 9 digits')).toBeTruthy();
    await user.type(within(f).getByLabelText(/Routing number/), '00016');
    expect(await within(f).findByText('This is not a valid ABA routing number')).toBeTruthy();
    await user.type(within(f).getByLabelText(/Account number/), '1234');
    expect(await within(f).findByText('Must be between 8 to 12 digits')).toBeTruthy();
    await user.type(within(f).getByLabelText(/Bank \(depository\) name/), 'Bk');
    expect(await within(f).findByText('depository name is required')).toBeTruthy();
    await user.type(within(f).getByLabelText('Name on the account'), 'Av');
    expect(await within(f).findByText('account name is required')).toBeTruthy();
    expect(saveButton.disabled).toBe(true);

    for (const label of [
      /Routing number/,
      /Account number/,
      /Bank \(depository\) name/,
      'Name on the account',
    ])
      await user.clear(within(f).getByLabelText(label));
    await fillValid(user, f);
    await waitFor(() => expect(saveButton.disabled).toBe(false));
    await user.click(saveButton);

    expect(await screen.findByText('Updated Successfully!')).toBeTruthy();
    expect(fake.calls.find((c) => c.operationName === 'AddAgentPaymentInformation')!.variables).toEqual({
      input: {
        depositoryName: 'First Harbor Bank',
        routingNumber: '011000015',
        accountNumber: '123456789',
        accountType: 'CHECKING',
      },
    });
    const summary = await screen.findByLabelText('Payout information', { selector: 'dl' });
    expect(within(summary).getByText('••••6789')).toBeTruthy();
    expect(within(summary).getByText('••••0015')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Payout information' })).toBeNull();
  });

  it('shows saved information masked; Edit opens the form, Save waits for a valid change', async () => {
    const user = userEvent.setup();
    const fake = world({ payout: saved });
    renderApp({ path: '/account/payments', token: 't', fetch: fake.fetch });
    const summary = await screen.findByLabelText('Payout information', { selector: 'dl' });
    expect(within(summary).getByText('First Harbor Bank')).toBeTruthy();
    expect(within(summary).getByText('••••6789')).toBeTruthy();
    expect(within(summary).getByText('Checking')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const f = await form();
    expect((within(f).getByLabelText(/Bank \(depository\) name/) as HTMLInputElement).value).toBe(
      'First Harbor Bank',
    );
    // The numbers are never sent to the page: they are typed again.
    expect((within(f).getByLabelText(/Account number/) as HTMLInputElement).value).toBe('');
    const saveButton = within(f).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(saveButton.disabled).toBe(true);
    await user.type(within(f).getByLabelText(/Routing number/), '011000015');
    await user.type(within(f).getByLabelText(/Account number/), '987654321');
    await waitFor(() => expect(saveButton.disabled).toBe(false));

    await user.click(within(f).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByLabelText('Payout information', { selector: 'dl' })).toBeTruthy();
    expect(fake.calls.some((c) => c.operationName === 'AddAgentPaymentInformation')).toBe(false);
  });

  it.each([
    ['VALIDATION_ERROR', 'Must have 9 digits', payoutSaveMessages.badInput],
    [
      'INVALID_PERMISSIONS',
      'You do not have permission to perform this action.',
      payoutSaveMessages.notAuthorized,
    ],
    ['TOO_MANY_REQUESTS', 'Too many requests. Please try again later.', payoutSaveMessages.other],
  ])('a %s failure shows the payout failure text', async (code, message, text) => {
    const user = userEvent.setup();
    const fake = world({ AddAgentPaymentInformation: () => gqlError(code, message) });
    renderApp({ path: '/account/payments', token: 't', fetch: fake.fetch });
    const f = await form();
    await fillValid(user, f);
    const saveButton = within(f).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    await waitFor(() => expect(saveButton.disabled).toBe(false));
    await user.click(saveButton);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(await form()).toBeTruthy();
  });

  it('lists 6 commissions, then 6 more per See More Payouts', async () => {
    const user = userEvent.setup();
    const fake = world({ payout: saved, history: commissions(8) });
    renderApp({ path: '/account/payments', token: 't', fetch: fake.fetch });
    const table = await screen.findByRole('table', { name: 'Commission history' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 6);
    const newest = within(table).getAllByRole('row')[1]!;
    expect(within(newest).getByText('$100.85')).toBeTruthy();
    expect(within(newest).getByText('Paid')).toBeTruthy();
    expect(within(newest).getByText('12/08/2026')).toBeTruthy();
    const pending = within(table).getAllByRole('row')[2]!;
    expect(within(pending).getByText('Pending')).toBeTruthy();
    expect(within(pending).getByText('Not paid yet')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'See More Payouts' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + 8));
    expect(screen.queryByRole('button', { name: 'See More Payouts' })).toBeNull();
    expect(
      fake.calls.filter((c) => c.operationName === 'GetAgentCommissions').map((c) => c.variables.pagination),
    ).toEqual([
      { page: 1, limit: 6 },
      { page: 2, limit: 6 },
    ]);
  });

  it('says so when there is no commission history', async () => {
    const fake = world({ payout: saved });
    renderApp({ path: '/account/payments', token: 't', fetch: fake.fetch });
    expect(await screen.findByText("You don't have a commission history yet.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'See More Payouts' })).toBeNull();
  });

  it('explains to an admin why there is no payout form, asking the server for nothing', async () => {
    const fake = world({ role: 'admin' });
    renderApp({ path: '/account/payments', token: 't', fetch: fake.fetch });
    expect(await screen.findByText(/admins have no payout information or commission history/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Payout information' })).toBeNull();
    expect(
      fake.calls.some(
        (c) => c.operationName === 'GetAgentCommissions' || c.operationName === 'GetPayoutInformation',
      ),
    ).toBe(false);
  });
});
