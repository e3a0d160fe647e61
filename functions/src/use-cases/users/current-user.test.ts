import { describe, expect, it } from 'vitest';
import type { OrganizationRecord, UserRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { inMemoryWorld } from '../testing/in-memory-ports.js';
import { currentUser } from './current-user.js';

const T0 = '2026-11-01T10:00:00.000Z';
const org = (id: string, name: string): OrganizationRecord => ({
  id,
  name,
  isOnboarded: true,
  permissions: { canBind: true },
  createdAt: T0,
  updatedAt: T0,
});
const ann: UserRecord = {
  id: 'ann',
  email: 'ann@example.com',
  role: 'agent',
  passwordHash: 'hash',
  createdAt: T0,
  updatedAt: T0,
  confirmedAt: T0,
  profile: { firstName: 'Ann', lastName: 'Agent' },
  permissions: [{ platform: 'DEFAULT', canQuote: true, canBind: true }],
  organizationId: 'harbor',
};

async function world() {
  const w = inMemoryWorld();
  await w.store.organizations.put(org('harbor', 'Harbor Risk'));
  await w.store.organizations.put(org('other', 'Other Agency'));
  w.store.users.byId.set(ann.id, ann);
  return w;
}
const caller = (organizationId?: string): Caller => ({
  userId: 'ann',
  role: 'agent',
  confirmed: true,
  sessionHash: 'h',
  ...(organizationId ? { organizationId } : {}),
});

/** currentUser: the caller and their organisation (issue 28 item 4: one read when the hint holds). */
describe('currentUser', () => {
  it('reads the user and their organisation in one call when the authorizer named it', async () => {
    const w = await world();
    const me = await currentUser(w.ports, caller('harbor'));
    expect(me).toMatchObject({ _id: 'ann', organization: { name: 'Harbor Risk' }, canBind: true });
    expect(w.repositoryCalls.map((c) => `${c.repository}.${c.method}`)).toEqual([
      'users.getWithOrganization',
    ]);
  });

  it("answers the user's own organisation whatever the hint: stale, wrong or absent", async () => {
    const w = await world();
    for (const hint of ['other', 'gone', undefined]) {
      expect(await currentUser(w.ports, caller(hint)), String(hint)).toMatchObject({
        organization: { name: 'Harbor Risk' },
      });
    }
  });

  it('refuses a caller whose user is gone', async () => {
    const w = await world();
    w.store.users.byId.delete('ann');
    await expect(currentUser(w.ports, caller('harbor'))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
