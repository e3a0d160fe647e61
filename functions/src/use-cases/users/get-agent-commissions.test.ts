import { describe, expect, it } from 'vitest';
import { getAgentCommissions } from './get-agent-commissions.js';
import { paymentsWorld } from './payments-test-world.js';

describe('getAgentCommissions', () => {
  it('answers the caller’s commissions newest first, 6 a page by default, in dollars, with the count', async () => {
    const w = await paymentsWorld();
    await w.commissionsOf('agent-1', 8);
    await w.commissionsOf('agent-2', 3);

    const first = await getAgentCommissions(w.ports, w.as('agent-1'), {});
    expect(first.count).toBe(8);
    expect(first.items.map((c) => c._id)).toEqual([8, 7, 6, 5, 4, 3].map((n) => `agent-1-c${n}`));
    expect(first.items[0]).toEqual({
      _id: 'agent-1-c8',
      amount: 100.85,
      status: 'PENDING',
      policyNumber: 'ALM-HPC-2027-000008',
      paymentDate: null,
      createdAt: '2026-11-21T15:08:00.000Z',
    });
    const second = await getAgentCommissions(w.ports, w.as('agent-1'), { pagination: { page: 2 } });
    expect(second).toMatchObject({ count: 8 });
    expect(second.items.map((c) => c._id)).toEqual(['agent-1-c2', 'agent-1-c1']);
    const sized = await getAgentCommissions(w.ports, w.as('agent-1'), { pagination: { page: 2, limit: 3 } });
    expect(sized.items.map((c) => c._id)).toEqual(['agent-1-c5', 'agent-1-c4', 'agent-1-c3']);
    expect((await getAgentCommissions(w.ports, w.as('agent-1'), { pagination: { page: 9 } })).items).toEqual(
      [],
    );
  });

  it('shows when a paid commission was paid', async () => {
    const w = await paymentsWorld();
    await w.commissionsOf('primaryAgent-1', 1, { status: 'PAID', paidAt: '2026-12-01T00:00:00.000Z' });
    expect((await getAgentCommissions(w.ports, w.as('primaryAgent-1'), {})).items[0]).toMatchObject({
      status: 'PAID',
      paymentDate: '2026-12-01T00:00:00.000Z',
    });
  });

  it('never answers another agent’s: each seller sees their own only', async () => {
    const w = await paymentsWorld();
    await w.commissionsOf('agent-2', 2);
    for (const id of ['agent-1', 'primaryAgent-1', 'superAdmin-1'])
      expect(await getAgentCommissions(w.ports, w.as(id), {})).toEqual({ items: [], count: 0 });
  });

  it('answers an admin an empty list, and refuses clients and operations', async () => {
    const w = await paymentsWorld();
    await w.commissionsOf('agent-1', 2);
    expect(await getAgentCommissions(w.ports, w.as('admin-1'), {})).toEqual({ items: [], count: 0 });
    for (const id of ['client-1', 'internal-1'])
      await expect(getAgentCommissions(w.ports, w.as(id), {})).rejects.toMatchObject({
        code: 'INVALID_PERMISSIONS',
      });
  });

  it('refuses a page or limit out of range', async () => {
    const w = await paymentsWorld();
    await expect(
      getAgentCommissions(w.ports, w.as('agent-1'), { pagination: { page: 0 } }),
    ).rejects.toMatchObject({ code: 'VALIDATION_ERROR', message: 'page must be 1 or more' });
    await expect(
      getAgentCommissions(w.ports, w.as('agent-1'), { pagination: { limit: 51 } }),
    ).rejects.toMatchObject({ code: 'VALIDATION_ERROR', message: 'limit must be at most 50' });
  });
});
