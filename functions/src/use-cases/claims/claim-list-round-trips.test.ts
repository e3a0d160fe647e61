import { beforeEach, describe, expect, it } from 'vitest';
import { bindingWorld, callers } from '../contracts/binding-test-world.js';
import type { InMemoryWorld } from '../testing/in-memory-ports.js';
import { runSettlementJob } from './settle-policies.js';
import { boundPolicy, lossReport } from './claims-test-world.js';
import { getClaims } from './get-claims.js';

let w: InMemoryWorld;
beforeEach(async () => {
  w = await bindingWorld();
});

/**
 * `count` open claims: one settled through the job, the rest copies of it on their own policies
 * (other policyholders), each with a signed loss report, so every row has relations to read.
 */
async function openClaims(count: number) {
  const { contract } = await boundPolicy(w, { terms: { trigger: 1, exhaust: 100 } });
  w.clock.set('2026-09-20T20:00:00.000Z');
  await runSettlementJob(w.ports);
  const claim = (await w.store.claims.get(contract.id))!;
  const settled = (await w.store.contracts.get(contract.id))!;
  const client = (await w.store.users.get(contract.clientId))!;
  for (let i = 1; i < count; i++) {
    const id = `${contract.id}-copy-${String(i).padStart(3, '0')}`;
    const clientId = `${client.id}-copy-${i}`;
    w.store.users.byId.set(clientId, { ...client, id: clientId, email: `copy-${i}@example.com` });
    const copy = { ...settled, id, clientId, policyNumber: `${settled.policyNumber}-${i}` };
    await w.store.contracts.putIfAbsent(copy);
    w.store.claims.byId.set(id, {
      ...claim,
      id,
      contractId: id,
      clientId,
      policyNumber: copy.policyNumber,
      createdAt: `2026-09-20T20:00:${String(i % 60).padStart(2, '0')}.${String(i).padStart(3, '0')}Z`,
    });
    await lossReport(w, copy, 'NEEDS_REVIEW');
  }
  await lossReport(w, settled, 'NEEDS_REVIEW');
}

/** The repository calls one getClaims page makes, and the page. */
async function page(caller: (typeof callers)[keyof typeof callers], limit: number) {
  const before = w.repositoryCalls.length;
  const result = await getClaims(w.ports, caller, { pagination: { page: 1, limit } });
  return { result, calls: w.repositoryCalls.slice(before).map((c) => `${c.repository}.${c.method}`) };
}

describe('getClaims reads a page in batches (issue 28, item 2)', () => {
  it('makes the same few repository calls for a page of 5 and of 50 claims, rows complete', async () => {
    await openClaims(60);
    const small = await page(callers.internal, 5);
    const large = await page(callers.internal, 50);
    expect(small.result.items).toHaveLength(5);
    expect(large.result.items).toHaveLength(50);
    expect(large.result.count).toBe(60);
    // The caller, the status list, then one batch each: policies, people, loss reports.
    expect(large.calls.sort()).toEqual(small.calls.sort());
    expect(large.calls.length).toBeLessThanOrEqual(5);
    expect(large.calls).not.toContain('forms.listByContract');
    // Each row still names its policyholder and lists its own signed loss report.
    for (const row of large.result.items) {
      expect(row.lossReports.map((f) => f.status)).toEqual(['NEEDS_REVIEW']);
      expect(row.namedInsured).toBe('Acme Farms');
      expect(row.agentName).toBeTruthy();
    }
  });

  it('keeps the agency rules on a batched page: its agents see their own, another agency none', async () => {
    await openClaims(8);
    const agency = await page(callers.agent, 50);
    expect(agency.result.count).toBe(8);
    expect(agency.result.items.every((c) => c.rejectionReason === null)).toBe(true);
    expect((await page(callers.primary, 50)).result.count).toBe(8);
    expect((await page(callers.outsider, 50)).result).toEqual({ items: [], count: 0 });
  });
});
