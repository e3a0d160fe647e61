/**
 * The signed-in client's calls (issue 27 item 12): the sign-in link and their policies.
 * client-portal-api.ts sends them. No React here.
 */
import { graphql } from '../../../lib/graphql/document.js';

export const ACCEPT_CLIENT_SIGN_IN = graphql(`
  mutation AcceptClientSignIn($token: String!) {
    acceptClientSignIn(token: $token) {
      ...AuthPayloadFields
    }
  }
`);

export const GET_MY_POLICIES = graphql(`
  query GetMyPolicies {
    getMyPolicies {
      count
      items {
        contractId
        status
        statusLabel
        program
        programName
        insured
        policyNumber
        startDate
        endDate
        limitOfLiability
        agentName
        agentEmail
      }
    }
  }
`);
