/**
 * The operations queue's statuses and page size (docs/requirements.md#binding), apart from the
 * schemas: the web's operations route reads them at start-up to ask for the queue's first page
 * early, in the first load, where zod and the forms' rules are not.
 */
import type { ContractStatus } from './contract-status.js';

/** The statuses the operations queue shows (docs/requirements.md#binding). */
export const OPERATIONS_QUEUE_STATUSES: readonly ContractStatus[] = ['PENDING_APPROVAL', 'CLIENT_REVIEWED'];

/** One page of the queue: this many applications unless `limit` asks fewer or more (at most the max). */
export const REVIEW_QUEUE_PAGE_SIZE = 50;
export const REVIEW_QUEUE_PAGE_MAX = 100;
