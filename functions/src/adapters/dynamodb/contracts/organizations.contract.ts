import { beforeEach, describe, expect, it } from 'vitest';
import type { OrganizationRecord, OrganizationRepository } from '../../../ports/index.js';

const T0 = '2026-01-10T10:00:00.000Z';
const T1 = '2026-01-10T11:00:00.000Z';
const T2 = '2026-01-10T12:00:00.000Z';

const org = (id: string, name = 'Harbor Risk'): OrganizationRecord => ({
  id,
  name,
  isOnboarded: false,
  permissions: { canBind: false },
  createdAt: T0,
  updatedAt: T0,
});

/** What the organisation pages and confirmation rely on from an OrganizationRepository. */
export function describeOrganizationRepositoryContract(
  name: string,
  makeRepository: () => Promise<OrganizationRepository> | OrganizationRepository,
) {
  describe(`OrganizationRepository contract: ${name}`, () => {
    let organizations: OrganizationRepository;
    beforeEach(async () => {
      organizations = await makeRepository();
    });

    it('answers undefined for an unknown id, and the organisation as last put', async () => {
      expect(await organizations.get('o1')).toBeUndefined();
      await organizations.put(org('o1'));
      const onboarded = {
        ...org('o1', 'Harbor Two'),
        isOnboarded: true,
        application: { status: 'Approved' as const },
      };
      await organizations.put(onboarded);
      expect(await organizations.get('o1')).toEqual(onboarded);
    });

    it('writes an application step only from the status expected; NotStarted also matches none', async () => {
      await organizations.put(org('o1'));
      const started = await organizations.updateApplication('o1', 'NotStarted', {
        application: { status: 'Started', userId: 'u1', primaryAgentId: 'u2' },
        updatedAt: T1,
      });
      expect(started).toMatchObject({
        application: { status: 'Started', primaryAgentId: 'u2' },
        updatedAt: T1,
      });
      expect(
        await organizations.updateApplication('o1', 'NotStarted', {
          application: { status: 'Started' },
          updatedAt: T2,
        }),
      ).toBeUndefined();
      expect(
        await organizations.updateApplication('nobody', 'Started', {
          application: { status: 'Started' },
          updatedAt: T2,
        }),
      ).toBeUndefined();
      expect((await organizations.get('o1'))?.updatedAt).toBe(T1);
    });

    it("sets the organisation's fields the patch names and removes those it leaves undefined", async () => {
      await organizations.put({
        ...org('o1'),
        website: 'old.example',
        application: { status: 'NeedsReview' },
      });
      const approved = await organizations.updateApplication('o1', 'NeedsReview', {
        application: { status: 'Approved', reviewedBy: 'r1' },
        isOnboarded: true,
        permissions: { canBind: true },
        website: undefined,
        locations: [
          {
            id: 'l1',
            type: 'physical',
            address: { address1: '1 Main', city: 'X', state: 'KS', zipcode: '1' },
          },
        ],
        updatedAt: T2,
      });
      expect(approved).toEqual({
        ...org('o1'),
        application: { status: 'Approved', reviewedBy: 'r1' },
        isOnboarded: true,
        permissions: { canBind: true },
        locations: [
          {
            id: 'l1',
            type: 'physical',
            address: { address1: '1 Main', city: 'X', state: 'KS', zipcode: '1' },
          },
        ],
        updatedAt: T2,
      });
      expect(await organizations.get('o1')).toEqual(approved);
    });

    it('lists applications in a status, the longest waiting first, and no longer once they moved on', async () => {
      await organizations.put(org('o1'));
      await organizations.put(org('o2'));
      await organizations.put({ ...org('o3'), application: { status: 'NeedsReview', submittedAt: T1 } });
      await organizations.updateApplication('o1', 'NotStarted', {
        application: { status: 'NeedsReview', submittedAt: T2 },
        updatedAt: T2,
      });
      await organizations.updateApplication('o2', 'NotStarted', {
        application: { status: 'NeedsReview', submittedAt: T0 },
        updatedAt: T2,
      });
      expect((await organizations.listByApplicationStatus('NeedsReview', 10)).map((o) => o.id)).toEqual([
        'o2',
        'o3',
        'o1',
      ]);
      expect((await organizations.listByApplicationStatus('NeedsReview', 2)).map((o) => o.id)).toEqual([
        'o2',
        'o3',
      ]);
      await organizations.updateApplication('o3', 'NeedsReview', {
        application: { status: 'Approved' },
        updatedAt: T2,
      });
      expect((await organizations.listByApplicationStatus('NeedsReview', 10)).map((o) => o.id)).toEqual([
        'o2',
        'o1',
      ]);
      expect((await organizations.listByApplicationStatus('Approved', 10)).map((o) => o.id)).toEqual(['o3']);
      expect(await organizations.listByApplicationStatus('NotStarted', 10)).toEqual([]);
    });
  });
}
