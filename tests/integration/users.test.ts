import { beforeAll, describe, expect, it } from 'vitest';
import { expectData, expectError, send } from './support/api.js';
import { demo, loginAs, registerAgent, registerConfirmedAgent } from './support/accounts.js';
import { CURRENT_USER, GET_USER } from './support/operations.js';

/** One session per demo account for the file; these tests only read. */
const sessions: Record<keyof typeof demo, string> = { agent: '', newAgent: '', admin: '', client: '' };
beforeAll(async () => {
  for (const name of Object.keys(sessions) as (keyof typeof demo)[])
    sessions[name] = await loginAs(demo[name]);
});

const currentUser = async (token: string) => expectData(await send(CURRENT_USER, {}, { token })).currentUser;
const getUser = (token: string, id: string) => send(GET_USER, { id }, { token });

describe('currentUser', () => {
  it.each([
    {
      account: 'agent',
      role: 'agent',
      canQuote: true,
      canBind: true,
      label: 'the onboarded agent may quote and bind',
    },
    {
      account: 'admin',
      role: 'admin',
      canQuote: false,
      canBind: false,
      label: 'an agency admin may neither quote nor bind',
    },
    {
      account: 'client',
      role: 'client',
      canQuote: false,
      canBind: false,
      label: 'a client may neither quote nor bind',
    },
  ] as const)('$label', async ({ account, role, canQuote, canBind }) => {
    const user = await currentUser(sessions[account]);

    expect(user).toMatchObject({ email: demo[account], role, canQuote, canBind });
  });

  it('an agent of an agency not onboarded may quote, not bind', async () => {
    // A fresh agency: the seeded one (newagent@almanac.local) is onboarded by agency-onboarding.test.ts.
    const agent = await registerConfirmedAgent();

    expect(await currentUser(agent.token)).toMatchObject({ role: 'agent', canQuote: true, canBind: false });
  });

  it('is readable by a signed-in user who has not confirmed the e-mail yet', async () => {
    const agent = await registerAgent();

    const user = await currentUser(agent.token);

    expect(user).toMatchObject({
      _id: agent.userId,
      email: agent.email,
      confirmedAt: null,
      canQuote: true,
      canBind: false,
    });
  });
});

describe('getUser', () => {
  it('answers the caller for their own id', async () => {
    const user = expectData(await getUser(sessions.newAgent, 'demo-new-agent')).getUser;

    expect(user).toMatchObject({ _id: 'demo-new-agent', email: demo.newAgent });
  });

  it('lets the admin of an agency read its agent', async () => {
    const user = expectData(await getUser(sessions.admin, 'demo-agent')).getUser;

    expect(user).toMatchObject({ _id: 'demo-agent', email: demo.agent, canBind: true });
    expect(user.organization).toMatchObject({ _id: 'demo-org-onboarded', isOnboarded: true });
  });

  it('refuses the admin a user of another agency with INVALID_PERMISSIONS', async () => {
    expectError(await getUser(sessions.admin, 'demo-new-agent'), 'INVALID_PERMISSIONS');
  });

  it.each([
    ['their own admin', 'demo-admin'],
    ['a client', 'demo-client'],
  ])('refuses an agent %s with INVALID_PERMISSIONS', async (_label, id) => {
    expectError(
      await getUser(sessions.agent, id),
      'INVALID_PERMISSIONS',
      'You do not have permission to perform this action.',
    );
  });

  it('answers INVALID_PERMISSIONS for an id that does not exist, like for one not allowed', async () => {
    expectError(await getUser(sessions.admin, 'no-such-user-id'), 'INVALID_PERMISSIONS');
  });
});
