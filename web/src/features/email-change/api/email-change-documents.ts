/**
 * confirmClientEmailChange (docs/requirements.md#clients): the confirmation page sends it.
 * No React here.
 */
import { graphql } from '../../../lib/graphql/document.js';

export const CONFIRM_CLIENT_EMAIL_CHANGE = graphql(`
  mutation ConfirmClientEmailChangePage($token: String!) {
    confirmClientEmailChange(token: $token) {
      email
    }
  }
`);
