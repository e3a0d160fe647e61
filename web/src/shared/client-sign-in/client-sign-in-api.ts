/**
 * "E-mail me a sign-in link" (issue 27 item 12), shared by the client's sign-in page and the closed
 * review link page. The API key (core's publicFields lists the operation); the server answers true
 * whatever the address.
 */
import { useMutation } from '@tanstack/react-query';
import { useGraphqlClient } from '../../lib/graphql/index.js';
import { REQUEST_CLIENT_SIGN_IN_LINK } from './client-sign-in-documents.js';

export function useRequestClientSignInLink() {
  const client = useGraphqlClient();
  return useMutation({
    mutationFn: async (email: string): Promise<boolean> =>
      (await client.request(REQUEST_CLIENT_SIGN_IN_LINK, { email })).requestClientSignInLink ?? false,
  });
}
