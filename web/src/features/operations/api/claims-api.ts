/**
 * The operations claims pages' calls (docs/requirements.md#claims): the claims in a status
 * (getClaims, oldest first), one claim (getClaim) and the decision (reviewClaim), after which the
 * lists, the claim and the policy's index are fetched again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimReviewInput } from '../../../lib/graphql/generated/graphql.js';
import { useGraphqlClient } from '../../../lib/graphql/index.js';
import { policyIndexKey } from '../../../shared/policy-index/policy-index-api.js';
import { GET_CLAIM, GET_CLAIMS, REVIEW_CLAIM } from './claims-documents.js';

const claimsKey = ['operations', 'claims'] as const;
/** One page is plenty for a review queue; the server's count says when there are more. */
export const CLAIMS_PAGE_LIMIT = 100;

export function useClaims(status: string) {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: [...claimsKey, 'list', status],
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (
        await client.request(
          GET_CLAIMS,
          { status, pagination: { page: 1, limit: CLAIMS_PAGE_LIMIT } },
          { signal },
        )
      ).getClaims ?? { items: [], count: 0 },
  });
}

export function useClaim(id: string) {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: [...claimsKey, 'one', id],
    staleTime: 0,
    retry: false,
    queryFn: async ({ signal }) => (await client.request(GET_CLAIM, { id }, { signal })).getClaim ?? null,
  });
}

export function useReviewClaim(id: string) {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ClaimReviewInput) => {
      const data = await client.request(REVIEW_CLAIM, { id, input });
      if (!data.reviewClaim) throw new Error('The decision could not be recorded.');
      return data.reviewClaim;
    },
    onSuccess: (claim) => {
      void queryClient.invalidateQueries({ queryKey: claimsKey });
      void queryClient.invalidateQueries({ queryKey: policyIndexKey(claim.contractId) });
    },
  });
}
