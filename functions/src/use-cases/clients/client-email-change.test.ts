import {
  type AppError,
  CLIENT_EMAIL_TAKEN_MESSAGE,
  clientEmailChangeMessages,
  RATE_LIMITS,
} from '@almanac/core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { acceptClientReviewContractInvite } from '../contracts/accept-client-review.js';
import { submitReviewedLpcApplicationByClient } from '../contracts/client-sign.js';
import { agentCaller, CLIENT_EMAIL, clientReviewWorld, TODAY } from '../contracts/client-review-world.js';
import { testUser } from '../contracts/contract-test-users.js';
import { authenticateSession } from '../auth/authenticate.js';
import { DAY } from '../testing/in-memory-ports.js';
import { changeClientEmail } from './change-client-email.js';
import { confirmClientEmailChange } from './confirm-email-change.js';
import { updateClientUser } from './update-client-user.js';

/**
 * Issue 26 item 1: a client's e-mail, while an application or policy is open, changes only when
 * the old address confirms it or operations change it; links are bound to the address they were
 * sent to; signatures carry the signer's e-mail (docs/security.md "Client e-mail changes").
 */
let t: Awaited<ReturnType<typeof clientReviewWorld>>;
const w = () => t.w;
const NEW = 'dana.new@example.com';
const ATTACKER = 'colleague.inbox@example.com';

const caller = (userId: string, role: UserRecord['role']): Caller => ({
  userId,
  role,
  confirmed: true,
  sessionHash: `h-${userId}`,
});
const colleague = caller('agent-2', 'agent');
const primary = caller('primary-1', 'primaryAgent');
const outsider = caller('agent-x', 'agent');
const ops = caller('ops-1', 'internal');
const ownSuperAdmin = caller('super-1', 'superAdmin');

beforeEach(async () => {
  t = await clientReviewWorld();
  const selling = [{ platform: 'DEFAULT' as const, canQuote: true, canBind: true }];
  await w().store.users.create(testUser('agent-2', 'agent', { permissions: selling }));
  await w().store.users.create(testUser('primary-1', 'primaryAgent', { permissions: selling }));
  await w().store.users.create(testUser('super-1', 'superAdmin', { permissions: selling }));
  const { organizationId: _none, ...internal } = testUser('ops-1', 'internal', { permissions: [] });
  await w().store.users.create(internal);
});

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a failure');
}

const edit = (who: Caller, email: string, client = 'client-1') =>
  updateClientUser(w().ports, who, {
    client,
    input: { firstName: 'Dana', lastName: 'Reyes', companyName: 'Acme Farms', email },
  });
const emailOf = async (id = 'client-1') => (await w().store.users.get(id))!.email;
const mailsOfKind = (to: string, kind: string) =>
  w()
    .mail.to(to)
    .filter((m) => m.meta?.kind === kind);
const requestMails = (to = CLIENT_EMAIL) => mailsOfKind(to, 'client-email-change-request');
const changedMails = (to = CLIENT_EMAIL) => mailsOfKind(to, 'client-email-changed');
const confirmToken = (to = CLIENT_EMAIL) => {
  const link = requestMails(to).at(-1)?.meta?.links?.[0];
  if (!link) throw new Error(`no confirmation link for ${to}`);
  return new URL(link).searchParams.get('token')!;
};

