import { describe, expect, it, vi } from 'vitest';
import { fakeGraphql, gqlError, json } from '../../test/fake-graphql.js';
import { GraphqlClient, type TokenStore } from './client.js';
import { graphql, rootFieldsOf } from './document.js';
import { cutAtResponseMarker, displayError, GraphqlError } from './errors.js';

const ME = graphql(`
  query Me {
    currentUser {
      _id
    }
  }
`);
/** The app's Login selects the whole session; this one only the token. */
const LOGIN = graphql(`
  mutation ClientTestLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
    }
  }
`);
const CONFIRM = graphql(`
  mutation C($t: String!) {
    confirmUser(token: $t) {
      token
    }
  }
`);
const renewedUser = { _id: 'u1', email: 'a@b.c', role: 'agent', confirmedAt: null } as const;

function memoryTokens(initial: string | null): TokenStore & { value: string | null } {
  const store = {
    value: initial,
    get: () => store.value,
    replace: (t: string) => {
      store.value = t;
    },
  };
  return store;
}

const unauthorized401 = () =>
  gqlError('UnauthorizedException', 'You are not authorized to make this call.', 401);

describe('GraphqlClient headers', () => {
  it('sends the API key (and no Authorization) for public operations, the bearer token otherwise', async () => {
    const fake = fakeGraphql({
      ClientTestLogin: () => ({ data: { login: { token: 't' } } }),
      Me: () => ({ data: { currentUser: { _id: 'u1' } } }),
    });
    const client = new GraphqlClient({
      url: '/gql',
      apiKey: 'k',
      tokens: memoryTokens('tok'),
      fetch: fake.fetch,
    });
    await client.request(LOGIN, { email: 'a@b.c', password: 'x' });
    await client.request(ME);
    const [login, me] = fake.calls;
    expect(login!.headers['x-api-key']).toBe('k');
    expect(login!.headers.authorization).toBeUndefined();
    expect(me!.headers.authorization).toBe('Bearer tok');
    expect(me!.headers['x-api-key']).toBeUndefined();
    for (const call of fake.calls) expect(call.headers['apollo-require-preflight']).toBe('true');
  });

  it('uses the session for a public field when asked (confirmUser with a short code)', async () => {
    const fake = fakeGraphql({ C: () => ({ data: { confirmUser: { token: 'n' } } }) });
    const client = new GraphqlClient({
      url: '/gql',
      apiKey: 'k',
      tokens: memoryTokens('tok'),
      fetch: fake.fetch,
    });
    await client.request(CONFIRM, { t: 'ABCDE' }, { auth: 'session' });
    expect(fake.calls[0]!.headers.authorization).toBe('Bearer tok');
  });
});

