import { displayNameOf, landingPathFor } from '@almanac/core';
import { graphql } from '../graphql/document.js';
import type { AuthPayloadFieldsFragment, CurrentUserFieldsFragment } from '../graphql/generated/graphql.js';

/** The user's fields every session-starting operation selects (login, registerUser, confirmUser…). */
graphql(`
  fragment CurrentUserFields on User {
    _id
    email
    role
    confirmedAt
    createdAt
    updatedAt
    profile {
      firstName
      lastName
      phone
      companyName
      address1
      address2
      city
      state
      country
      zipcode
    }
    legal {
      stateLicenseNumber
    }
    permissions {
      platform
      canQuote
      canBind
    }
    organization {
      _id
      name
      website
      isOnboarded
      application {
        _id
        status
        userId
      }
      permissions {
        canBind
      }
    }
    canQuote
    canBind
  }
`);

/** What login, registerUser, confirmUser and authorize return. */
graphql(`
  fragment AuthPayloadFields on AuthPayload {
    token
    expiresAt
    user {
      ...CurrentUserFields
    }
  }
`);

/** The signed-in user (canQuote and canBind are computed on the server with core's rule). */
export type CurrentUser = CurrentUserFieldsFragment;
export type AuthPayload = AuthPayloadFieldsFragment;

export const CURRENT_USER = graphql(`
  query CurrentUser {
    currentUser {
      ...CurrentUserFields
    }
  }
`);

export const LOGOUT_EVERYWHERE = graphql(`
  mutation LogoutEverywhere {
    logoutEverywhere
  }
`);

export const LOGOUT = graphql(`
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
  user ? displayNameOf({ ...user.profile, email: user.email }) : '';
