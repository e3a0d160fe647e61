import { beforeAll, describe, expect, it } from 'vitest';
import type { TokenType } from '../support/graphql/graphql.js';
import { expectData, expectError, send } from './support/api.js';
import { demo, loginAs } from './support/accounts.js';
import { table } from './support/db.js';
import { AUTHORIZE, CREATE_LOGIN_TOKEN, CURRENT_USER, ISSUE_LOGIN_TOKEN } from './support/operations.js';

const createLoginToken = (token: string, tokenType: TokenType = 'LOGIN') =>
  send(CREATE_LOGIN_TOKEN, { tokenType }, { token });
const exchange = (loginToken: string) => send(AUTHORIZE, { token: loginToken });

describe('createLoginToken', () => {
  /** The agent's session; these tests only read with it. */
  let agentSession: string;
  beforeAll(async () => {
    agentSession = await loginAs(demo.agent);
  });

  it('issues a LOGIN token that lives about 10 minutes', async () => {
    const issued = expectData(
      await send(ISSUE_LOGIN_TOKEN, { tokenType: 'LOGIN' }, { token: agentSession }),
    ).createLoginToken;

    expect(issued.tokenType).toBe('LOGIN');
    expect(issued.token).toEqual(expect.any(String));
    const livesFor = new Date(issued.expiresAt).getTime() - Date.now();
    expect(livesFor).toBeGreaterThan(9 * 60_000);
    expect(livesFor).toBeLessThanOrEqual(10 * 60_000);
  });

  it.each<TokenType>([
    'RESET',
    'CONFIRM',
    'CONFIRM_SHORTCODE',
    'CLIENT_CLAIM_FORM',
    'CLIENT_REVIEW_CONTRACT',
  ])('refuses to issue a %s token with INVALID_PERMISSIONS', async (tokenType) => {
    expectError(
      await createLoginToken(agentSession, tokenType),
      'INVALID_PERMISSIONS',
      'You do not have permission to perform this action.',
    );
  });
});

describe('authorize with a LOGIN token', () => {
  it('exchanges it for a new session of the same user', async () => {
    const session = await loginAs(demo.agent);
    const { token: loginToken } = expectData(await createLoginToken(session)).createLoginToken;

    const exchanged = expectData(await exchange(loginToken)).authorize;

    expect(exchanged.token).toMatch(/^alm_/);
    expect(exchanged.token).not.toBe(session);
    expect(exchanged.user.email).toBe(demo.agent);
    expect(expectData(await send(CURRENT_USER, {}, { token: exchanged.token })).currentUser.email).toBe(
      demo.agent,
    );
  });

  it('exchanges it only once', async () => {
    const session = await loginAs(demo.agent);
    const { token: loginToken } = expectData(await createLoginToken(session)).createLoginToken;
    expectData(await exchange(loginToken));

    expectError(await exchange(loginToken), 'UNAUTHORIZED');
  });

  it('refuses an expired LOGIN token with UNAUTHORIZED', async () => {
    const session = await loginAs(demo.agent);
    const { token: loginToken } = expectData(await createLoginToken(session)).createLoginToken;
    await table().expireLinkToken(loginToken);

    expectError(await exchange(loginToken), 'UNAUTHORIZED');
  });
});
