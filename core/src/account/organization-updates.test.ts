import { describe, expect, it } from 'vitest';
import { accountMessages } from './account-forms.js';
import {
  canEditOrganization,
  isSameAddress,
  splitContactName,
  updateOrganizationContactSchema,
  updateOrganizationLocationAddressSchema,
} from './organization-updates.js';

const address = { address1: '1 Main St', address2: null, city: 'Tampa', state: 'FL', zipcode: '33602' };

describe('updateOrganizationLocationAddress arguments', () => {
  it('takes the address (GraphQL nulls dropped) and a type; location is optional', () => {
    const args = updateOrganizationLocationAddressSchema.parse({
      organization: 'org-1',
      location: null,
      input: { address, type: 'mailing' },
    });
    expect(args.input).toEqual({
      address: { address1: '1 Main St', city: 'Tampa', state: 'FL', zipcode: '33602' },
      type: 'mailing',
    });
  });

  it("says the requirement's messages for a missing address field and refuses an unknown type", () => {
    const result = updateOrganizationLocationAddressSchema.safeParse({
      organization: 'org-1',
      input: { address: { ...address, city: ' ' }, type: 'physical' },
    });
    expect(result.error?.issues[0]?.message).toBe(accountMessages.city);
    expect(
      updateOrganizationLocationAddressSchema.safeParse({
        organization: 'org-1',
        input: { address, type: 'billing' },
      }).success,
    ).toBe(false);
  });
});

describe('updateOrganizationContact arguments', () => {
  const contact = { email: 'dana@example.com', phone: '(813) 555-0142', type: 'admin' };

  it('takes firstName and lastName, or a full name split at the first space', () => {
    expect(
      updateOrganizationContactSchema.parse({
        organization: 'org-1',
        input: { ...contact, firstName: 'Dana', lastName: 'Reyes' },
      }).input,
    ).toEqual({ ...contact, firstName: 'Dana', lastName: 'Reyes' });
    expect(
      updateOrganizationContactSchema.parse({
        organization: 'org-1',
        contact: 'c-1',
        input: { ...contact, name: ' Dana  de la Cruz ' },
      }).input,
    ).toEqual({ ...contact, firstName: 'Dana', lastName: 'de la Cruz' });
  });

  it('needs every field', () => {
    const result = updateOrganizationContactSchema.safeParse({
      organization: 'org-1',
      input: { name: 'Dana', email: 'not-an-email', phone: '', type: 'primaryAgent' },
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'last name is required',
      'valid email is required',
      'phone is required',
    ]);
  });

  it('splits names', () => {
    expect(splitContactName('Ava')).toEqual({ firstName: 'Ava', lastName: '' });
    expect(splitContactName('')).toEqual({ firstName: '', lastName: '' });
  });
});

describe('the organisation card', () => {
  it('only managers edit it', () => {
    expect(['admin', 'primaryAgent', 'superAdmin'].every((r) => canEditOrganization(r as never))).toBe(true);
    expect(['agent', 'client', 'internal'].some((r) => canEditOrganization(r as never))).toBe(false);
    expect(canEditOrganization(undefined)).toBe(false);
  });

  it('compares addresses field by field, an absent address 2 like an empty one', () => {
    const a = { address1: '1 Main St', city: 'Tampa', state: 'FL', zipcode: '33602' };
    expect(isSameAddress(a, { ...a, address2: '' })).toBe(true);
    expect(isSameAddress(a, { ...a, zipcode: '33603' })).toBe(false);
    expect(isSameAddress(a, null)).toBe(false);
  });
});
