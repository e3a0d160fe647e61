import { beforeEach, describe, expect, it } from 'vitest';
import type { Counters } from '../../../ports/index.js';

/** What policy numbering relies on from the Counters port. */
export function describeCountersContract(name: string, makeCounters: () => Promise<Counters> | Counters) {
  describe(`Counters contract: ${name}`, () => {
    let counters: Counters;
    beforeEach(async () => {
      counters = await makeCounters();
    });

    it('starts at 1 and counts up by one', async () => {
      expect(await counters.next('policy#HPC#2027')).toBe(1);
      expect(await counters.next('policy#HPC#2027')).toBe(2);
      expect(await counters.next('policy#HPC#2027')).toBe(3);
    });

    it('keeps each name apart', async () => {
      await counters.next('policy#HPC#2027');
      await counters.next('policy#HPC#2027');
      expect(await counters.next('policy#LPC#2027')).toBe(1);
      expect(await counters.next('policy#HPC#2028')).toBe(1);
      expect(await counters.next('policy#HPC#2027')).toBe(3);
    });

    it('parallel calls get distinct values, none lost', async () => {
      const values = await Promise.all(Array.from({ length: 25 }, () => counters.next('policy#LTC#2027')));
      expect([...values].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
      expect(await counters.next('policy#LTC#2027')).toBe(26);
    });

    it('a name is claimed once: of parallel claims exactly one wins, and later ones lose', async () => {
      const at = '2027-01-01T00:00:00.000Z';
      const results = await Promise.all(
        Array.from({ length: 10 }, () => counters.claim('policy-number#ALM-HPC-2027-7K3M9QXR0', at)),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await counters.claim('policy-number#ALM-HPC-2027-7K3M9QXR0', at)).toBe(false);
      expect(await counters.claim('policy-number#ALM-HPC-2027-000001', at)).toBe(true);
    });
  });
}
