/** The invitation link's operations (docs/requirements.md#invitations): public, with the API key. */
import { graphql } from '../../../lib/graphql/index.js';

export const GET_TEAM_INVITATION = graphql(`
  query GetTeamInvitation($token: String!) {
    getTeamInvitation(token: $token) {
      email
      firstName
      lastName
      role
      organizationName
      stateLicenseNumber
      phone
      expiresAt
    }
  }
`);

export const ACCEPT_TEAM_INVITATION = graphql(`
  mutation AcceptTeamInvitation($input: AcceptTeamInvitationInput!) {
    acceptTeamInvitation(input: $input) {
      ...AuthPayloadFields
    }
  }
`);
