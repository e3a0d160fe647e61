/**
 * The payout form's values (docs/requirements.md#validation-payout): what the saved, masked
 * information pre-fills (never the numbers: the page only ever has their masks) and the API
 * input a valid form becomes.
 */
import type { AgentPaymentInput } from '../../../lib/graphql/generated/graphql.js';
import type { PayoutInformation } from '../api/payments-api.js';

export interface PayoutFormValues {
  depositoryName: string;
  namesOnTheAccount: string;
  routingNumber: string;
  accountNumber: string;
  /** CHECKING or SAVINGS; empty until chosen. */
  accountType: string;
}

export const payoutFormValuesOf = (saved: PayoutInformation | null | undefined): PayoutFormValues => ({
  depositoryName: saved?.depositoryName ?? '',
  namesOnTheAccount: saved?.namesOnTheAccount ?? '',
  routingNumber: '',
  accountNumber: '',
  accountType: saved?.accountType ?? '',
});

export const agentPaymentInputOf = (v: PayoutFormValues): AgentPaymentInput => ({
  depositoryName: v.depositoryName.trim(),
  ...(v.namesOnTheAccount.trim() ? { namesOnTheAccount: v.namesOnTheAccount.trim() } : {}),
  routingNumber: v.routingNumber,
  accountNumber: v.accountNumber,
  accountType: v.accountType,
});
