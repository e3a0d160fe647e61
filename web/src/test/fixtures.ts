import type { CurrentUser } from '../lib/session/index.js';
import type { ClientFieldsFragment } from '../lib/graphql/generated/graphql.js';

/** A confirmed agent of an onboarded organisation who can quote and bind. */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    _id: 'u1',
    email: 'agent@almanac.local',
    role: 'agent',
    confirmedAt: '2025-01-01T00:00:00.000Z',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    profile: {
      firstName: 'Avery',
      lastName: 'Agent',
      phone: null,
      companyName: 'Sunshine Insurance',
      address1: null,
      address2: null,
      city: null,
      state: 'FL',
      country: 'US',
      zipcode: null,
    },
    legal: { stateLicenseNumber: 'L123' },
    permissions: [{ platform: 'DEFAULT', canQuote: true, canBind: true }],
    organization: {
      _id: 'o1',
      name: 'Sunshine Insurance',
      website: null,
      isOnboarded: true,
      application: { _id: 'a1', status: 'Approved', userId: 'u1' },
      permissions: { canBind: true },
    },
    canQuote: true,
    canBind: true,
    ...overrides,
  };
}

export const notOnboarded = (overrides: Partial<CurrentUser> = {}) =>
  makeUser({
    canBind: false,
    permissions: [{ platform: 'DEFAULT', canQuote: false, canBind: false }],
    canQuote: false,
    organization: {
      _id: 'o2',
      name: 'New Agency',
      website: null,
      isOnboarded: false,
      application: { _id: null, status: 'NotStarted', userId: null },
      permissions: { canBind: false },
    },
    ...overrides,
  });

type ClientProfile = NonNullable<ClientFieldsFragment['profile']>;

const noProfile: ClientProfile = {
  firstName: null,
  lastName: null,
  phone: null,
  companyName: null,
  address1: null,
  address2: null,
  city: null,
  state: null,
  country: null,
  zipcode: null,
};

/** A client user as getUserClients answers it: the profile fields not given are null. */
export const makeClient = (
  _id: string,
  email: string,
  profile: Partial<ClientProfile> = {},
): ClientFieldsFragment => ({
  _id,
  email,
  pendingEmail: null,
  profile: { ...noProfile, ...profile },
});
