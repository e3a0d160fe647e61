import { landingPathFor, type OrganizationApplicationStatus, type Platform, type Role } from '@almanac/core';
import { gql } from '../graphql/document.js';

/** The user's fields every session-starting operation selects (login, registerUser, confirmUser…). */
export const USER_FIELDS = `
  _id
  email
  role
  confirmedAt
  createdAt
  updatedAt
  profile { firstName lastName phone companyName address1 address2 city state country zipcode }
  legal { stateLicenseNumber }
  permissions { platform canQuote canBind }
  organization {
    _id
    name
    website
    isOnboarded
    application { _id status userId }
    permissions { canBind }
  }
  canQuote
  canBind
`;

export interface CurrentUser {
  _id: string;
  email: string;
  role: Role;
  confirmedAt: string | null;
  createdAt: string;
  updatedAt: string;
  profile: {
    firstName: string | null;
    lastName: string | null;
    phone: string | null;
    companyName: string | null;
    address1: string | null;
    address2: string | null;
    city: string | null;
    state: string | null;
    country: string | null;
    zipcode: string | null;
  } | null;
  legal: { stateLicenseNumber: string | null } | null;
  permissions: { platform: Platform; canQuote: boolean; canBind: boolean }[];
  organization: {
    _id: string;
    name: string;
    website: string | null;
    isOnboarded: boolean;
    application: {
      _id: string | null;
      status: OrganizationApplicationStatus | null;
      userId: string | null;
    } | null;
    permissions: { canBind: boolean } | null;
  } | null;
  /** Computed on the server with core's rule. */
  canQuote: boolean;
  canBind: boolean;
}

/** What login, registerUser, confirmUser, authorize and resetPassword return. */
export interface AuthPayload {
  token: string;
  expiresAt: string;
  user: CurrentUser;
}

export const AUTH_PAYLOAD_FIELDS = `token expiresAt user { ${USER_FIELDS} }`;

export const CURRENT_USER = gql<{ currentUser: CurrentUser | null }>(`
  query CurrentUser {
    currentUser { ${USER_FIELDS} }
  }
`);

export const LOGOUT_EVERYWHERE = gql<{ logoutEverywhere: number | null }>(`
  mutation LogoutEverywhere {
    logoutEverywhere
  }
`);

export const LOGOUT = gql<{ logout: boolean | null }>(`
  mutation Logout {
    logout
  }
`);

export const currentUserKey = ['currentUser'] as const;

/** Client users' home until the client pages (review, payment, claims) exist (core's constant). */
export { CLIENT_HOME_PATH } from '@almanac/core';

/** Where a logged-in, confirmed user goes from an entry route: stored path, else core's rule. */
export const landingFor = (user: CurrentUser, storedRedirect?: string | null): string =>
  landingPathFor(user, storedRedirect);

export const displayName = (user: CurrentUser | null | undefined): string =>
  [user?.profile?.firstName, user?.profile?.lastName].filter(Boolean).join(' ') || user?.email || '';
