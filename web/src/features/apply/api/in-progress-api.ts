/** The applications in progress Apply for Coverage lists (docs/requirements.md#apply-select). */
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql/document.js';
import { useGraphqlClient } from '../../../lib/graphql/index.js';
import type { ListApplicationsInProgressQuery } from '../../../lib/graphql/generated/graphql.js';

export const LIST_APPLICATIONS_IN_PROGRESS = graphql(`
  query ListApplicationsInProgress($limit: Int, $nextToken: String) {
    getApplicationsInProgress(limit: $limit, nextToken: $nextToken) {
      items {
        contractId
        quoteId
        clientName
        insuredName
        programTitle
        status
        applicationDeadline
        startDate
        endDate
        limit
        updatedAt
      }
      nextToken
    }
  }
`);

export type ApplicationInProgress =
  ListApplicationsInProgressQuery['getApplicationsInProgress']['items'][number];

/** One page of the caller's applications in progress (nextToken: the page after it). */
export function useApplicationsInProgressPage(nextToken?: string) {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: ['applications', 'in-progress', nextToken ?? null],
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await client.request(LIST_APPLICATIONS_IN_PROGRESS, nextToken ? { nextToken } : {}, { signal }))
        .getApplicationsInProgress,
  });
}
