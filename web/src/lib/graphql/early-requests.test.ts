import { describe, expect, it } from 'vitest';
import { fakeGraphql, gqlError } from '../../test/fake-graphql.js';
import { makeUser } from '../../test/fixtures.js';
import { CURRENT_USER } from '../session/current-user.js';
import { createTokenStore } from '../session/token-store.js';
import { GraphqlClient } from './client.js';
import {
  EARLY_REQUEST_MAX_AGE_MS,
  earlyRequest,
  startEarlyRequests,
  type EarlyRequest,
} from './early-requests.js';
import type { TypedDocument } from './document.js';

/** A session query with variables (the fake answers it with an error: only its calls count). */
const GET_QUOTE_NAME = {
  toString: () => 'query EarlyQuoteName($id: ID!) { getQuote(id: $id) { id } }',
} as TypedDocument<unknown, { id: string }>;

function setUp({ token = 't1', now = () => 0 }: { token?: string | null; now?: () => number } = {}) {
  const tokens = createTokenStore();
  if (token) tokens.set(token, false);
  let user = makeUser({ email: 'first@example.com' });
  const fake = fakeGraphql({
    CurrentUser: () => ({ data: { currentUser: user } }),
  });
  const options = { url: 'http://api.test/graphql', apiKey: 'k', tokens, fetch: fake.fetch, now };
  const start = (requests: EarlyRequest[] = [{ document: CURRENT_USER }]) =>
    startEarlyRequests(options, requests);
  const clientWith = (early: ReturnType<typeof start>) =>
    new GraphqlClient({ url: options.url, apiKey: 'k', tokens, fetch: fake.fetch, early });
  const setUser = (email: string) => (user = makeUser({ email }));
  return { fake, tokens, start, clientWith, setUser };
}

const named = (calls: { operationName?: string }[], name: string) =>
  calls.filter((c) => c.operationName === name).length;

describe('early requests (issue 28: a page does not wait for its code to ask for its data)', () => {
  it('sends the request at once with the session token, and the client uses that answer once', async () => {
    const { fake, start, clientWith, setUser } = setUp();
    const early = start();
    expect(named(fake.calls, 'CurrentUser')).toBe(1);
    expect(fake.calls[0]!.headers.authorization).toBe('Bearer t1');
    setUser('second@example.com');
    const client = clientWith(early);
    expect((await client.request(CURRENT_USER)).currentUser?.email).toBe('first@example.com');
    expect(named(fake.calls, 'CurrentUser')).toBe(1);
    // Used once: the next request is the client's own.
    expect((await client.request(CURRENT_USER)).currentUser?.email).toBe('second@example.com');
    expect(named(fake.calls, 'CurrentUser')).toBe(2);
  });

  it('sends nothing without a session token', () => {
    const { fake, start } = setUp({ token: null });
    start();
    expect(fake.calls).toHaveLength(0);
  });

  it('is not used for other variables, another token, or once it is too old', async () => {
    let now = 0;
    const { fake, tokens, start, clientWith } = setUp({ now: () => now });
    const ask = (id: string) =>
      clientWith(start([earlyRequest(GET_QUOTE_NAME, { id: 'q1' })]))
        .request(GET_QUOTE_NAME, { id })
        .catch(() => undefined);
    await ask('q2');
    expect(fake.calls.map((c) => c.variables)).toEqual([{ id: 'q1' }, { id: 'q2' }]);

    const early = start();
    tokens.set('t2', false);
    await clientWith(early).request(CURRENT_USER);
    expect(fake.calls.at(-1)!.headers.authorization).toBe('Bearer t2');
    expect(named(fake.calls, 'CurrentUser')).toBe(2);

    tokens.set('t1', false);
    const old = start();
    now = EARLY_REQUEST_MAX_AGE_MS + 1;
    await clientWith(old).request(CURRENT_USER);
    expect(named(fake.calls, 'CurrentUser')).toBe(4);
  });

  it('a refused early answer is not used: the client asks itself, renewing the session first', async () => {
    const tokens = createTokenStore();
    tokens.set('expired', false);
    const fake = fakeGraphql({
      CurrentUser: (call) =>
        call.headers.authorization === 'Bearer renewed'
          ? { data: { currentUser: makeUser({ email: 'me@example.com' }) } }
          : gqlError('UNAUTHORIZED', 'Unauthorized', 401),
      Authorize: () => ({
        data: { authorize: { token: 'renewed', expiresAt: '2030-01-01T00:00:00Z', user: makeUser() } },
      }),
    });
    const options = { url: 'http://api.test/graphql', apiKey: 'k', tokens, fetch: fake.fetch };
    const early = startEarlyRequests(options, [{ document: CURRENT_USER }]);
    const client = new GraphqlClient({ ...options, early });
    expect((await client.request(CURRENT_USER)).currentUser?.email).toBe('me@example.com');
    expect(fake.calls.map((c) => c.operationName)).toEqual([
      'CurrentUser',
      'CurrentUser',
      'Authorize',
      'CurrentUser',
    ]);
  });
});
