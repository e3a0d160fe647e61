/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Role =
  | 'admin'
  | 'agent'
  | 'client'
  | 'drehubuser'
  | 'internal'
  | 'primaryAgent'
  | 'service'
  | 'superAdmin';

export type TokenType =
  | 'CLIENT_CLAIM_FORM'
  | 'CLIENT_REVIEW_CONTRACT'
  | 'CONFIRM'
  | 'CONFIRM_SHORTCODE'
  | 'LOGIN'
  | 'RESET';

export type UpdateUserInput = {
  email?: string | null | undefined;
  firstName: string;
  lastName: string;
  phone?: string | null | undefined;
};

export type AccountUserFieldsFragment = { _id: string, email: string, role: Role, confirmedAt: string | null, canQuote: boolean, canBind: boolean, profile: { firstName: string | null, lastName: string | null, phone: string | null } | null, organization: { _id: string, name: string, isOnboarded: boolean } | null };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { currentUser: { _id: string, email: string, role: Role, confirmedAt: string | null, canQuote: boolean, canBind: boolean, profile: { firstName: string | null, lastName: string | null, phone: string | null } | null, organization: { _id: string, name: string, isOnboarded: boolean } | null } | null };

export type GetUserQueryVariables = Exact<{
  id: string | number;
}>;


export type GetUserQuery = { getUser: { _id: string, email: string, role: Role, confirmedAt: string | null, canQuote: boolean, canBind: boolean, profile: { firstName: string | null, lastName: string | null, phone: string | null } | null, organization: { _id: string, name: string, isOnboarded: boolean } | null } | null };

export type UpdateUserMutationVariables = Exact<{
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { updateUser: { _id: string, email: string, role: Role, confirmedAt: string | null, canQuote: boolean, canBind: boolean, profile: { firstName: string | null, lastName: string | null, phone: string | null } | null, organization: { _id: string, name: string, isOnboarded: boolean } | null } | null };

export type ResendConfirmMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendConfirmMutation = { resendConfirm: boolean | null };

export type AuthorizeMutationVariables = Exact<{
  token: string;
}>;


export type AuthorizeMutation = { authorize: { token: string, expiresAt: string, user: { _id: string, email: string } } | null };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean | null };

export type ForgotPasswordMutationVariables = Exact<{
  email: string;
}>;


export type ForgotPasswordMutation = { forgotPassword: boolean | null };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword: { token: string, expiresAt: string, user: { _id: string, email: string, confirmedAt: string | null } } | null };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: boolean | null };

export type CreateLoginTokenMutationVariables = Exact<{
  tokenType: TokenType;
}>;


export type CreateLoginTokenMutation = { createLoginToken: { token: string, tokenType: TokenType, expiresAt: string } | null };

export type LogoutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutEverywhereMutation = { logoutEverywhere: number | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AccountUserFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"AccountUserFields"}) as unknown as TypedDocumentString<AccountUserFieldsFragment, unknown>;
export const CurrentUserDocument = new TypedDocumentString(`
    query CurrentUser {
  currentUser {
    ...AccountUserFields
  }
}
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
}`) as unknown as TypedDocumentString<CurrentUserQuery, CurrentUserQueryVariables>;
export const GetUserDocument = new TypedDocumentString(`
    query GetUser($id: ID!) {
  getUser(id: $id) {
    ...AccountUserFields
  }
}
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
}`) as unknown as TypedDocumentString<GetUserQuery, GetUserQueryVariables>;
export const UpdateUserDocument = new TypedDocumentString(`
    mutation UpdateUser($input: UpdateUserInput!) {
  updateUser(input: $input) {
    ...AccountUserFields
  }
}
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
}`) as unknown as TypedDocumentString<UpdateUserMutation, UpdateUserMutationVariables>;
export const ResendConfirmDocument = new TypedDocumentString(`
    mutation ResendConfirm {
  resendConfirm
}
    `) as unknown as TypedDocumentString<ResendConfirmMutation, ResendConfirmMutationVariables>;
export const AuthorizeDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<AuthorizeMutation, AuthorizeMutationVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const ForgotPasswordDocument = new TypedDocumentString(`
    mutation ForgotPassword($email: String!) {
  forgotPassword(email: $email)
}
    `) as unknown as TypedDocumentString<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
}
    `) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const CreateLoginTokenDocument = new TypedDocumentString(`
    mutation CreateLoginToken($tokenType: TokenType!) {
  createLoginToken(tokenType: $tokenType) {
    token
    tokenType
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<CreateLoginTokenMutation, CreateLoginTokenMutationVariables>;
export const LogoutEverywhereDocument = new TypedDocumentString(`
    mutation LogoutEverywhere {
  logoutEverywhere
}
    `) as unknown as TypedDocumentString<LogoutEverywhereMutation, LogoutEverywhereMutationVariables>;