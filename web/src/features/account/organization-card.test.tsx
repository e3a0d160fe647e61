import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrganizationCardFieldsFragment } from '../../lib/graphql/generated/graphql.js';
import { fakeGraphql, gqlError, type FakeHandlers } from '../../test/fake-graphql.js';
import { makeUser } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';

const tampa = { address1: '1 Main St', address2: null, city: 'Tampa', state: 'FL', zipcode: '33602' };
const org = (extra: Partial<OrganizationCardFieldsFragment> = {}): OrganizationCardFieldsFragment => ({
  _id: 'o1',
  name: 'Sunshine Insurance',
  website: 'https://sunshine.example',
  locations: [],
  contacts: [],
  ...extra,
});
const contact = (type: 'primaryAgent' | 'admin', first: string) => ({
  _id: `c-${type}`,
  type,
  name: `${first} Reyes`,
  firstName: first,
  lastName: 'Reyes',
  email: `${first.toLowerCase()}@example.com`,
  phone: '(813) 555-0142',
});

function open(role: 'agent' | 'admin' | 'primaryAgent' | 'superAdmin', handlers: FakeHandlers, card = org()) {
  const fake = fakeGraphql({
    CurrentUser: () => ({ data: { currentUser: makeUser({ role }) } }),
    AccountOrganization: () => ({ data: { currentUser: { _id: 'u1', organization: card } } }),
    ...handlers,
  });
  renderApp({ path: '/account/dashboard', token: 't', fetch: fake.fetch });
  return fake;
}

