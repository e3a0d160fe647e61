import { describe, expect, it } from 'vitest';
import type { UpdateUserInput } from '../../web/src/lib/graphql/generated/graphql.js';
import { expectData, expectError, send } from './support/api.js';
import { loginAs, registerConfirmedAgent } from './support/accounts.js';
import { CURRENT_USER, UPDATE_USER } from './support/operations.js';

const updateUser = (token: string, input: UpdateUserInput) => send(UPDATE_USER, { input }, { token });
const profileOf = async (token: string) =>
  expectData(await send(CURRENT_USER, {}, { token })).currentUser.profile;

describe('updateUser', () => {
  it('changes the caller’s own name and phone, and the change persists', async () => {
    const agent = await registerConfirmedAgent({ phone: '(512) 555-0100' });

    const updated = expectData(
      await updateUser(agent.token, {
        firstName: 'Jordan',
        lastName: 'Vega',
        phone: '(512) 555-0199',
        email: agent.email,
      }),
    ).updateUser;

    expect(updated.profile).toMatchObject({ firstName: 'Jordan', lastName: 'Vega', phone: '(512) 555-0199' });
    const freshSession = await loginAs(agent.email, agent.password);
    expect(await profileOf(freshSession)).toMatchObject({
      firstName: 'Jordan',
      lastName: 'Vega',
      phone: '(512) 555-0199',
    });
  });

  it('accepts the own e-mail in another case', async () => {
    const agent = await registerConfirmedAgent();

    const updated = expectData(
      await updateUser(agent.token, { firstName: 'Kim', lastName: 'Lee', email: agent.email.toUpperCase() }),
    ).updateUser;

    expect(updated).toMatchObject({ email: agent.email, profile: { firstName: 'Kim', lastName: 'Lee' } });
  });

  it('refuses a different e-mail with "Email cannot be changed" and changes nothing', async () => {
    const agent = await registerConfirmedAgent();

    expectError(
      await updateUser(agent.token, {
        firstName: 'Jordan',
        lastName: 'Vega',
        email: 'someone.else@example.com',
      }),
      'VALIDATION_ERROR',
      'Email cannot be changed',
    );

    const me = expectData(await send(CURRENT_USER, {}, { token: agent.token })).currentUser;
    expect(me.email).toBe(agent.email);
    expect(me.profile).toMatchObject({ firstName: 'Riley', lastName: 'Stone' });
  });

  it('refuses a blank first name with "first name is required" and changes nothing', async () => {
    const agent = await registerConfirmedAgent();

    expectError(
      await updateUser(agent.token, { firstName: '   ', lastName: 'Vega' }),
      'VALIDATION_ERROR',
      'first name is required',
    );

    expect(await profileOf(agent.token)).toMatchObject({ firstName: 'Riley', lastName: 'Stone' });
  });
});
