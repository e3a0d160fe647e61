import { graphql } from '../../../lib/graphql/index.js';

export type { RegisterUserInput } from '../../../lib/graphql/generated/graphql.js';

export const LOGIN = graphql(`
  mutation Login($email: String!, $password: String!, $rememberMe: Boolean) {
    login(email: $email, password: $password, rememberMe: $rememberMe) {
      ...AuthPayloadFields
    }
  }
`);

export const REGISTER_USER = graphql(`
  mutation RegisterUser($input: RegisterUserInput!) {
    registerUser(input: $input) {
      ...AuthPayloadFields
    }
  }
`);

export const CONFIRM_USER = graphql(`
  mutation ConfirmUser($token: String!, $type: TokenType) {
    confirmUser(token: $token, type: $type) {
      ...AuthPayloadFields
    }
  }
`);

export const RESEND_CONFIRM = graphql(`
  mutation ResendConfirm {
    resendConfirm
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
    }
  }
`);
