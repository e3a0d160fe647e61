/**
 * The operations queue's calls (docs/requirements.md#binding): the applications waiting for an
 * underwriter or for payment (getContractsForReview with core's OPERATIONS_QUEUE_STATUSES, payment
 * due soonest first, a page at a time), an underwriter's decision (reviewContract) and a wire received (markWirePaymentReceived).
 * A decided or paid application leaves the queue, so the queue is fetched again after each.
 */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useGraphqlClient } from '../../../lib/graphql/index.js';
import type { ContractReviewInput, WireReceivedInput } from '../../../lib/graphql/generated/graphql.js';
import {
  GET_CONTRACTS_FOR_REVIEW,
  MARK_WIRE_PAYMENT_RECEIVED,
  REVIEW_CONTRACT,
} from './operations-documents.js';
import { reviewQueuePageVariables } from './review-queue-request.js';

export const reviewQueueKey = ['operations', 'review-queue'] as const;
/** Premium indication lists show the application's status: fetched again after a change. */
const quoteListsPrefix = ['quotes'] as const;

/**
 * The applications in the queue's statuses (both tabs from one call), a page at a time: `data` is
 * every page loaded so far; `fetchNextPage` loads the next while `hasNextPage`.
 */
export function useReviewQueue() {
  const client = useGraphqlClient();
  const query = useInfiniteQuery({
    queryKey: reviewQueueKey,
    staleTime: 0,
    initialPageParam: null as string | null,
    queryFn: async ({ signal, pageParam }) => {
      const data = await client.request(GET_CONTRACTS_FOR_REVIEW, reviewQueuePageVariables(pageParam), {
        signal,
      });
      return data.getContractsForReview;
    },
    getNextPageParam: (last) => last.nextToken ?? undefined,
  });
  const data = useMemo(() => query.data?.pages.flatMap((p) => p.items), [query.data]);
  return { ...query, data };
}

function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: reviewQueueKey });
    void queryClient.invalidateQueries({ queryKey: quoteListsPrefix });
  };
}

export function useReviewContract(contractId: string) {
  const client = useGraphqlClient();
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: async (input: ContractReviewInput) => {
      const data = await client.request(REVIEW_CONTRACT, { contract: contractId, input });
      if (!data.reviewContract) throw new Error('The decision could not be recorded.');
      return data.reviewContract;
    },
    onSuccess: refresh,
  });
}

export function useMarkWireReceived(contractId: string) {
  const client = useGraphqlClient();
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: async (input: WireReceivedInput) => {
      const data = await client.request(MARK_WIRE_PAYMENT_RECEIVED, { contract: contractId, input });
      if (!data.markWirePaymentReceived) throw new Error('The wire could not be recorded.');
      return data.markWirePaymentReceived;
    },
    onSuccess: refresh,
  });
}
