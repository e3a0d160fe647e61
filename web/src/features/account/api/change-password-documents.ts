/** The change-password dialog's mutation (docs/requirements.md#account-my-information). */
import { graphql } from '../../../lib/graphql/document.js';

export const CHANGE_PASSWORD = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);
