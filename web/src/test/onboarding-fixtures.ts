import type { OrganizationOnboardingFieldsFragment } from '../lib/graphql/generated/graphql.js';
import { makeUser } from './fixtures.js';

export type OnboardingData = OrganizationOnboardingFieldsFragment;

export const address = {
  address1: '1 Main St',
  address2: null,
  city: 'Wichita',
  state: 'KS',
  zipcode: '67202',
};

/** The applicant (u1, an agent of the new agency o2) as the application names them. */
export const applicantPerson = {
  _id: 'u1',
  email: 'agent@almanac.local',
  role: 'agent' as const,
  profile: { firstName: 'Avery', lastName: 'Agent' },
};

/** An agency application as getOrganizationOnboarding answers it: not started unless told. */
export function makeOnboarding(overrides: Partial<OnboardingData> = {}): OnboardingData {
  return {
    status: 'NotStarted',
    organization: {
      _id: 'o2',
      name: 'New Agency',
      website: null,
      yearsInBusiness: null,
      isOnboarded: false,
      locations: [],
      signatureDetails: null,
    },
    applicant: applicantPerson,
    primaryAgent: null,
    agencyLicenseState: null,
    agencyLicenseNumber: null,
    npn: null,
    submittedAt: null,
    returnReason: null,
    agreementDocumentId: null,
    ...overrides,
  };
}

/** Every answer given and saved, primary agent designated: ready to sign. */
export const completedOnboarding = (overrides: Partial<OnboardingData> = {}): OnboardingData =>
  makeOnboarding({
    status: 'Started',
    organization: {
      _id: 'o2',
      name: 'New Agency LLC',
      website: 'https://new.example',
      yearsInBusiness: 4,
      isOnboarded: false,
      locations: [
        { _id: 'l1', type: 'physical', address },
        { _id: 'l2', type: 'mailing', address },
      ],
      signatureDetails: null,
    },
    primaryAgent: { ...applicantPerson, role: 'primaryAgent' },
    agencyLicenseState: 'KS',
    agencyLicenseNumber: 'KS-1',
    npn: '12345',
    ...overrides,
  });

/** The applicant of the not-onboarded agency (an agent who quotes). */
export const applicantUser = (
  status: 'NotStarted' | 'Started' | 'AwaitingAgency' | 'NeedsReview' = 'NotStarted',
) =>
  makeUser({
    canBind: false,
    permissions: [{ platform: 'DEFAULT', canQuote: true, canBind: false }],
    organization: {
      _id: 'o2',
      name: 'New Agency',
      website: null,
      isOnboarded: false,
      application: { _id: null, status, userId: 'u1' },
      permissions: { canBind: false },
    },
  });
