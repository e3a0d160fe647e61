/**
 * Commission Payments (docs/requirements.md#account-commissions, #validation-payout): the API
 * input of addAgentPaymentInformation, the masks of the stored bank numbers, getAgentCommissions'
 * paging, the failure text the payout form shows and the page's texts. The server and the page
 * use these.
 */
import * as z from 'zod';
import { sellingRoles, type Role } from '../auth/roles.js';
import { visibleBankDigits } from '../applications/client-actions.js';
import { maskBankNumber, paymentTexts } from '../applications/payment.js';
import {
  COMMISSION_PAGE_SIZE,
  payoutInformationSchema,
  payoutSaveErrorText,
  payoutSaveMessages,
} from './account-forms.js';

// ---------------------------------------------------------------- payout information

/**
 * addAgentPaymentInformation(input): the API's nullable strings, the account type in either case
 * (checking, CHECKING), checked by the payout form's own schema with its messages.
 */
export const agentPaymentArgsSchema = z.object({
  input: z
    .object({
      accountNumber: z.string().nullish(),
      accountType: z.string().nullish(),
      depositoryName: z.string().nullish(),
      namesOnTheAccount: z.string().nullish(),
      routingNumber: z.string().nullish(),
    })
    .transform((i): Record<string, unknown> => ({
      depositoryName: i.depositoryName ?? undefined,
      namesOnTheAccount: i.namesOnTheAccount || undefined,
      routingNumber: i.routingNumber ?? undefined,
      accountNumber: i.accountNumber ?? undefined,
      accountType: i.accountType?.toUpperCase(),
    }))
    .pipe(payoutInformationSchema),
});

/** Who keeps payout information and earns commissions: the selling roles. */
export const canReceiveCommissions = (role: Role): boolean => sellingRoles.includes(role);

/** The payout is paid by ACH to the account given. */
export const PAYOUT_PAYMENT_METHOD = 'ACH';

/**
 * How a stored bank number is shown: the mask of its last four digits (never more than half of
 * a short number; core's visibleBankDigits), e.g. `••••6789`.
 */
export const maskedPayoutNumber = (digits: string): string => maskBankNumber(visibleBankDigits(digits));

// ---------------------------------------------------------------- commissions

/** getAgentCommissions(pagination): page 1 and COMMISSION_PAGE_SIZE unless asked, at most 50 a page. */
export const MAX_COMMISSION_PAGE_SIZE = 50;
export const agentCommissionsArgsSchema = z.object({
  pagination: z
    .object({
      page: z.number().int().min(1, 'page must be 1 or more').max(10_000, 'page is too large').nullish(),
      limit: z
        .number()
        .int()
        .min(1, 'limit must be 1 or more')
        .max(MAX_COMMISSION_PAGE_SIZE, `limit must be at most ${MAX_COMMISSION_PAGE_SIZE}`)
        .nullish(),
    })
    .nullish()
    .transform((p) => ({ page: p?.page ?? 1, limit: p?.limit ?? COMMISSION_PAGE_SIZE })),
});

export const commissionStatusLabels: Readonly<Record<string, string>> = {
  PENDING: 'Pending',
  PAID: 'Paid',
};
export const commissionStatusLabel = (status: string): string => commissionStatusLabels[status] ?? status;

// ---------------------------------------------------------------- the page

export const commissionPaymentsTexts = {
  title: 'Commission Payments',
  payoutTitle: 'Payout information',
  payoutLead: 'Where we pay your commissions (ACH).',
  historyTitle: 'Commission history',
  seeMore: 'See More Payouts',
  empty: "You don't have a commission history yet.",
  noPayoutYet: 'No payout information yet. Add the bank account your commissions are paid to.',
  adminExplanation:
    'Commissions are paid to the agents who sell: admins have no payout information or commission history. Each agent and primary agent of your agency manages their own here.',
  depositoryNameLabel: paymentTexts.depositoryNameLabel,
  accountNameLabel: 'Name on the account',
  routingNumberLabel: paymentTexts.routingNumberLabel,
  accountNumberLabel: paymentTexts.accountNumberLabel,
  accountTypeLabel: paymentTexts.accountTypeLabel,
  amountLabel: 'Amount',
  statusLabel: 'Status',
  paymentDateLabel: 'Payment date',
  policyLabel: 'Policy',
  notPaidYet: 'Not paid yet',
} as const;

/**
 * The payout form's failure text for a failed call: by the error's code first (a refused input
 * or permission, whatever its message), else by what the server said (core's payoutSaveErrorText).
 */
export function payoutSaveErrorTextFor(code: string | undefined, serverMessage?: string | null): string {
  if (code === 'VALIDATION_ERROR') return payoutSaveMessages.badInput;
  if (code === 'INVALID_PERMISSIONS' || code === 'UNAUTHORIZED') return payoutSaveMessages.notAuthorized;
  return payoutSaveErrorText(serverMessage);
}
