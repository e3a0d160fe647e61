/**
 * Agency onboarding's calls as hooks (docs/requirements.md#onboarding). Every change answers the
 * application as written, which replaces the cached one; the signed-in user is fetched again after
 * a designation or a submission (the role and the organisation's status changed).
 */
import { sellingRoles } from '@almanac/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizationApplicationInput } from '../../../lib/graphql/generated/graphql.js';
import { useGraphqlClient } from '../../../lib/graphql/index.js';
import { currentUserKey } from '../../../lib/session/index.js';
import type {
  OnboardingPerson,
  OrganizationOnboarding,
} from '../../../shared/onboarding/onboarding-model.js';
import {
  DESIGNATE_PRIMARY_AGENT,
  GET_ORGANIZATION_ONBOARDING,
  ONBOARDING_TEAM,
  SAVE_ORGANIZATION_APPLICATION,
  SUBMIT_ORGANIZATION_APPLICATION,
} from './onboarding-documents.js';

export const onboardingKey = ['onboarding', 'application'] as const;

export function useOrganizationOnboarding() {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: onboardingKey,
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const data = await client.request(GET_ORGANIZATION_ONBOARDING, {}, { signal });
      if (!data.getOrganizationOnboarding) throw new Error('The agency application could not be loaded.');
      return data.getOrganizationOnboarding;
    },
  });
}

/** The active selling members of the team (who can be designated); [] when the team cannot be read. */
export function useSellingTeam(enabled: boolean) {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: ['onboarding', 'team'],
    enabled,
    retry: false,
    queryFn: async ({ signal }): Promise<OnboardingPerson[]> => {
      const data = await client.request(ONBOARDING_TEAM, {}, { signal });
      return data.getOrganizationTeam.flatMap((m) =>
        m.status === 'Active' && m.user && sellingRoles.includes(m.user.role) ? [m.user] : [],
      );
    },
  });
}

function useOnboardingChange<V>(
  send: (vars: V) => Promise<OrganizationOnboarding | null | undefined>,
  refreshUser: boolean,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: V) => {
      const answer = await send(vars);
      if (!answer) throw new Error('The agency application could not be saved.');
      return answer;
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(onboardingKey, answer);
      if (refreshUser) void queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}

export function useDesignatePrimaryAgent() {
  const client = useGraphqlClient();
  return useOnboardingChange(
    async (user: string) => (await client.request(DESIGNATE_PRIMARY_AGENT, { user })).designatePrimaryAgent,
    true,
  );
}

export function useSaveApplication() {
  const client = useGraphqlClient();
  return useOnboardingChange(
    async (input: OrganizationApplicationInput) =>
      (await client.request(SAVE_ORGANIZATION_APPLICATION, { input })).saveOrganizationApplication,
    false,
  );
}

export function useSubmitApplication() {
  const client = useGraphqlClient();
  return useOnboardingChange(
    async (input: OrganizationApplicationInput) =>
      (await client.request(SUBMIT_ORGANIZATION_APPLICATION, { input })).submitOrganizationApplication,
    true,
  );
}
