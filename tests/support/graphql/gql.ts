/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AccountUserFields on User {\n    _id\n    email\n    role\n    confirmedAt\n    canQuote\n    canBind\n    profile {\n      firstName\n      lastName\n      phone\n    }\n    organization {\n      _id\n      name\n      isOnboarded\n    }\n  }\n": typeof types.AccountUserFieldsFragmentDoc,
    "\n  query CurrentUser {\n    currentUser {\n      ...AccountUserFields\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  query GetUser($id: ID!) {\n    getUser(id: $id) {\n      ...AccountUserFields\n    }\n  }\n": typeof types.GetUserDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ...AccountUserFields\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation ResendConfirm {\n    resendConfirm\n  }\n": typeof types.ResendConfirmDocument,
    "\n  mutation Authorize($token: String!) {\n    authorize(token: $token) {\n      token\n      expiresAt\n      user {\n        _id\n        email\n      }\n    }\n  }\n": typeof types.AuthorizeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      token\n      expiresAt\n      user {\n        _id\n        email\n        confirmedAt\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation CreateLoginToken($tokenType: TokenType!) {\n    createLoginToken(tokenType: $tokenType) {\n      token\n      tokenType\n      expiresAt\n    }\n  }\n": typeof types.CreateLoginTokenDocument,
    "\n  mutation LogoutEverywhere {\n    logoutEverywhere\n  }\n": typeof types.LogoutEverywhereDocument,
};
const documents: Documents = {
    "\n  fragment AccountUserFields on User {\n    _id\n    email\n    role\n    confirmedAt\n    canQuote\n    canBind\n    profile {\n      firstName\n      lastName\n      phone\n    }\n    organization {\n      _id\n      name\n      isOnboarded\n    }\n  }\n": types.AccountUserFieldsFragmentDoc,
    "\n  query CurrentUser {\n    currentUser {\n      ...AccountUserFields\n    }\n  }\n": types.CurrentUserDocument,
    "\n  query GetUser($id: ID!) {\n    getUser(id: $id) {\n      ...AccountUserFields\n    }\n  }\n": types.GetUserDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ...AccountUserFields\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation ResendConfirm {\n    resendConfirm\n  }\n": types.ResendConfirmDocument,
    "\n  mutation Authorize($token: String!) {\n    authorize(token: $token) {\n      token\n      expiresAt\n      user {\n        _id\n        email\n      }\n    }\n  }\n": types.AuthorizeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      token\n      expiresAt\n      user {\n        _id\n        email\n        confirmedAt\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation CreateLoginToken($tokenType: TokenType!) {\n    createLoginToken(tokenType: $tokenType) {\n      token\n      tokenType\n      expiresAt\n    }\n  }\n": types.CreateLoginTokenDocument,
    "\n  mutation LogoutEverywhere {\n    logoutEverywhere\n  }\n": types.LogoutEverywhereDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountUserFields on User {\n    _id\n    email\n    role\n    confirmedAt\n    canQuote\n    canBind\n    profile {\n      firstName\n      lastName\n      phone\n    }\n    organization {\n      _id\n      name\n      isOnboarded\n    }\n  }\n"): typeof import('./graphql').AccountUserFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    currentUser {\n      ...AccountUserFields\n    }\n  }\n"): typeof import('./graphql').CurrentUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetUser($id: ID!) {\n    getUser(id: $id) {\n      ...AccountUserFields\n    }\n  }\n"): typeof import('./graphql').GetUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ...AccountUserFields\n    }\n  }\n"): typeof import('./graphql').UpdateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendConfirm {\n    resendConfirm\n  }\n"): typeof import('./graphql').ResendConfirmDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Authorize($token: String!) {\n    authorize(token: $token) {\n      token\n      expiresAt\n      user {\n        _id\n        email\n      }\n    }\n  }\n"): typeof import('./graphql').AuthorizeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): typeof import('./graphql').LogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n"): typeof import('./graphql').ForgotPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      token\n      expiresAt\n      user {\n        _id\n        email\n        confirmedAt\n      }\n    }\n  }\n"): typeof import('./graphql').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): typeof import('./graphql').ChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLoginToken($tokenType: TokenType!) {\n    createLoginToken(tokenType: $tokenType) {\n      token\n      tokenType\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').CreateLoginTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutEverywhere {\n    logoutEverywhere\n  }\n"): typeof import('./graphql').LogoutEverywhereDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
