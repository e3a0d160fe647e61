/**
 * The texts of a policy's index panel and of the operations claims pages
 * (docs/requirements.md#claims): the policy states and claim statuses in words, how an approved
 * claim is payable, the rule a rejection's reason follows, and the pages' titles, dialogs and
 * toasts. The web imports them (one home for every user-facing text).
 */
import { CLAIM_REASON_MIN, claimMessages } from './claim-review.js';
import { formatUsDate } from '../quoting/policy-period.js';
import { formatUsd } from '../quoting/format.js';
import { ClaimStatus, FormStatus, PayoutMethod, PolicyState } from './claim-statuses.js';

/** How each policy state reads on the policy's index panel. */
export const policyStateLabels: Readonly<Record<PolicyState, string>> = {
  [PolicyState.NOT_STARTED]: 'Not started',
  [PolicyState.RUNNING]: 'Period running',
  [PolicyState.AWAITING_DATA]: 'Awaiting final data',
  [PolicyState.CLAIM_OPEN]: 'Claim pending review',
  [PolicyState.PAID]: 'Claim approved',
  [PolicyState.CLAIM_REJECTED]: 'Claim rejected',
  [PolicyState.CLOSED]: 'Closed — no payout',
};

export const isPolicyState = (value: string): value is PolicyState =>
  Object.prototype.hasOwnProperty.call(policyStateLabels, value);

/** How each claim status reads (the operations tabs, the policy's panel). */
export const claimStatusLabels: Readonly<Record<ClaimStatus, string>> = {
  [ClaimStatus.PENDING_REVIEW]: 'Pending review',
  [ClaimStatus.APPROVED]: 'Approved',
  [ClaimStatus.REJECTED]: 'Rejected',
};

export const isClaimStatus = (value: string): value is ClaimStatus =>
  Object.prototype.hasOwnProperty.call(claimStatusLabels, value);

/** How a loss report's status reads on the operations claim page. */
export const lossReportStatusLabels: Readonly<Record<FormStatus, string>> = {
  [FormStatus.DRAFT]: 'Draft',
  [FormStatus.NEEDS_REVIEW]: 'Signed, needs review',
  [FormStatus.COMPLETE]: 'Complete',
  [FormStatus.APPROVED]: 'Approved',
  [FormStatus.REJECTED]: 'Rejected',
};

export const lossReportStatusLabelOf = (status: string): string =>
  (lossReportStatusLabels as Record<string, string>)[status] ?? status;

/** "ACH ••••1234" or "eCheck": how an approved claim is paid. */
export function payableLabel(method: string | null | undefined, account?: string | null): string {
  if (method === PayoutMethod.ACH) return account ? `ACH ${account}` : 'ACH';
  return PayoutMethod.ECHECK;
}

/** Why a rejection's reason is refused (the rule reviewClaim's schema applies), or null when it may be sent. */
export function claimRejectionReasonError(reason: string | null | undefined): string | null {
  return (reason ?? '').trim().length >= CLAIM_REASON_MIN ? null : claimMessages.reasonRequired;
}

/** The policy's live index panel (the agent's policy page and the client's pages). */
export const policyIndexTexts = {
  title: 'Policy Index',
  loadError: 'The policy index could not be loaded.',
  indexToDate: 'Index to date',
  payoutIfEnded: 'Payout if the period ended today',
  historicalRange: 'Historical range, same days',
  historicalRangeAsIfToday: 'As if today, same days',
  daysElapsed: 'Days elapsed',
  daysRemaining: 'Days remaining',
  demoData: 'Demo data: this index is computed on demo weather data, not on observed data.',
  observedData: 'Observed weather data',
  notStarted: (startDate: string) =>
    `The policy period starts on ${formatUsDate(startDate)}. The index is tracked from its first day.`,
  noDataYet: 'No weather data covers the period yet. The index shows once the first days are in.',
  awaitingData:
    'The period has ended. The policy settles once the weather data covers every day and has settled.',
  settlementTitle: 'Settlement',
  claimPending: 'The claim is waiting for review by Almanac operations.',
  claimApproved: (payout: number, payable: string) => `Approved: ${formatUsd(payout)} payable by ${payable}.`,
  claimRejected: (reason: string | null | undefined) =>
    reason ? `Rejected. Reason: ${reason}` : 'Rejected.',
  closedNoPayout: (index: string) => `Closed — no payout. The observed index was ${index}.`,
  chartSummary: (index: string, trigger: string, exhaust: string, range: string | null) =>
    `Index to date ${index} against the trigger at ${trigger} and the exhaust at ${exhaust}.${
      range ? ` Historical range for the same days: ${range}.` : ''
    }`,
} as const;

/** The operations claims pages. */
export const claimTexts = {
  title: 'Claims',
  link: 'Claims',
  lead: 'Claims opened by the settlement of a policy whose index triggered a payout, oldest first.',
  empty: 'No claim is in this status.',
  loadError: 'The claims could not be loaded.',
  claimLoadError: 'The claim could not be loaded.',
  notFound: 'This claim does not exist',
  notFoundBody: 'Check the link, or find the claim in the list.',
  backToClaims: 'Back to Claims',
  decisionTitle: 'Decision',
  approve: 'Approve',
  reject: 'Reject',
  approveTitle: 'Approve this claim?',
  approveBody: (payout: number, payable: string) =>
    `The payout of ${formatUsd(payout)} becomes payable to the policyholder by ${payable}. The policyholder and the agent are e-mailed.`,
  rejectTitle: 'Reject this claim?',
  rejectBody:
    'The policyholder and the agent are e-mailed your message to the client (or a standard sentence), never your internal notes. The policy pays nothing.',
  reasonLabel: 'Reason for rejecting (internal notes, never shown to the client)',
  approvedToast: 'Claim approved. The policyholder and the agent have been told.',
  rejectedToast: 'Claim rejected. The policyholder and the agent have been told.',
  decided: (status: string, day: string) => `${status} on ${formatUsDate(day)}.`,
  noLossReports: 'The policyholder has filed no loss report on this policy.',
  lossReportsTitle: 'Loss Reports',
  settlementTitle: 'Settlement',
  policyTitle: 'Policy Terms',
} as const;
