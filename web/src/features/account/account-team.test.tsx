import { teamActionTexts, teamBannerText, teamStatusReasons, TEAM_EMPTY_TEXT } from '@almanac/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TeamMemberFieldsFragment } from '../../lib/graphql/generated/graphql.js';
import { fakeGraphql, gqlError, type FakeHandlers } from '../../test/fake-graphql.js';
import { makeUser } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString();

function teamMember(
  id: string,
  status: TeamMemberFieldsFragment['status'],
  extra: Partial<TeamMemberFieldsFragment> = {},
): TeamMemberFieldsFragment {
  const invited = status === 'Invited' || !!extra.invitedEmail;
  return {
    _id: id,
    status,
    statusReason: null,
    invitedFirstName: invited ? 'Riley' : null,
    invitedLastName: invited ? 'Stone' : null,
    invitedEmail: invited ? `${id}@example.com` : null,
    invitedRole: invited ? 'agent' : null,
    invitedAt: invited ? daysAgo(1) : null,
    invitationExpiresAt: invited ? daysAgo(-6) : null,
    joinedAt: null,
    user: {
      _id: id,
      email: `${id}@example.com`,
      role: 'agent',
      disabledAt: status === 'Disabled' ? daysAgo(1) : null,
      profile: { firstName: 'Sam', lastName: id, phone: null, state: 'FL' },
      legal: { stateLicenseNumber: 'FL-1', stateLicenseState: 'FL', stateLicenseUploadId: null },
    },
    ...extra,
  };
}

const me = (role: 'admin' | 'agent' = 'admin') => makeUser({ _id: 'me', role });
const meMember = teamMember('me', 'Active', {
  user: {
    ...teamMember('me', 'Active').user!,
    role: 'admin',
    profile: { firstName: 'Avery', lastName: 'Admin', phone: null, state: null },
  },
});

function renderTeam(
  members: TeamMemberFieldsFragment[],
  handlers: FakeHandlers = {},
  role: 'admin' | 'agent' = 'admin',
) {
  const fake = fakeGraphql({
    CurrentUser: () => ({ data: { currentUser: me(role) } }),
    GetOrganizationTeam: () => ({ data: { getOrganizationTeam: members } }),
    ...handlers,
  });
  const app = renderApp({ path: '/account/team', token: 't', fetch: fake.fetch });
  return { fake, app };
}

