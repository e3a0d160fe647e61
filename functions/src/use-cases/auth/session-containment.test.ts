import { createHash } from 'node:crypto';
import { SHORT_CODE_MAX_ATTEMPTS } from '@almanac/core';
import { describe, expect, it } from 'vitest';
import { HOUR, MINUTE } from '../testing/in-memory-ports.js';
import { EMAIL, errorCode, NEW_PASSWORD, PASSWORD, useAuthWorld, WRONG_CODE } from './auth-test-world.js';
import { authorize } from './authorize.js';
import { changePassword } from './change-password.js';
import { confirmUser } from './confirm-user.js';
import { createLoginToken } from './create-login-token.js';
import { logout } from './logout.js';
import { logoutEverywhere } from './logout-everywhere.js';
import { resetPassword } from './reset-password.js';

const t = useAuthWorld();
const w = t.world;

/** A confirmed agent with a signed-in session. */
async function confirmedAgent() {
  const signedUp = await t.signUp();
  await t.confirmWithCode(signedUp.token, t.lastCode());
  return (await t.signIn()).token;
}

const handOff = async (session: string) => {
  const { token } = await createLoginToken(w().ports, await t.callerFor(session), { tokenType: 'LOGIN' });
  return (await authorize(w().ports, { token })).token;
};

describe('confirmation code guesses are counted before they are checked', () => {
  it('parallel guesses cannot outrun the limit: the right code sent after the wrong ones fails', async () => {
    const { token } = await t.signUp();
    const caller = await t.callerFor(token);
    const code = t.lastCode();
    const guesses = Array.from({ length: 40 }, (_, i) =>
      confirmUser(w().ports, caller, { token: i === 39 ? code : WRONG_CODE, type: 'CONFIRM_SHORTCODE' }),
    );
    const results = await Promise.allSettled(guesses);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(0);
    expect(t.storedUser()!.confirmedAt).toBeUndefined();
    expect(w().store.shortCodes.byUser.get(t.storedUser()!.id)!.attempts).toBe(SHORT_CODE_MAX_ATTEMPTS);
  });

  it('the right code on the last allowed guess still confirms', async () => {
    const { token } = await t.signUp();
    for (let i = 1; i < SHORT_CODE_MAX_ATTEMPTS; i++)
      expect(await errorCode(t.confirmWithCode(token, WRONG_CODE))).toBe('INVALID_TOKEN');
    expect((await t.confirmWithCode(token, t.lastCode())).user.confirmedAt).not.toBeNull();
  });
});

