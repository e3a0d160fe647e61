import { beforeEach, describe, expect, it } from 'vitest';
import type { PricingLeases } from '../../../ports/index.js';

const T0 = new Date('2026-01-10T10:00:00.000Z');
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

/** What the pricing concurrency limit relies on: at most `limit` holders, crashed ones expire. */
export function describePricingLeasesContract(
  name: string,
  makeLeases: () => Promise<PricingLeases> | PricingLeases,
) {
  describe(`PricingLeases contract: ${name}`, () => {
    let leases: PricingLeases;
    beforeEach(async () => {
      leases = await makeLeases();
    });

    it('hands out distinct slots below the limit, then none', async () => {
      const a = await leases.tryAcquire('a', 2, 60, T0);
      const b = await leases.tryAcquire('b', 2, 60, T0);
      expect([a!.slot, b!.slot].sort()).toEqual([0, 1]);
      expect(a!.leaseId).not.toBe(b!.leaseId);
      expect(await leases.tryAcquire('c', 2, 60, later(59))).toBeNull();
    });

    it('never lets parallel callers hold more than the limit', async () => {
      const taken = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((h) => leases.tryAcquire(h, 2, 60, T0)));
      const held = taken.filter((lease) => lease !== null);
      expect(held.map((lease) => lease.slot).sort()).toEqual([0, 1]);
    });

    it('frees a slot when released, and a held one when it expires', async () => {
      const a = await leases.tryAcquire('a', 1, 60, T0);
      await leases.release(a!);
      const b = await leases.tryAcquire('b', 1, 60, T0);
      expect(b).not.toBeNull();
      expect(await leases.tryAcquire('c', 1, 60, later(30))).toBeNull();
      expect((await leases.tryAcquire('c', 1, 60, later(60)))!.slot).toBe(0);
    });

    it("ignores a late release of an expired lease: the slot's new holder keeps it", async () => {
      const crashed = await leases.tryAcquire('a', 1, 60, T0);
      const next = await leases.tryAcquire('b', 1, 60, later(61));
      await leases.release(crashed!);
      expect(next).not.toBeNull();
      expect(await leases.tryAcquire('c', 1, 60, later(62))).toBeNull();
    });

    it('opens the new slots of a raised limit, and only those', async () => {
      await leases.tryAcquire('a', 2, 60, T0);
      await leases.tryAcquire('b', 2, 60, T0);
      expect(await leases.tryAcquire('c', 1, 60, T0)).toBeNull();
      expect(await leases.tryAcquire('c', 3, 60, T0)).toEqual({ slot: 2, leaseId: expect.any(String) });
    });
  });
}
