import { describe, expect, it } from 'vitest';
import { expect401, expectData, expectError, send, uniqueEmail } from './support/api.js';
import { loginAs, registerAgent, registerConfirmedAgent, tryLogin } from './support/accounts.js';
import { table } from './support/db.js';
import { linkToken, mailsTo, waitForMail } from './support/mailbox.js';
import { CURRENT_USER, FORGOT_PASSWORD, RESET_PASSWORD } from './support/operations.js';

const NEW_PASSWORD = 'brand-new-secret-9';

/** Ask for a reset and answer the token from the link in the mail that arrives. */
async function requestReset(email: string) {
  expect(expectData(await send(FORGOT_PASSWORD, { email })).forgotPassword).toBe(true);
  return linkToken(await waitForMail(email, 'reset'), '/reset').token;
}
const resetPassword = (token: string, password = NEW_PASSWORD) => send(RESET_PASSWORD, { token, password });

describe('forgotPassword', () => {
  it('answers true for a known and an unknown e-mail alike; only the known one gets a reset link', async () => {
    const agent = await registerAgent();
    const unknown = uniqueEmail('nobody');

    const forUnknown = await send(FORGOT_PASSWORD, { email: unknown });
    const forKnown = await send(FORGOT_PASSWORD, { email: agent.email });

    expect(expectData(forUnknown).forgotPassword).toBe(true);
    expect(expectData(forKnown).forgotPassword).toBe(true);
    const mail = await waitForMail(agent.email, 'reset');
    expect(mail.subject).toBe('Reset your Almanac password');
    // The unknown address gets a note without any link that resets anything.
    expect((await waitForMail(unknown, 'no-account')).links.some((l) => l.includes('/reset'))).toBe(false);
    expect((await mailsTo(unknown)).map((m) => m.kind)).toEqual(['no-account']);
  });
});

describe('resetPassword', () => {
  it('sets the password from the mailed link: the old one fails, the new one works', async () => {
    const agent = await registerConfirmedAgent();
    const token = await requestReset(agent.email);

    const payload = expectData(await resetPassword(token)).resetPassword;

    // The web's document selects no user: the new session's currentUser says whose it is.
    expect(expectData(await send(CURRENT_USER, {}, { token: payload.token })).currentUser.email).toBe(
      agent.email,
    );
    expectError(await tryLogin(agent.email, agent.password), 'INVALID_EMAIL_OR_PASSWORD');
    expectData(await tryLogin(agent.email, NEW_PASSWORD));
  });

  it('revokes every earlier session of the user (HTTP 401)', async () => {
    const agent = await registerConfirmedAgent();
    const other = await loginAs(agent.email, agent.password);
    const token = await requestReset(agent.email);

    const payload = expectData(await resetPassword(token)).resetPassword;

    expect401(await send(CURRENT_USER, {}, { token: agent.token }));
    expect401(await send(CURRENT_USER, {}, { token: other }));
    expectData(await send(CURRENT_USER, {}, { token: payload.token }));
  });

  it('works once: the same link again is INVALID_TOKEN and does not change the password', async () => {
    const agent = await registerAgent();
    const token = await requestReset(agent.email);
    expectData(await resetPassword(token));

    expectError(await resetPassword(token, 'second-attempt-pw'), 'INVALID_TOKEN', 'Invalid token');

    expectData(await tryLogin(agent.email, NEW_PASSWORD));
  });

  it('refuses an expired link with TOKEN_EXPIRED and keeps the old password', async () => {
    const agent = await registerAgent();
    const token = await requestReset(agent.email);
    await table().expireLinkToken(token);

    expectError(await resetPassword(token), 'TOKEN_EXPIRED', 'The token provided is expired');

    expectData(await tryLogin(agent.email, agent.password));
    expectError(await tryLogin(agent.email, NEW_PASSWORD), 'INVALID_EMAIL_OR_PASSWORD');
  });

  it('refuses a short password with the spec message, and the link still works afterwards', async () => {
    const agent = await registerAgent();
    const token = await requestReset(agent.email);

    expectError(
      await resetPassword(token, 'short'),
      'VALIDATION_ERROR',
      'password requires minimum 8 characters',
    );

    expectData(await resetPassword(token));
    expectData(await tryLogin(agent.email, NEW_PASSWORD));
  });

  it('also confirms a user who had not confirmed the e-mail yet', async () => {
    const agent = await registerAgent();
    const token = await requestReset(agent.email);

    const payload = expectData(await resetPassword(token)).resetPassword;

    const { currentUser } = expectData(await send(CURRENT_USER, {}, { token: payload.token }));
    expect(currentUser.confirmedAt).toEqual(expect.any(String));
  });

  it('refuses a made-up token with INVALID_TOKEN', async () => {
    expectError(await resetPassword('not-a-real-reset-token'), 'INVALID_TOKEN');
  });
});
