/**
 * What the client may do with a contract through their review link (docs/requirements.md#client-review,
 * #payment): which statuses the link opens, and the texts of the payment's refusals. The server
 * enforces these; the web reads the same.
 */
import { formatUsDate } from '../quoting/policy-period.js';
import { ContractStatus } from './contract-status.js';
import { paymentDueDate, paymentTexts } from './payment.js';

/**
 * The statuses in which the review link logs the client in (to sign, to pay, or to see the bound
 * policy), and in which an expired or used link is replaced by a fresh one. In any other status
 * (sent back to the agent, pending approval, rejected, expired, cancelled) the link is not valid.
 */
export const CLIENT_LINK_STATUSES: readonly ContractStatus[] = [
  ContractStatus.AWAITING_CLIENT,
  ContractStatus.CLIENT_REVIEWED,
  ContractStatus.APPROVED,
];
export const isClientLinkStatus = (status: ContractStatus): boolean => CLIENT_LINK_STATUSES.includes(status);

/**
 * The statuses in which a spent (used or expired) review link is answered with a fresh one: the
 * client still has a step to take (sign, or pay). Past them (bound, declined, withdrawn, expired,
 * back with the agent) nothing is e-mailed and the link says where the contract stands
 * (clientLinkClosedMessage; docs/requirements.md#client-review).
 */
export const CLIENT_FRESH_LINK_STATUSES: readonly ContractStatus[] = [
  ContractStatus.AWAITING_CLIENT,
  ContractStatus.CLIENT_REVIEWED,
];
export const sendsFreshClientLink = (status: ContractStatus): boolean =>
  CLIENT_FRESH_LINK_STATUSES.includes(status);

/**
 * Where the contract stands, said to whoever opens a review link that no longer leads to a step
 * of the client's (LINK_CLOSED): nothing was e-mailed, and the page offers the client's sign-in.
 */
export function clientLinkClosedMessage(status: ContractStatus, policyNumber?: string): string {
  switch (status) {
    case ContractStatus.APPROVED:
      return `Your cover is bound${policyNumber ? ` (policy ${policyNumber})` : ''}. This link has already been used: sign in to see your policy, its documents and your claims.`;
    case ContractStatus.REJECTED:
      return 'This application was declined by underwriting, so nothing is due. Please contact your agent about other options.';
    case ContractStatus.CANCELLED:
      return 'This application was withdrawn, so nothing is due. Please contact your agent if you still want cover.';
    case ContractStatus.EXPIRED:
      return 'This application expired before it was paid, so nothing is due. Please contact your agent for a new one.';
    default:
      return 'Your agent is working on this application. You will receive a new e-mail when it is ready for you.';
  }
}

/** Only a client-signed application may be paid (then it is bound). */
export const CLIENT_PAYABLE_STATUS = ContractStatus.CLIENT_REVIEWED;

export const clientPaymentMessages = {
  /** The server's clientBankInfoFeature setting is off: payment is by wire only. */
  achUnavailable:
    'Payment by bank account (ACH) is not available. Please pay by wire transfer using the instructions on this page.',
  notPayable: paymentTexts.notPayable,
  /** Past the due date (15 days before inception) it can no longer be paid, nor bound. */
  overdue: (inceptionDate: string) =>
    `Payment in full was due by ${formatUsDate(paymentDueDate(inceptionDate))}, 15 days before the policy's inception. This application can no longer be paid.`,
} as const;

/**
 * The digits of a bank number kept in clear for its mask: the last four, but never more than
 * half of the number (a short account number is not stored in clear through its "last four").
 */
export const visibleBankDigits = (digits: string): string =>
  digits.slice(digits.length - Math.min(4, Math.floor(digits.length / 2)));
