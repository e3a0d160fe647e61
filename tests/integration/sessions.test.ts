import { describe, expect, it } from 'vitest';
import { expect401, expectData, expectError, send } from './support/api.js';
import { demo, loginAs, LOGIN, DEMO_PASSWORD } from './support/accounts.js';
import { table } from './support/db.js';
import { AUTHORIZE, CURRENT_USER, LOGOUT } from './support/operations.js';

/** authorize is public: the web app sends it with the API key, never the (possibly lapsed) token. */
const authorize = (token: string) => send(AUTHORIZE, { token });
const me = (token: string) => send(CURRENT_USER, {}, { token });

describe('authorize', () => {
  it('renews a live session: the same token, a later expiry, and the token keeps working', async () => {
    const signedIn = expectData(await send(LOGIN, { email: demo.agent, password: DEMO_PASSWORD })).login;

    // Renewed in the same millisecond the expiry would be equal: renew until the clock has moved.
    let renewed = expectData(await authorize(signedIn.token)).authorize;
    for (let i = 0; i < 20 && renewed.expiresAt === signedIn.expiresAt; i++)
      renewed = expectData(await authorize(signedIn.token)).authorize;

    expect(renewed.token).toBe(signedIn.token);
    expect(renewed.user.email).toBe(demo.agent);
    expect(new Date(renewed.expiresAt).getTime()).toBeGreaterThan(new Date(signedIn.expiresAt).getTime());
    expect(expectData(await me(signedIn.token)).currentUser.email).toBe(demo.agent);
  });

  it('after the access window has ended the token gets HTTP 401, and authorize brings it back', async () => {
    const token = await loginAs(demo.agent);
    await table().expireSessionAccess(token);
    expect401(await me(token));

    const renewed = expectData(await authorize(token)).authorize;

    expect(renewed.token).toBe(token);
    expect(new Date(renewed.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(expectData(await me(token)).currentUser.email).toBe(demo.agent);
  });

  it('past the renewal limit answers UNAUTHORIZED and the token stays refused', async () => {
    const token = await loginAs(demo.agent);
    await table().expireSessionRenewal(token);

    expectError(await authorize(token), 'UNAUTHORIZED', 'Your session has ended. Please log in again.');

    expect401(await me(token));
  });

  it('cannot renew a logged-out token', async () => {
    const token = await loginAs(demo.agent);
    expectData(await send(LOGOUT, {}, { token }));

    expectError(await authorize(token), 'UNAUTHORIZED');

    expect401(await me(token));
  });

  it.each([
    ['a made-up session token', 'alm_not-a-real-session-token'],
    ['a string that is no token at all', 'garbage'],
  ])('answers UNAUTHORIZED for %s', async (_label, token) => {
    expectError(await authorize(token), 'UNAUTHORIZED');
  });
});

describe('logout', () => {
  it('ends the session: the token is refused with HTTP 401 from the next request on', async () => {
    const token = await loginAs(demo.newAgent);
    expectData(await me(token));

    expect(expectData(await send(LOGOUT, {}, { token })).logout).toBe(true);

    expect401(await me(token));
    expect401(await send(LOGOUT, {}, { token }));
  });

  it("ends only that session: the same user's other session keeps working", async () => {
    const kept = await loginAs(demo.newAgent);
    const ended = await loginAs(demo.newAgent);

    expectData(await send(LOGOUT, {}, { token: ended }));

    expect401(await me(ended));
    expect(expectData(await me(kept)).currentUser.email).toBe(demo.newAgent);
  });
});
