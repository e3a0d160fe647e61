/**
 * The one status badge a premium indication, application or policy shows in the lists and the
 * export (docs/requirements.md#policy-lists): a saved indication, each application status, and a
 * bound policy's own (active, expired, cancelled), each with its words and its colour, so a
 * draft, a policy and a rejected application never look alike.
 */
import { ContractStatus, contractStatusLabels, isContractStatus } from './contract-status.js';
import { policyStatusOf } from './binding.js';

export const ListStatus = {
  SAVED: 'SAVED',
  DRAFT: 'DRAFT',
  SUBMITTED: 'SUBMITTED',
  PENDING_APPROVAL: 'PENDING_APPROVAL',
  AWAITING_CLIENT: 'AWAITING_CLIENT',
  AWAITING_AGENT: 'AWAITING_AGENT',
  CLIENT_REVIEWED: 'CLIENT_REVIEWED',
  /** APPROVED and paid, its period not ended: a policy in force (or about to be). */
  POLICY_ACTIVE: 'POLICY_ACTIVE',
  /** APPROVED, its period ended. */
  POLICY_EXPIRED: 'POLICY_EXPIRED',
  /** APPROVED but the policy is not issued yet (no number): bound, documents on their way. */
  BOUND: 'BOUND',
  REJECTED: 'REJECTED',
  EXPIRED: 'EXPIRED',
  CANCELLED: 'CANCELLED',
} as const;
export type ListStatus = (typeof ListStatus)[keyof typeof ListStatus];

/** A colour the web has a palette for (a Chakra colour name). */
export type StatusColour =
  'gray' | 'blue' | 'cyan' | 'orange' | 'yellow' | 'purple' | 'teal' | 'green' | 'red' | 'pink';

export interface StatusBadge {
  readonly label: string;
  readonly colour: StatusColour;
  /** solid for a policy, subtle for work in progress, outline for an end without a policy. */
  readonly variant: 'solid' | 'subtle' | 'outline';
}

/** Every status's words and colour; no two alike. */
export const listStatusBadges: Readonly<Record<ListStatus, StatusBadge>> = {
  SAVED: { label: 'Saved', colour: 'gray', variant: 'subtle' },
  DRAFT: { label: 'Application Draft', colour: 'blue', variant: 'subtle' },
  SUBMITTED: { label: contractStatusLabels.SUBMITTED, colour: 'cyan', variant: 'subtle' },
  PENDING_APPROVAL: { label: 'In Underwriting Review', colour: 'orange', variant: 'subtle' },
  AWAITING_CLIENT: { label: contractStatusLabels.AWAITING_CLIENT, colour: 'purple', variant: 'subtle' },
  AWAITING_AGENT: { label: 'Changes Requested', colour: 'yellow', variant: 'subtle' },
  CLIENT_REVIEWED: { label: 'Client Signed, Awaiting Payment', colour: 'teal', variant: 'subtle' },
  BOUND: { label: 'Bound', colour: 'green', variant: 'subtle' },
  POLICY_ACTIVE: { label: 'Policy Active', colour: 'green', variant: 'solid' },
  POLICY_EXPIRED: { label: 'Policy Ended', colour: 'gray', variant: 'solid' },
  REJECTED: { label: contractStatusLabels.REJECTED, colour: 'red', variant: 'outline' },
  EXPIRED: { label: 'Application Expired', colour: 'gray', variant: 'outline' },
  CANCELLED: { label: contractStatusLabels.CANCELLED, colour: 'pink', variant: 'outline' },
};

/**
 * The status of a list row: Saved before an application exists; the application's status while
 * there is one; a bound contract's policy status once it has a policy number (Active until the
 * period ends, then Ended).
 */
export function listStatusOf(
  row: {
    /** The quote's own status (Saved, Submitted) when the row is a premium indication. */
    status?: string | null;
    contractStatus?: string | null;
    policyNumber?: string | null;
    riskPeriod: { endDate: string };
  },
  today: string,
): ListStatus {
  const status = row.contractStatus;
  // A submitted indication whose application's status is not known (yet): Submitted.
  if (!status || !isContractStatus(status))
    return row.status === 'Submitted' ? ListStatus.SUBMITTED : ListStatus.SAVED;
  if (status === ContractStatus.APPROVED) {
    if (!row.policyNumber) return ListStatus.BOUND;
    return policyStatusOf({ status, riskPeriod: row.riskPeriod }, today) === 'Expired'
      ? ListStatus.POLICY_EXPIRED
      : ListStatus.POLICY_ACTIVE;
  }
  return status;
}

/** The badge of a list row (listStatusOf). */
export const listStatusBadgeOf = (...args: Parameters<typeof listStatusOf>): StatusBadge =>
  listStatusBadges[listStatusOf(...args)];
