import type { OrganizationRecord } from '../../ports/index.js';

/**
 * The GraphQL `Organization` shape (docs/requirements.md#entity-organization): for its members
 * with its addresses, its contacts (`name` is first and last name) and who signed its agency
 * application; a client of the agency (`member` false) sees none of those.
 */
export function toOrganizationView(org: OrganizationRecord, member = true) {
  const basics = {
    _id: org.id,
    name: org.name,
    website: org.website ?? null,
    yearsInBusiness: org.yearsInBusiness ?? null,
    isOnboarded: org.isOnboarded,
    application: org.application
      ? {
          _id: org.application.id ?? null,
          status: org.application.status ?? null,
          userId: org.application.userId ?? null,
        }
      : null,
    permissions: { canBind: org.permissions.canBind },
  };
  if (!member) return { ...basics, locations: null, contacts: null, signatureDetails: null };
  return {
    ...basics,
    locations: (org.locations ?? []).map((l) => ({
      _id: l.id,
      type: l.type,
      address: { ...l.address, address2: l.address.address2 ?? null },
    })),
    contacts: (org.contacts ?? []).map((c) => ({
      _id: c.id,
      type: c.type,
      name: `${c.firstName} ${c.lastName}`.trim(),
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      phone: c.phone,
    })),
    signatureDetails: org.signatureDetails
      ? {
          signature: org.signatureDetails.signature,
          signingDate: org.signatureDetails.signingDate,
          title: org.signatureDetails.title,
        }
      : null,
  };
}
export type OrganizationView = ReturnType<typeof toOrganizationView>;
