/** The weather data update runs operations watch (getDataUpdateRuns), fetched on every visit. */
import { DATA_UPDATE_RUNS_MAX_LIMIT } from '@almanac/core';
import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/index.js';
import { GET_DATA_UPDATE_RUNS } from './data-updates-documents.js';

export function useDataUpdateRuns() {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: ['operations', 'data-updates'],
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await client.request(GET_DATA_UPDATE_RUNS, { limit: DATA_UPDATE_RUNS_MAX_LIMIT }, { signal }))
        .getDataUpdateRuns,
  });
}
