import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_EMAIL_TAKEN_MESSAGE, RATE_LIMITS } from '@almanac/core';
import type {
  CreateClientUserMutationVariables,
  GetUserClientsQueryVariables,
} from '../support/graphql/graphql.js';
import { expect401, expectData, expectError, send, uniqueEmail } from './support/api.js';
import {
  CONFIRM_USER,
  confirmCodeFor,
  demo,
  loginAs,
  registerAgent,
  registerConfirmedAgent,
  tryLogin,
} from './support/accounts.js';
import { table } from './support/db.js';
import { CURRENT_USER } from './support/operations.js';
import { addClient, CREATE_CLIENT_USER, GET_USER_CLIENTS, type NewClient } from './support/quoter.js';

type Agent = Awaited<ReturnType<typeof registerConfirmedAgent>>;

const sessions = { admin: '', client: '' };
let me: Agent;
let other: Agent;
let myOrgId: string;

beforeAll(async () => {
  sessions.admin = await loginAs(demo.admin);
  sessions.client = await loginAs(demo.client);
  [me, other] = await Promise.all([registerConfirmedAgent(), registerConfirmedAgent()]);
  myOrgId = expectData(await send(CURRENT_USER, {}, { token: me.token })).currentUser.organization._id;
});

const newClient = (over: Partial<NewClient> = {}): NewClient => ({
  firstName: 'Morgan',
  lastName: 'Blake',
  email: uniqueEmail('client'),
  ...over,
});
const list = async (token: string, variables: GetUserClientsQueryVariables = {}) =>
  expectData(await send(GET_USER_CLIENTS, variables, { token })).getUserClients;
const names = (items: Awaited<ReturnType<typeof list>>['items']) =>
  items.map((c) => `${c.profile.firstName} ${c.profile.lastName}`);

describe('who may add and list clients', () => {
  it('needs a session: HTTP 401 without one, Unauthorized with the API key', async () => {
    expect401(await send(CREATE_CLIENT_USER, newClient(), { none: true }));
    expect401(await send(GET_USER_CLIENTS, {}, { none: true }));
    expectError(
      await send(GET_USER_CLIENTS, {}),
      'Unauthorized',
      'Not Authorized to access getUserClients on type Query',
    );
    expectError(
      await send(CREATE_CLIENT_USER, newClient()),
      'Unauthorized',
      'Not Authorized to access createClientUser on type Mutation',
    );
  });

  it('needs a confirmed e-mail (NOT_CONFIRMED)', async () => {
    const unconfirmed = await registerAgent();
    const input = newClient();

    expectError(await send(CREATE_CLIENT_USER, input, { token: unconfirmed.token }), 'NOT_CONFIRMED');
    expectError(await send(GET_USER_CLIENTS, {}, { token: unconfirmed.token }), 'NOT_CONFIRMED');

    expect(await table().get(`EMAIL#${input.email}`, 'EMAIL')).toBeUndefined();
  });

  it.each(['admin', 'client'] as const)(
    'refuses the %s (no canQuote) with INVALID_PERMISSIONS',
    async (who) => {
      const input = newClient();

      expectError(
        await send(CREATE_CLIENT_USER, input, { token: sessions[who] }),
        'INVALID_PERMISSIONS',
        'You do not have permission to perform this action.',
      );
      expectError(await send(GET_USER_CLIENTS, {}, { token: sessions[who] }), 'INVALID_PERMISSIONS');

      expect(await table().get(`EMAIL#${input.email}`, 'EMAIL')).toBeUndefined();
    },
  );
});

