import { beforeAll, describe, expect, it } from 'vitest';
import { expect401, expectData, expectError, gql } from './support/api.js';
import {
  CONFIRM,
  DEMO_PASSWORD,
  demo,
  LOGIN,
  loginAs,
  REGISTER,
  agentInput,
  registerAgent,
} from './support/accounts.js';
import { table } from './support/db.js';
import {
  AUTHORIZE,
  CHANGE_PASSWORD,
  CREATE_LOGIN_TOKEN,
  CURRENT_USER,
  FORGOT_PASSWORD,
  GET_USER,
  LOGOUT,
  RESEND_CONFIRM,
  RESET_PASSWORD,
  UPDATE_USER,
} from './support/operations.js';

interface Operation {
  field: string;
  type: 'Query' | 'Mutation';
  query: string;
  variables: Record<string, unknown>;
}

/** Every operation that needs a session (no @aws_api_key in the schema). */
const sessionOperations: Operation[] = [
  { field: 'currentUser', type: 'Query', query: CURRENT_USER, variables: {} },
  { field: 'getUser', type: 'Query', query: GET_USER, variables: { id: 'demo-agent' } },
  { field: 'resendConfirm', type: 'Mutation', query: RESEND_CONFIRM, variables: {} },
  { field: 'logout', type: 'Mutation', query: LOGOUT, variables: {} },
  {
    field: 'changePassword',
    type: 'Mutation',
    query: CHANGE_PASSWORD,
    variables: { currentPassword: DEMO_PASSWORD, newPassword: 'another-password-1' },
  },
  {
    field: 'createLoginToken',
    type: 'Mutation',
    query: CREATE_LOGIN_TOKEN,
    variables: { tokenType: 'LOGIN' },
  },
  {
    field: 'updateUser',
    type: 'Mutation',
    query: UPDATE_USER,
    variables: { input: { firstName: 'Eve', lastName: 'Intruder' } },
  },
];

/** The public operations (API key), with harmless arguments. */
const publicOperations: Operation[] = [
  { field: 'registerUser', type: 'Mutation', query: REGISTER, variables: { input: agentInput() } },
  {
    field: 'login',
    type: 'Mutation',
    query: LOGIN,
    variables: { email: demo.agent, password: DEMO_PASSWORD },
  },
  { field: 'authorize', type: 'Mutation', query: AUTHORIZE, variables: { token: 'alm_whatever' } },
  { field: 'forgotPassword', type: 'Mutation', query: FORGOT_PASSWORD, variables: { email: demo.agent } },
  {
    field: 'resetPassword',
    type: 'Mutation',
    query: RESET_PASSWORD,
    variables: { token: 'whatever', password: 'another-password-1' },
  },
  {
    field: 'confirmUser',
    type: 'Mutation',
    query: CONFIRM,
    variables: { token: 'whatever', type: 'CONFIRM' },
  },
];

const byField = (op: Operation) => [op.field, op] as const;

describe('operations that need a session', () => {
  it.each(sessionOperations.map(byField))('%s without any credentials: HTTP 401', async (_f, op) => {
    expect401(await gql(op.query, op.variables, { none: true }));
  });

  it.each(sessionOperations.map(byField))('%s with a wrong API key: HTTP 401', async (_f, op) => {
    expect401(await gql(op.query, op.variables, { apiKeyValue: 'not-the-api-key' }));
  });

  it.each(sessionOperations.map(byField))('%s with a made-up bearer token: HTTP 401', async (_f, op) => {
    expect401(await gql(op.query, op.variables, { token: 'alm_made-up-session-token' }));
  });

  it.each(sessionOperations.map(byField))(
    '%s with the API key instead of a session: errorType Unauthorized',
    async (_f, op) => {
      const res = await gql(op.query, op.variables);

      expectError(res, 'Unauthorized', `Not Authorized to access ${op.field} on type ${op.type}`);
    },
  );
});

describe('a signed-in user who has not confirmed the e-mail', () => {
  let unconfirmed: Awaited<ReturnType<typeof registerAgent>>;
  beforeAll(async () => {
    unconfirmed = await registerAgent();
  });

  const confirmedOnly = sessionOperations.filter((op) =>
    ['getUser', 'updateUser', 'changePassword', 'createLoginToken'].includes(op.field),
  );

  it.each(confirmedOnly.map(byField))('is refused %s with NOT_CONFIRMED', async (field, op) => {
    const variables =
      field === 'changePassword'
        ? { currentPassword: unconfirmed.password, newPassword: 'another-password-1' }
        : op.variables;

    expectError(
      await gql(op.query, variables, { token: unconfirmed.token }),
      'NOT_CONFIRMED',
      'Please confirm your email address first.',
    );
  });

  it('keeps the password when changePassword was refused', async () => {
    await gql(
      CHANGE_PASSWORD,
      { currentPassword: unconfirmed.password, newPassword: 'another-password-1' },
      { token: unconfirmed.token },
    );

    expectData(await gql(LOGIN, { email: unconfirmed.email, password: unconfirmed.password }));
  });

  it('may log out', async () => {
    const agent = await registerAgent();

    expect(expectData(await gql(LOGOUT, {}, { token: agent.token })).logout).toBe(true);

    expect401(await gql(CURRENT_USER, {}, { token: agent.token }));
  });
});

describe('public operations', () => {
  it.each(publicOperations.map(byField))('%s with a wrong API key: HTTP 401', async (_f, op) => {
    expect401(await gql(op.query, op.variables, { apiKeyValue: 'not-the-api-key' }));
  });

  it('registerUser refused for a wrong API key creates no account', async () => {
    const input = agentInput();

    expect401(await gql(REGISTER, { input }, { apiKeyValue: 'not-the-api-key' }));

    expect(await table().get(`EMAIL#${input.email}`, 'EMAIL')).toBeUndefined();
  });

  describe('sent with a session token instead of the API key', () => {
    let session: string;
    beforeAll(async () => {
      session = await loginAs(demo.client);
    });

    it.each(publicOperations.filter((op) => op.field !== 'confirmUser').map(byField))(
      '%s: errorType Unauthorized (only the API key may call it)',
      async (_f, op) => {
        expectError(
          await gql(op.query, op.variables, { token: session }),
          'Unauthorized',
          `Not Authorized to access ${op.field} on type Mutation`,
        );
      },
    );
  });
});
