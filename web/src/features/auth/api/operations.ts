import type { TokenType } from '@almanac/core';
import { gql } from '../../../lib/graphql/index.js';
import { AUTH_PAYLOAD_FIELDS, type AuthPayload } from '../../../lib/session/index.js';

export const LOGIN = gql<
  { login: AuthPayload | null },
  { email: string; password: string; rememberMe?: boolean }
>(`
  mutation Login($email: String!, $password: String!, $rememberMe: Boolean) {
    login(email: $email, password: $password, rememberMe: $rememberMe) { ${AUTH_PAYLOAD_FIELDS} }
  }
`);

export interface RegisterUserVariables {
  input: {
    email: string;
    firstName: string;
    lastName: string;
    password: string;
    companyName?: string;
    stateLicenseNumber?: string;
    state?: string;
    isAdmin?: boolean;
    role?: 'agent' | 'primaryAgent';
    recaptcha?: string;
  };
}

export const REGISTER_USER = gql<{ registerUser: AuthPayload | null }, RegisterUserVariables>(`
  mutation RegisterUser($input: RegisterUserInput!) {
    registerUser(input: $input) { ${AUTH_PAYLOAD_FIELDS} }
  }
`);

export const CONFIRM_USER = gql<
  { confirmUser: AuthPayload | null },
  { token: string; type: Extract<TokenType, 'CONFIRM' | 'CONFIRM_SHORTCODE'> }
>(`
  mutation ConfirmUser($token: String!, $type: TokenType) {
    confirmUser(token: $token, type: $type) { ${AUTH_PAYLOAD_FIELDS} }
  }
`);

export const RESEND_CONFIRM = gql<{ resendConfirm: boolean | null }>(`
  mutation ResendConfirm {
    resendConfirm
  }
`);

export const FORGOT_PASSWORD = gql<{ forgotPassword: boolean | null }, { email: string }>(`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email)
  }
`);

export const RESET_PASSWORD = gql<
  { resetPassword: Pick<AuthPayload, 'token' | 'expiresAt'> | null },
  { token: string; password: string }
>(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) { token expiresAt }
  }
`);
