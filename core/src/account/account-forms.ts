/**
 * The account area's forms (docs/requirements.md#validation-account, #validation-team,
 * #validation-payout): organisation contacts and addresses, inviting and editing a team member,
 * the agent's payout information. The requirement's messages verbatim; the web forms and the
 * server validate with these schemas. (The personal-information form is `updateUserSchema`.)
 */
import * as z from 'zod';
import {
  accountTypes,
  isPlausibleBankAccountNumber,
  isValidAbaRoutingNumber,
} from '../applications/payment.js';
import { isUsStateCode } from '../geo/us-states.js';
import {
  optionalLicenseNumberSchema,
  optionalUsPhoneSchema,
  usPhoneSchema,
  zipCodeSchema,
} from '../contact/contact-fields.js';
import { PHONE_REQUIRED_MESSAGE } from '../schemas/quotes.js';
import {
  FIRST_NAME_REQUIRED_MESSAGE,
  LAST_NAME_REQUIRED_MESSAGE,
  VALID_EMAIL_REQUIRED_MESSAGE,
} from '../schemas/quoter.js';
import { tooLongMessage } from '../schemas/too-long.js';

export const accountMessages = {
  address: 'address is required',
  city: 'city is required',
  state: 'state is required',
  zipcode: 'zipcode is required',
  inviteEmailRequired: 'Provide an email',
  inviteEmailValid: 'Email must be a valid email address',
  stateLicenseNumber: 'State License Number is required',
  accountType: 'Select account type',
  depositoryName: 'depository name is required',
  accountName: 'account name is required',
  routingDigits: 'Expected number',
  routingLength: 'Must have 9 digits',
  routingChecksum: 'This is not a valid ABA routing number',
  payoutAccountNumber: 'Must be between 8 to 12 digits',
  payoutAccountType: 'Select checking or savings',
} as const;

const required = (message: string, label: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLongMessage(label, max));

// ---------------------------------------------------------------- organisation

/** A primary-agent or accounting contact: every field required. */
export const organizationContactSchema = z.object({
  firstName: required(FIRST_NAME_REQUIRED_MESSAGE, 'first name'),
  lastName: required(LAST_NAME_REQUIRED_MESSAGE, 'last name'),
  email: z
    .string({ error: VALID_EMAIL_REQUIRED_MESSAGE })
    .trim()
    .pipe(z.email(VALID_EMAIL_REQUIRED_MESSAGE).max(254, VALID_EMAIL_REQUIRED_MESSAGE)),
  phone: usPhoneSchema(PHONE_REQUIRED_MESSAGE),
});

/** A physical or mailing address; address2 is free text. */
export const organizationAddressSchema = z.object({
  address1: required(accountMessages.address, 'address', 200),
  address2: z.string().trim().max(200, tooLongMessage('address line 2', 200)).optional(),
  city: required(accountMessages.city, 'city'),
  state: required(accountMessages.state, 'state', 2).refine(isUsStateCode, accountMessages.state),
  zipcode: zipCodeSchema(accountMessages.zipcode),
});

// ---------------------------------------------------------------- team

/** The account types an invitation offers (docs/requirements.md#invitations). */
export const inviteAccountTypes = ['primaryAgent', 'agent', 'admin'] as const;
export type InviteAccountType = (typeof inviteAccountTypes)[number];
export const inviteAccountTypeLabels: Readonly<Record<InviteAccountType, string>> = {
  primaryAgent: 'Primary Agent',
  agent: 'Agent',
  admin: 'Admin',
};
/** Agents and primary agents sell, so they need a state license number; admins do not. */
export const needsStateLicense = (type: string): boolean => type === 'agent' || type === 'primaryAgent';

/** A team member's e-mail: "Provide an email", then "Email must be a valid email address". */
const memberEmail = z
  .string({ error: accountMessages.inviteEmailRequired })
  .trim()
  .min(1, accountMessages.inviteEmailRequired)
  .pipe(z.email(accountMessages.inviteEmailValid).max(254, accountMessages.inviteEmailValid));

/** Invite Team Member: the license for sellers, a phone number for admins. */
export const inviteTeamMemberSchema = z
  .object({
    firstName: required(FIRST_NAME_REQUIRED_MESSAGE, 'first name'),
    lastName: required(LAST_NAME_REQUIRED_MESSAGE, 'last name'),
    email: memberEmail,
    accountType: z.enum(inviteAccountTypes, { error: accountMessages.accountType }),
    stateLicenseNumber: optionalLicenseNumberSchema,
    phoneNumber: optionalUsPhoneSchema,
  })
  .superRefine((v, ctx) => {
    if (needsStateLicense(v.accountType) && !v.stateLicenseNumber)
      ctx.addIssue({
        code: 'custom',
        path: ['stateLicenseNumber'],
        message: accountMessages.stateLicenseNumber,
      });
    if (v.accountType === 'admin' && !v.phoneNumber)
      ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: PHONE_REQUIRED_MESSAGE });
  });
