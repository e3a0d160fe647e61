/**
 * An application's activity history (docs/requirements.md#entity-application `history`): the same
 * shape as a quote's (eventDate, eventName, eventType, description, audience), so the agent's
 * timeline interleaves both (agentTimeline).
 */
import { QuoteAudience } from '../quoting/quote-status.js';
import {
  expiryTexts,
  type ExpiryReason,
  type UnderwritingReason,
  underwritingReasonLabels,
} from './binding.js';
import { paymentCollectionOf, paymentStatusTexts } from './payment-status.js';

export const ContractEventType = {
  Started: 'APPLICATION_STARTED',
  Signed: 'APPLICATION_SIGNED',
  Submitted: 'APPLICATION_SUBMITTED',
  SentForApproval: 'APPLICATION_SENT_FOR_APPROVAL',
  ClientInvited: 'CLIENT_REVIEW_INVITED',
  Expired: 'APPLICATION_EXPIRED',
  Approved: 'APPLICATION_APPROVED',
  Rejected: 'APPLICATION_REJECTED',
  PolicyIssued: 'POLICY_ISSUED',
  ClientSigned: 'APPLICATION_CLIENT_SIGNED',
  Bound: 'POLICY_BOUND',
} as const;
export type ContractEventType = (typeof ContractEventType)[keyof typeof ContractEventType];

export interface ContractHistoryEvent {
  readonly eventDate: string;
  readonly eventName: string;
  readonly eventType: ContractEventType;
  readonly description: string;
  readonly audience: readonly QuoteAudience[];
}

export const contractEventNames = {
  started: 'Application started',
  signed: 'Application signed by the broker',
  submitted: 'Application submitted',
  sentForApproval: 'Application sent for underwriter approval',
  clientInvited: 'Review invitation e-mailed to the client',
  expired: 'Application expired',
  approved: 'Application approved by an underwriter',
  rejected: 'Application rejected by an underwriter',
  policyIssued: 'Policy issued',
  clientSigned: 'Application signed by the client',
  /** Bound on an ACH authorisation or a received wire: the description says which (not "paid"). */
  bound: paymentStatusTexts.boundEvent,
} as const;

const event = (
  eventDate: string,
  eventType: ContractEventType,
  eventName: string,
  description: string,
  audience: readonly QuoteAudience[] = [QuoteAudience.Agent],
): ContractHistoryEvent => ({ eventDate, eventName, eventType, description, audience });

/** The events the contracts use cases record, each at `at` (ISO). `by`: a person's display name. */
export const contractHistoryEvents = {
  started: (at: string, by: string) =>
    event(at, ContractEventType.Started, contractEventNames.started, `Started by ${by}`),
  signed: (at: string, by: string) =>
    event(at, ContractEventType.Signed, contractEventNames.signed, `Signed by ${by}`),
  submitted: (at: string) =>
    event(at, ContractEventType.Submitted, contractEventNames.submitted, 'Submitted for the client', [
      QuoteAudience.Agent,
      QuoteAudience.Client,
    ]),
  sentForApproval: (at: string, reasons: readonly UnderwritingReason[]) =>
    event(
      at,
      ContractEventType.SentForApproval,
      contractEventNames.sentForApproval,
      reasons.map((r) => underwritingReasonLabels[r]).join('; '),
    ),
  clientInvited: (at: string, email: string) =>
    event(at, ContractEventType.ClientInvited, contractEventNames.clientInvited, `E-mailed to ${email}`, [
      QuoteAudience.Agent,
      QuoteAudience.Client,
    ]),
  /** Without a reason: a draft past its application deadline. */
  expired: (at: string, reason: ExpiryReason = 'DEADLINE_PASSED') =>
    event(at, ContractEventType.Expired, contractEventNames.expired, expiryTexts[reason]),
  approved: (at: string, by: string) =>
    event(at, ContractEventType.Approved, contractEventNames.approved, `Approved by ${by}`),
  /** The agent sees the message to the client, never the underwriter's internal notes. */
  rejected: (at: string, by: string, clientMessage: string) =>
    event(
      at,
      ContractEventType.Rejected,
      contractEventNames.rejected,
      clientMessage ? `Rejected by ${by}: ${clientMessage}` : `Rejected by ${by}`,
    ),
  policyIssued: (at: string, policyNumber: string) =>
    event(
      at,
      ContractEventType.PolicyIssued,
      contractEventNames.policyIssued,
      `Policy ${policyNumber}: the declarations were e-mailed to the agent and the client`,
      [QuoteAudience.Agent, QuoteAudience.Client],
    ),
  clientSigned: (at: string, by: string) =>
    event(at, ContractEventType.ClientSigned, contractEventNames.clientSigned, `Signed by ${by}`, [
      QuoteAudience.Agent,
      QuoteAudience.Client,
    ]),
  /** `method`: how the client pays (ACH: a debit authorised, pending; WIRE: received). */
  bound: (at: string, policyNumber: string, method: string) =>
    event(
      at,
      ContractEventType.Bound,
      contractEventNames.bound,
      paymentStatusTexts.boundDescription(paymentCollectionOf(method), policyNumber),
      [QuoteAudience.Agent, QuoteAudience.Client],
    ),
} as const;
