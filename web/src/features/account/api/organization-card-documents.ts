/**
 * The organisation card of My Information (docs/requirements.md#account-my-information,
 * #api-selling): the caller's organisation with its addresses and contacts, and the two mutations
 * that set them. No React here: the integration tests import this module.
 */
import { graphql } from '../../../lib/graphql/document.js';

graphql(`
  fragment OrganizationCardFields on Organization {
    _id
    name
    website
    locations {
      _id
      type
      address {
        address1
        address2
        city
        state
        zipcode
      }
    }
    contacts {
      _id
      type
      name
      firstName
      lastName
      email
      phone
    }
  }
`);

export const ACCOUNT_ORGANIZATION = graphql(`
  query AccountOrganization {
    currentUser {
      _id
      organization {
        ...OrganizationCardFields
      }
    }
  }
`);

export const UPDATE_ORGANIZATION_LOCATION_ADDRESS = graphql(`
  mutation UpdateOrganizationLocationAddress(
    $organization: ID!
    $location: ID
    $input: OrganizationLocationInput!
  ) {
    updateOrganizationLocationAddress(organization: $organization, location: $location, input: $input) {
      ...OrganizationCardFields
    }
  }
`);

export const UPDATE_ORGANIZATION_CONTACT = graphql(`
  mutation UpdateOrganizationContact($organization: ID!, $contact: ID, $input: OrganizationContactInput!) {
    updateOrganizationContact(organization: $organization, contact: $contact, input: $input) {
      ...OrganizationCardFields
    }
  }
`);
