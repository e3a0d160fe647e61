/**
 * The policy lists' call (docs/requirements.md#policy-lists): getPolicies, one page after a
 * nextToken, searched and optionally the expiring window.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql/document.js';
import { useGraphqlClient } from '../../../lib/graphql/index.js';
import type { GetPoliciesQuery } from '../../../lib/graphql/generated/graphql.js';

export const GET_POLICIES = graphql(`
  query GetPolicies($search: String, $expiringSoon: Boolean, $limit: Int, $nextToken: String) {
    getPolicies(search: $search, expiringSoon: $expiringSoon, limit: $limit, nextToken: $nextToken) {
      items {
        contractId
        quoteId
        policyNumber
        insuredName
        programTitle
        startDate
        endDate
        limit
        status
        indexState
      }
      nextToken
    }
  }
`);

export type PolicyListItem = GetPoliciesQuery['getPolicies']['items'][number];

export interface PoliciesQuery {
  search: string;
  expiringSoon: boolean;
  /** The token of the page asked for (undefined: the first). */
  nextToken?: string;
}

export function usePoliciesPage(query: PoliciesQuery) {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: ['policies', 'list', query],
    placeholderData: keepPreviousData,
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (
        await client.request(
          GET_POLICIES,
          {
            ...(query.search ? { search: query.search } : {}),
            ...(query.expiringSoon ? { expiringSoon: true } : {}),
            ...(query.nextToken ? { nextToken: query.nextToken } : {}),
          },
          { signal },
        )
      ).getPolicies,
  });
}