describe('GraphqlClient re-authorisation', () => {
  it('renews once for concurrent UNAUTHORIZED answers, then retries each with the new token', async () => {
    let authorizeCalls = 0;
    let releaseAuthorize!: () => void;
    const authorizeGate = new Promise<void>((r) => (releaseAuthorize = r));
    const fake = fakeGraphql({
      Me: (call) =>
        call.headers.authorization === 'Bearer fresh'
          ? { data: { currentUser: { _id: 'u1' } } }
          : unauthorized401(),
      Authorize: async (call) => {
        authorizeCalls++;
        expect(call.variables.token).toBe('stale');
        expect(call.headers['x-api-key']).toBe('k');
        expect(call.headers.authorization).toBeUndefined();
        await authorizeGate;
        return {
          data: { authorize: { token: 'fresh', expiresAt: '2030-01-01T00:00:00Z', user: renewedUser } },
        };
      },
    });
    const tokens = memoryTokens('stale');
    const onReauthorized = vi.fn();
    const onSessionEnded = vi.fn();
    const client = new GraphqlClient({
      url: '/gql',
      apiKey: 'k',
      tokens,
      fetch: fake.fetch,
      onReauthorized,
      onSessionEnded,
    });

    const results = Promise.all([client.request(ME), client.request(ME), client.request(ME)]);
    await vi.waitFor(() => expect(authorizeCalls).toBe(1));
    releaseAuthorize();
    const answers = await results;

    expect(answers.map((a) => a.currentUser?._id)).toEqual(['u1', 'u1', 'u1']);
    expect(authorizeCalls).toBe(1);
    expect(tokens.value).toBe('fresh');
    expect(onReauthorized).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).not.toHaveBeenCalled();
    const retried = fake.calls.filter(
      (c) => c.operationName === 'Me' && c.headers.authorization === 'Bearer fresh',
    );
    expect(retried).toHaveLength(3);
  });

  it('reads UNAUTHORIZED from the error code too (not only HTTP 401)', async () => {
    const fake = fakeGraphql({
      Me: (call) =>
        call.headers.authorization === 'Bearer fresh'
          ? { data: { currentUser: { _id: 'u1' } } }
          : { errors: [{ message: 'nope', extensions: { code: 'UNAUTHORIZED' } }] },
      Authorize: () => ({ data: { authorize: { token: 'fresh', expiresAt: 'x', user: renewedUser } } }),
    });
    const client = new GraphqlClient({
      url: '/gql',
      apiKey: 'k',
      tokens: memoryTokens('stale'),
      fetch: fake.fetch,
    });
    await expect(client.request(ME)).resolves.toEqual({ currentUser: { _id: 'u1' } });
  });

  it('logs out once when the renewal fails; every waiting request fails with UNAUTHORIZED', async () => {
    const fake = fakeGraphql({
      Me: unauthorized401,
      Authorize: () => gqlError('INVALID_TOKEN', 'Invalid token'),
    });
    const tokens = memoryTokens('stale');
    const onSessionEnded = vi.fn(() => {
      tokens.value = null;
    });
    const client = new GraphqlClient({ url: '/gql', apiKey: 'k', tokens, fetch: fake.fetch, onSessionEnded });
    const outcomes = await Promise.allSettled([client.request(ME), client.request(ME)]);
    for (const o of outcomes) {
      expect(o.status).toBe('rejected');
      expect(((o as PromiseRejectedResult).reason as GraphqlError).code).toBe('UNAUTHORIZED');
    }
    expect(fake.calls.filter((c) => c.operationName === 'Authorize')).toHaveLength(1);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('does not renew for public operations or without a stored token', async () => {
    const fake = fakeGraphql({ ClientTestLogin: unauthorized401, Me: unauthorized401 });
    const onSessionEnded = vi.fn();
    const client = new GraphqlClient({
      url: '/gql',
      apiKey: 'k',
      tokens: memoryTokens(null),
      fetch: fake.fetch,
      onSessionEnded,
    });
    await expect(client.request(LOGIN, { email: 'a', password: 'b' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(client.request(ME)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(fake.calls.some((c) => c.operationName === 'Authorize')).toBe(false);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});

describe('GraphQL errors', () => {
  it('takes the code from the first error (errorType, else extensions.code)', async () => {
    const fake = fakeGraphql({
      ClientTestLogin: () => ({
        errors: [
          { errorType: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
          { errorType: 'OTHER', message: 'x' },
        ],
      }),
      Me: () => ({ errors: [{ message: 'denied', extensions: { code: 'INVALID_PERMISSIONS' } }] }),
    });
    const client = new GraphqlClient({
      url: '/gql',
      apiKey: 'k',
      tokens: memoryTokens('t'),
      fetch: fake.fetch,
    });
    const loginError = await client.request(LOGIN, { email: 'a', password: 'b' }).catch((e: unknown) => e);
    expect(loginError).toBeInstanceOf(GraphqlError);
    expect(displayError(loginError)).toBe('Invalid email or password');
    const meError = await client.request(ME).catch((e: unknown) => e);
    expect(displayError(meError)).toBe('You do not have permission to perform this action.');
  });

  it('shows Internal Server Error for unlisted codes and network failures', async () => {
    const client = new GraphqlClient({
      url: '/gql',
      apiKey: 'k',
      tokens: memoryTokens('t'),
      fetch: (async () =>
        json({ errors: [{ errorType: 'Lambda:Unhandled', message: 'boom' }] })) as typeof fetch,
    });
    expect(displayError(await client.request(ME).catch((e: unknown) => e))).toBe('Internal Server Error');
    const offline = new GraphqlClient({
      url: '/gql',
      apiKey: 'k',
      tokens: memoryTokens('t'),
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    });
    expect(displayError(await offline.request(ME).catch((e: unknown) => e))).toBe('Internal Server Error');
  });

  it('cuts error text before a response marker', () => {
    expect(cutAtResponseMarker('Invalid State License Number: {"response":{"errors":[]}}')).toBe(
      'Invalid State License Number',
    );
    expect(new GraphqlError({ code: 'X', message: 'Bad thing {"response":1}' }).message).toBe('Bad thing');
    expect(cutAtResponseMarker('plain')).toBe('plain');
  });
});

describe('rootFieldsOf', () => {
  it('finds root fields, resolving aliases and skipping arguments and fragments', () => {
    expect(
      rootFieldsOf('mutation A($t: String!) { renewed: authorize(token: $t) { token user { _id } } }'),
    ).toEqual(['authorize']);
    expect(rootFieldsOf('query { currentUser { _id } getUser(id: "x") { _id } }')).toEqual([
      'currentUser',
      'getUser',
    ]);
    expect(
      rootFieldsOf('mutation R($i: RegisterUserInput!) { registerUser(input: { email: "a" }) { token } }'),
    ).toEqual(['registerUser']);
    expect(rootFieldsOf('# comment { x }\nquery Q { ...F currentUser @include(if: $x) { _id } }')).toEqual([
      'currentUser',
    ]);
  });
});
