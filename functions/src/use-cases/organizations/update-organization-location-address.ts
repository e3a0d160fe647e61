import { AppError, updateOrganizationLocationAddressSchema } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { toOrganizationView } from '../users/organization-view.js';
import { parseInput } from '../validate.js';
import { entryIdOf, requireOrganizationManager } from './organization-access.js';

/**
 * updateOrganizationLocationAddress(organization, location, input {address, type})
 * (docs/requirements.md#account-my-information): a manager of the organisation sets its physical
 * or mailing address; the web calls it once per type. Answers the organisation.
 */
export async function updateOrganizationLocationAddress(
  ports: Pick<Ports, 'users' | 'organizations' | 'clock' | 'random'>,
  caller: Caller | null,
  rawArgs: unknown,
) {
  const args = parseInput(updateOrganizationLocationAddressSchema, rawArgs);
  const { org } = await requireOrganizationManager(ports, caller, args.organization);
  const { type, address } = args.input;
  const existing = org.locations?.find((l) => l.type === type);
  const location = {
    id: entryIdOf(existing, args.location, () => ports.random.id()),
    type,
    address: { ...address, state: address.state.toUpperCase() },
  };
  const updated = await ports.organizations.setLocation(org.id, location, ports.clock.now().toISOString());
  if (!updated) throw new AppError('INVALID_PERMISSIONS');
  return toOrganizationView(updated);
}