describe('My Team', () => {
  it('lists name, e-mail, account type and a coloured status chip; Edit for managers only, never on oneself', async () => {
    renderTeam([
      meMember,
      teamMember('a1', 'Active'),
      teamMember('i1', 'Invited'),
      teamMember('d1', 'Disabled'),
      teamMember('e1', 'Error', {
        invitedEmail: 'e1@example.com',
        statusReason: teamStatusReasons.invitationExpired,
      }),
    ]);
    const table = await screen.findByRole('table', { name: 'Team members' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(within(rows[1]!).getByText('Sam a1')).toBeTruthy();
    expect(within(rows[1]!).getByText('a1@example.com')).toBeTruthy();
    expect(within(rows[1]!).getByText('Agent')).toBeTruthy();
    expect(within(rows[2]!).getByText('Riley Stone')).toBeTruthy();
    const chip = (row: HTMLElement) => row.querySelector('[data-status]')!;
    expect(chip(rows[1]!).textContent).toBe('Active');
    expect(chip(rows[2]!).textContent).toBe('Invited');
    expect(chip(rows[3]!).textContent).toBe('Disabled');
    expect(chip(rows[4]!).textContent).toBe('Error');
    expect(within(rows[4]!).getByText(teamStatusReasons.invitationExpired)).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: 'Edit Sam a1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite Team Member' })).toBeTruthy();
    // One member in Error: the banner says how many.
    expect(screen.getByText(teamBannerText.errors(1))).toBeTruthy();
  });

  it('an agent sees the team without Invite or Edit', async () => {
    renderTeam([meMember, teamMember('a1', 'Active')], {}, 'agent');
    await screen.findByRole('table', { name: 'Team members' });
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite Team Member' })).toBeNull();
  });

  it('says when nobody else is on the team', async () => {
    renderTeam([meMember]);
    expect(await screen.findByText(TEAM_EMPTY_TEXT)).toBeTruthy();
  });

  it('counts the members who joined in the last 7 days', async () => {
    renderTeam([
      meMember,
      teamMember('a1', 'Active', { joinedAt: daysAgo(2) }),
      teamMember('a2', 'Active', { joinedAt: daysAgo(3) }),
      teamMember('a3', 'Active', { joinedAt: daysAgo(30) }),
    ]);
    expect(await screen.findByText(teamBannerText.added(2))).toBeTruthy();
  });

  it('is a list below 900 px', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    renderTeam([meMember, teamMember('a1', 'Active')]);
    const list = await screen.findByRole('list', { name: 'Team members' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('button', { name: 'Edit Sam a1' })).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('invites: fields follow the account type; success closes; a repeat shows "User already invited." inside', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { fake } = renderTeam([meMember, teamMember('a1', 'Active')], {
      InviteTeamMember: () =>
        ++calls === 1
          ? gqlError('ORGANIZATION_CONTACT_ALREADY_INVITED', 'User already invited.')
          : { data: { inviteLpcOrgAgent: true } },
    });
    await user.click(await screen.findByRole('button', { name: 'Invite Team Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Team Member' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByText('Provide an email')).toBeTruthy();
    expect(within(dialog).getByText('Select account type')).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/Email/), 'riley@example.com');
    await user.type(within(dialog).getByLabelText(/First Name/), 'Riley');
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Stone');
    await user.selectOptions(within(dialog).getByLabelText(/Account Type/), 'admin');
    expect(within(dialog).queryByLabelText(/State License Number/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByText('phone is required')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText(/Account Type/), 'agent');
    await user.type(within(dialog).getByLabelText(/State License Number/), 'FL-77');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByText('User already invited.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite Team Member' })).toBeNull());
    expect(await screen.findByText(teamActionTexts.invited)).toBeTruthy();
    expect(fake.calls.filter((c) => c.operationName === 'InviteTeamMember').at(-1)!.variables).toEqual({
      inputs: {
        email: 'riley@example.com',
        firstName: 'Riley',
        lastName: 'Stone',
        orgContactType: 'agent',
        stateLicenseNumber: 'FL-77',
      },
    });
  });

  it('edits a member: e-mail read-only once joined, role and license sent, toast on success', async () => {
    const user = userEvent.setup();
    const { fake } = renderTeam([meMember, teamMember('a1', 'Active')], {
      UpdateTeamMember: () => ({
        data: { updateUser: { _id: 'a1', email: 'a1@example.com', role: 'primaryAgent' } },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Sam a1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Team Member' });
    expect((within(dialog).getByLabelText(/Email/) as HTMLInputElement).readOnly).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Resend invitation' })).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText(/Account Type/), 'primaryAgent');
    const license = within(dialog).getByLabelText(/State License Number/);
    await user.clear(license);
    await user.type(license, 'FL-2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated Successfully!')).toBeTruthy();
    expect(fake.calls.find((c) => c.operationName === 'UpdateTeamMember')!.variables).toEqual({
      id: 'a1',
      input: {
        firstName: 'Sam',
        lastName: 'a1',
        role: 'primaryAgent',
        state: 'FL',
        stateLicenseNumber: 'FL-2',
      },
    });
  });

  it("shows the server's message when an edit is refused", async () => {
    const user = userEvent.setup();
    renderTeam([meMember, teamMember('i1', 'Invited')], {
      UpdateTeamMember: () => gqlError('ORGANIZATION_CONTACT_ALREADY_INVITED', 'User already invited.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Riley Stone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Team Member' });
    const email = within(dialog).getByLabelText(/Email/) as HTMLInputElement;
    expect(email.readOnly).toBe(false);
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User already invited.')).toBeTruthy();
  });

  it('refuses a license file that is not a PDF before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderTeam([meMember, teamMember('a1', 'Active')]);
    await user.click(await screen.findByRole('button', { name: 'Edit Sam a1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Team Member' });
    await user.upload(
      within(dialog).getByLabelText(/State License \(PDF\)/),
      new File(['x'], 'license.png', { type: 'image/png' }),
    );
    expect(await within(dialog).findByText('Only PDF files can be uploaded.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('resends an open invitation', async () => {
    const user = userEvent.setup();
    const invited = teamMember('i1', 'Invited');
    const { fake } = renderTeam([meMember, invited], {
      ResendTeamInvitation: () => ({ data: { resendTeamInvitation: invited } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Riley Stone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Team Member' });
    await user.click(within(dialog).getByRole('button', { name: 'Resend invitation' }));
    expect(await screen.findByText(teamActionTexts.resent)).toBeTruthy();
    expect(fake.calls.find((c) => c.operationName === 'ResendTeamInvitation')!.variables).toEqual({
      user: 'i1',
    });
  });

  it('disables after a confirmation, and re-activates a disabled member', async () => {
    const user = userEvent.setup();
    const { fake } = renderTeam([meMember, teamMember('a1', 'Active'), teamMember('d1', 'Disabled')], {
      SetTeamMemberStatus: (call) => ({
        data: { setTeamMemberStatus: teamMember(String(call.variables.user), call.variables.status) },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Sam a1' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Team Member' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    let confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(teamActionTexts.disableConfirm)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(fake.calls.some((c) => c.operationName === 'SetTeamMemberStatus')).toBe(false);
    // The edit dialog is usable again once the confirmation has closed.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(await within(dialog).findByRole('button', { name: 'Disable' }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(teamActionTexts.disabled)).toBeTruthy();
    expect(fake.calls.find((c) => c.operationName === 'SetTeamMemberStatus')!.variables).toEqual({
      user: 'a1',
      status: 'Disabled',
    });

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Team Member' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Edit Sam d1' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Team Member' });
    await user.click(within(dialog).getByRole('button', { name: 'Re-activate' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(teamActionTexts.reactivated)).toBeTruthy();
  });

  it('shows why the team could not be loaded', async () => {
    renderTeam([], { GetOrganizationTeam: () => gqlError('INVALID_PERMISSIONS', 'no') });
    expect(await screen.findByText('Your team could not be loaded.')).toBeTruthy();
  });
});