export type InviteTeamMember = z.infer<typeof inviteTeamMemberSchema>;

/**
 * Edit Team Member: names, e-mail, account type, an optional license PDF; the state and the state
 * license number are required for sellers (agent, primary agent) only, as at invitation: an admin
 * holds no license (docs/decisions.md, issue 14).
 */
export const editTeamMemberSchema = z
  .object({
    firstName: required(FIRST_NAME_REQUIRED_MESSAGE, 'first name'),
    lastName: required(LAST_NAME_REQUIRED_MESSAGE, 'last name'),
    email: memberEmail,
    accountType: z.enum(inviteAccountTypes, { error: accountMessages.accountType }),
    state: z.string().trim().max(2, accountMessages.state).optional(),
    stateLicenseNumber: optionalLicenseNumberSchema,
    fileId: z.string().trim().max(200).optional(),
  })
  .superRefine((v, ctx) => {
    const seller = needsStateLicense(v.accountType);
    if ((seller || v.state) && !(v.state && isUsStateCode(v.state.toUpperCase())))
      ctx.addIssue({ code: 'custom', path: ['state'], message: accountMessages.state });
    if (seller && !v.stateLicenseNumber)
      ctx.addIssue({
        code: 'custom',
        path: ['stateLicenseNumber'],
        message: accountMessages.stateLicenseNumber,
      });
  });
export type EditTeamMember = z.infer<typeof editTeamMemberSchema>;

// ---------------------------------------------------------------- payout

const digits = (v: string) => v.replace(/[\s-]/g, '');

/** The agent's payout information (docs/requirements.md#validation-payout). */
export const payoutInformationSchema = z.object({
  depositoryName: z
    .string({ error: accountMessages.depositoryName })
    .trim()
    .min(3, accountMessages.depositoryName)
    .max(100, tooLongMessage('depository name', 100)),
  namesOnTheAccount: z
    .string()
    .trim()
    .max(100, tooLongMessage('account name', 100))
    .optional()
    .refine((v) => !v || v.length >= 3, accountMessages.accountName),
  routingNumber: z
    .string({ error: accountMessages.routingLength })
    .transform(digits)
    .pipe(
      z
        .string()
        .regex(/^\d*$/, accountMessages.routingDigits)
        .length(9, accountMessages.routingLength)
        .refine(isValidAbaRoutingNumber, accountMessages.routingChecksum),
    ),
  accountNumber: z
    .string({ error: accountMessages.payoutAccountNumber })
    .transform(digits)
    .pipe(
      z
        .string()
        .regex(/^\d{8,12}$/, accountMessages.payoutAccountNumber)
        .refine(isPlausibleBankAccountNumber, accountMessages.payoutAccountNumber),
    ),
  accountType: z.enum(accountTypes, { error: accountMessages.payoutAccountType }),
});
export type PayoutInformation = z.infer<typeof payoutInformationSchema>;

/** Payout changes may take this many days to apply (docs/requirements.md#constants). */
export const PAYOUT_CHANGE_DAYS = 7;
export const PAYOUT_CHANGE_NOTE = `Changes to your payout information may take up to ${PAYOUT_CHANGE_DAYS} days to apply.`;

/** The payout form's failure texts, by what the server said (docs/requirements.md#error-catalogue). */
export const payoutSaveMessages = {
  badInput: 'Bad Input, check the payment information and try again',
  notAuthorized: "You're not authorized to perform this action.",
  other: 'We were not able to save at this time. Please check your information and try again.',
} as const;
export function payoutSaveErrorText(serverMessage: string | null | undefined): string {
  const m = serverMessage ?? '';
  if (m.includes('Invalid input')) return payoutSaveMessages.badInput;
  if (m.includes('not authorized')) return payoutSaveMessages.notAuthorized;
  return payoutSaveMessages.other;
}

/** Commission Payments lists this many payouts, then this many more per 'See More Payouts'. */
export const COMMISSION_PAGE_SIZE = 6;
/** An update's toasts (profile, team, client, commission) last this long (docs/requirements.md#constants). */
export const UPDATE_TOAST_MS = 3000;
export const updateToastTexts = {
  updated: 'Updated Successfully!',
  updateFailed: 'Error updating user',
} as const;
