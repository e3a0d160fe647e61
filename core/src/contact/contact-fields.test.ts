import { describe, expect, it } from 'vitest';
import { agencyApplicationDraftSchema, licensesStepSchema } from '../account/onboarding-form.js';
import {
  editTeamMemberSchema,
  inviteTeamMemberSchema,
  organizationAddressSchema,
  organizationContactSchema,
} from '../account/account-forms.js';
import { namedInsuredSectionSchema } from '../claims/loss-report.js';
import { registerUserSchema, updateUserSchema } from '../schemas/auth.js';
import { clientProfileSchema } from '../schemas/quotes.js';
import { contactFieldMessages, formatUsPhone, isLicenseNumber, isUsZip } from './contact-fields.js';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('one ZIP rule (issue 27 item 10)', () => {
  it.each(['33602', '33602-1234', ' 95814 '])('%j is a ZIP code', (zip) => expect(isUsZip(zip)).toBe(true));
  it.each(['ABCDE', '1234', '123456', '33602-12', '3360 2', '33602 1234'])('%j is refused', (zip) =>
    expect(isUsZip(zip)).toBe(false),
  );

  const address = { address1: '1 Main St', city: 'Tampa', state: 'FL' };
  it.each([
    [
      'organisation address',
      (zip: string) => organizationAddressSchema.safeParse({ ...address, zipcode: zip }),
    ],
    [
      'client profile',
      (zip: string) =>
        clientProfileSchema.safeParse({ firstName: 'A', lastName: 'B', email: 'a@b.co', zipcode: zip }),
    ],
    [
      'loss report',
      (zip: string) =>
        namedInsuredSectionSchema.safeParse({
          name: 'A',
          ...address,
          zipcode: zip,
          contactEmail: 'a@b.co',
          policyNumber: 'P1',
        }),
    ],
  ])('the %s refuses "ABCDE" and a 4-digit ZIP, and says why', (_, parse) => {
    expect(messageOf(parse('ABCDE'))).toBe(contactFieldMessages.zip);
    expect(messageOf(parse('3360'))).toBe(contactFieldMessages.zip);
    expect(parse('33602').success).toBe(true);
  });
});

describe('one US phone rule (issue 27 item 10)', () => {
  it('reads "+1 813 555 0142" as the number it is, never garbled', () => {
    expect(formatUsPhone('+1 813 555 0142')).toBe('(813) 555-0142');
    expect(formatUsPhone('1 813 555 0142')).toBe('(813) 555-0142');
    expect(formatUsPhone('813-555-0142')).toBe('(813) 555-0142');
  });
  it.each(['12', '555', '(555) 123-4567', '+44 20 7946 0958', 'call me'])('refuses %j', (phone) =>
    expect(formatUsPhone(phone)).toBeNull(),
  );

  it.each([
    [
      'personal information',
      (p: string) => updateUserSchema.safeParse({ firstName: 'A', lastName: 'B', phone: p }),
    ],
    [
      'client profile',
      (p: string) =>
        clientProfileSchema.safeParse({ firstName: 'A', lastName: 'B', email: 'a@b.co', phone: p }),
    ],
    [
      'organisation contact',
      (p: string) =>
        organizationContactSchema.safeParse({ firstName: 'A', lastName: 'B', email: 'a@b.co', phone: p }),
    ],
    [
      'admin invitation',
      (p: string) =>
        inviteTeamMemberSchema.safeParse({
          firstName: 'A',
          lastName: 'B',
          email: 'a@b.co',
          accountType: 'admin',
          phoneNumber: p,
        }),
    ],
  ])(
    'the %s refuses "12" with a clear message and stores "+1 813 555 0142" as (813) 555-0142',
    (_, parse) => {
      expect(messageOf(parse('12'))).toBe(contactFieldMessages.phone);
      const ok = parse('+1 813 555 0142');
      expect(ok.success).toBe(true);
      expect(JSON.stringify(ok.data)).toContain('(813) 555-0142');
    },
  );

  it('sign-up keeps the phone optional but valid when given', () => {
    const base = {
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      password: 'Sup3r-secret-pass!',
      isAdmin: true,
    };
    expect(registerUserSchema.safeParse({ ...base, phone: '' }).success).toBe(true);
    expect(messageOf(registerUserSchema.safeParse({ ...base, phone: '12' }))).toBe(
      contactFieldMessages.phone,
    );
  });
});

describe('license numbers and the NPN (issue 27 item 10)', () => {
  it.each(['0H12345', 'LIC-2024/07', 'A.1234 B'])('%j is a license number', (n) =>
    expect(isLicenseNumber(n)).toBe(true),
  );
  it.each(['🦄🦄🦄', 'AB<script>', "1'; DROP", 'A'.repeat(51), '-123'])('%j is refused', (n) =>
    expect(isLicenseNumber(n)).toBe(false),
  );

  it('agency onboarding refuses an emoji license number and a 14-digit NPN, and keeps a 10-digit one whole', () => {
    const step = { agencyLicenseState: 'FL', agencyLicenseNumber: 'L123456', npn: '1234567890' };
    expect(licensesStepSchema.parse(step).npn).toBe('1234567890');
    expect(messageOf(licensesStepSchema.safeParse({ ...step, npn: '12345678901234' }))).toBe(
      contactFieldMessages.npn,
    );
    expect(messageOf(licensesStepSchema.safeParse({ ...step, agencyLicenseNumber: '🦄🦄' }))).toBe(
      contactFieldMessages.licenseNumber,
    );
    expect(agencyApplicationDraftSchema.safeParse({ npn: '12345678901234' }).success).toBe(false);
  });

  it('team forms and sign-up refuse an emoji license number', () => {
    const member = { firstName: 'A', lastName: 'B', email: 'a@b.co', accountType: 'agent' as const };
    expect(messageOf(inviteTeamMemberSchema.safeParse({ ...member, stateLicenseNumber: '🦄' }))).toBe(
      contactFieldMessages.licenseNumber,
    );
    expect(
      messageOf(editTeamMemberSchema.safeParse({ ...member, state: 'FL', stateLicenseNumber: '🦄' })),
    ).toBe(contactFieldMessages.licenseNumber);
    const signUp = {
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      password: 'Sup3r-secret-pass!',
      state: 'FL',
    };
    expect(messageOf(registerUserSchema.safeParse({ ...signUp, stateLicenseNumber: '🦄' }))).toBe(
      contactFieldMessages.licenseNumber,
    );
  });
});
