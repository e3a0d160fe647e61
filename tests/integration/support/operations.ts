/** GraphQL documents for the accounts and sign-in API, as the web app sends them. */
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

export const CURRENT_USER = graphql(`
  query CurrentUser {
    currentUser {
      ...AccountUserFields
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
export const UPDATE_USER = graphql(`
  mutation UpdateUser($input: UpdateUserInput!) {
    updateUser(input: $input) {
      ...AccountUserFields
    }
  }
`);

export const RESEND_CONFIRM = graphql(`
  mutation ResendConfirm {
    resendConfirm
  }
`);
export const AUTHORIZE = graphql(`
  mutation Authorize($token: String!) {
    authorize(token: $token) {
      token
      expiresAt
      user {
        _id
        email
      }
    }
  }
`);
export const LOGOUT = graphql(`
  mutation Logout {
    logout
  }
`);
export const FORGOT_PASSWORD = graphql(`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email)
  }
`);
export const RESET_PASSWORD = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      token
      expiresAt
      user {
        _id
        email
        confirmedAt
      }
    }
  }
`);
export const CHANGE_PASSWORD = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);
export const CREATE_LOGIN_TOKEN = graphql(`
  mutation CreateLoginToken($tokenType: TokenType!) {
    createLoginToken(tokenType: $tokenType) {
      token
      tokenType
      expiresAt
    }
  }
`);
export const LOGOUT_EVERYWHERE = graphql(`
  mutation LogoutEverywhere {
    logoutEverywhere
  }
`);
