/**
 * Operations on applications that wait for the platform (docs/requirements.md#binding,
 * docs/decisions.md issue 13): the underwriting queue's input, the texts operations see when a
 * decision or a wire is refused, and the daily job's date. Pure.
 */
import { z } from 'zod';
import { QUOTING_DAY_UTC_OFFSET_HOURS } from '../quoting/policy-period.js';
import { OPERATIONS_QUEUE_STATUSES } from './binding.js';
import { ContractStatus } from './contract-status.js';
import { paymentTexts } from './payment.js';

/**
 * The statuses the queue can list (every one is indexed while a contract is in it): applications
 * waiting for an underwriter, the client or payment. Drafts and final statuses are not listed.
 */
export const REVIEW_QUEUE_LISTABLE_STATUSES: readonly ContractStatus[] = [
  ContractStatus.PENDING_APPROVAL,
  ContractStatus.SUBMITTED,
  ContractStatus.AWAITING_CLIENT,
  ContractStatus.AWAITING_AGENT,
  ContractStatus.CLIENT_REVIEWED,
];
/** One page of the queue: this many applications unless `limit` asks fewer or more (at most the max). */
export const REVIEW_QUEUE_PAGE_SIZE = 50;
export const REVIEW_QUEUE_PAGE_MAX = 100;

export const operationsMessages = {
  statuses: 'The operations queue lists only applications waiting for an underwriter, the client or payment',
  notPendingApproval: "This application is not waiting for an underwriter's decision.",
  notAwaitingPayment: paymentTexts.notPayable,
  wireInFuture: 'The date the wire arrived cannot be in the future.',
  wireAfterDueDate: (dueDate: string) =>
    `The wire arrived after the payment due date (${dueDate}), so the cover cannot be bound.`,
  futureJobDate: 'The daily job cannot run for a day that has not come yet.',
  queueLimit: `limit must be a whole number from 1 to ${REVIEW_QUEUE_PAGE_MAX}`,
  queueNextToken: 'nextToken is not valid: ask for the first page again',
} as const;

/**
 * getContractsForReview(statuses, limit, nextToken): default core's OPERATIONS_QUEUE_STATUSES, one
 * page of REVIEW_QUEUE_PAGE_SIZE; nextToken is the one the previous page answered.
 */
export const contractsForReviewSchema = z.object({
  statuses: z
    .array(
      z.string().refine((s) => (REVIEW_QUEUE_LISTABLE_STATUSES as readonly string[]).includes(s), {
        message: operationsMessages.statuses,
      }),
    )
    .max(REVIEW_QUEUE_LISTABLE_STATUSES.length, operationsMessages.statuses)
    .nullish()
    .transform((s) =>
      s && s.length > 0 ? ([...new Set(s)] as ContractStatus[]) : [...OPERATIONS_QUEUE_STATUSES],
    ),
  limit: z
    .number({ error: operationsMessages.queueLimit })
    .int(operationsMessages.queueLimit)
    .min(1, operationsMessages.queueLimit)
    .max(REVIEW_QUEUE_PAGE_MAX, operationsMessages.queueLimit)
    .nullish()
    .transform((v) => v ?? REVIEW_QUEUE_PAGE_SIZE),
  nextToken: z.string().max(400, operationsMessages.queueNextToken).nullish(),
});

/** The daily job's day (YYYY-MM-DD): by default the quoting day it runs on; an operator may replay one. */
export const dailyJobDateSchema = z.iso.date('The date must be YYYY-MM-DD');

/**
 * When the daily contracts job runs (UTC): a quarter of an hour after the quoting day begins
 * (midnight at UTC-10 is 10:00 UTC), so its day is the new quoting day.
 */
export const DAILY_CONTRACTS_JOB_UTC = {
  hour: ((-QUOTING_DAY_UTC_OFFSET_HOURS % 24) + 24) % 24,
  minute: 15,
} as const;

/**
 * The agent's page of an application or policy: the details of the premium indication it was made
 * from, which show the contract's state ("Policy Details", docs/requirements.md#quote-details).
 */
export const agentContractPath = (quoteId: string): string => `/quotes/${encodeURIComponent(quoteId)}`;
