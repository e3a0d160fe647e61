import { beforeEach, describe, expect, it } from 'vitest';
import type { InMemoryWorld } from '../testing/in-memory-ports.js';
import { bindingWorld, callers, failure, signed } from './binding-test-world.js';
import { getContractsForReview } from './get-contracts-for-review.js';

let w: InMemoryWorld;
beforeEach(async () => {
  w = await bindingWorld();
});

/** `count` applications waiting for an underwriter: one signed, the rest copies for other clients. */
async function waiting(count: number) {
  const first = (await w.store.contracts.get((await signed(w)).id))!;
  const client = (await w.store.users.get(first.clientId))!;
  for (let i = 1; i < count; i++) {
    const clientId = `${client.id}-copy-${i}`;
    w.store.users.byId.set(clientId, { ...client, id: clientId, email: `copy-${i}@example.com` });
    await w.store.contracts.putIfAbsent({
      ...first,
      id: `${first.id}-copy-${String(i).padStart(3, '0')}`,
      clientId,
    });
  }
}

async function page(limit: number) {
  const before = w.repositoryCalls.length;
  const result = await getContractsForReview(w.ports, callers.internal, { limit });
  return { result, calls: w.repositoryCalls.slice(before).map((c) => `${c.repository}.${c.method}`) };
}

describe('getContractsForReview reads a page in batches (issue 28, item 2)', () => {
  it('makes the same few repository calls for a page of 5 and of 50, each row with its names', async () => {
    await waiting(60);
    const small = await page(5);
    const large = await page(50);
    expect(small.result.items).toHaveLength(5);
    expect(large.result.items).toHaveLength(50);
    expect(large.result.nextToken).not.toBeNull();
    expect(large.calls.sort()).toEqual(small.calls.sort());
    // The caller, one list per status, then one batch each: people, agencies, quotes (no upload).
    expect(large.calls.filter((c) => !c.endsWith('listByStatus')).length).toBeLessThanOrEqual(5);
    expect(new Set(large.result.items.map((c) => c.clientEmail)).size).toBe(50);
    for (const row of large.result.items) {
      expect(row.agentName).toBeTruthy();
      expect(row.agency).toBeTruthy();
      expect(row.quote.id).toBe(row.quoteId);
    }
  });

  it('still refuses everyone but operations', async () => {
    await waiting(3);
    for (const who of [callers.agent, callers.primary, callers.admin, callers.client, callers.outsider])
      expect((await failure(getContractsForReview(w.ports, who, { limit: 50 }))).code).toBe(
        'INVALID_PERMISSIONS',
      );
  });
});
