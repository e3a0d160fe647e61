import { AppError, updateOrganizationContactSchema } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { toOrganizationView } from '../users/organization-view.js';
import { parseInput } from '../validate.js';
import { entryIdOf, requireOrganizationManager } from './organization-access.js';

/**
 * updateOrganizationContact(organization, contact, input) (docs/requirements.md#account-my-information):
 * a manager of the organisation sets its primary-agent or accounting (`admin`) contact; the web
 * calls it once per type. Answers the organisation.
 */
export async function updateOrganizationContact(
  ports: Pick<Ports, 'users' | 'organizations' | 'clock' | 'random'>,
  caller: Caller | null,
  rawArgs: unknown,
) {
  const args = parseInput(updateOrganizationContactSchema, rawArgs);
  const { org } = await requireOrganizationManager(ports, caller, args.organization);
  const { type, firstName, lastName, email, phone } = args.input;
  const existing = org.contacts?.find((c) => c.type === type);
  const contact = {
    id: entryIdOf(existing, args.contact, () => ports.random.id()),
    type,
    firstName,
    lastName,
    email: email.toLowerCase(),
    phone,
  };
  const updated = await ports.organizations.setContact(org.id, contact, ports.clock.now().toISOString());
  if (!updated) throw new AppError('INVALID_PERMISSIONS');
  return toOrganizationView(updated);
}
