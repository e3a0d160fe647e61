/** The exposure operations watch (getExposureSummary), fetched on every visit. */
import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/index.js';
import { GET_EXPOSURE_SUMMARY } from './exposure-documents.js';

export function useExposureSummary() {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: ['operations', 'exposure'],
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await client.request(GET_EXPOSURE_SUMMARY, {}, { signal })).getExposureSummary,
  });
}
