/**
 * getPolicyIndex for a bound policy (docs/requirements.md#claims): the agency's, the
 * policyholder's or operations' view of the index to date, the settlement and the claim.
 */
import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../lib/graphql/index.js';
import { GET_POLICY_INDEX } from './policy-index-documents.js';

export const policyIndexKey = (contractId: string) => ['policy-index', contractId] as const;

/** The index moves once a day: a minute's staleness is plenty. */
const STALE_MS = 60_000;

export function usePolicyIndex(contractId: string, enabled = true) {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: policyIndexKey(contractId),
    enabled: enabled && !!contractId,
    staleTime: STALE_MS,
    retry: false,
    queryFn: async ({ signal }) => {
      const data = await client.request(GET_POLICY_INDEX, { contractId }, { signal });
      return data.getPolicyIndex ?? null;
    },
  });
}
