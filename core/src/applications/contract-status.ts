/**
 * The application / contract status machine (docs/requirements.md#status-contract): one pure
 * transition table. The server changes a status only through `assertContractTransition`, as a
 * conditional write on the status it read, so two racing changes cannot both win.
 */
import { AppError } from '../errors.js';
import { addDays } from '../quoting/policy-period.js';

/** Payment in full is due this many days before inception (docs/requirements.md#constants). */
export const PAYMENT_DUE_DAYS_BEFORE_INCEPTION = 15;

export const ContractStatus = {
  DRAFT: 'DRAFT',
  SUBMITTED: 'SUBMITTED',
  PENDING_APPROVAL: 'PENDING_APPROVAL',
  AWAITING_CLIENT: 'AWAITING_CLIENT',
  AWAITING_AGENT: 'AWAITING_AGENT',
  CLIENT_REVIEWED: 'CLIENT_REVIEWED',
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
  EXPIRED: 'EXPIRED',
  CANCELLED: 'CANCELLED',
} as const;
export type ContractStatus = (typeof ContractStatus)[keyof typeof ContractStatus];
export const contractStatuses = Object.values(ContractStatus) as [ContractStatus, ...ContractStatus[]];

const S = ContractStatus;

/**
 * Every allowed change; anything else is refused.
 * - DRAFT: the agent is filling the application in. The broker's signature submits it.
 * - SUBMITTED: signed by the broker; the client's review invitation is being sent (a retry or the
 *   sweeper finishes it), then AWAITING_CLIENT.
 * - PENDING_APPROVAL: signed, but it needs a person (core's `underwritingReasons`): an underwriter
 *   approves it (SUBMITTED again, and the client is invited) or rejects it.
 * - AWAITING_CLIENT: the client may review and sign; AWAITING_AGENT when it goes back to the
 *   agent for changes.
 * - CLIENT_REVIEWED: the client signed; APPROVED once paid (ACH authorised, or a wire received):
 *   bound, a policy.
 * - REJECTED, EXPIRED, CANCELLED: final. APPROVED may still be cancelled. The daily job expires
 *   every open, unpaid application 15 days before inception.
 */
export const contractTransitions: Readonly<Record<ContractStatus, readonly ContractStatus[]>> = {
  DRAFT: [S.SUBMITTED, S.PENDING_APPROVAL, S.EXPIRED, S.CANCELLED],
  SUBMITTED: [S.AWAITING_CLIENT, S.EXPIRED, S.CANCELLED],
  PENDING_APPROVAL: [S.SUBMITTED, S.REJECTED, S.EXPIRED, S.CANCELLED],
  AWAITING_CLIENT: [S.CLIENT_REVIEWED, S.AWAITING_AGENT, S.EXPIRED, S.CANCELLED],
  AWAITING_AGENT: [S.SUBMITTED, S.PENDING_APPROVAL, S.EXPIRED, S.CANCELLED],
  CLIENT_REVIEWED: [S.APPROVED, S.EXPIRED, S.CANCELLED],
  APPROVED: [S.CANCELLED],
  REJECTED: [],
  EXPIRED: [],
  CANCELLED: [],
};

export const canTransition = (from: ContractStatus, to: ContractStatus): boolean =>
  contractTransitions[from].includes(to);

/** The text a refused change carries (the caller sees it as a CONFLICT). */
export const contractTransitionRefusedMessage = (from: ContractStatus, to: ContractStatus): string =>
  `This application is ${contractStatusLabels[from].toLowerCase()} and cannot become ${contractStatusLabels[to].toLowerCase()}.`;

export function assertContractTransition(from: ContractStatus, to: ContractStatus): void {
  if (!canTransition(from, to))
    throw new AppError('CONFLICT', contractTransitionRefusedMessage(from, to), { from, to });
}

/** Statuses in which the agent may still change the application's answers. */
export const AGENT_EDITABLE_STATUSES: readonly ContractStatus[] = [S.DRAFT, S.AWAITING_AGENT];
export const isAgentEditable = (status: ContractStatus): boolean => AGENT_EDITABLE_STATUSES.includes(status);

/** Statuses the broker's signature submits from. */
export const SUBMITTABLE_STATUSES: readonly ContractStatus[] = [S.DRAFT, S.AWAITING_AGENT];

/** How a status reads in lists, chips and the header. */
export const contractStatusLabels: Readonly<Record<ContractStatus, string>> = {
  DRAFT: 'Draft',
  SUBMITTED: 'Submitted',
  PENDING_APPROVAL: 'Pending Approval',
  AWAITING_CLIENT: 'Awaiting Client',
  AWAITING_AGENT: 'Awaiting Agent',
  CLIENT_REVIEWED: 'Client Reviewed',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  EXPIRED: 'Expired',
  CANCELLED: 'Cancelled',
};

export const isContractStatus = (value: unknown): value is ContractStatus =>
  typeof value === 'string' && (contractStatuses as readonly string[]).includes(value);

/**
 * Statuses the contracts sweeper and the daily job look at: DRAFT (expired once its application
 * deadline has passed), SUBMITTED (the client's review invitation left pending), the other open
 * statuses (expired when unpaid 15 days before inception) and APPROVED (the policy's documents,
 * e-mails and commission left pending after binding).
 */
export const SWEPT_CONTRACT_STATUSES: readonly ContractStatus[] = [
  S.DRAFT,
  S.SUBMITTED,
  S.PENDING_APPROVAL,
  S.AWAITING_CLIENT,
  S.AWAITING_AGENT,
  S.CLIENT_REVIEWED,
  S.APPROVED,
];

/**
 * When a contract in a swept status becomes the sweeper's work (the sort key of its index entry):
 * a DRAFT at its application deadline (a date, YYYY-MM-DD: passed once today is later); a
 * SUBMITTED one when it was last written (an ISO time); the other open statuses at their payment
 * due date (15 days before inception); an APPROVED one while its policy is not yet issued, when it
 * was last written. Undefined otherwise (not indexed).
 */
export function contractSweepDueAt(contract: {
  status: ContractStatus;
  applicationDeadline: string;
  updatedAt: string;
  riskPeriod?: { startDate: string };
  policyIssuedAt?: string;
}): string | undefined {
  if (contract.status === S.DRAFT) return contract.applicationDeadline;
  if (contract.status === S.SUBMITTED) return contract.updatedAt;
  if (contract.status === S.APPROVED) return contract.policyIssuedAt ? undefined : contract.updatedAt;
  if (SWEPT_CONTRACT_STATUSES.includes(contract.status) && contract.riskPeriod)
    return addDays(contract.riskPeriod.startDate, -PAYMENT_DUE_DAYS_BEFORE_INCEPTION);
  return undefined;
}

/** A SUBMITTED contract whose review invitation is still pending after this long is the sweeper's. */
export const CONTRACT_INVITATION_STALE_SECONDS = 120;
/** How often the contracts sweeper runs. */
export const CONTRACT_SWEEP_INTERVAL_MINUTES = 5;
