/** The signed-in client's calls (issue 27 item 12): the sign-in link (once per token) and their policies. */
import { useQuery } from '@tanstack/react-query';
import type {
  AcceptClientSignInMutation,
  GetMyPoliciesQuery,
} from '../../../lib/graphql/generated/graphql.js';
import { useGraphqlClient } from '../../../lib/graphql/index.js';
import { useSingleUseLink } from '../../../lib/graphql/single-use-link.js';
import { ACCEPT_CLIENT_SIGN_IN, GET_MY_POLICIES } from './client-portal-documents.js';

export type ClientSignInAuth = NonNullable<AcceptClientSignInMutation['acceptClientSignIn']>;
export type ClientPolicy = GetMyPoliciesQuery['getMyPolicies']['items'][number];

/** The sign-in link's answer (the API key: core's publicFields lists the operation), sent once per token. */
export const useAcceptClientSignIn = (token: string) =>
  useSingleUseLink('clientSignIn', token, async (client, t): Promise<ClientSignInAuth> => {
    const auth = (await client.request(ACCEPT_CLIENT_SIGN_IN, { token: t })).acceptClientSignIn;
    if (!auth) throw new Error('The link answered nothing.');
    return auth;
  });

export function useMyPolicies() {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: ['myPolicies'],
    retry: false,
    queryFn: async ({ signal }) => (await client.request(GET_MY_POLICIES, {}, { signal })).getMyPolicies,
  });
}
