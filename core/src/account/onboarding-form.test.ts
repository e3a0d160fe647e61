import { describe, expect, it } from 'vitest';
import {
  agencyApplicationDraftSchema,
  agencyApplicationSchema,
  licensesStepSchema,
  onboardingMessages,
  organizationApplicationsForReviewSchema,
  reviewOrganizationApplicationSchema,
} from './onboarding-form.js';

const NOW = new Date('2026-11-25T18:00:00.000Z'); // 2026-11-25 on the quoting day
const address = { address1: '1 Main St', city: 'Wichita', state: 'KS', zipcode: '67202' };
const complete = {
  name: 'Prairie Risk Partners',
  website: 'https://prairie.example',
  yearsInBusiness: 12,
  agencyLicenseState: 'ks',
  agencyLicenseNumber: 'KS-778812',
  npn: '1234567',
  physicalAddress: address,
  mailingAddress: { ...address, address2: 'Suite 4' },
  signature: 'Sam Okafor',
  title: 'Principal',
  signingDate: '2026-11-25',
  agreeAgencyAgreement: true,
};

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
};

describe('the agency application (submit)', () => {
  it('accepts a complete, signed application; the license state in capitals', () => {
    const parsed = agencyApplicationSchema(NOW).parse(complete);
    expect(parsed).toMatchObject({
      agencyLicenseState: 'KS',
      yearsInBusiness: 12,
      agreeAgencyAgreement: true,
    });
  });

  it('refuses each missing or wrong answer with its message', () => {
    const result = agencyApplicationSchema(NOW).safeParse({
      name: ' ',
      website: 'not a site',
      yearsInBusiness: 2.5,
      agencyLicenseState: 'XX',
      agencyLicenseNumber: '',
      npn: '12-34',
      physicalAddress: { ...address, city: '' },
      mailingAddress: { ...address, zipcode: '' },
      signature: 'Sa',
      title: '',
      signingDate: '2026-11-20',
      agreeAgencyAgreement: false,
    });
    expect(messages(result)).toEqual({
      name: onboardingMessages.name,
      website: onboardingMessages.website,
      yearsInBusiness: onboardingMessages.yearsInBusiness,
      agencyLicenseState: onboardingMessages.licenseState,
      agencyLicenseNumber: onboardingMessages.licenseNumber,
      npn: onboardingMessages.npn,
      'physicalAddress.city': 'city is required',
      'mailingAddress.zipcode': 'zipcode is required',
      signature: onboardingMessages.signature,
      title: onboardingMessages.title,
      signingDate: "The date must be today's date",
      agreeAgencyAgreement: onboardingMessages.agreement,
    });
  });

  it('takes a website with or without its scheme, and years as the form gives them', () => {
    for (const website of ['prairie.example', 'www.prairie.example/about', 'http://prairie.example:8080'])
      expect(agencyApplicationSchema(NOW).safeParse({ ...complete, website }).success).toBe(true);
    expect(agencyApplicationSchema(NOW).parse({ ...complete, yearsInBusiness: ' 7 ' }).yearsInBusiness).toBe(
      7,
    );
    expect(agencyApplicationSchema(NOW).safeParse({ ...complete, yearsInBusiness: 201 }).success).toBe(false);
  });
});

describe('a draft', () => {
  it('may leave anything out (null or absent), but what it gives must be valid', () => {
    expect(agencyApplicationDraftSchema.parse({})).toEqual({});
    expect(agencyApplicationDraftSchema.parse({ name: 'A', npn: null })).toEqual({ name: 'A' });
    expect(
      messages(agencyApplicationDraftSchema.safeParse({ npn: 'abc', physicalAddress: { address1: 'x' } })),
    ).toMatchObject({ npn: onboardingMessages.npn, 'physicalAddress.city': 'city is required' });
  });

  it('a step checks only its own answers', () => {
    expect(
      licensesStepSchema.safeParse({ agencyLicenseState: 'KS', agencyLicenseNumber: 'L1', npn: '9' }).success,
    ).toBe(true);
  });
});

describe('operations', () => {
  it('a return needs a reason; an approval does not', () => {
    expect(
      reviewOrganizationApplicationSchema.safeParse({ organization: 'o1', input: { decision: 'approve' } })
        .success,
    ).toBe(true);
    expect(
      messages(
        reviewOrganizationApplicationSchema.safeParse({
          organization: 'o1',
          input: { decision: 'return', reason: ' ' },
        }),
      ),
    ).toEqual({ 'input.reason': onboardingMessages.reason });
    expect(
      messages(
        reviewOrganizationApplicationSchema.safeParse({ organization: 'o1', input: { decision: 'maybe' } }),
      ),
    ).toEqual({ 'input.decision': onboardingMessages.decision });
  });

  it('lists NeedsReview by default, and never NotStarted', () => {
    expect(organizationApplicationsForReviewSchema.parse({}).statuses).toEqual(['NeedsReview']);
    expect(
      organizationApplicationsForReviewSchema.parse({ statuses: ['Approved', 'Approved'] }).statuses,
    ).toEqual(['Approved']);
    expect(organizationApplicationsForReviewSchema.safeParse({ statuses: ['NotStarted'] }).success).toBe(
      false,
    );
  });
});