describe('createClientUser', () => {
  it.each([
    [{ firstName: '' }, 'first name is required'],
    [{ firstName: '   ' }, 'first name is required'],
    [{ firstName: null }, 'first name is required'],
    [{ lastName: '' }, 'last name is required'],
    [{ lastName: null }, 'last name is required'],
    [{ email: '' }, 'valid email is required'],
    [{ email: null }, 'valid email is required'],
    [{ email: 'morgan' }, 'valid email is required'],
    [{ email: 'morgan@blake' }, 'valid email is required'],
    [{ email: 'morgan blake@example.com' }, 'valid email is required'],
  ])('refuses %o with "%s" and creates nothing', async (over, message) => {
    const input: CreateClientUserMutationVariables = { ...newClient(), ...over };

    expectError(await send(CREATE_CLIENT_USER, input, { token: me.token }), 'VALIDATION_ERROR', message);

    if (!('email' in over)) expect(await table().get(`EMAIL#${input.email}`, 'EMAIL')).toBeUndefined();
  });

  it("creates a client of the caller's agency: role client, no password, not a team member", async () => {
    const email = uniqueEmail('Client.Case');

    const client = await addClient(me.token, {
      firstName: ' Morgan ',
      lastName: 'Blake ',
      email: ` ${email} `,
    });

    expect(client).toMatchObject({
      email: email.toLowerCase(),
      role: 'client',
      confirmedAt: null,
      agentId: me.userId,
      canQuote: false,
      canBind: false,
      permissions: [],
      profile: { firstName: 'Morgan', lastName: 'Blake', phone: null, state: null },
      organization: { _id: myOrgId, name: 'Stone Risk LLC' },
    });
    const item = await table().get(`USER#${client._id}`, 'USER');
    expect(item).toMatchObject({
      entity: 'user',
      role: 'client',
      agentId: me.userId,
      organizationId: myOrgId,
      passwordHash: '!no-password',
      gsi1pk: `USER#${me.userId}#CLIENTS`,
      gsi1sk: `blake#morgan#${client._id}`,
      gsi2pk: `ORG#${myOrgId}#CLIENTS`,
      gsi2sk: `blake#morgan#${client._id}`,
    });
    // The address is claimed inside the agency only: its owner can still sign up.
    expect(await table().get(`CLIENTEMAIL#org:${myOrgId}#${email.toLowerCase()}`, 'EMAIL')).toMatchObject({
      userId: client._id,
    });
    expect(await table().get(`EMAIL#${email.toLowerCase()}`, 'EMAIL')).toBeUndefined();
  });

  it('a client cannot sign in with a password (it has none)', async () => {
    const client = await addClient(me.token, newClient());

    for (const password of ['', '!no-password', 'almanac-demo'])
      expect((await tryLogin(client.email, password || 'x')).errors?.[0]?.errorType).toBe(
        'INVALID_EMAIL_OR_PASSWORD',
      );
  });

  it('is idempotent by e-mail and name: the same client again (any case) answers that client', async () => {
    const input = newClient();
    const first = await addClient(me.token, input);

    const again = await addClient(me.token, { ...input, email: input.email.toUpperCase() });

    expect(again._id).toBe(first._id);
    const both = await list(me.token, { search: input.email });
    expect(both.count).toBe(1);
  });

  it('refuses another name under an e-mail one of your clients has, saying so; nothing is created', async () => {
    const input = newClient();
    await addClient(me.token, input);

    expectError(
      await send(
        CREATE_CLIENT_USER,
        { firstName: 'Other', lastName: 'Name', email: input.email.toUpperCase() },
        { token: me.token },
      ),
      'EMAIL_ALREADY_REGISTERED',
      CLIENT_EMAIL_TAKEN_MESSAGE,
    );
    const both = await list(me.token, { search: input.email });
    expect(both.count).toBe(1);
    expect(both.items[0]).toMatchObject({ profile: { firstName: 'Morgan', lastName: 'Blake' } });
  });

  it('two simultaneous adds of one e-mail make one client', async () => {
    const input = newClient();

    const [a, b] = await Promise.all([addClient(me.token, input), addClient(me.token, input)]);

    expect(a._id).toBe(b._id);
  });

  it('adds an e-mail that has an account or is another agency’s client, revealing nothing and taking nothing', async () => {
    const othersClient = await addClient(other.token, newClient());

    for (const email of [demo.agent, othersClient.email, demo.client]) {
      const client = expectData(
        await send(CREATE_CLIENT_USER, newClient({ email }), { token: me.token }),
      ).createClientUser;
      expect(client).toMatchObject({ email, role: 'client', agentId: me.userId });
    }
    // Their owners keep what they had.
    await loginAs(demo.agent);
    await loginAs(demo.client);
    expect((await list(other.token, { search: othersClient.email })).items.map((c) => c._id)).toEqual([
      othersClient._id,
    ]);
  });

  it('the owner of an address an agent added can still sign up with it', async () => {
    const email = uniqueEmail('insured');
    await addClient(me.token, newClient({ email }));
    const signedUp = await registerAgent({ email });
    const code = await confirmCodeFor(email);
    expectData(
      await send(CONFIRM_USER, { token: code, type: 'CONFIRM_SHORTCODE' }, { token: signedUp.token }),
    );
    await loginAs(email, signedUp.password);
  });
});

