/**
 * What a payment actually is, in every text that mentions it (docs/requirements.md#payment,
 * #binding): an ACH form records the client's authorisation to debit their account, not money
 * received (the bank debit follows and is pending until it settles); a wire is received only when
 * operations mark it received. Pages, e-mails, the policy declarations and the contract's history
 * take their words from here, so none says "paid" or "received" for an authorisation.
 */
import { formatUsd } from '../quoting/format.js';
import { centsToDollars } from '../quoting/money.js';
import { formatUsDate } from '../quoting/policy-period.js';

/** How the premium's payment stands: an ACH debit authorised (collection pending) or a wire received. */
export const PaymentCollection = {
  ACH_AUTHORIZED: 'ACH_AUTHORIZED',
  WIRE_RECEIVED: 'WIRE_RECEIVED',
} as const;
export type PaymentCollection = (typeof PaymentCollection)[keyof typeof PaymentCollection];

/** The payment's method as records and the API name it ('ACH' or 'WIRE'). */
export const paymentCollectionOf = (method: string): PaymentCollection =>
  method === 'WIRE' ? PaymentCollection.WIRE_RECEIVED : PaymentCollection.ACH_AUTHORIZED;

const day = (iso: string) => formatUsDate(iso.slice(0, 10));
const money = (cents: number) => formatUsd(centsToDollars(cents));

export const paymentStatusTexts = {
  /** The client's confirmation page's title, by what happened. */
  confirmationTitle: {
    ACH_AUTHORIZED: 'ACH Debit Authorized',
    WIRE_RECEIVED: 'Payment Received',
  } satisfies Record<PaymentCollection, string>,
  /** The client's confirmation once the cover is bound. */
  confirmationText: (collection: PaymentCollection, policyNumber: string) =>
    collection === PaymentCollection.ACH_AUTHORIZED
      ? `Thank you! Your ACH debit authorization is recorded and your cover is bound. Your policy number is ${policyNumber}. The debit from your bank account is pending; your policy documents are on their way to your e-mail.`
      : `Thank you! Your wire payment was received and your cover is bound. Your policy number is ${policyNumber}; your policy documents are on their way to your e-mail.`,
  /** The client's confirmation before the policy is issued. */
  confirmationPending: (collection: PaymentCollection) =>
    collection === PaymentCollection.ACH_AUTHORIZED
      ? 'Thank you! Your ACH debit authorization is recorded; the debit from your bank account is pending. Your policy documents will be e-mailed to you shortly.'
      : 'Thank you! Your wire payment was received. Your policy documents will be e-mailed to you shortly.',
  /** The row label in e-mails and on pages. */
  label: 'Payment',
  /** The declarations' amount row, by what happened. */
  amountLabel: {
    ACH_AUTHORIZED: 'Amount authorized',
    WIRE_RECEIVED: 'Amount received',
  } satisfies Record<PaymentCollection, string>,
  collectionLabel: 'Collection',
  collection: {
    ACH_AUTHORIZED: 'ACH debit pending at the bank',
    WIRE_RECEIVED: 'Received',
  } satisfies Record<PaymentCollection, string>,
  /** The history's event name when the contract is bound. */
  boundEvent: 'Bound',
  /** The history's description when the contract is bound. */
  boundDescription: (collection: PaymentCollection, policyNumber: string) =>
    collection === PaymentCollection.ACH_AUTHORIZED
      ? `ACH debit authorized (bank debit pending); policy number ${policyNumber}`
      : `Wire received; policy number ${policyNumber}`,
} as const;

/**
 * Where a payment stands, after its method: "Debit authorized on 11/25/2026; the bank debit is
 * pending" (ACH) or "Received on 11/25/2026" (wire). `date` is an ISO date or timestamp.
 */
export function paymentStatusLine(collection: PaymentCollection, date: string): string {
  return collection === PaymentCollection.ACH_AUTHORIZED
    ? `Debit authorized on ${day(date)}; the bank debit is pending`
    : `Received on ${day(date)}`;
}

/** The e-mails' payment row: the amount, what happened and when (the account masked by the caller). */
export function paymentSummary(
  collection: PaymentCollection,
  amountCents: number,
  date: string,
  account?: string,
): string {
  return collection === PaymentCollection.ACH_AUTHORIZED
    ? `${money(amountCents)} ACH debit${account ? ` from ${account}` : ''} authorized on ${day(date)}; the bank debit is pending`
    : `${money(amountCents)} received by wire transfer on ${day(date)}`;
}

/** The sentence that tells the agent or the client how the application came to be bound. */
export function boundBecause(
  collection: PaymentCollection,
  who: 'client' | 'agent',
  insured: string,
): string {
  if (collection === PaymentCollection.ACH_AUTHORIZED)
    return who === 'client'
      ? 'Thank you. Your ACH debit authorization is recorded (the debit from your bank account is pending)'
      : `${insured} authorized the ACH debit of the amount due (the bank debit is pending)`;
  return who === 'client'
    ? 'Thank you. Your wire payment was received'
    : `The wire payment for ${insured}'s application was received`;
}
