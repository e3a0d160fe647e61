/**
 * The operations page of agency applications (docs/requirements.md#onboarding): those in review
 * (getOrganizationApplicationsForReview, oldest first), one of them, and the decision
 * (reviewOrganizationApplication), after which the list is fetched again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizationReviewInput } from '../../../lib/graphql/generated/graphql.js';
import { useGraphqlClient } from '../../../lib/graphql/index.js';
import {
  GET_ORGANIZATION_APPLICATION,
  GET_ORGANIZATION_APPLICATIONS_FOR_REVIEW,
  REVIEW_ORGANIZATION_APPLICATION,
} from './agencies-documents.js';

const agenciesKey = ['operations', 'agencies'] as const;

export function useAgencyQueue() {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: [...agenciesKey, 'queue'],
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (
        await client.request(
          GET_ORGANIZATION_APPLICATIONS_FOR_REVIEW,
          { statuses: ['NeedsReview'] },
          { signal },
        )
      ).getOrganizationApplicationsForReview,
  });
}

export function useAgencyApplication(organization: string) {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: [...agenciesKey, 'one', organization],
    staleTime: 0,
    retry: false,
    queryFn: async ({ signal }) =>
      (await client.request(GET_ORGANIZATION_APPLICATION, { organization }, { signal }))
        .getOrganizationApplication ?? null,
  });
}

export function useReviewAgency(organization: string) {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: OrganizationReviewInput) => {
      const data = await client.request(REVIEW_ORGANIZATION_APPLICATION, { organization, input });
      if (!data.reviewOrganizationApplication) throw new Error('The decision could not be recorded.');
      return data.reviewOrganizationApplication;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: agenciesKey }),
  });
}
