/**
 * The application's or policy's state as the details page shows it (docs/requirements.md#quote-details,
 * #binding, #payment), from getContractByQuoteId: the title and status label, and the facts rows.
 * No React.
 */
import {
  accountTypeLabels,
  type AccountType,
  contractStatusLabels,
  ContractStatus,
  type ExpiryReason,
  expiryTexts,
  formatUsDate,
  isContractStatus,
  paymentCollectionOf,
  paymentStatusLine,
  paymentStatusTexts,
  UNBOUND_OPEN_STATUSES,
} from '@almanac/core';
import type { ContractSummary } from './quote-details.js';

const statusOf = (c: Pick<ContractSummary, 'status'>): ContractStatus | null =>
  isContractStatus(c.status) ? c.status : null;

/** "Policy" once bound with a policy number, "Application" before. */
export const contractStateTitle = (c: Pick<ContractSummary, 'status' | 'policyNumber'>): string =>
  statusOf(c) === ContractStatus.APPROVED && c.policyNumber ? 'Policy' : 'Application';

/** The status in words: the policy's (Active, Expired) once bound, else the application's. */
export function contractStatusLabel(c: Pick<ContractSummary, 'status' | 'policyStatus'>): string {
  const status = statusOf(c);
  const label = status ? contractStatusLabels[status] : c.status;
  return status === ContractStatus.APPROVED && c.policyStatus ? `${label} · ${c.policyStatus}` : label;
}

const day = (value: string | null | undefined): string | null =>
  value ? formatUsDate(value.slice(0, 10)) : null;

/** How the client paid, masked: "ACH · Checking ••••6789 (First Bank)", or "Wire transfer". */
export function paymentLabel(p: NonNullable<ContractSummary['payment']>): string {
  if (p.method !== 'ACH') return p.method === 'WIRE' ? 'Wire transfer' : p.method;
  const type = p.accountType ? (accountTypeLabels[p.accountType as AccountType] ?? p.accountType) : null;
  const account = [type, p.maskedAccountNumber].filter(Boolean).join(' ');
  return [`ACH${account ? ` · ${account}` : ''}`, p.depositoryName ? `(${p.depositoryName})` : null]
    .filter(Boolean)
    .join(' ');
}

/** The rows the panel lists: only those that say something for this contract's stage. */
export function contractFacts(c: ContractSummary): [string, string][] {
  const status = statusOf(c);
  const rows: [string, string | null][] = [
    ['Policy Number', c.policyNumber ?? null],
    ['Bound On', day(c.boundAt)],
    ['Payment Due', status && UNBOUND_OPEN_STATUSES.includes(status) ? day(c.paymentDueDate) : null],
    [
      'Underwriting',
      c.reviewDetails
        ? `${c.reviewDetails.isApproved ? 'Approved' : 'Rejected'} on ${day(c.reviewDetails.reviewDate)}`
        : status === ContractStatus.PENDING_APPROVAL
          ? 'Waiting for an underwriter'
          : null,
    ],
    // What the underwriter chose to tell the agent and the client; their internal notes never reach here.
    ['Message from the Underwriter', c.reviewDetails?.clientMessage || null],
    ['Client Signed', day(c.clientSignature?.date)],
    // What happened, not "paid": an ACH debit authorised (pending at the bank) or a wire received.
    [
      paymentStatusTexts.label,
      c.payment
        ? `${paymentLabel(c.payment)} · ${paymentStatusLine(paymentCollectionOf(c.payment.method), c.payment.paidAt)}`
        : null,
    ],
    ['Expired', c.expiryReason ? (expiryTexts[c.expiryReason as ExpiryReason] ?? c.expiryReason) : null],
  ];
  return rows.filter((r): r is [string, string] => !!r[1]);
}
