/**
 * The dashboard's calls (docs/requirements.md#dashboard, #entity-forms, #api-selling):
 * getAgentStats for the portfolio counters (only for users who can quote) and saveFeedback for
 * Provide Feedback.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/index.js';
import { GET_AGENT_STATS, SAVE_FEEDBACK } from './dashboard-documents.js';
import type { GetAgentStatsQuery } from '../../../lib/graphql/generated/graphql.js';

export type AgentStats = NonNullable<GetAgentStatsQuery['getAgentStats']>;

export const agentStatsKey = ['dashboard', 'agent-stats'] as const;

export function useAgentStats(enabled: boolean) {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: agentStatsKey,
    enabled,
    // Quotes are saved and deleted elsewhere: the counters are fetched fresh on each visit.
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const data = await client.request(GET_AGENT_STATS, {}, { signal });
      return (
        data.getAgentStats ?? {
          totalPremiumIndications: 0,
          totalActivePolicies: 0,
          totalContractsExpiringSoon: 0,
        }
      );
    },
  });
}

export function useSaveFeedback() {
  const client = useGraphqlClient();
  return useMutation({
    mutationFn: async (input: { rating: number; feedback?: string }) => {
      const data = await client.request(SAVE_FEEDBACK, input);
      if (data.saveFeedback !== true) throw new Error('Your feedback could not be saved.');
    },
  });
}
