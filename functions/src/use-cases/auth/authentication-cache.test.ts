/** The authorizer's per-container memory of live sessions (docs/security.md, issue 28). */
import { AUTHORIZER_CACHE_SECONDS, SESSION_ACCESS_SECONDS } from '@almanac/core';
import { describe, expect, it } from 'vitest';
import { SECOND } from '../testing/in-memory-ports.js';
import { useAuthWorld } from './auth-test-world.js';
import { authenticationCache } from './authentication-cache.js';
import { logout } from './logout.js';

const t = useAuthWorld();
const w = t.world;

/** How many session reads the world's repositories have answered so far. */
const sessionReads = () =>
  w().repositoryCalls.filter((c) => c.repository === 'sessions' && c.method === 'get').length;

async function signedIn(email?: string) {
  await t.signUp(email);
  return (await t.signIn(email)).token;
}

describe('the authorizer’s memory of live sessions', () => {
  it('answers a live session again within its seconds without reading it', async () => {
    const token = await signedIn();
    const authenticate = authenticationCache(AUTHORIZER_CACHE_SECONDS);
    const first = await authenticate(w().ports, `Bearer ${token}`);
    const reads = sessionReads();
    w().clock.advance(AUTHORIZER_CACHE_SECONDS * SECOND - 1);
    expect(await authenticate(w().ports, `Bearer ${token}`)).toEqual(first);
    expect(sessionReads()).toBe(reads);
  });

  it('refuses a logged-out session once its seconds have passed', async () => {
    const token = await signedIn();
    const authenticate = authenticationCache(AUTHORIZER_CACHE_SECONDS);
    const caller = await authenticate(w().ports, `Bearer ${token}`);
    await logout(w().ports, caller);
    w().clock.advance(AUTHORIZER_CACHE_SECONDS * SECOND);
    expect(await authenticate(w().ports, `Bearer ${token}`)).toBeNull();
  });

  it('with 0 seconds, reads every time: a logout counts from the next request', async () => {
    const token = await signedIn();
    const authenticate = authenticationCache(0);
    const caller = await authenticate(w().ports, `Bearer ${token}`);
    await logout(w().ports, caller);
    expect(await authenticate(w().ports, `Bearer ${token}`)).toBeNull();
  });

  it('never answers one token with another’s session', async () => {
    const ada = await signedIn('ada@example.com');
    const bob = await signedIn('bob@example.com');
    const authenticate = authenticationCache(AUTHORIZER_CACHE_SECONDS);
    const asAda = await authenticate(w().ports, `Bearer ${ada}`);
    const asBob = await authenticate(w().ports, `Bearer ${bob}`);
    expect(asAda?.userId).not.toBe(asBob?.userId);
    expect(await authenticate(w().ports, `Bearer ${ada}`)).toEqual(asAda);
    expect(await authenticate(w().ports, `Bearer ${bob}`)).toEqual(asBob);
    expect(await authenticate(w().ports, `Bearer ${ada}x`)).toBeNull();
    expect(await authenticate(w().ports, 'Bearer ')).toBeNull();
    expect(await authenticate(w().ports, undefined)).toBeNull();
  });

  it('keeps no refusal: a token is read again each time it is refused', async () => {
    const authenticate = authenticationCache(AUTHORIZER_CACHE_SECONDS);
    await authenticate(w().ports, 'Bearer unknown');
    const reads = sessionReads();
    expect(await authenticate(w().ports, 'Bearer unknown')).toBeNull();
    expect(sessionReads()).toBe(reads + 1);
  });

  it('never answers a session past its own expiry', async () => {
    const token = await signedIn();
    const authenticate = authenticationCache(AUTHORIZER_CACHE_SECONDS);
    w().clock.advance((SESSION_ACCESS_SECONDS - 1) * SECOND);
    expect(await authenticate(w().ports, `Bearer ${token}`)).not.toBeNull();
    w().clock.advance(SECOND);
    expect(await authenticate(w().ports, `Bearer ${token}`)).toBeNull();
  });

  it('holds at most its number of sessions, letting the oldest go first', async () => {
    const tokens = [
      await signedIn('a@example.com'),
      await signedIn('b@example.com'),
      await signedIn('c@example.com'),
    ];
    const authenticate = authenticationCache(AUTHORIZER_CACHE_SECONDS, 2);
    for (const token of tokens) await authenticate(w().ports, `Bearer ${token}`);
    const reads = sessionReads();
    await authenticate(w().ports, `Bearer ${tokens[2]}`);
    expect(sessionReads()).toBe(reads);
    await authenticate(w().ports, `Bearer ${tokens[0]}`);
    expect(sessionReads()).toBe(reads + 1);
  });
});
