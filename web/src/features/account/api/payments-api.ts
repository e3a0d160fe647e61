/**
 * Commission Payments' calls (docs/requirements.md#account-commissions): the masked payout
 * information, saving it, and the commission history page after page (6, then 6 more).
 */
import { COMMISSION_PAGE_SIZE } from '@almanac/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AgentPaymentInput,
  GetAgentCommissionsQuery,
  PayoutInformationFieldsFragment,
} from '../../../lib/graphql/generated/graphql.js';
import { useGraphqlClient } from '../../../lib/graphql/index.js';
import {
  ADD_AGENT_PAYMENT_INFORMATION,
  GET_AGENT_COMMISSIONS,
  GET_PAYOUT_INFORMATION,
} from './payments-documents.js';

export type PayoutInformation = PayoutInformationFieldsFragment;
export type AgentCommission = NonNullable<GetAgentCommissionsQuery['getAgentCommissions']>['items'][number];

const payoutKey = ['account', 'payoutInformation'] as const;
const commissionsKey = ['account', 'commissions'] as const;

/** The caller's payout information (masked), or null before the first save. */
export function usePayoutInformation() {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: payoutKey,
    staleTime: 0,
    queryFn: async ({ signal }): Promise<PayoutInformation | null> =>
      (await client.request(GET_PAYOUT_INFORMATION, {}, { signal })).currentUser?.finance?.paymentsInfo ??
      null,
  });
}

/** Save the payout information; the page then shows what the server answered (masked). */
export function useSavePayoutInformation() {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AgentPaymentInput): Promise<PayoutInformation | null> =>
      (await client.request(ADD_AGENT_PAYMENT_INFORMATION, { input })).addAgentPaymentInformation?.finance
        ?.paymentsInfo ?? null,
    onSuccess: (saved) => queryClient.setQueryData(payoutKey, saved),
  });
}

/** The caller's commissions, newest first: COMMISSION_PAGE_SIZE at first, as many more per page. */
export function useCommissionHistory({ enabled = true }: { enabled?: boolean } = {}) {
  const client = useGraphqlClient();
  const query = useInfiniteQuery({
    queryKey: commissionsKey,
    enabled,
    staleTime: 0,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) =>
      (
        await client.request(
          GET_AGENT_COMMISSIONS,
          { pagination: { page: pageParam, limit: COMMISSION_PAGE_SIZE } },
          { signal },
        )
      ).getAgentCommissions ?? { items: [], count: 0 },
    getNextPageParam: (last, pages) =>
      pages.reduce((n, p) => n + p.items.length, 0) < last.count && last.items.length > 0
        ? pages.length + 1
        : undefined,
  });
  const items: AgentCommission[] = query.data?.pages.flatMap((p) => p.items) ?? [];
  return { ...query, items };
}
