import { beforeEach, describe, expect, it } from 'vitest';
import type {
  OrganizationContactRecord,
  OrganizationLocationRecord,
  OrganizationRecord,
  OrganizationRepository,
} from '../../../ports/index.js';

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

const physical = (id: string, address1: string): OrganizationLocationRecord => ({
  id,
  type: 'physical',
  address: { address1, city: 'Tampa', state: 'FL', zipcode: '33602' },
});
const mailing = (id: string): OrganizationLocationRecord => ({
  id,
  type: 'mailing',
  address: { address1: 'PO Box 7', address2: 'Suite 2', city: 'Tampa', state: 'FL', zipcode: '33601' },
});
const contact = (id: string, type: OrganizationContactRecord['type']): OrganizationContactRecord => ({
  id,
  type,
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana@example.com',
  phone: '8135550142',
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

    it('reads many organisations at once, in the order asked, leaving out the unknown', async () => {
      await organizations.put(org('o1'));
      await organizations.put(org('o2', 'Harbor Two'));
      expect(await organizations.getMany(['o2', 'nope', 'o1'])).toEqual([org('o2', 'Harbor Two'), org('o1')]);
      expect(await organizations.getMany([])).toEqual([]);
    });

    it('sets a location or contact of one type, leaving the other type, only on an organisation', async () => {
      const T1 = '2026-01-11T10:00:00.000Z';
      expect(await organizations.setLocation('o1', physical('l1', 'One St'), T1)).toBeUndefined();
      expect(await organizations.get('o1')).toBeUndefined();
      await organizations.put(org('o1'));
      await organizations.setLocation('o1', physical('l1', 'One St'), T1);
      await organizations.setLocation('o1', mailing('l2'), T1);
      const replaced = await organizations.setLocation('o1', physical('l1', 'Two St'), T1);
      expect(replaced?.updatedAt).toBe(T1);
      expect(replaced?.locations).toEqual([mailing('l2'), physical('l1', 'Two St')]);
      const withContact = await organizations.setContact('o1', contact('c1', 'admin'), T1);
      expect(withContact).toEqual({
        ...org('o1'),
        updatedAt: T1,
        locations: replaced?.locations,
        contacts: [contact('c1', 'admin')],
      });
      expect(await organizations.get('o1')).toEqual(withContact);
    });

    it('concurrent writes of both types both land', async () => {
      await organizations.put(org('o1'));
      const at = '2026-01-11T10:00:00.000Z';
      await Promise.all([
        organizations.setLocation('o1', physical('l1', 'One St'), at),
        organizations.setLocation('o1', mailing('l2'), at),
        organizations.setContact('o1', contact('c1', 'primaryAgent'), at),
        organizations.setContact('o1', contact('c2', 'admin'), at),
      ]);
      const stored = (await organizations.get('o1'))!;
      expect(stored.locations?.map((l) => l.id).sort()).toEqual(['l1', 'l2']);
      expect(stored.contacts?.map((c) => c.id).sort()).toEqual(['c1', 'c2']);
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
