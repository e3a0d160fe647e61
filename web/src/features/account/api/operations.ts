import { gql } from '../../../lib/graphql/index.js';
import { USER_FIELDS, type CurrentUser } from '../../../lib/session/index.js';

export const UPDATE_USER = gql<
  { updateUser: CurrentUser | null },
  { input: { firstName: string; lastName: string; phone?: string } }
>(`
  mutation UpdateUser($input: UpdateUserInput!) {
    updateUser(input: $input) { ${USER_FIELDS} }
  }
`);
