/**
 * My Team's operations (docs/requirements.md#account-team, #invitations): the team list, an
 * invitation, a resend, a status change, a manager's edit of another member (updateUser with id)
 * and the license PDF's presigned upload.
 */
import { graphql } from '../../../lib/graphql/index.js';

graphql(`
  fragment TeamMemberFields on TeamMember {
    _id
    status
    statusReason
    invitedFirstName
    invitedLastName
    invitedEmail
    invitedRole
    invitedAt
    invitationExpiresAt
    joinedAt
    user {
      _id
      email
      role
      profile {
        firstName
        lastName
        phone
        state
      }
      legal {
        stateLicenseNumber
        stateLicenseState
        stateLicenseUploadId
      }
      disabledAt
    }
  }
`);

export const GET_ORGANIZATION_TEAM = graphql(`
  query GetOrganizationTeam {
    getOrganizationTeam {
      ...TeamMemberFields
    }
  }
`);

export const INVITE_TEAM_MEMBER = graphql(`
  mutation InviteTeamMember($inputs: InviteTeamMemberInput!) {
    inviteLpcOrgAgent(inputs: $inputs)
  }
`);

export const RESEND_TEAM_INVITATION = graphql(`
  mutation ResendTeamInvitation($user: ID!) {
    resendTeamInvitation(user: $user) {
      ...TeamMemberFields
    }
  }
`);

export const SET_TEAM_MEMBER_STATUS = graphql(`
  mutation SetTeamMemberStatus($user: ID!, $status: TeamMemberStatus!) {
    setTeamMemberStatus(user: $user, status: $status) {
      ...TeamMemberFields
    }
  }
`);

export const UPDATE_TEAM_MEMBER = graphql(`
  mutation UpdateTeamMember($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      _id
      email
      role
    }
  }
`);

export const UPLOAD_STATE_LICENSE = graphql(`
  mutation UploadStateLicense($input: UploadFileInput!) {
    uploadFile(input: $input) {
      uploadId
      url
      fields {
        name
        value
      }
    }
  }
`);
