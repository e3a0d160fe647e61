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

export type UpdateClientUserInput = {
  address1?: string | null | undefined;
  address2?: string | null | undefined;
  city?: string | null | undefined;
  companyName?: string | null | undefined;
  country?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  phone?: string | null | undefined;
  state?: string | null | undefined;
  zipcode?: string | null | undefined;
};

export type AuthorizeMutationVariables = Exact<{
  token: string;
}>;


export type AuthorizeMutation = { authorize: { token: string, expiresAt: string, user: { _id: string, email: string, role: Role, confirmedAt: string | null } } | null };

export type ClientFieldsFragment = { _id: string, email: string, profile: { firstName: string | null, lastName: string | null, phone: string | null, companyName: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, country: string | null, zipcode: string | null } | null };

export type GetUserClientsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type GetUserClientsQuery = { getUserClients: { count: number, items: Array<{ _id: string, email: string, profile: { firstName: string | null, lastName: string | null, phone: string | null, companyName: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, country: string | null, zipcode: string | null } | null }> } | null };

export type CreateClientUserMutationVariables = Exact<{
  firstName: string;
  lastName: string;
  email: string;
}>;


export type CreateClientUserMutation = { createClientUser: { _id: string, email: string, profile: { firstName: string | null, lastName: string | null, phone: string | null, companyName: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, country: string | null, zipcode: string | null } | null } | null };

export type UpdateClientUserMutationVariables = Exact<{
  input: UpdateClientUserInput;
  client: string | number;
}>;


export type UpdateClientUserMutation = { updateClientUser: { _id: string, email: string, profile: { firstName: string | null, lastName: string | null, phone: string | null, companyName: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, country: string | null, zipcode: string | null } | null } | null };

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
export const ClientFieldsFragmentDoc = new TypedDocumentString(`
    fragment ClientFields on User {
  _id
  email
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
}
    `, {"fragmentName":"ClientFields"}) as unknown as TypedDocumentString<ClientFieldsFragment, unknown>;
export const AuthorizeDocument = new TypedDocumentString(`
    mutation Authorize($token: String!) {
  authorize(token: $token) {
    token
    expiresAt
    user {
      _id
      email
      role
      confirmedAt
    }
  }
}
    `) as unknown as TypedDocumentString<AuthorizeMutation, AuthorizeMutationVariables>;
export const GetUserClientsDocument = new TypedDocumentString(`
    query GetUserClients($limit: Int) {
  getUserClients(limit: $limit) {
    count
    items {
      ...ClientFields
    }
  }
}
    fragment ClientFields on User {
  _id
  email
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
}`) as unknown as TypedDocumentString<GetUserClientsQuery, GetUserClientsQueryVariables>;
export const CreateClientUserDocument = new TypedDocumentString(`
    mutation CreateClientUser($firstName: String!, $lastName: String!, $email: String!) {
  createClientUser(firstName: $firstName, lastName: $lastName, email: $email) {
    ...ClientFields
  }
}
    fragment ClientFields on User {
  _id
  email
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
}`) as unknown as TypedDocumentString<CreateClientUserMutation, CreateClientUserMutationVariables>;
export const UpdateClientUserDocument = new TypedDocumentString(`
    mutation UpdateClientUser($input: UpdateClientUserInput!, $client: ID!) {
  updateClientUser(input: $input, client: $client) {
    ...ClientFields
  }
}
    fragment ClientFields on User {
  _id
  email
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
}`) as unknown as TypedDocumentString<UpdateClientUserMutation, UpdateClientUserMutationVariables>;