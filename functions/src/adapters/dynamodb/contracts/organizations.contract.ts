import { beforeEach, describe, expect, it } from 'vitest';
import type { OrganizationRecord, OrganizationRepository } from '../../../ports/index.js';

const org = (id: string, name = 'Harbor Risk'): OrganizationRecord => ({
  id,
  name,
  isOnboarded: false,
  permissions: { canBind: false },
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
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
  });
}
