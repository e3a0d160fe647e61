/**
 * Underwriting, binding and the policy (docs/requirements.md#binding): which applications need a
 * person, the decision's input, the policy number, the agent's commission and the daily expiry
 * rule. Pure: the server supplies the clock and the counters.
 */
import * as z from 'zod';
import { priceBreakdown } from '../pricing/price-breakdown.js';
import { PRODUCER_COMMISSION_PERCENT } from '../pricing/pricing-parameters.js';
import type { TaxEstimate } from '../pricing/taxes-and-fees.js';
import { addDays } from '../quoting/policy-period.js';
import { ContractStatus } from './contract-status.js';
import { isPaymentOverdue } from './payment.js';
import { clientMessageSchema } from '../text/client-message.js';

// ---------------------------------------------------------------- underwriting

/**
 * The automatic-approval limit's default (whole dollars): an application above it needs an
 * underwriter. Deployments may set another (the server's AUTOMATIC_APPROVAL_LIMIT setting).
 */
export const DEFAULT_AUTOMATIC_APPROVAL_LIMIT_DOLLARS = 1_000_000;

export type UnderwritingReason =
  'LIMIT_ABOVE_AUTOMATIC_APPROVAL' | 'DEMO_DATA' | 'WIDE_PRICE_RANGE' | 'ACCUMULATION';
export const underwritingReasonLabels: Readonly<Record<UnderwritingReason, string>> = {
  LIMIT_ABOVE_AUTOMATIC_APPROVAL: 'The limit of liability is above the automatic-approval limit',
  DEMO_DATA: 'Priced on demonstration weather data, not observed data',
  WIDE_PRICE_RANGE:
    'The expected loss moves more than the allowed ratio between the trend and look-back alternatives',
  ACCUMULATION: 'The cover brings bound and pending exposure near an aggregate limit',
};

/**
 * The largest ratio between the highest and lowest expected loss of a quote's sensitivity
 * alternatives (raw/adjusted, look-back/all years) that is approved automatically. Deployments
 * may set another (the server's PRICE_RANGE_REFERRAL_RATIO setting).
 */
export const DEFAULT_PRICE_RANGE_REFERRAL_RATIO = 2;

export interface UnderwritingFacts {
  readonly limitDollars: number;
  readonly dataOrigin: 'observed' | 'demo' | string;
  /** Highest / lowest expected loss across the quote's sensitivity alternatives (absent: not known). */
  readonly priceRangeRatio?: number | null;
  /** True when the exposure check referred the cover (above the referral share of an aggregate limit). */
  readonly accumulationReferral?: boolean;
}

export interface UnderwritingRules {
  readonly automaticApprovalLimitDollars: number;
  readonly priceRangeReferralRatio?: number;
}

/** Why an application needs a person before the client is invited; [] when it is approved automatically. */
export function underwritingReasons(
  facts: UnderwritingFacts,
  rules: UnderwritingRules,
): UnderwritingReason[] {
  const reasons: UnderwritingReason[] = [];
  if (facts.limitDollars > rules.automaticApprovalLimitDollars)
    reasons.push('LIMIT_ABOVE_AUTOMATIC_APPROVAL');
  if (facts.dataOrigin === 'demo') reasons.push('DEMO_DATA');
  const maxRatio = rules.priceRangeReferralRatio ?? DEFAULT_PRICE_RANGE_REFERRAL_RATIO;
  if (facts.priceRangeRatio != null && facts.priceRangeRatio > maxRatio) reasons.push('WIDE_PRICE_RANGE');
  if (facts.accumulationReferral) reasons.push('ACCUMULATION');
  return reasons;
}

/** After the broker signs: PENDING_APPROVAL when a person must decide, else SUBMITTED (then the client is invited). */
export const statusAfterSignature = (reasons: readonly UnderwritingReason[]): ContractStatus =>
  reasons.length > 0 ? ContractStatus.PENDING_APPROVAL : ContractStatus.SUBMITTED;

export const reviewMessages = {
  decision: 'Choose approve or reject',
  reviewDescription: 'Explain the decision (at most 2000 characters)',
  reviewDescriptionRequired: 'A reason is required to reject an application',
  selfReview: 'You cannot decide on an application you or your agency sold.',
} as const;

/**
 * reviewContract(contract, {isApproved, reviewDescription, clientMessage}): an underwriter's
 * decision. reviewDescription: internal notes (operations only); clientMessage: what the client
 * and the agent are told (core's clientMessageSchema).
 */
export const reviewContractSchema = z.object({
  contract: z.string().trim().min(1, 'contract is required').max(200, 'contract is not valid'),
  input: z
    .object({
      isApproved: z.boolean({ error: reviewMessages.decision }),
      reviewDescription: z
        .string()
        .trim()
        .max(2000, reviewMessages.reviewDescription)
        .nullish()
        .transform((v) => v ?? ''),
      clientMessage: clientMessageSchema,
    })
    .refine((i) => i.isApproved || i.reviewDescription.length > 0, {
      message: reviewMessages.reviewDescriptionRequired,
      path: ['reviewDescription'],
    }),
});

