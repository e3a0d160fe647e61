/**
 * The client's payment (docs/requirements.md#payment, #validation-ach): the ACH form's rules with
 * the requirement's messages, the API input, masking, the due-in-full date and the page's texts.
 * The web form and the server validate with these schemas.
 */
import * as z from 'zod';
import { addDays } from '../quoting/policy-period.js';
import { isSignatureDateToday } from './application-lifecycle.js';
import { applicationMessages } from './application-form.js';
import { PAYMENT_DUE_DAYS_BEFORE_INCEPTION } from './contract-status.js';

export const achMessages = {
  depositoryName: 'Depository name must have at least 3 characters',
  accountName: 'Names on the account must have at least 3 characters',
  routingNumber: 'Must have 9 digits',
  routingChecksum: 'This is not a valid ABA routing number',
  accountNumber: 'Account number must be a whole number of at least 1',
  accountNumberTooLong: 'Account number must have at most 17 digits',
  accountNumberTooShort: 'Account number must have at least 4 digits',
  accountType: 'Select checking or savings',
  /** The requirement gives the ACH signature this message (docs/requirements.md#validation-ach). */
  signName: 'electronic agreement is required',
  signatureDate: applicationMessages.signatureDate,
} as const;

export const AccountType = { CHECKING: 'CHECKING', SAVINGS: 'SAVINGS' } as const;
export type AccountType = (typeof AccountType)[keyof typeof AccountType];
export const accountTypes = Object.values(AccountType) as [AccountType, ...AccountType[]];
export const accountTypeLabels: Readonly<Record<AccountType, string>> = {
  CHECKING: 'Checking',
  SAVINGS: 'Savings',
};

export const PaymentMethod = { ACH: 'ACH', WIRE: 'WIRE', eCheck: 'eCheck' } as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];

/** US bank account numbers have 4 to 17 digits (NACHA allows 17; banks issue none shorter than 4). */
export const ACH_ACCOUNT_NUMBER_MAX_DIGITS = 17;
export const ACH_ACCOUNT_NUMBER_MIN_DIGITS = 4;

/**
 * The Federal Reserve's routing symbol: the first two digits of a routing number are 01–12
 * (Federal Reserve banks), 21–32 (thrifts), 61–72 (electronic transactions) or 80 (traveller's
 * cheques). 00 (the U.S. Government) takes no ACH debit from a business, and every other prefix is
 * unassigned (docs/requirements.md#validation-ach, #validation-payout).
 */
export const FED_ROUTING_PREFIX_RANGES: readonly (readonly [number, number])[] = [
  [1, 12],
  [21, 32],
  [61, 72],
  [80, 80],
];

/**
 * A routing number a bank could have, for the client's ACH form and the agent's payout form alike:
 * 9 digits, a Federal Reserve prefix (FED_ROUTING_PREFIX_RANGES), and the ABA checksum
 * 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) a multiple of 10.
 */
