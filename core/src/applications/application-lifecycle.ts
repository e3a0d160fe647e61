/**
 * Creating and submitting an application (docs/requirements.md#apply-select, #broker-signature,
 * #application-submitted): the inputs, the deadline check, the signature's rules and the texts
 * the pages show.
 */
import * as z from 'zod';
import { AppError } from '../errors.js';
import { addDays, quotingToday } from '../quoting/policy-period.js';
import {
  purchaseDateBlock,
  purchaseBlockMessages,
  type PurchasableQuote,
} from '../quoting/purchase-availability.js';
import { applicationMessages } from './application-form.js';
import { ContractStatus } from './contract-status.js';

const id = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(200, `${name} is not valid`);

/** createInsuranceApplication(client, quote). */
export const createApplicationSchema = z.object({ client: id('client'), quote: id('quote') });
/** getContract(id). */
export const contractIdArgSchema = z.object({ id: id('id') });

/**
 * The server's date rules for a new application (docs/requirements.md#purchase-availability):
 * inception more than 60 days away is too early; a passed deadline, or an indication that has
 * expired (created 120 days or more before inception), is too late. The liftApplicationDeadline
 * flag lifts them.
 */
export function assertApplicationDates(
  quote: PurchasableQuote,
  now: Date,
  liftApplicationDeadline: boolean,
): void {
  if (liftApplicationDeadline) return;
  const block = purchaseDateBlock(quote, now);
  if (block === 'inceptionWindow')
    throw new AppError('APPLICATION_TOO_EARLY', undefined, { reason: purchaseBlockMessages.inceptionWindow });
  if (block === 'deadlinePassed' || block === 'expired')
    throw new AppError('APPLICATION_TOO_LATE', undefined, {
      reason: block === 'expired' ? purchaseBlockMessages.expired : 'deadline',
    });
}

/**
 * The broker may sign an application only until its application deadline (a date: passed once the
 * quoting day is later), whether or not the contracts sweeper has expired the draft yet:
 * APPLICATION_TOO_LATE after. The liftApplicationDeadline flag lifts it.
 */
export function assertApplicationDeadline(
  contract: { applicationDeadline: string },
  now: Date,
  liftApplicationDeadline: boolean,
): void {
  if (liftApplicationDeadline) return;
  if (quotingToday(now) > contract.applicationDeadline)
    throw new AppError('APPLICATION_TOO_LATE', undefined, { reason: 'deadline' });
}

/** A second application for the same premium indication is refused. */
export const APPLICATION_EXISTS_MESSAGE = 'An application already exists for this premium indication.';
/** The agent may change the answers only while the application is a draft (or sent back). */
export const APPLICATION_LOCKED_MESSAGE = 'This application has been submitted and can no longer be changed.';

// ---------------------------------------------------------------- broker signature

/** The checkbox the broker ticks; its text is part of the signature record. */
export const BROKER_CONFIRMATION_TEXT =
  'I confirm that I have reviewed this application with the applicant, that the information in it is complete and accurate to the best of my knowledge, and that I agree to sign it electronically.';
/** Bumped whenever the confirmation or the electronic-transactions agreement text changes. */
export const BROKER_CONSENT_VERSION = 'broker-consent-2026-11-25';

/**
 * The signature date must be the signer's today. The server accepts the quoting day and the day on
 * either side of it, so a broker in Hawaii or Guam signing near midnight is not refused.
 */
export function isSignatureDateToday(date: string, now: Date): boolean {
  const today = quotingToday(now);
  return date === today || date === addDays(today, -1) || date === addDays(today, 1);
}

export const brokerSignatureSchema = (now: Date) =>
  z.object({
    confirmed: z.literal(true, { error: applicationMessages.brokerConfirmation }),
    signature: z
      .string({ error: applicationMessages.brokerSignature })
      .trim()
      .min(3, applicationMessages.brokerSignature)
      .max(100, applicationMessages.brokerSignature),
    date: z
      .string({ error: applicationMessages.signatureDate })
      .refine((d) => isSignatureDateToday(d, now), applicationMessages.signatureDate),
  });

/** submitLpcInsuranceApplication(contract, {agentSignature {date, signature}, confirmed}). */
export const submitApplicationSchema = (now: Date) =>
  z.object({
    contract: id('contract'),
    input: z
      .object({
        confirmed: z.boolean().nullish(),
        agentSignature: z.object({ signature: z.string().nullish(), date: z.string().nullish() }),
      })
      .transform(({ confirmed, agentSignature }) => ({ confirmed, ...agentSignature }))
      .pipe(brokerSignatureSchema(now)),
  });

// ---------------------------------------------------------------- submitted page

export const applicationSubmittedTexts = {
  title: 'Application Submitted',
  sentToClient: (clientName: string) =>
    `Thank you! The application has been submitted and e-mailed to ${clientName} to review, sign and pay.`,
  pendingApproval:
    'Thank you! The application has been submitted for review. Our underwriters will reach a decision within a few business days; if it is declined, we will get in touch with you.',
  backToDashboard: 'Back to Dashboard',
  policyDetails: 'Policy Details',
} as const;

export const START_APPLICATION_LABEL = 'Start Application';
export const ELECTRONIC_AGREEMENT_TITLE = 'Agreement to Conduct Electronic Transactions';

/** The client review page a CLIENT_REVIEW_CONTRACT link opens (the token in the query). */
export const clientReviewPath = (token: string): string => `/apply/review?token=${encodeURIComponent(token)}`;

/** The submitted page's thank-you for the status the submission left the application in. */
export function applicationSubmittedMessage(status: string, clientName: string): string {
  return status === ContractStatus.PENDING_APPROVAL
    ? applicationSubmittedTexts.pendingApproval
    : applicationSubmittedTexts.sentToClient(clientName);
}
