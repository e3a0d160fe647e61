import { describe, expect, it } from 'vitest';
import { expectData, expectError, send } from './support/api.js';
import { registerConfirmedAgent, tryLogin } from './support/accounts.js';
import { CHANGE_PASSWORD } from './support/operations.js';

const NEW_PASSWORD = 'changed-secret-77';
const changePassword = (token: string, currentPassword: string, newPassword = NEW_PASSWORD) =>
  send(CHANGE_PASSWORD, { currentPassword, newPassword }, { token });

describe('changePassword', () => {
  it('with the right current password, the new password signs in and the old one no longer does', async () => {
    const agent = await registerConfirmedAgent();

    expect(expectData(await changePassword(agent.token, agent.password)).changePassword).toBe(true);

    expectData(await tryLogin(agent.email, NEW_PASSWORD));
    expectError(await tryLogin(agent.email, agent.password), 'INVALID_EMAIL_OR_PASSWORD');
  });

  it('refuses a wrong current password with INVALID_PASSWORD and changes nothing', async () => {
    const agent = await registerConfirmedAgent();

    expectError(await changePassword(agent.token, 'not-my-password'), 'INVALID_PASSWORD', 'Invalid password');

    expectData(await tryLogin(agent.email, agent.password));
    expectError(await tryLogin(agent.email, NEW_PASSWORD), 'INVALID_EMAIL_OR_PASSWORD');
  });

  it('refuses a short new password with the spec message and changes nothing', async () => {
    const agent = await registerConfirmedAgent();

    expectError(
      await changePassword(agent.token, agent.password, 'short'),
      'VALIDATION_ERROR',
      'password requires minimum 8 characters',
    );

    expectData(await tryLogin(agent.email, agent.password));
  });
});
