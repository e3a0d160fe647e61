import { describe, expect, it } from 'vitest';
import {
  accountMessages,
  editTeamMemberSchema,
  inviteTeamMemberSchema,
  organizationAddressSchema,
  organizationContactSchema,
  payoutInformationSchema,
  payoutSaveErrorText,
  payoutSaveMessages,
} from './account-forms.js';

/** The messages a failed parse gives, by field. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('organisation contacts and addresses', () => {
  it('a contact needs every field, with the requirement’s messages', () => {
    expect(
      messages(organizationContactSchema.safeParse({ firstName: ' ', lastName: '', email: 'x', phone: '' })),
    ).toEqual({
      firstName: 'first name is required',
      lastName: 'last name is required',
      email: 'valid email is required',
      phone: 'phone is required',
    });
    expect(
      organizationContactSchema.parse({
        firstName: 'Dana',
        lastName: 'Reyes',
        email: 'dana@example.com',
        phone: '8135550142',
      }),
    ).toMatchObject({ firstName: 'Dana' });
  });

  it('an address needs address, city, a US state and a zipcode; address 2 is free', () => {
    expect(
      messages(organizationAddressSchema.safeParse({ address1: '', city: '', state: 'ZZ', zipcode: '' })),
    ).toEqual({
      address1: accountMessages.address,
      city: accountMessages.city,
      state: accountMessages.state,
      zipcode: accountMessages.zipcode,
    });
    expect(
      organizationAddressSchema.parse({ address1: '1 Main St', city: 'Tampa', state: 'FL', zipcode: '33602' })
        .address2,
    ).toBeUndefined();
  });
});

describe('invite and edit a team member', () => {
  const invite = { firstName: 'Sam', lastName: 'Okafor', email: 'sam@example.com' };

  it('sellers need a state license number, admins a phone number', () => {
    expect(messages(inviteTeamMemberSchema.safeParse({ ...invite, accountType: 'agent' }))).toEqual({
      stateLicenseNumber: 'State License Number is required',
    });
    expect(messages(inviteTeamMemberSchema.safeParse({ ...invite, accountType: 'primaryAgent' }))).toEqual({
      stateLicenseNumber: 'State License Number is required',
    });
    expect(messages(inviteTeamMemberSchema.safeParse({ ...invite, accountType: 'admin' }))).toEqual({
      phoneNumber: 'phone is required',
    });
    expect(
      inviteTeamMemberSchema.safeParse({ ...invite, accountType: 'agent', stateLicenseNumber: 'KS-1' })
        .success,
    ).toBe(true);
    expect(
      inviteTeamMemberSchema.safeParse({ ...invite, accountType: 'admin', phoneNumber: '8135550142' })
        .success,
    ).toBe(true);
  });

  it('the e-mail: "Provide an email", then "Email must be a valid email address"; the type is one of three', () => {
    expect(
      messages(inviteTeamMemberSchema.safeParse({ ...invite, email: '', accountType: 'client' })),
    ).toMatchObject({
      email: 'Provide an email',
      accountType: 'Select account type',
    });
    expect(
      messages(
        inviteTeamMemberSchema.safeParse({
          ...invite,
          email: 'sam@',
          accountType: 'agent',
          stateLicenseNumber: 'X',
        }),
      ),
    ).toEqual({
      email: 'Email must be a valid email address',
    });
  });

  it('editing needs a state from the list and the license number', () => {
    expect(
      messages(
        editTeamMemberSchema.safeParse({
          ...invite,
          accountType: 'agent',
          state: 'XX',
          stateLicenseNumber: '',
        }),
      ),
    ).toEqual({ state: 'state is required', stateLicenseNumber: 'State License Number is required' });
  });
});

describe('payout information', () => {
  const valid = {
    depositoryName: 'First Valley Bank',
    routingNumber: '011000015',
    accountNumber: '12345678',
    accountType: 'CHECKING',
  };

  it('accepts a valid form; the account name is optional', () => {
    expect(payoutInformationSchema.parse(valid)).toMatchObject({ routingNumber: '011000015' });
  });

  it('gives each rule’s message', () => {
    const bad = (patch: Record<string, unknown>) =>
      messages(payoutInformationSchema.safeParse({ ...valid, ...patch }));
    expect(bad({ depositoryName: 'FV' })).toEqual({ depositoryName: 'depository name is required' });
    expect(bad({ namesOnTheAccount: 'Al' })).toEqual({ namesOnTheAccount: 'account name is required' });
    expect(bad({ routingNumber: '01100001a' })).toEqual({ routingNumber: 'Expected number' });
    expect(bad({ routingNumber: '01100001' })).toEqual({ routingNumber: 'Must have 9 digits' });
    expect(bad({ routingNumber: '123456789' })).toEqual({
      routingNumber: 'This is not a valid ABA routing number',
    });
    expect(bad({ accountNumber: '1234567' })).toEqual({ accountNumber: 'Must be between 8 to 12 digits' });
    expect(bad({ accountNumber: '1234567890123' })).toEqual({
      accountNumber: 'Must be between 8 to 12 digits',
    });
    expect(bad({ accountType: 'BROKERAGE' })).toEqual({ accountType: 'Select checking or savings' });
  });

  it('a failed save says what the server meant', () => {
    expect(payoutSaveErrorText('Invalid input: routingNumber')).toBe(payoutSaveMessages.badInput);
    expect(payoutSaveErrorText('You are not authorized')).toBe(payoutSaveMessages.notAuthorized);
    expect(payoutSaveErrorText(undefined)).toBe(payoutSaveMessages.other);
  });
});
