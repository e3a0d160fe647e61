import { beforeEach, describe, expect, it } from 'vitest';
import type {
  PremiumIndicationRequestRecord,
  PremiumIndicationRequestRepository,
} from '../../../ports/index.js';

const pir = (
  id: string,
  extra: Partial<PremiumIndicationRequestRecord> = {},
): PremiumIndicationRequestRecord => ({
  id,
  programType: 'NamedStorm',
  start: '2026-06-01',
  end: '2026-08-31',
  limitCents: 5_000_000,
  email: 'dana@example.com',
  createdAt: '2026-01-10T10:00:00.000Z',
  remoteIp: '203.0.113.7',
  ...extra,
});

/** What the public premium indication request form relies on: each request written once. */
export function describePremiumIndicationRequestRepositoryContract(
  name: string,
  makeRepository: () => Promise<PremiumIndicationRequestRepository> | PremiumIndicationRequestRepository,
) {
  describe(`PremiumIndicationRequestRepository contract: ${name}`, () => {
    let requests: PremiumIndicationRequestRepository;
    beforeEach(async () => {
      requests = await makeRepository();
    });

    it('reads back what was written (undefined members dropped), undefined for an unknown id', async () => {
      expect(await requests.get('p1')).toBeUndefined();
      await requests.create({ ...pir('p1'), name: undefined, userId: 'u1' });
      const read = (await requests.get('p1'))!;
      expect(read).toEqual(pir('p1', { userId: 'u1' }));
      expect(Object.keys(read)).not.toContain('name');
    });

    it('refuses a second request with the same id, keeping the first', async () => {
      await requests.create(pir('p1'));
      await expect(requests.create(pir('p1', { email: 'eve@example.com' }))).rejects.toThrow();
      expect((await requests.get('p1'))!.email).toBe('dana@example.com');
    });
  });
}
