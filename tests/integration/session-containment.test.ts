import { SHORT_CODE_MAX_ATTEMPTS } from '@almanac/core';
import { createHash } from 'node:crypto';
import { describe, expect, inject, it, vi } from 'vitest';
import { main } from '../../functions/src/cli/ops.js';
import { expect401, expectData, expectError, send } from './support/api.js';
import {
  CONFIRM_USER,
  confirmCodeFor,
  loginAs,
  registerAgent,
  registerConfirmedAgent,
  wrongCode,
} from './support/accounts.js';
import { table } from './support/db.js';
import { linkToken, waitForMail } from './support/mailbox.js';
import {
  AUTHORIZE,
  CHANGE_PASSWORD,
  CREATE_LOGIN_TOKEN,
  CURRENT_USER,
  FORGOT_PASSWORD,
  LOGOUT,
  LOGOUT_EVERYWHERE,
  RESET_PASSWORD,
} from './support/operations.js';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const currentUser = (token: string) => send(CURRENT_USER, {}, { token });

/** A LOGIN hand-off exchanged for its session, as the onboarding site does. */
async function handOff(session: string) {
  const { token } = expectData(
    await send(CREATE_LOGIN_TOKEN, { tokenType: 'LOGIN' }, { token: session }),
  ).createLoginToken;
  return expectData(await send(AUTHORIZE, { token })).authorize.token;
}

describe('confirmation code guessing under concurrency', () => {
  it('300 parallel guesses with the real code last do not confirm the account', async () => {
    const agent = await registerAgent();
    const code = await confirmCodeFor(agent.email);
    const guesses = Array.from({ length: 300 }, (_, i) =>
      send(
        CONFIRM_USER,
        { token: i === 299 ? code : wrongCode(code, i % 29), type: 'CONFIRM_SHORTCODE' },
        { token: agent.token },
      ),
    );
    const answers = await Promise.all(guesses);
    expect(answers.filter((a) => a.data?.confirmUser)).toHaveLength(0);
    expect(expectData(await currentUser(agent.token)).currentUser.confirmedAt).toBeNull();
    // The code is spent: even now the right code is refused; a resent one works.
    expectError(
      await send(CONFIRM_USER, { token: code, type: 'CONFIRM_SHORTCODE' }, { token: agent.token }),
      'INVALID_TOKEN',
    );
    expect(SHORT_CODE_MAX_ATTEMPTS).toBeLessThan(300);
  });
});

describe('changePassword contains the account', () => {
  it('ends every other session; the one in use goes on', async () => {
    const agent = await registerConfirmedAgent();
    const other = await loginAs(agent.email, agent.password);
    expectData(
      await send(
        CHANGE_PASSWORD,
        { currentPassword: agent.password, newPassword: 'brand-new-pass-9' },
        { token: agent.token },
      ),
    );
    expect401(await currentUser(other));
    expectError(await send(AUTHORIZE, { token: other }), 'UNAUTHORIZED');
    expectData(await currentUser(agent.token));
  });

  it('voids an unused confirmation link (a password-free login) and older reset links', async () => {
    const agent = await registerAgent();
    const mail = await waitForMail(agent.email, 'confirm');
    const confirmLink = linkToken(mail, '/confirm').token;
    const confirmed = expectData(
      await send(CONFIRM_USER, { token: mail.codes[0]!, type: 'CONFIRM_SHORTCODE' }, { token: agent.token }),
    ).confirmUser.token;
    expectData(await send(FORGOT_PASSWORD, { email: agent.email }));
    const resetLink = linkToken(await waitForMail(agent.email, 'reset'), '/reset').token;
    expectData(
      await send(
        CHANGE_PASSWORD,
        { currentPassword: agent.password, newPassword: 'brand-new-pass-9' },
        { token: confirmed },
      ),
    );
    expectError(await send(CONFIRM_USER, { token: confirmLink, type: 'CONFIRM' }), 'INVALID_TOKEN');
    expectError(
      await send(RESET_PASSWORD, { token: resetLink, password: 'attacker-pass-1' }),
      'INVALID_TOKEN',
    );
  });
});

describe('sessions derived from a LOGIN hand-off', () => {
  it("end with their parent's logout, and the chain never outlives the parent", async () => {
    const agent = await registerConfirmedAgent();
    const child = await handOff(agent.token);
    const grandchild = await handOff(child);
    expectData(await currentUser(grandchild));
    expectData(await send(LOGOUT, {}, { token: agent.token }));
    expect401(await currentUser(child));
    expect401(await currentUser(grandchild));
    expectError(await send(AUTHORIZE, { token: grandchild }), 'UNAUTHORIZED');
  });

  it('are renewable only as long as their parent, however long the chain', async () => {
    const agent = await registerConfirmedAgent();
    const child = await handOff(await handOff(await handOff(agent.token)));
    const session = (token: string) => table().get(`SESSION#${sha256(token)}`, 'SESSION');
    const [parentRecord, childRecord] = await Promise.all([session(agent.token), session(child)]);
    expect(childRecord?.renewableUntil).toBe(parentRecord?.renewableUntil);
  });
});

describe('log out everywhere', () => {
  it('ends every session of the user, including the one in use; others are untouched', async () => {
    const agent = await registerConfirmedAgent();
    const second = await loginAs(agent.email, agent.password);
    const child = await handOff(second);
    const someoneElse = await registerConfirmedAgent();
    const ended = expectData(await send(LOGOUT_EVERYWHERE, {}, { token: agent.token })).logoutEverywhere;
    expect(ended).toBeGreaterThanOrEqual(3);
    for (const token of [agent.token, second, child]) expect401(await currentUser(token));
    expectData(await currentUser(someoneElse.token));
  });

  it('needs a session', async () => {
    const r = await send(LOGOUT_EVERYWHERE, {});
    expect(r.errors?.[0]?.errorType).toBe('Unauthorized');
  });
});

describe('operations: log out everywhere for an account (npm run ops)', () => {
  it('ends every session of the account with that e-mail, and says so', async () => {
    const agent = await registerConfirmedAgent();
    const second = await loginAs(agent.email, agent.password);
    const { endpoints, tableName } = inject('stack');
    process.env.AWS_ENDPOINT_URL_DYNAMODB = endpoints.dynamodb;
    process.env.AWS_ACCESS_KEY_ID ??= 'local';
    process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await main(['logout-everywhere', agent.email.toUpperCase()], { TABLE_NAME: tableName })).toBe(0);
    expect(log.mock.calls.flat().join(' ')).toMatch(/Ended [2-9] session\(s\)/);
    for (const token of [agent.token, second]) expect401(await currentUser(token));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await main(['logout-everywhere', 'nobody@example.com'], { TABLE_NAME: tableName })).toBe(1);
    expect(await main([], { TABLE_NAME: tableName })).toBe(2);
    log.mockRestore();
    error.mockRestore();
  });
});
