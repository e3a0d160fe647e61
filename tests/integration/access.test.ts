import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import {
  type Auth,
  expect401,
  expectData,
  expectError,
  type GqlResponse,
  send,
  type SendArgs,
} from './support/api.js';
import {
  CONFIRM_USER,
  DEMO_PASSWORD,
  demo,
  LOGIN,
  loginAs,
  REGISTER_USER,
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
  /** Send the operation with its harmless arguments. */
  send: (auth?: Auth) => Promise<GqlResponse<unknown>>;
}

const operation = <TData, TVars>(
  field: string,
  type: Operation['type'],
  document: DocumentTypeDecoration<TData, TVars>,
  variables: TVars,
): Operation => ({
  field,
  type,
  send: (auth) => send(document, ...([variables, auth] as SendArgs<TVars>)),
});

/** Every operation that needs a session (no @aws_api_key in the schema). */
const sessionOperations: Operation[] = [
  operation('currentUser', 'Query', CURRENT_USER, {}),
  operation('getUser', 'Query', GET_USER, { id: 'demo-agent' }),
  operation('resendConfirm', 'Mutation', RESEND_CONFIRM, {}),
  operation('logout', 'Mutation', LOGOUT, {}),
  operation('changePassword', 'Mutation', CHANGE_PASSWORD, {
    currentPassword: DEMO_PASSWORD,
    newPassword: 'another-password-1',
  }),
  operation('createLoginToken', 'Mutation', CREATE_LOGIN_TOKEN, { tokenType: 'LOGIN' }),
  operation('updateUser', 'Mutation', UPDATE_USER, { input: { firstName: 'Eve', lastName: 'Intruder' } }),
];

/** The public operations (API key), with harmless arguments. */
const publicOperations: Operation[] = [
  operation('registerUser', 'Mutation', REGISTER_USER, { input: agentInput() }),
  operation('login', 'Mutation', LOGIN, { email: demo.agent, password: DEMO_PASSWORD }),
  operation('authorize', 'Mutation', AUTHORIZE, { token: 'alm_whatever' }),
  operation('forgotPassword', 'Mutation', FORGOT_PASSWORD, { email: demo.agent }),
  operation('resetPassword', 'Mutation', RESET_PASSWORD, {
    token: 'whatever',
    password: 'another-password-1',
  }),
  operation('confirmUser', 'Mutation', CONFIRM_USER, { token: 'whatever', type: 'CONFIRM' }),
];

const byField = (op: Operation) => [op.field, op] as const;

describe('operations that need a session', () => {
  it.each(sessionOperations.map(byField))('%s without any credentials: HTTP 401', async (_f, op) => {
    expect401(await op.send({ none: true }));
  });

  it.each(sessionOperations.map(byField))('%s with a wrong API key: HTTP 401', async (_f, op) => {
    expect401(await op.send({ apiKeyValue: 'not-the-api-key' }));
  });

  it.each(sessionOperations.map(byField))('%s with a made-up bearer token: HTTP 401', async (_f, op) => {
    expect401(await op.send({ token: 'alm_made-up-session-token' }));
  });

  it.each(sessionOperations.map(byField))(
    '%s with the API key instead of a session: errorType Unauthorized',
    async (_f, op) => {
      const res = await op.send();

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
    const auth = { token: unconfirmed.token };
    const res =
      field === 'changePassword'
        ? await send(
            CHANGE_PASSWORD,
            { currentPassword: unconfirmed.password, newPassword: 'another-password-1' },
            auth,
          )
        : await op.send(auth);

    expectError(res, 'NOT_CONFIRMED', 'Please confirm your email address first.');
  });

  it('keeps the password when changePassword was refused', async () => {
    await send(
      CHANGE_PASSWORD,
      { currentPassword: unconfirmed.password, newPassword: 'another-password-1' },
      { token: unconfirmed.token },
    );

    expectData(await send(LOGIN, { email: unconfirmed.email, password: unconfirmed.password }));
  });

  it('may log out', async () => {
    const agent = await registerAgent();

    expect(expectData(await send(LOGOUT, {}, { token: agent.token })).logout).toBe(true);

    expect401(await send(CURRENT_USER, {}, { token: agent.token }));
  });
});

describe('public operations', () => {
  it.each(publicOperations.map(byField))('%s with a wrong API key: HTTP 401', async (_f, op) => {
    expect401(await op.send({ apiKeyValue: 'not-the-api-key' }));
  });

  it('registerUser refused for a wrong API key creates no account', async () => {
    const input = agentInput();

    expect401(await send(REGISTER_USER, { input }, { apiKeyValue: 'not-the-api-key' }));

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
          await op.send({ token: session }),
          'Unauthorized',
          `Not Authorized to access ${op.field} on type Mutation`,
        );
      },
    );
  });
});
