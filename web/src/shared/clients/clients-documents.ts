/**
 * The clients documents (docs/requirements.md#clients): clients-api.ts sends them, the integration tests send them too.
 * No React here: the integration tests import this module.
 */
import { graphql } from '../../lib/graphql/document.js';

/** The fields every client view reads. */
graphql(`
  fragment ClientFields on User {
    _id
    email
    pendingEmail
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
`);

export const GET_USER_CLIENTS = graphql(`
  query GetUserClients($limit: Int) {
    getUserClients(limit: $limit) {
      count
      items {
        ...ClientFields
      }
    }
  }
`);

export const CREATE_CLIENT_USER = graphql(`
  mutation CreateClientUser($firstName: String!, $lastName: String!, $email: String!) {
    createClientUser(firstName: $firstName, lastName: $lastName, email: $email) {
      ...ClientFields
    }
  }
`);

export const UPDATE_CLIENT_USER = graphql(`
  mutation UpdateClientUser($input: UpdateClientUserInput!, $client: ID!) {
    updateClientUser(input: $input, client: $client) {
      ...ClientFields
    }
  }
`);