export function isValidAbaRoutingNumber(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const prefix = Number(routing.slice(0, 2));
  if (!FED_ROUTING_PREFIX_RANGES.some(([low, high]) => prefix >= low && prefix <= high)) return false;
  const d = [...routing].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** An account number a bank could have (both forms): digits, not all zeros, 4 to 17 of them. */
export const isPlausibleBankAccountNumber = (digits: string): boolean =>
  /^\d+$/.test(digits) &&
  /[1-9]/.test(digits) &&
  digits.length >= ACH_ACCOUNT_NUMBER_MIN_DIGITS &&
  digits.length <= ACH_ACCOUNT_NUMBER_MAX_DIGITS;

const atLeast3 = (message: string) => z.string({ error: message }).trim().min(3, message).max(100, message);
const digitsOnly = (v: string) => v.replace(/[\s-]/g, '');

/** The ACH form (docs/requirements.md#validation-ach). */
export const achFormSchema = (now: Date) =>
  z.object({
    depositoryName: atLeast3(achMessages.depositoryName),
    accountName: atLeast3(achMessages.accountName),
    routingNumber: z
      .string({ error: achMessages.routingNumber })
      .transform(digitsOnly)
      .pipe(
        z
          .string()
          .regex(/^\d{9}$/, achMessages.routingNumber)
          .refine(isValidAbaRoutingNumber, achMessages.routingChecksum),
      ),
    accountNumber: z
      .string({ error: achMessages.accountNumber })
      .transform(digitsOnly)
      .pipe(
        z
          .string()
          .regex(/^\d+$/, achMessages.accountNumber)
          .refine((v) => /[1-9]/.test(v), achMessages.accountNumber)
          .refine((v) => v.length <= ACH_ACCOUNT_NUMBER_MAX_DIGITS, achMessages.accountNumberTooLong)
          .refine((v) => v.length >= ACH_ACCOUNT_NUMBER_MIN_DIGITS, achMessages.accountNumberTooShort)
          .refine(isPlausibleBankAccountNumber, achMessages.accountNumber),
      ),
    accountType: z.enum(accountTypes, { error: achMessages.accountType }),
    signName: atLeast3(achMessages.signName),
    signDate: z
      .string({ error: achMessages.signatureDate })
      .refine((d) => isSignatureDateToday(d, now), achMessages.signatureDate),
  });
export type AchForm = z.infer<ReturnType<typeof achFormSchema>>;

/**
 * addClientUserPayment(contract, {accountNumber, routingNumber, accountType, depositoryName,
 * namesOnTheAccount, signature, signDate}): the API's names for the form's fields. `signDate` is
 * optional; the server's quoting day stands in when absent.
 */
export const clientPaymentInputSchema = (now: Date, today: string) =>
  z.object({
    contract: z.string().trim().min(1, 'contract is required').max(200, 'contract is not valid'),
    input: z
      .object({
        accountNumber: z.string().nullish(),
        routingNumber: z.string().nullish(),
        accountType: z.string().nullish(),
        depositoryName: z.string().nullish(),
        namesOnTheAccount: z.string().nullish(),
        signature: z.string().nullish(),
        signDate: z.string().nullish(),
      })
      .transform((i) => ({
        depositoryName: i.depositoryName,
        accountName: i.namesOnTheAccount,
        routingNumber: i.routingNumber,
        accountNumber: i.accountNumber,
        accountType: i.accountType?.toUpperCase(),
        signName: i.signature,
        signDate: i.signDate ?? today,
      }))
      .pipe(achFormSchema(now)),
  });

/** A bank number as every screen, e-mail and API answer shows it: the last four digits only. */
export const maskBankNumber = (digits: string): string => `••••${digits.slice(-4)}`;

/** The ACH debit authorisation the client signs; its text and version are part of the record. */
export const ACH_AUTHORIZATION_TEXT =
  'I authorize Almanac and its premium trust account to debit the bank account above once for the total amount due shown, and, if necessary, to credit it to correct an erroneous debit. This authorization stays in effect until the payment is settled.';
export const ACH_AUTHORIZATION_VERSION = 'ach-authorization-2026-11-25';

// ---------------------------------------------------------------- due date

export const paymentDueDate = (inceptionDate: string): string =>
  addDays(inceptionDate, -PAYMENT_DUE_DAYS_BEFORE_INCEPTION);
/** Unpaid once the quoting day reaches the due date (payment must arrive before it). */
export const isPaymentOverdue = (inceptionDate: string, today: string): boolean =>
  today > paymentDueDate(inceptionDate);

// ---------------------------------------------------------------- pages

/** The failure toast's life (docs/requirements.md#constants: payment 5 s). */
export const PAYMENT_TOAST_MS = 5000;

export const paymentTexts = {
  title: 'Application Approved - Bindable Quote',
  failureToast: 'Error submitting the information as entered. Please check your information and try again.',
  dueInFull: (date: string) =>
    `Payment is due in full by ${date}, 15 days before the policy's inception; otherwise coverage is not bound.`,
  achTitle: 'Pay by ACH',
  wireTitle: 'Pay by Wire Transfer',
  wireSupport: (email: string) => `Questions about wires? E-mail ${email}.`,
  wireUnavailable: 'Wire instructions are not available right now. Please contact your agent.',
  totalDue: 'Total Due',
  submit: 'Authorize Payment',
  depositoryNameLabel: 'Bank (depository) name',
  accountNameLabel: 'Names on the account',
  routingNumberLabel: 'Routing number',
  accountNumberLabel: 'Account number',
  accountTypeLabel: 'Account type',
  signNameLabel: 'Signature (type your full name)',
  // The confirmation's words depend on what happened (ACH authorised, wire received): ./payment-status.ts.
  notPayable: 'This application is not waiting for payment.',
} as const;

/**
 * Wire instructions, from the deployment's configuration (never from code): the web's
 * `/config.json` carries them, and the payment page shows them when `clientBankInfoFeature` is off.
 */
export interface WireInstructions {
  beneficiaryName: string;
  beneficiaryBank: string;
  bankAddress?: string;
  accountNumber: string;
  routingNumber: string;
  swift?: string;
  /** Shown as the reference the client must quote (the policy period's contract id is appended). */
  referenceNote?: string;
  supportEmail: string;
}

/** The client's payment page for a contract. */
export const paymentDetailsPath = (contractId: string): string =>
  `/apply/application/${encodeURIComponent(contractId)}/payment-details`;
