/**
 * The organisation card of My Information (docs/requirements.md#account-my-information,
 * #api-selling): its physical and mailing addresses and its primary-agent and accounting contacts,
 * the two operations that set them, and the texts the card and its dialogs show. The forms and the
 * server validate with these schemas.
 */
import * as z from 'zod';
import { agencyManagerRoles, type Role } from '../auth/roles.js';
import { organizationAddressSchema, organizationContactSchema } from './account-forms.js';

/** At most one location of each type. */
export const organizationLocationTypes = ['physical', 'mailing'] as const;
export type OrganizationLocationType = (typeof organizationLocationTypes)[number];

/** The `admin` contact is the accounting contact (docs/requirements.md#entity-organization). */
export const organizationContactTypes = ['primaryAgent', 'admin'] as const;
export type OrganizationContactType = (typeof organizationContactTypes)[number];

export const organizationLocationLabels: Readonly<Record<OrganizationLocationType, string>> = {
  physical: 'Physical Address',
  mailing: 'Mailing Address',
};
export const organizationContactLabels: Readonly<Record<OrganizationContactType, string>> = {
  primaryAgent: 'Primary Agent Contact',
  admin: 'Accounting Contact',
};

export const organizationCardTexts = {
  title: 'Organization Information',
  addressesTitle: 'Edit Addresses',
  contactsTitle: 'Edit Contacts',
  sameAsPhysical: 'Same as physical address',
  noAddress: 'No address on file',
  noContact: 'No contact on file',
  noOrganization: 'Your account does not belong to an organization.',
} as const;

/** Only admins, primary agents and super admins edit the organisation (docs/requirements.md#roles-and-permissions). */
export const canEditOrganization = (role: Role | null | undefined): boolean =>
  !!role && agencyManagerRoles.includes(role);

export type OrganizationAddress = z.output<typeof organizationAddressSchema>;

/** Two addresses are the same (the mailing one may then follow the physical one). */
export function isSameAddress(
  a: Partial<OrganizationAddress> | null | undefined,
  b: Partial<OrganizationAddress> | null | undefined,
): boolean {
  if (!a || !b) return false;
  const keys = ['address1', 'address2', 'city', 'state', 'zipcode'] as const;
  return keys.every((k) => (a[k] ?? '').trim() === (b[k] ?? '').trim());
}

/** GraphQL sends null for an absent optional field; the schemas take undefined. */
const withoutNulls = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null))
    : value;

const organizationId = z.string().trim().min(1).max(100);
const optionalId = z.string().trim().min(1).max(100).nullish();

/** updateOrganizationLocationAddress(organization, location, input {address, type}). */
export const updateOrganizationLocationAddressSchema = z.object({
  organization: organizationId,
  location: optionalId,
  input: z.object({
    address: z.preprocess(withoutNulls, organizationAddressSchema),
    type: z.enum(organizationLocationTypes),
  }),
});

/**
 * "Dana Reyes" → Dana / Reyes; one word is a first name only (the last name is then missing and
 * the schema says so).
 */
export function splitContactName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

/** The requirement's contact input carries `name`; ours also takes firstName and lastName. */
const contactInput = z.preprocess(
  (raw) => {
    const value = withoutNulls(raw) as Record<string, unknown> | undefined;
    if (!value || typeof value !== 'object') return value;
    const { name, ...rest } = value;
    if (typeof name !== 'string' || rest.firstName !== undefined || rest.lastName !== undefined) return rest;
    return { ...splitContactName(name), ...rest };
  },
  organizationContactSchema.extend({ type: z.enum(organizationContactTypes) }),
);

/** updateOrganizationContact(organization, contact, input {name | firstName, lastName, email, phone, type}). */
export const updateOrganizationContactSchema = z.object({
  organization: organizationId,
  contact: optionalId,
  input: contactInput,
});
