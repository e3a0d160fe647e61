/**
 * The statuses of the claims area (docs/requirements.md#status-form, #claims): a loss report's
 * form status, a claim's review status, and the state a bound policy is in between its inception
 * and its settlement. The rules that move them live beside them in core/src/claims.
 */

/** A form's status (a loss report): DRAFT when saved, NEEDS_REVIEW once signed. */
export const FormStatus = {
  DRAFT: 'DRAFT',
  NEEDS_REVIEW: 'NEEDS_REVIEW',
  /** The settlement closed the policy without a payout: the report is answered by the index. */
  COMPLETE: 'COMPLETE',
  /** Its claim was approved: payable. */
  APPROVED: 'APPROVED',
  /** Its claim was rejected, with a reason. */
  REJECTED: 'REJECTED',
} as const;
export type FormStatus = (typeof FormStatus)[keyof typeof FormStatus];
export const formStatuses = Object.values(FormStatus) as [FormStatus, ...FormStatus[]];

/** The one form type this area writes (the other, PRODUCER_REGISTRATION, is not built). */
export const LOSS_REPORT_FORM_TYPE = 'LOSS_REPORT';

/** A claim opened by a settlement with a payout above zero. */
export const ClaimStatus = {
  PENDING_REVIEW: 'PENDING_REVIEW',
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
} as const;
export type ClaimStatus = (typeof ClaimStatus)[keyof typeof ClaimStatus];
export const claimStatuses = Object.values(ClaimStatus) as [ClaimStatus, ...ClaimStatus[]];

/** What a settlement did: opened a claim (payout above zero) or closed the policy. */
export const SettlementOutcome = {
  CLAIM_OPENED: 'CLAIM_OPENED',
  CLOSED_NO_PAYOUT: 'CLOSED_NO_PAYOUT',
} as const;
export type SettlementOutcome = (typeof SettlementOutcome)[keyof typeof SettlementOutcome];

/** Where a bound policy stands (the policy pages' index panel). */
export const PolicyState = {
  NOT_STARTED: 'NOT_STARTED',
  RUNNING: 'RUNNING',
  /** The period has ended; the settlement waits for the data to cover every day and settle. */
  AWAITING_DATA: 'AWAITING_DATA',
  CLAIM_OPEN: 'CLAIM_OPEN',
  PAID: 'PAID',
  CLAIM_REJECTED: 'CLAIM_REJECTED',
  CLOSED: 'CLOSED',
} as const;
export type PolicyState = (typeof PolicyState)[keyof typeof PolicyState];

/** Payout methods of a loss report's review (eCheck by default; ACH only with an account on file). */
export const PayoutMethod = { ECHECK: 'eCheck', ACH: 'ACH' } as const;
export type PayoutMethod = (typeof PayoutMethod)[keyof typeof PayoutMethod];
export const payoutMethods = Object.values(PayoutMethod) as [PayoutMethod, ...PayoutMethod[]];
