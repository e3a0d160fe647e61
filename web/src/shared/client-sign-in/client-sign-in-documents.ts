/** "E-mail me a sign-in link" (issue 27 item 12): client-sign-in-api.ts sends it. No React here. */
import { graphql } from '../../lib/graphql/document.js';

export const REQUEST_CLIENT_SIGN_IN_LINK = graphql(`
  mutation RequestClientSignInLink($email: String!) {
    requestClientSignInLink(email: $email)
  }
`);
