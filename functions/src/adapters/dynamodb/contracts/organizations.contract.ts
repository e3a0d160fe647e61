import { beforeEach, describe, expect, it } from 'vitest';
import type {
  OrganizationContactRecord,
  OrganizationLocationRecord,
  OrganizationRecord,
  OrganizationRepository,
} from '../../../ports/index.js';

const org = (id: string, name = 'Harbor Risk'): OrganizationRecord => ({
  id,
  name,
  isOnboarded: false,
  permissions: { canBind: false },
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
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
  });
}
