import { graphql } from '../../support/graphql/index.js';

/** The Clients page's edit, with the pending e-mail it answers (issue 26). */
export const EDIT_CLIENT_EMAIL = graphql(`
  mutation EditClientEmail($input: UpdateClientUserInput!, $client: ID!) {
    updateClientUser(input: $input, client: $client) {
      _id
      email
      pendingEmail
    }
  }
`);

export const CONFIRM_EMAIL_CHANGE = graphql(`
  mutation ConfirmClientEmailChange($token: String!) {
    confirmClientEmailChange(token: $token) {
      email
    }
  }
`);

export const CHANGE_CLIENT_EMAIL = graphql(`
  mutation ChangeClientEmail($client: ID!, $email: String!) {
    changeClientEmail(client: $client, email: $email) {
      _id
      email
      pendingEmail
    }
  }
`);

/** core's confirmEmailChangePath and the mails' kinds (functions/src/emails/client-email-change-emails.ts). */
export const CONFIRM_EMAIL_CHANGE_PATH = '/confirm-email-change';
export const EMAIL_CHANGE_REQUEST_KIND = 'client-email-change-request';
export const EMAIL_CHANGED_KIND = 'client-email-changed';
