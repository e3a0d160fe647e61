/**
 * authorize (docs/requirements.md#api-operations): the client renews a session with it. No React
 * here: the integration tests import this module.
 */
import { graphql } from './document.js';

export const AUTHORIZE = graphql(`
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
`);
