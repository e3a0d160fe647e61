/** Sessions limited to one contract (the client's review link): the scope is kept by every derivation. */
import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../ports/index.js';
import { MINUTE } from '../testing/in-memory-ports.js';
import { useAuthWorld } from './auth-test-world.js';
import { authorize } from './authorize.js';
import { createLoginToken } from './create-login-token.js';
import { startSession } from './session.js';

const t = useAuthWorld();
const w = t.world;

const client: UserRecord = {
  id: 'client-1',
  email: 'dana@example.com',
  role: 'client',
  passwordHash: '!',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  confirmedAt: '2025-01-01T00:00:00.000Z',
  profile: { firstName: 'Dana' },
  permissions: [],
  organizationId: 'org-1',
  agentId: 'agent-1',
};

async function scopedSession(contractId = 'contract-1') {
  await w().store.users.create(client);
  return startSession(w().ports, client, false, undefined, { contractId });
}

describe('a contract-scoped session', () => {
  it('is stored with its contract, and the authorizer answers it', async () => {
    const { token } = await scopedSession();
    expect(await t.requireCallerFor(token)).toMatchObject({ userId: 'client-1', contractId: 'contract-1' });
    expect([...w().store.sessions.byHash.values()]).toMatchObject([{ contractId: 'contract-1' }]);
  });

  it('keeps its scope when renewed with authorize (the same session, slid)', async () => {
    const { token } = await scopedSession();
    w().clock.advance(50 * MINUTE);
    const renewed = await authorize(w().ports, { token });
    expect(renewed.token).toBe(token);
    expect((await t.requireCallerFor(token)).contractId).toBe('contract-1');
  });

  it('a LOGIN hand-off from it is scoped to the same contract', async () => {
    const { token } = await scopedSession();
    const login = await createLoginToken(w().ports, await t.callerFor(token), { tokenType: 'LOGIN' });
    const child = await authorize(w().ports, { token: login.token });
    expect(child.token).not.toBe(token);
    expect((await t.requireCallerFor(child.token)).contractId).toBe('contract-1');
  });

  it('a session derived from a scoped one keeps the parent’s scope, whatever is asked', async () => {
    const { token } = await scopedSession('contract-1');
    const parent = [...w().store.sessions.byHash.values()][0]!;
    const widened = await startSession(w().ports, client, false, parent);
    const moved = await startSession(w().ports, client, false, parent, { contractId: 'contract-2' });
    expect((await t.requireCallerFor(widened.token)).contractId).toBe('contract-1');
    expect((await t.requireCallerFor(moved.token)).contractId).toBe('contract-1');
    expect((await t.requireCallerFor(token)).contractId).toBe('contract-1');
  });

  it('an ordinary sign-in has no scope', async () => {
    const { token } = await t.signUp();
    expect(await t.requireCallerFor(token)).not.toHaveProperty('contractId');
  });
});