/** markWirePaymentReceived(contract, {reference, receivedDate}): operations record an arrived wire. */
export const wireReceivedSchema = z.object({
  contract: z.string().trim().min(1, 'contract is required').max(200, 'contract is not valid'),
  input: z.object({
    reference: z
      .string()
      .trim()
      .min(1, 'The wire reference is required')
      .max(100, 'The wire reference is too long'),
    receivedDate: z.iso.date('The date the wire arrived is required'),
  }),
});

export const underwritingTexts = {
  title: 'Applications',
  /** The queue answers a page at a time (getContractsForReview): the button that loads the next. */
  showMore: 'Show more applications',
  pendingTab: 'Pending Approval',
  awaitingPaymentTab: 'Awaiting Payment',
  approve: 'Approve',
  reject: 'Reject',
  markWireReceived: 'Mark Wire Received',
  empty: 'Nothing is waiting here.',
  approvedToast: 'Application approved. The client has been invited to review and sign.',
  rejectedToast: 'Application rejected. The agent and client have been told.',
  wireToast: 'Wire recorded. The policy is being issued.',
} as const;

// ---------------------------------------------------------------- lifecycle

export const LifecycleStage = { APPLICATION: 'application', POLICY: 'policy' } as const;
export type LifecycleStage = (typeof LifecycleStage)[keyof typeof LifecycleStage];
/** A contract becomes a policy when it is bound (APPROVED: approved, client-signed and paid). */
export const lifecycleStageOf = (status: ContractStatus): LifecycleStage =>
  status === ContractStatus.APPROVED ? LifecycleStage.POLICY : LifecycleStage.APPLICATION;

/** How the bound policy reads in lists: Active until its period ends, then Expired. */
export type PolicyStatus = 'Active' | 'Expired' | 'Cancelled';
export function policyStatusOf(
  contract: { status: ContractStatus; riskPeriod: { endDate: string } },
  today: string,
): PolicyStatus | undefined {
  if (contract.status === ContractStatus.CANCELLED) return 'Cancelled';
  if (contract.status !== ContractStatus.APPROVED) return undefined;
  return contract.riskPeriod.endDate < today ? 'Expired' : 'Active';
}

/** A policy "expires soon" when its period ends within this many days (the dashboard counter). */
export const EXPIRING_SOON_DAYS = 30;
export const isExpiringSoon = (endDate: string, today: string): boolean =>
  endDate >= today && endDate <= addDays(today, EXPIRING_SOON_DAYS);

// ---------------------------------------------------------------- policy number

// The policy number's form and check: ./policy-number.ts.
/** getContractByPolicyId(policyId). A malformed number answers as an unknown one (no probing). */
export const policyIdArgSchema = z.object({
  policyId: z.string().trim().min(1, 'policyId is required').max(100, 'policyId is not valid'),
});

// ---------------------------------------------------------------- commission

/** The agent's commission on a bound policy: 10% of the net premium (docs/requirements.md#constants), in cents. */
export const commissionCents = (netPremiumCents: number): number =>
  Math.round((netPremiumCents * PRODUCER_COMMISSION_PERCENT) / 100);
export const CommissionStatus = { PENDING: 'PENDING', PAID: 'PAID' } as const;
export type CommissionStatus = (typeof CommissionStatus)[keyof typeof CommissionStatus];

// ---------------------------------------------------------------- the daily job

/** Statuses in which an application still waits for the agent, an underwriter, the client or payment. */
export const UNBOUND_OPEN_STATUSES: readonly ContractStatus[] = [
  ContractStatus.SUBMITTED,
  ContractStatus.PENDING_APPROVAL,
  ContractStatus.AWAITING_CLIENT,
  ContractStatus.AWAITING_AGENT,
  ContractStatus.CLIENT_REVIEWED,
];

export type ExpiryReason = 'DEADLINE_PASSED' | 'UNPAID';
/**
 * Why the daily job expires a contract on `today`, if it does: a draft past its application
 * deadline, or an application not paid by the due date (15 days before inception).
 */
export function expiryReasonOf(
  contract: { status: ContractStatus; applicationDeadline: string; riskPeriod: { startDate: string } },
  today: string,
): ExpiryReason | undefined {
  if (contract.status === ContractStatus.DRAFT)
    return today > contract.applicationDeadline ? 'DEADLINE_PASSED' : undefined;
  if (
    UNBOUND_OPEN_STATUSES.includes(contract.status) &&
    isPaymentOverdue(contract.riskPeriod.startDate, today)
  )
    return 'UNPAID';
  return undefined;
}

export const expiryTexts: Readonly<Record<ExpiryReason, string>> = {
  DEADLINE_PASSED: 'The application was not signed before its application deadline.',
  UNPAID: 'Payment in full did not arrive 15 days before inception, so the cover was not bound.',
};

// ---------------------------------------------------------------- the amount due

/**
 * What the client pays in full, in cents: the one price breakdown's total (core's priceBreakdown:
 * net premium, policy fee, surplus lines tax and stamping fee) when the state's taxes are known;
 * the net premium alone when they are not (the taxes are then invoiced once known; docs/decisions.md).
 */
export const amountDueCents = (netPremiumCents: number, taxes: TaxEstimate | null | undefined): number =>
  priceBreakdown(netPremiumCents, taxes).totalCents;
