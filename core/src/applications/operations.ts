/**
 * Operations on applications that wait for the platform (docs/requirements.md#binding,
 * docs/decisions.md issue 13): the underwriting queue's input, the texts operations see when a
 * decision or a wire is refused, and the daily job's date. Pure.
 */
import * as z from 'zod';
import { formatUsd } from '../quoting/format.js';
import {
  latestUsDayOf,
  formatUsDate,
  QUOTING_DAY_UTC_OFFSET_HOURS,
  quotingToday,
} from '../quoting/policy-period.js';
import { wireReceivedSchema } from './binding.js';
import {
  OPERATIONS_QUEUE_STATUSES,
  REVIEW_QUEUE_PAGE_MAX,
  REVIEW_QUEUE_PAGE_SIZE,
} from './operations-queue.js';
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

export const operationsMessages = {
  statuses: 'The operations queue lists only applications waiting for an underwriter, the client or payment',
  notPendingApproval: "This application is not waiting for an underwriter's decision.",
  notAwaitingPayment: paymentTexts.notPayable,
  wireInFuture: 'The date the wire arrived cannot be in the future.',
  wireBeforeApplication: (applicationDate: string) =>
    `The date the wire arrived cannot be before the application was submitted (${applicationDate}).`,
  wireAfterDueDate: (dueDate: string) =>
    `The wire arrived after the payment due date (${dueDate}), so the cover cannot be bound.`,
  futureJobDate: 'The daily job cannot run for a day that has not come yet.',
  queueLimit: `limit must be a whole number from 1 to ${REVIEW_QUEUE_PAGE_MAX}`,
  queueNextToken: 'nextToken is not valid: ask for the first page again',
} as const;

// ---------------------------------------------------------------- a wire's received date

/**
 * The first day a client's wire can have arrived: the day the application was submitted (the
 * quoting day of `submittedAt`, else of `createdAt`). The quoting day is the earliest in the
 * country, so no operator's local date of that moment is before it.
 */
export const applicationDayOf = (c: {
  submittedAt?: string | null;
  createdAt?: string | null;
}): string | null => {
  const at = c.submittedAt ?? c.createdAt;
  return at ? quotingToday(new Date(at)) : null;
};

/**
 * Why a wire's received date cannot be recorded, or undefined: not before the application
 * (`applicationDate`), not after `latest` (the server: its quoting day plus a day for the
 * operator's time zone; the form: the browser's today).
 */
export function wireReceivedDateError(
  receivedDate: string,
  bounds: { applicationDate: string | null; latest: string },
): string | undefined {
  if (bounds.applicationDate && receivedDate < bounds.applicationDate)
    return operationsMessages.wireBeforeApplication(formatUsDate(bounds.applicationDate));
  if (receivedDate > bounds.latest) return operationsMessages.wireInFuture;
  return undefined;
}

/** The server's latest acceptable received date: the latest US calendar day (latestUsDayOf). */
export const latestWireDate = (now: Date): string => latestUsDayOf(quotingToday(now));

/** Mark Wire Received's form: core's wireReceivedSchema input, the date bounded (wireReceivedDateError). */
export const wireReceivedFormSchema = (bounds: { applicationDate: string | null; latest: string }) =>
  wireReceivedSchema.shape.input.superRefine((v, ctx) => {
    const error = wireReceivedDateError(v.receivedDate, bounds);
    if (error) ctx.addIssue({ code: 'custom', message: error, path: ['receivedDate'] });
  });

// ---------------------------------------------------------------- final actions ask first

/** The confirmation every final operations action asks first: what will happen, and that it is final. */
export const operationsConfirmTexts = {
  approveTitle: 'Approve this application?',
  approveBody:
    'The client is e-mailed an invitation to review, sign and pay, and the agent is told. An approval cannot be taken back.',
  rejectTitle: 'Reject this application?',
  rejectBody:
    'The application is closed for good: the agent and the client are told it was rejected, and it cannot be reopened.',
  wireTitle: 'Record the wire and bind the policy?',
  wireBody: (amountDollars: number, receivedDate: string, reference: string) =>
    `The wire ${reference} of ${formatUsd(amountDollars)}, received on ${formatUsDate(receivedDate)}, is recorded as the payment in full. The policy is bound and issued and the client and agent are e-mailed. This cannot be undone.`,
  confirm: 'Confirm',
  cancel: 'Cancel',
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
