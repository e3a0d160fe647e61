import { errorMessages, teamInvitationMessages } from '@almanac/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GetTeamInvitationQuery } from '../../lib/graphql/generated/graphql.js';
import { fakeGraphql, gqlError } from '../../test/fake-graphql.js';
import { makeUser } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';

const noUser = { CurrentUser: () => ({ data: { currentUser: null } }) };
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

const invitation = (
  extra: Partial<NonNullable<GetTeamInvitationQuery['getTeamInvitation']>> = {},
): NonNullable<GetTeamInvitationQuery['getTeamInvitation']> => ({
  email: 'riley@example.com',
  firstName: 'Riley',
  lastName: 'Stone',
  role: 'agent',
  organizationName: 'Harbor & Field',
  stateLicenseNumber: 'FL-1234',
  phone: null,
  expiresAt: '2030-01-01T00:00:00.000Z',
  ...extra,
});

describe('/agent-sign-up?token= (team invitation)', () => {
  it('prefills from the invitation (e-mail read-only), registers and goes into the app', async () => {
    const user = userEvent.setup();
    const joined = makeUser({ _id: 'm1', email: 'riley@example.com' });
    const fake = fakeGraphql({
      ...noUser,
      GetTeamInvitation: () => ({ data: { getTeamInvitation: invitation() } }),
      AcceptTeamInvitation: () => ({
        data: {
          acceptTeamInvitation: { token: 'new-session', expiresAt: '2030-01-01T00:00:00Z', user: joined },
        },
      }),
    });
    const app = renderApp({ path: '/agent-sign-up?token=tok-1', fetch: fake.fetch });
    expect(await screen.findByText('Harbor & Field')).toBeTruthy();
    const email = field('Email') as HTMLInputElement;
    expect(email.value).toBe('riley@example.com');
    expect(email.readOnly).toBe(true);
    expect((field('First Name') as HTMLInputElement).value).toBe('Riley');
    expect((field('State License Number') as HTMLInputElement).value).toBe('FL-1234');

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('state is required')).toBeTruthy();
    expect(screen.getByText('password is required')).toBeTruthy();

    await user.selectOptions(field('State'), 'FL');
    await user.type(field('Password'), 'a long password');
    await user.type(field('Confirm Password'), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    const call = fake.calls.find((c) => c.operationName === 'AcceptTeamInvitation')!;
    expect(call.variables).toEqual({
      input: {
        token: 'tok-1',
        password: 'a long password',
        firstName: 'Riley',
        lastName: 'Stone',
        stateLicenseNumber: 'FL-1234',
        state: 'FL',
      },
    });
    // Public operations travel with the API key.
    expect(fake.calls.find((c) => c.operationName === 'GetTeamInvitation')!.headers['x-api-key']).toBe(
      'test-api-key',
    );
  });

  it('an invited admin gives a phone, no license', async () => {
    renderApp({
      path: '/agent-sign-up?token=tok-2',
      fetch: fakeGraphql({
        ...noUser,
        GetTeamInvitation: () => ({
          data: {
            getTeamInvitation: invitation({ role: 'admin', stateLicenseNumber: null, phone: '8135550100' }),
          },
        }),
      }).fetch,
    });
    expect(((await screen.findByLabelText(/^Phone/)) as HTMLInputElement).value).toBe('8135550100');
    expect(screen.queryByLabelText(/State License Number/)).toBeNull();
  });

  it('an expired link shows the message instead of the form', async () => {
    renderApp({
      path: '/agent-sign-up?token=old',
      fetch: fakeGraphql({
        ...noUser,
        GetTeamInvitation: () => gqlError('TOKEN_EXPIRED', teamInvitationMessages.expired),
      }).fetch,
    });
    expect(await screen.findByText(teamInvitationMessages.expired)).toBeTruthy();
    expect(screen.getByText(teamInvitationMessages.expiredTitle)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Account' })).toBeNull();
  });

  it('an invalid link says so', async () => {
    renderApp({
      path: '/agent-sign-up?token=bad',
      fetch: fakeGraphql({
        ...noUser,
        GetTeamInvitation: () => gqlError('INVALID_TOKEN', errorMessages.INVALID_TOKEN),
      }).fetch,
    });
    expect(await screen.findByText(teamInvitationMessages.invalid)).toBeTruthy();
  });

  it('a link used meanwhile shows the message after submitting', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/agent-sign-up?token=tok-3',
      fetch: fakeGraphql({
        ...noUser,
        GetTeamInvitation: () => ({ data: { getTeamInvitation: invitation() } }),
        AcceptTeamInvitation: () => gqlError('INVALID_TOKEN', teamInvitationMessages.invalid),
      }).fetch,
    });
    await screen.findByText('Harbor & Field');
    await user.selectOptions(field('State'), 'FL');
    await user.type(field('Password'), 'a long password');
    await user.type(field('Confirm Password'), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(teamInvitationMessages.invalid)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Account' })).toBeNull();
  });

  it('without a token it is still the prefilled sign-up form', async () => {
    renderApp({ path: '/agent-sign-up?email=a%40example.com', fetch: fakeGraphql(noUser).fetch });
    expect(((await screen.findByLabelText(/^Email/)) as HTMLInputElement).value).toBe('a@example.com');
  });
});