describe('a client with an open application', () => {
  it('a colleague who cannot see the application cannot start a change: the e-mail stays, nobody is mailed', async () => {
    const { token } = await t.awaitingClient();
    const refused = await failure(edit(colleague, ATTACKER));
    expect(refused.code).toBe('INVALID_PERMISSIONS');
    expect(refused.message).toBe(clientEmailChangeMessages.notVisible);
    expect(await emailOf()).toBe(CLIENT_EMAIL);
    expect(w().mail.to(ATTACKER)).toEqual([]);
    expect(requestMails()).toEqual([]);
    // The client's own link still works: nothing was redirected.
    expect((await acceptClientReviewContractInvite(w().ports, { token })).auth.token).toBeTruthy();
  });

  it('another agency cannot touch the client at all', async () => {
    await t.awaitingClient();
    expect((await failure(edit(outsider, ATTACKER))).code).toBe('INVALID_PERMISSIONS');
    expect(await emailOf()).toBe(CLIENT_EMAIL);
  });

  it("the owning agent's change is only a request: the old address gets a link, the new one nothing", async () => {
    await t.awaitingClient();
    const answer = await edit(agentCaller, NEW);
    expect(answer.email).toBe(CLIENT_EMAIL);
    expect(answer.pendingEmail).toBe(NEW);
    expect(await emailOf()).toBe(CLIENT_EMAIL);
    expect(requestMails()).toHaveLength(1);
    expect(requestMails()[0]!.text).toContain(NEW);
    expect(w().mail.to(NEW)).toEqual([]);
    // The link is stored hashed only.
    const token = confirmToken();
    expect(JSON.stringify([...w().store.users.byId.values()])).not.toContain(token);
  });

  it('a manager of the agency who sees the application may ask too', async () => {
    await t.awaitingClient();
    expect((await edit(primary, NEW)).pendingEmail).toBe(NEW);
  });

  it('confirming from the old address moves the client, kills the old links, and tells the old address', async () => {
    const { token: reviewToken } = await t.awaitingClient();
    await edit(agentCaller, NEW);
    const confirmed = await confirmClientEmailChange(w().ports, { token: confirmToken() });
    expect(confirmed).toEqual({ email: NEW });
    expect(await emailOf()).toBe(NEW);
    expect(changedMails()).toHaveLength(1);
    // The review link went to the old address: refused, and no fresh link goes anywhere.
    const before = w().mail.sent.length;
    expect((await failure(acceptClientReviewContractInvite(w().ports, { token: reviewToken }))).code).toBe(
      'INVALID_TOKEN',
    );
    expect(w().mail.sent.length).toBe(before);
    // Single use.
    expect((await failure(confirmClientEmailChange(w().ports, { token: confirmToken() }))).code).toBe(
      'INVALID_TOKEN',
    );
  });

  it('of parallel confirmations one changes the e-mail, the others change nothing', async () => {
    await t.awaitingClient();
    await edit(agentCaller, NEW);
    const token = confirmToken();
    const answers = await Promise.allSettled(
      [1, 2, 3].map(() => confirmClientEmailChange(w().ports, { token })),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect(await emailOf()).toBe(NEW);
    expect(changedMails()).toHaveLength(1);
  });

  it('a newer request voids the older link; an expired link is TOKEN_EXPIRED; unknown tokens INVALID_TOKEN', async () => {
    await t.awaitingClient();
    await edit(agentCaller, 'first@example.com');
    const first = confirmToken();
    await edit(agentCaller, NEW);
    expect((await failure(confirmClientEmailChange(w().ports, { token: first }))).code).toBe('INVALID_TOKEN');
    w().clock.advance(4 * DAY);
    expect((await failure(confirmClientEmailChange(w().ports, { token: confirmToken() }))).code).toBe(
      'TOKEN_EXPIRED',
    );
    expect((await failure(confirmClientEmailChange(w().ports, { token: 'alm_nope' }))).code).toBe(
      'INVALID_TOKEN',
    );
    expect(await emailOf()).toBe(CLIENT_EMAIL);
  });

  it('an address another client of the agency holds is refused before anything is mailed', async () => {
    await t.awaitingClient();
    const taken = await failure(edit(agentCaller, 'client-2@example.com'));
    expect(taken.message).toBe(CLIENT_EMAIL_TAKEN_MESSAGE);
    expect(requestMails()).toEqual([]);
  });

  it('requests are rate-limited per recipient (the old address)', async () => {
    await t.awaitingClient();
    const limit = RATE_LIMITS.emailChangeMailPerRecipient.limit;
    for (let i = 0; i < limit; i++) await edit(agentCaller, `new${i}@example.com`);
    expect((await failure(edit(agentCaller, 'one-more@example.com'))).code).toBe('TOO_MANY_REQUESTS');
    expect(requestMails()).toHaveLength(limit);
  });

  it('operations change it directly: the old address is told, its pending and review links are refused', async () => {
    const { token: reviewToken } = await t.awaitingClient();
    await edit(agentCaller, ATTACKER);
    const pendingLink = confirmToken();
    const answer = await changeClientEmail(w().ports, ops, { client: 'client-1', email: NEW });
    expect(answer.email).toBe(NEW);
    expect(answer.pendingEmail).toBeNull();
    expect(changedMails()).toHaveLength(1);
    expect((await failure(confirmClientEmailChange(w().ports, { token: pendingLink }))).code).toBe(
      'INVALID_TOKEN',
    );
    expect((await failure(acceptClientReviewContractInvite(w().ports, { token: reviewToken }))).code).toBe(
      'INVALID_TOKEN',
    );
    expect(await emailOf()).toBe(NEW);
  });

  it("a super admin may not use the operations path for their own agency's client; agents may not use it at all", async () => {
    await t.awaitingClient();
    const own = await failure(
      changeClientEmail(w().ports, ownSuperAdmin, { client: 'client-1', email: NEW }),
    );
    expect(own.code).toBe('INVALID_PERMISSIONS');
    expect(own.message).toBe(clientEmailChangeMessages.ownAgencyOperations);
    expect(
      (await failure(changeClientEmail(w().ports, agentCaller, { client: 'client-1', email: NEW }))).code,
    ).toBe('INVALID_PERMISSIONS');
    expect(await emailOf()).toBe(CLIENT_EMAIL);
  });

  it("the client's signature records the e-mail the client signed with", async () => {
    const { contractId, token } = await t.awaitingClient();
    const answer = await acceptClientReviewContractInvite(w().ports, { token });
    const session = (await authenticateSession(w().ports, `Bearer ${answer.auth.token}`)) as Caller;
    await submitReviewedLpcApplicationByClient(
      w().ports,
      session,
      {
        contract: contractId,
        input: {
          agreeElectronicClient: true,
          agreeTerrorismDisclosure: true,
          signNameCustomer: 'Dana Reyes',
          signDate: TODAY,
        },
      },
      { ipAddress: '198.51.100.7' },
    );
    const stored = w().store.contracts.byId.get(contractId)!;
    expect(stored.clientSignature?.email).toBe(CLIENT_EMAIL);
    expect(stored.agentSignature?.email).toBe('agent-1@example.com');
  });
});

describe('a client without an application or policy', () => {
  it('changes are rate-limited per caller too (each one mails an old address)', async () => {
    const limit = RATE_LIMITS.emailChangeMailPerCaller.limit;
    const ids = Array.from({ length: limit + 1 }, (_, i) => `client-n${i}`);
    for (const id of ids)
      await w().store.users.create(testUser(id, 'client', { agentId: 'agent-1', permissions: [] }));
    for (const id of ids.slice(0, limit)) await edit(agentCaller, `${id}.moved@example.com`, id);
    const last = ids[limit]!;
    expect((await failure(edit(agentCaller, `${last}.moved@example.com`, last))).code).toBe(
      'TOO_MANY_REQUESTS',
    );
    expect(await emailOf(last)).toBe(`${last}@example.com`);
    expect(changedMails(`${last}@example.com`)).toEqual([]);
  });

  it("the agent's edit takes effect at once, and the old address is told", async () => {
    const answer = await edit(agentCaller, NEW, 'client-2');
    expect(answer.email).toBe(NEW);
    expect(answer.pendingEmail).toBeNull();
    expect(changedMails('client-2@example.com')).toHaveLength(1);
  });
});
