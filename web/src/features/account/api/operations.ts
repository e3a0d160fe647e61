import { graphql } from '../../../lib/graphql/index.js';

export const UPDATE_USER = graphql(`
  mutation UpdateUser($input: UpdateUserInput!) {
    updateUser(input: $input) {
      ...CurrentUserFields
    }
  }
`);
