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
    "\n  mutation Authorize($token: String!) {\n    authorize(token: $token) {\n      token\n      expiresAt\n      user {\n        _id\n        email\n        role\n        confirmedAt\n      }\n    }\n  }\n": typeof types.AuthorizeDocument,
    "\n  fragment ClientFields on User {\n    _id\n    email\n    profile {\n      firstName\n      lastName\n      phone\n      companyName\n      address1\n      address2\n      city\n      state\n      country\n      zipcode\n    }\n  }\n": typeof types.ClientFieldsFragmentDoc,
    "\n  query GetUserClients($limit: Int) {\n    getUserClients(limit: $limit) {\n      count\n      items {\n        ...ClientFields\n      }\n    }\n  }\n": typeof types.GetUserClientsDocument,
    "\n  mutation CreateClientUser($firstName: String!, $lastName: String!, $email: String!) {\n    createClientUser(firstName: $firstName, lastName: $lastName, email: $email) {\n      ...ClientFields\n    }\n  }\n": typeof types.CreateClientUserDocument,
    "\n  mutation UpdateClientUser($input: UpdateClientUserInput!, $client: ID!) {\n    updateClientUser(input: $input, client: $client) {\n      ...ClientFields\n    }\n  }\n": typeof types.UpdateClientUserDocument,
};
const documents: Documents = {
    "\n  mutation Authorize($token: String!) {\n    authorize(token: $token) {\n      token\n      expiresAt\n      user {\n        _id\n        email\n        role\n        confirmedAt\n      }\n    }\n  }\n": types.AuthorizeDocument,
    "\n  fragment ClientFields on User {\n    _id\n    email\n    profile {\n      firstName\n      lastName\n      phone\n      companyName\n      address1\n      address2\n      city\n      state\n      country\n      zipcode\n    }\n  }\n": types.ClientFieldsFragmentDoc,
    "\n  query GetUserClients($limit: Int) {\n    getUserClients(limit: $limit) {\n      count\n      items {\n        ...ClientFields\n      }\n    }\n  }\n": types.GetUserClientsDocument,
    "\n  mutation CreateClientUser($firstName: String!, $lastName: String!, $email: String!) {\n    createClientUser(firstName: $firstName, lastName: $lastName, email: $email) {\n      ...ClientFields\n    }\n  }\n": types.CreateClientUserDocument,
    "\n  mutation UpdateClientUser($input: UpdateClientUserInput!, $client: ID!) {\n    updateClientUser(input: $input, client: $client) {\n      ...ClientFields\n    }\n  }\n": types.UpdateClientUserDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Authorize($token: String!) {\n    authorize(token: $token) {\n      token\n      expiresAt\n      user {\n        _id\n        email\n        role\n        confirmedAt\n      }\n    }\n  }\n"): typeof import('./graphql').AuthorizeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientFields on User {\n    _id\n    email\n    profile {\n      firstName\n      lastName\n      phone\n      companyName\n      address1\n      address2\n      city\n      state\n      country\n      zipcode\n    }\n  }\n"): typeof import('./graphql').ClientFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetUserClients($limit: Int) {\n    getUserClients(limit: $limit) {\n      count\n      items {\n        ...ClientFields\n      }\n    }\n  }\n"): typeof import('./graphql').GetUserClientsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateClientUser($firstName: String!, $lastName: String!, $email: String!) {\n    createClientUser(firstName: $firstName, lastName: $lastName, email: $email) {\n      ...ClientFields\n    }\n  }\n"): typeof import('./graphql').CreateClientUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClientUser($input: UpdateClientUserInput!, $client: ID!) {\n    updateClientUser(input: $input, client: $client) {\n      ...ClientFields\n    }\n  }\n"): typeof import('./graphql').UpdateClientUserDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
