import type { AgencyApplicationDraft } from '@almanac/core';
import type {
  OrganizationApplicationPatch,
  OrganizationLocationRecord,
  OrganizationRecord,
  Ports,
} from '../../ports/index.js';

type Address = NonNullable<AgencyApplicationDraft['physicalAddress']>;

/** An address as stored: address2 only when given. */
const storedAddress = ({ address2, ...rest }: Address): OrganizationLocationRecord['address'] => ({
  ...rest,
  ...(address2 ? { address2 } : {}),
});

/** The organisation's locations with the given physical and mailing addresses (each keeps its id). */
function locationsWith(
  ports: Pick<Ports, 'random'>,
  current: readonly OrganizationLocationRecord[],
  given: { physical?: Address; mailing?: Address },
): OrganizationLocationRecord[] {
  const next = [...current];
  for (const type of ['physical', 'mailing'] as const) {
    const address = given[type];
    if (!address) continue;
    const i = next.findIndex((l) => l.type === type);
    const location = { id: next[i]?.id ?? ports.random.id(), type, address: storedAddress(address) };
    if (i >= 0) next[i] = location;
    else next.push(location);
  }
  return next;
}

/**
 * What the answers given write (a draft's or the signed application's): the organisation's name,
 * website, years in business and addresses, and the application's license and NPN. Answers not
 * given are left as they are.
 */
export function answersPatch(
  ports: Pick<Ports, 'random'>,
  org: OrganizationRecord,
  answers: AgencyApplicationDraft,
): Omit<OrganizationApplicationPatch, 'updatedAt'> {
  const { name, website, yearsInBusiness, agencyLicenseState, agencyLicenseNumber, npn } = answers;
  const addresses = { physical: answers.physicalAddress, mailing: answers.mailingAddress };
  return {
    ...(name !== undefined ? { name } : {}),
    ...(website !== undefined ? { website } : {}),
    ...(yearsInBusiness !== undefined ? { yearsInBusiness } : {}),
    ...(addresses.physical || addresses.mailing
      ? { locations: locationsWith(ports, org.locations ?? [], addresses) }
      : {}),
    application: {
      ...org.application,
      ...(agencyLicenseState !== undefined ? { agencyLicenseState } : {}),
      ...(agencyLicenseNumber !== undefined ? { agencyLicenseNumber } : {}),
      ...(npn !== undefined ? { npn } : {}),
    },
  };
}