describe('getUserClients', () => {
  let agent: Agent;
  beforeAll(async () => {
    agent = await registerConfirmedAgent();
    for (const [firstName, lastName] of [
      ['Zed', 'Adams'],
      ['bob', 'Young'],
      ['amy', 'adams'],
      ['Chloé', 'Martin'],
    ] as const) {
      const label = `${firstName}.${lastName}`.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
      await addClient(agent.token, { firstName, lastName, email: uniqueEmail(label) });
    }
  });

  it("lists the caller's clients by last name, then first name, with the count", async () => {
    const result = await list(agent.token);

    expect(names(result.items)).toEqual(['amy adams', 'Zed Adams', 'Chloé Martin', 'bob Young']);
    expect(result.count).toBe(4);
    for (const c of result.items) expect(c).toMatchObject({ role: 'client', agentId: agent.userId });
  });

  it('searches name or e-mail on the server, case- and accent-insensitively', async () => {
    expect(names((await list(agent.token, { search: 'ADAMS' })).items)).toEqual(['amy adams', 'Zed Adams']);
    expect(names((await list(agent.token, { search: 'adams zed' })).items)).toEqual(['Zed Adams']);
    expect(names((await list(agent.token, { search: 'chloe' })).items)).toEqual(['Chloé Martin']);
    expect(names((await list(agent.token, { search: 'BOB.YOUNG' })).items)).toEqual(['bob Young']);
    expect(await list(agent.token, { search: 'nobody-like-this' })).toEqual({ count: 0, items: [] });
    expect((await list(agent.token, { search: '   ' })).count).toBe(4);
  });

  it('cuts the list at limit (200 at most) and counts every match', async () => {
    const one = await list(agent.token, { limit: 1 });
    expect(names(one.items)).toEqual(['amy adams']);
    expect(one.count).toBe(4);
    const two = await list(agent.token, { limit: 1, search: 'adams' });
    expect(two).toMatchObject({ count: 2, items: [{ profile: { firstName: 'amy' } }] });
    expect((await list(agent.token, { limit: 500 })).items).toHaveLength(4);
    expectError(
      await send(GET_USER_CLIENTS, { limit: 0 }, { token: agent.token }),
      'VALIDATION_ERROR',
      'limit must be a whole number from 1 to 200',
    );
  });

  it('another agent (another agency) sees none of them, nor finds them by e-mail', async () => {
    const mine = await list(agent.token, { search: 'adams' });

    const theirs = await list(other.token);
    for (const c of mine.items) expect(theirs.items.map((t) => t._id)).not.toContain(c._id);
    expect((await list(other.token, { search: mine.items[0]!.email })).count).toBe(0);
  });
});

describe("an agency's clients", () => {
  let owner: Agent;
  let colleague: Agent;
  let manager: Agent;
  let orgId: string;
  beforeAll(async () => {
    [owner, colleague, manager] = await Promise.all([
      registerConfirmedAgent(),
      registerConfirmedAgent(),
      registerConfirmedAgent({ role: 'primaryAgent' }),
    ]);
    orgId = expectData(await send(CURRENT_USER, {}, { token: owner.token })).currentUser.organization._id;
    await table().moveToOrganization(colleague.userId, orgId);
    await table().moveToOrganization(manager.userId, orgId);
  });

  it('agents list the clients they added; the primary agent lists the whole organisation’s', async () => {
    const ownersClient = await addClient(owner.token, newClient({ lastName: 'Owner' }));
    const colleaguesClient = await addClient(colleague.token, newClient({ lastName: 'Colleague' }));
    const managersClient = await addClient(manager.token, newClient({ lastName: 'Manager' }));

    const ids = async (token: string) => (await list(token)).items.map((c) => c._id).sort();
    expect(await ids(owner.token)).toEqual([ownersClient._id]);
    expect(await ids(colleague.token)).toEqual([colleaguesClient._id]);
    expect(await ids(manager.token)).toEqual(
      [ownersClient._id, colleaguesClient._id, managersClient._id].sort(),
    );
    expect(managersClient.organization._id).toBe(orgId);
  });

  it("adding a colleague's client by e-mail answers that client (it is the agency's)", async () => {
    const ownersClient = await addClient(owner.token, newClient());

    const again = await addClient(colleague.token, newClient({ email: ownersClient.email }));

    expect(again).toMatchObject({ _id: ownersClient._id, agentId: owner.userId });
  });
});

describe('how many clients one agent adds', () => {
  const { limit } = RATE_LIMITS.clientCreatesPerUser;

  it(`takes ${limit} new clients an hour per agent, then TOO_MANY_REQUESTS; a client added before still answers, and another agent is not held back`, async () => {
    const agent = await registerConfirmedAgent();
    const first = newClient();
    expectData(await send(CREATE_CLIENT_USER, first, { token: agent.token }));
    const rest = await Promise.all(
      Array.from({ length: limit - 1 }, () => send(CREATE_CLIENT_USER, newClient(), { token: agent.token })),
    );
    for (const r of rest) expectData(r);

    const refused = newClient();
    expectError(await send(CREATE_CLIENT_USER, refused, { token: agent.token }), 'TOO_MANY_REQUESTS');
    expect((await list(agent.token)).count).toBe(limit);
    // The same client again is not a new one: answered, not counted.
    expect(
      expectData(await send(CREATE_CLIENT_USER, first, { token: agent.token })).createClientUser.email,
    ).toBe(first.email);
    expectData(await send(CREATE_CLIENT_USER, newClient(), { token: other.token }));
  });
});
