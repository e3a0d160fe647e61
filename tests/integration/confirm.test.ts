import { describe, expect, it } from 'vitest';
import { SHORT_CODE_MAX_ATTEMPTS } from '@almanac/core';
import { expectData, expectError, send } from './support/api.js';
import { CONFIRM_USER, confirmCodeFor, registerAgent, wrongCode } from './support/accounts.js';
import { table } from './support/db.js';
import { linkToken, waitForMail } from './support/mailbox.js';
import { CREATE_LOGIN_TOKEN, CURRENT_USER } from './support/operations.js';

const withCode = (code: string, token: string) =>
  send(CONFIRM_USER, { token: code, type: 'CONFIRM_SHORTCODE' }, { token });
const withLink = (linkTokenValue: string) => send(CONFIRM_USER, { token: linkTokenValue, type: 'CONFIRM' });

/** confirmedAt as the user's own session sees it. */
async function confirmedAt(token: string) {
  const res = await send(CURRENT_USER, {}, { token });
  expectData(res);
  return res.data?.currentUser?.confirmedAt;
}

describe('confirmUser with the 5-character code', () => {
  it('confirms the signed-in user and answers with a new session that may use confirmed-only fields', async () => {
    const agent = await registerAgent();
    const code = await confirmCodeFor(agent.email);

    const payload = expectData(await withCode(code, agent.token)).confirmUser;

    expect(payload.user).toMatchObject({ _id: agent.userId, email: agent.email });
    expect(payload.user.confirmedAt).toEqual(expect.any(String));
    expect(payload.token).not.toBe(agent.token);
    expect(await confirmedAt(payload.token)).toBe(payload.user.confirmedAt);
    expectData(await send(CREATE_LOGIN_TOKEN, { tokenType: 'LOGIN' }, { token: payload.token }));
  });

  it('accepts the code typed in lower case', async () => {
    const agent = await registerAgent();
    const code = await confirmCodeFor(agent.email);
    expect(code).toMatch(/[A-Z]/);

    const payload = expectData(await withCode(code.toLowerCase(), agent.token)).confirmUser;

    expect(payload.user.confirmedAt).toEqual(expect.any(String));
  });

  it('refuses a wrong code with INVALID_TOKEN and leaves the user unconfirmed', async () => {
    const agent = await registerAgent();
    const code = await confirmCodeFor(agent.email);

    expectError(await withCode(wrongCode(code), agent.token), 'INVALID_TOKEN', 'Invalid token');

    expect(await confirmedAt(agent.token)).toBeNull();
  });

  it('refuses the code a second time once it has confirmed the user', async () => {
    const agent = await registerAgent();
    const code = await confirmCodeFor(agent.email);
    const first = expectData(await withCode(code, agent.token)).confirmUser;

    expectError(await withCode(code, first.token), 'INVALID_TOKEN');
    expectError(await withCode(code, agent.token), 'INVALID_TOKEN');
  });

  it('answers TOKEN_EXPIRED for an expired code and leaves the user unconfirmed', async () => {
    const agent = await registerAgent();
    const code = await confirmCodeFor(agent.email);
    await table().expireShortCode(agent.userId);

    expectError(await withCode(code, agent.token), 'TOKEN_EXPIRED', 'The token provided is expired');

    expect(await confirmedAt(agent.token)).toBeNull();
  });

  it(`voids the code after ${SHORT_CODE_MAX_ATTEMPTS} wrong guesses, even for the right code`, async () => {
    const agent = await registerAgent();
    const code = await confirmCodeFor(agent.email);
    for (let n = 0; n < SHORT_CODE_MAX_ATTEMPTS; n++) {
      expectError(await withCode(wrongCode(code, n), agent.token), 'INVALID_TOKEN');
    }

    expectError(await withCode(code, agent.token), 'INVALID_TOKEN');

    expect(await confirmedAt(agent.token)).toBeNull();
  });

  it('still accepts the right code after fewer wrong guesses than the limit', async () => {
    const agent = await registerAgent();
    const code = await confirmCodeFor(agent.email);
    for (let n = 0; n < SHORT_CODE_MAX_ATTEMPTS - 1; n++) {
      expectError(await withCode(wrongCode(code, n), agent.token), 'INVALID_TOKEN');
    }

    expect(expectData(await withCode(code, agent.token)).confirmUser.user.confirmedAt).toEqual(
      expect.any(String),
    );
  });

  it("does not accept another user's code, which keeps working for its owner", async () => {
    const owner = await registerAgent();
    const other = await registerAgent();
    const ownersCode = await confirmCodeFor(owner.email);

    expectError(await withCode(ownersCode, other.token), 'INVALID_TOKEN');
    expect(await confirmedAt(other.token)).toBeNull();

    const payload = expectData(await withCode(ownersCode, owner.token)).confirmUser;
    expect(payload.user._id).toBe(owner.userId);
  });

  it('needs the session: a code sent with the API key alone is UNAUTHORIZED', async () => {
    const agent = await registerAgent();
    const code = await confirmCodeFor(agent.email);

    expectError(await send(CONFIRM_USER, { token: code, type: 'CONFIRM_SHORTCODE' }), 'UNAUTHORIZED');

    expect(await confirmedAt(agent.token)).toBeNull();
  });
});

describe('confirmUser with the e-mailed link (type CONFIRM_USER)', () => {
  async function confirmLinkFor(email: string) {
    const { token, params } = linkToken(await waitForMail(email, 'confirm'), '/confirm');
    expect(params.get('type')).toBe('CONFIRM');
    return token;
  }

  it('confirms without a session (API key) and starts one for the confirmed user', async () => {
    const agent = await registerAgent();
    const link = await confirmLinkFor(agent.email);

    const payload = expectData(await withLink(link)).confirmUser;

    expect(payload.user).toMatchObject({ _id: agent.userId, email: agent.email });
    expect(payload.user.confirmedAt).toEqual(expect.any(String));
    expect(await confirmedAt(payload.token)).toBe(payload.user.confirmedAt);
    expect(await confirmedAt(agent.token)).toBe(payload.user.confirmedAt);
  });

  it('works once: the same link again is INVALID_TOKEN', async () => {
    const agent = await registerAgent();
    const link = await confirmLinkFor(agent.email);
    expectData(await withLink(link));

    expectError(await withLink(link), 'INVALID_TOKEN', 'Invalid token');
  });

  it('answers TOKEN_EXPIRED for an expired link and leaves the user unconfirmed', async () => {
    const agent = await registerAgent();
    const link = await confirmLinkFor(agent.email);
    await table().expireLinkToken(link);

    expectError(await withLink(link), 'TOKEN_EXPIRED', 'The token provided is expired');

    expect(await confirmedAt(agent.token)).toBeNull();
  });

  it('refuses a made-up link token with INVALID_TOKEN', async () => {
    expectError(await withLink('not-a-real-confirm-token'), 'INVALID_TOKEN');
  });
});