describe('changePassword ends every other session and voids older credential links', () => {
  it('other sessions end, the one in use goes on', async () => {
    const current = await confirmedAgent();
    const other = (await t.signIn(EMAIL, PASSWORD, true)).token;
    await changePassword(w().ports, await t.callerFor(current), {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(await t.callerFor(other)).toBeNull();
    expect(await errorCode(authorize(w().ports, { token: other }))).toBe('UNAUTHORIZED');
    expect(await t.callerFor(current)).not.toBeNull();
  });

  it('an unused confirmation link no longer signs anyone in after the password changed', async () => {
    const { token } = await t.signUp();
    const link = t.lastLinkToken();
    const code = t.lastCode();
    await changePassword(w().ports, await t.callerFor(token), {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    w().clock.advance(MINUTE);
    expect(await errorCode(confirmUser(w().ports, null, { token: link, type: 'CONFIRM' }))).toBe(
      'INVALID_TOKEN',
    );
    expect(await errorCode(t.confirmWithCode(token, code))).toBe('INVALID_TOKEN');
  });

  it('older reset links stop working after a change, and after a reset', async () => {
    const current = await confirmedAgent();
    const first = await t.requestReset();
    const second = await t.requestReset();
    w().clock.advance(MINUTE);
    await changePassword(w().ports, await t.callerFor(current), {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(await errorCode(resetPassword(w().ports, { token: first, password: 'x new one 123' }))).toBe(
      'INVALID_TOKEN',
    );
    w().clock.advance(MINUTE);
    const third = await t.requestReset();
    const fourth = await t.requestReset();
    w().clock.advance(MINUTE);
    await resetPassword(w().ports, { token: third, password: 'x new one 123' });
    expect(await errorCode(resetPassword(w().ports, { token: fourth, password: 'y new one 123' }))).toBe(
      'INVALID_TOKEN',
    );
    expect(await errorCode(resetPassword(w().ports, { token: second, password: 'y new one 123' }))).toBe(
      'INVALID_TOKEN',
    );
  });

  it('a login hand-off issued before the change is refused', async () => {
    const current = await confirmedAgent();
    const { token } = await createLoginToken(w().ports, await t.callerFor(current), { tokenType: 'LOGIN' });
    w().clock.advance(MINUTE);
    await changePassword(w().ports, await t.callerFor(current), {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(await errorCode(authorize(w().ports, { token }))).toBe('UNAUTHORIZED');
  });
});

describe('sessions derived from a session (LOGIN hand-off, confirmation code)', () => {
  it("a hand-off session ends with its parent's logout, and so does its own hand-off", async () => {
    const parent = await confirmedAgent();
    const child = await handOff(parent);
    const grandchild = await handOff(child);
    const unrelated = (await t.signIn()).token;
    await logout(w().ports, await t.callerFor(parent));
    expect(await t.callerFor(child)).toBeNull();
    expect(await t.callerFor(grandchild)).toBeNull();
    expect(await errorCode(authorize(w().ports, { token: child }))).toBe('UNAUTHORIZED');
    expect(await t.callerFor(unrelated)).not.toBeNull();
  });

  it('logging the hand-off session out leaves the parent alone', async () => {
    const parent = await confirmedAgent();
    const child = await handOff(parent);
    await logout(w().ports, await t.callerFor(child));
    expect(await t.callerFor(child)).toBeNull();
    expect(await t.callerFor(parent)).not.toBeNull();
  });

  it('chaining hand-offs never renews past the first session’s 12 h limit', async () => {
    const t0 = w().clock.now().getTime();
    let token = await confirmedAgent();
    const limit = t0 + 12 * HOUR;
    for (let h = 0; h < 11; h++) {
      w().clock.advance(50 * MINUTE);
      token = await handOff(token);
    }
    w().clock.set(new Date(limit - MINUTE));
    const renewed = await authorize(w().ports, { token });
    expect(new Date(renewed.expiresAt).getTime()).toBeLessThanOrEqual(limit);
    w().clock.set(new Date(limit + MINUTE));
    expect(await t.callerFor(token)).toBeNull();
    expect(await errorCode(authorize(w().ports, { token }))).toBe('UNAUTHORIZED');
    expect(await errorCode(handOff(token))).toBe('UNAUTHORIZED');
  });

  it('a hand-off whose parent was logged out before the exchange is refused', async () => {
    const parent = await confirmedAgent();
    const { token } = await createLoginToken(w().ports, await t.callerFor(parent), { tokenType: 'LOGIN' });
    await logout(w().ports, await t.callerFor(parent));
    expect(await errorCode(authorize(w().ports, { token }))).toBe('UNAUTHORIZED');
  });

  it("the code's session keeps the sign-up session's limit and ends with its logout", async () => {
    const t0 = w().clock.now().getTime();
    const { token } = await t.signUp();
    w().clock.advance(11 * HOUR);
    await authorize(w().ports, { token });
    const confirmed = await t.confirmWithCode(token, t.lastCode());
    expect(new Date(confirmed.expiresAt).getTime()).toBeLessThanOrEqual(t0 + 12 * HOUR);
    await logout(w().ports, await t.callerFor(token));
    expect(await t.callerFor(confirmed.token)).toBeNull();
  });
});

describe('log out everywhere', () => {
  it('ends every session of the caller, this one included, and no one else’s', async () => {
    const current = await confirmedAgent();
    const others = [(await t.signIn()).token, await handOff(current)];
    const someoneElse = (await t.signUp('grace@example.com')).token;
    expect(await logoutEverywhere(w().ports, await t.callerFor(current))).toBeGreaterThanOrEqual(3);
    for (const token of [current, ...others]) expect(await t.callerFor(token)).toBeNull();
    expect(await t.callerFor(someoneElse)).not.toBeNull();
  });

  it('needs a caller', async () => {
    expect(await errorCode(logoutEverywhere(w().ports, null))).toBe('UNAUTHORIZED');
  });
});

describe('a password hash with weaker parameters is upgraded at sign-in', () => {
  const oldSchemeHash = (password: string) =>
    `fakehash-v1$old$${createHash('sha256').update(`old:${password}`).digest('hex')}`;

  it("signs in, stores a hash of today's scheme, and voids nothing", async () => {
    const before = await confirmedAgent();
    const id = t.storedUser()!.id;
    w().store.users.byId.get(id)!.passwordHash = oldSchemeHash(PASSWORD);
    const changedAt = t.storedUser()!.credentialsChangedAt;

    expect((await t.signIn()).user.email).toBe(EMAIL);
    expect(t.storedUser()!.passwordHash).toMatch(/^fakehash\$/);
    expect(t.storedUser()!.credentialsChangedAt).toBe(changedAt);
    expect(await t.callerFor(before)).not.toBeNull();
    expect((await t.signIn()).user.email).toBe(EMAIL);
  });

  it('a wrong password changes nothing', async () => {
    await confirmedAgent();
    const id = t.storedUser()!.id;
    w().store.users.byId.get(id)!.passwordHash = oldSchemeHash(PASSWORD);
    expect(await errorCode(t.signIn(EMAIL, 'not the password'))).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(t.storedUser()!.passwordHash).toBe(oldSchemeHash(PASSWORD));
  });
});