describe('the organisation card', () => {
  it('shows name, website, addresses and contacts; an agent has no Edit', async () => {
    open(
      'agent',
      {},
      org({
        locations: [{ _id: 'l1', type: 'physical', address: tampa }],
        contacts: [contact('admin', 'Dana')],
      }),
    );
    expect(await screen.findByText('1 Main St, Tampa, FL 33602')).toBeTruthy();
    expect(screen.getByText('https://sunshine.example')).toBeTruthy();
    expect(screen.getByText('No address on file')).toBeTruthy();
    expect(screen.getByText('dana@example.com')).toBeTruthy();
    expect(screen.getByText('No contact on file')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Addresses' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Contacts' })).toBeNull();
  });

  it.each(['admin', 'primaryAgent', 'superAdmin'] as const)('a %s may edit both', async (role) => {
    open(role, {});
    expect(await screen.findByRole('button', { name: 'Edit Addresses' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Contacts' })).toBeTruthy();
  });
});

describe('Edit Addresses', () => {
  it("'Same as physical address' copies the physical address, disables the mailing fields and saves both", async () => {
    const user = userEvent.setup();
    let saved = org();
    const fake = open('admin', {
      UpdateOrganizationLocationAddress: (call) => {
        const { input } = call.variables;
        const location = {
          _id: `l-${input.type}`,
          type: input.type,
          address: { address2: null, ...input.address },
        };
        saved = {
          ...saved,
          locations: [...(saved.locations ?? []), location],
        } as OrganizationCardFieldsFragment;
        return { data: { updateOrganizationLocationAddress: saved } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Addresses' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const physical = within(dialog).getByRole('group', { name: 'Physical Address' });
    expect(await within(physical).findByText('address is required')).toBeTruthy();
    expect(within(physical).getByText('zipcode is required')).toBeTruthy();

    await user.type(
      within(physical).getByLabelText(/^Address/, { selector: 'input[autocomplete="address-line1"]' }),
      '1 Main St',
    );
    await user.type(within(physical).getByLabelText(/^City/), 'Tampa');
    await user.selectOptions(within(physical).getByLabelText(/^State/), 'FL');
    await user.type(within(physical).getByLabelText(/^Zipcode/), '33602');
    await user.click(within(dialog).getByText('Same as physical address'));
    const mailing = within(dialog).getByRole('group', { name: 'Mailing Address' });
    const mailingCity = within(mailing).getByLabelText(/^City/) as HTMLInputElement;
    await waitFor(() => expect(mailingCity.value).toBe('Tampa'));
    expect(mailingCity.disabled).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated Successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const calls = fake.calls.filter((c) => c.operationName === 'UpdateOrganizationLocationAddress');
    const address = { address1: '1 Main St', city: 'Tampa', state: 'FL', zipcode: '33602' };
    expect(calls.map((c) => c.variables)).toEqual([
      { organization: 'o1', location: null, input: { type: 'physical', address } },
      { organization: 'o1', location: null, input: { type: 'mailing', address } },
    ]);
    expect(await screen.findAllByText('1 Main St, Tampa, FL 33602')).toHaveLength(2);
  });

  it("opens checked when the addresses are the same, sends the locations' ids, and stays open on failure", async () => {
    const user = userEvent.setup();
    const fake = open(
      'primaryAgent',
      {
        UpdateOrganizationLocationAddress: () =>
          gqlError('INVALID_PERMISSIONS', 'You do not have permission to perform this action.'),
      },
      org({
        locations: [
          { _id: 'l1', type: 'physical', address: tampa },
          { _id: 'l2', type: 'mailing', address: tampa },
        ],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Addresses' }));
    const dialog = await screen.findByRole('dialog');
    const mailing = within(dialog).getByRole('group', { name: 'Mailing Address' });
    expect((within(mailing).getByLabelText(/^City/) as HTMLInputElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You do not have permission to perform this action.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(
      fake.calls.find((c) => c.operationName === 'UpdateOrganizationLocationAddress')!.variables,
    ).toMatchObject({
      location: 'l1',
      input: { type: 'physical' },
    });
  });
});

describe('Edit Contacts', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, group: HTMLElement, first: string) => {
    await user.type(within(group).getByLabelText(/^First Name/), first);
    await user.type(within(group).getByLabelText(/^Last Name/), 'Reyes');
    await user.type(within(group).getByLabelText(/^Email/), `${first.toLowerCase()}@example.com`);
    await user.type(within(group).getByLabelText(/^Phone/), '8135550142');
  };

  it('needs every field, then saves the primary agent and the accounting contact', async () => {
    const user = userEvent.setup();
    const fake = open('admin', {
      UpdateOrganizationContact: (call) => ({
        data: {
          updateOrganizationContact: org({
            contacts: [contact(call.variables.input.type as 'admin', 'Sam')],
          }),
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Contacts' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const primary = within(dialog).getByRole('group', { name: 'Primary Agent Contact' });
    const accounting = within(dialog).getByRole('group', { name: 'Accounting Contact' });
    expect(await within(accounting).findByText('first name is required')).toBeTruthy();
    expect(within(accounting).getByText('valid email is required')).toBeTruthy();
    expect(within(accounting).getByText('phone is required')).toBeTruthy();
    await fill(user, primary, 'Sam');
    await fill(user, accounting, 'Dana');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated Successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      fake.calls.filter((c) => c.operationName === 'UpdateOrganizationContact').map((c) => c.variables),
    ).toEqual([
      {
        organization: 'o1',
        contact: null,
        input: {
          type: 'primaryAgent',
          firstName: 'Sam',
          lastName: 'Reyes',
          email: 'sam@example.com',
          phone: '(813) 555-0142',
        },
      },
      {
        organization: 'o1',
        contact: null,
        input: {
          type: 'admin',
          firstName: 'Dana',
          lastName: 'Reyes',
          email: 'dana@example.com',
          phone: '(813) 555-0142',
        },
      },
    ]);
  });

  it("stays open with the server's message when a save fails", async () => {
    const user = userEvent.setup();
    const fake = open(
      'admin',
      {
        UpdateOrganizationContact: (call) =>
          call.variables.input.type === 'admin'
            ? gqlError('VALIDATION_ERROR', 'valid email is required')
            : { data: { updateOrganizationContact: org({ contacts: [contact('primaryAgent', 'Sam')] }) } },
      },
      org({ contacts: [contact('primaryAgent', 'Sam'), contact('admin', 'Dana')] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Contacts' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('valid email is required')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(
      fake.calls
        .filter((c) => c.operationName === 'UpdateOrganizationContact')
        .map((c) => c.variables.contact),
    ).toEqual(['c-primaryAgent', 'c-admin']);
  });
});

describe('Change Password', () => {
  it('checks the form, says a wrong current password under its field, then changes it', async () => {
    const user = userEvent.setup();
    let answer: 'wrong' | 'ok' = 'wrong';
    const fake = open('agent', {
      ChangePassword: () =>
        answer === 'wrong'
          ? gqlError('INVALID_PASSWORD', 'Invalid password')
          : { data: { changePassword: true } },
    });
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Current Password'), 'old-password');
    await user.type(within(dialog).getByLabelText('New Password'), 'short');
    await user.type(within(dialog).getByLabelText('Confirm New Password'), 'other');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('password requires minimum 8 characters')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('New Password'));
    await user.type(within(dialog).getByLabelText('New Password'), 'new-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('passwords must match')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Confirm New Password'));
    await user.type(within(dialog).getByLabelText('Confirm New Password'), 'new-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invalid password')).toBeTruthy();

    answer = 'ok';
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated Successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.calls.filter((c) => c.operationName === 'ChangePassword').at(-1)!.variables).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password-1',
    });
  });
});
