import { OPERATIONS_QUEUE_STATUSES, REVIEW_QUEUE_PAGE_SIZE } from '@almanac/core';
import { earlyRequest } from '../../../lib/graphql/early-requests.js';
import { GET_CONTRACTS_FOR_REVIEW } from './operations-documents.js';

/** The variables of one page of the operations queue (the first page: no token). */
export const reviewQueuePageVariables = (nextToken: string | null) => ({
  statuses: [...OPERATIONS_QUEUE_STATUSES],
  limit: REVIEW_QUEUE_PAGE_SIZE,
  nextToken,
});

/** The queue's first page, as useReviewQueue asks for it (started early by routes.ts). */
export const reviewQueueFirstPageRequest = () =>
  earlyRequest(GET_CONTRACTS_FOR_REVIEW, reviewQueuePageVariables(null));
