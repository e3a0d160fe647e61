/**
 * The accounts and sign-in documents: the web's own where the web sends the operation (the
 * contract the product uses), test documents for what it does not send (getUser).
 */
export { UPDATE_USER } from '../../../web/src/features/account/api/operations.js';
export {
  FORGOT_PASSWORD,
  RESEND_CONFIRM,
  RESET_PASSWORD,
} from '../../../web/src/features/auth/api/operations.js';
export { AUTHORIZE } from '../../../web/src/lib/graphql/authorize-document.js';
export { CURRENT_USER, LOGOUT, LOGOUT_EVERYWHERE } from '../../../web/src/lib/session/current-user.js';
import { graphql } from '../../support/graphql/index.js';

graphql(`
  fragment AccountUserFields on User {
    _id
    email
    role
    confirmedAt
    canQuote
    canBind
    profile {
      firstName
      lastName
      phone
    }
    organization {
      _id
      name
      isOnboarded
    }
  }
`);

export const GET_USER = graphql(`
  query GetUser($id: ID!) {
    getUser(id: $id) {
      ...AccountUserFields
    }
  }
`);

/** Sent exactly as My Information's change-password dialog sends it. */
export { CHANGE_PASSWORD } from '../../../web/src/features/account/api/change-password-documents.js';
/**
 * createLoginToken (a one-time LOGIN token for a hand-off): the web no longer sends it since
 * onboarding moved into the product (docs/decisions.md, issue 14); the server still issues it.
 */
export const CREATE_LOGIN_TOKEN = graphql(`
  mutation CreateLoginToken($tokenType: TokenType!) {
    createLoginToken(tokenType: $tokenType) {
      token
      expiresAt
    }
  }
`);

/**
 * createLoginToken with the issued token's type, which the web does not select (it only reads
 * the token): login-token.test.ts checks the server issues the type asked for.
 */
export const ISSUE_LOGIN_TOKEN = graphql(`
  mutation IssueLoginToken($tokenType: TokenType!) {
    createLoginToken(tokenType: $tokenType) {
      token
      tokenType
      expiresAt
    }
  }
`);
