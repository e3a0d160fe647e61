/**
 * The loss report and its review (docs/requirements.md#claims, #validation-claims): the form's
 * rules with the requirement's messages, the section completion rules, the API inputs, and the
 * texts of the claim pages. The web form and the server validate with these schemas.
 */
import * as z from 'zod';
import { isSignatureDateToday } from '../applications/application-lifecycle.js';
import { formatUsDate, latestUsDayOf } from '../quoting/policy-period.js';
import { PayoutMethod, payoutMethods } from './claim-statuses.js';
import { contactFieldMessages, zipCodeSchema } from '../contact/contact-fields.js';

export const lossReportMessages = {
  name: 'Name is required',
  address1: 'Address is required',
  city: 'City is required',
  state: 'State is required',
  zipcode: contactFieldMessages.zip,
  contactEmail: 'A valid contact email is required',
  policyNumber: 'Policy number is required',
  notificationDate: 'Notification date must be a date',
  notificationDateFuture: 'The notification date cannot be in the future',
  notificationDateBeforePeriod: (start: string) =>
    `The notification date cannot be before the policy period begins (${formatUsDate(start)})`,
  /** A report on a policy whose period has not begun yet. */
  policyNotStarted: (start: string) =>
    `This policy's period begins on ${formatUsDate(start)}: a loss report can be filed once it has begun.`,
  representationsAccepted: 'Confirm that you have read and agree to the representations',
  disclaimersAccepted: 'Confirm that you have read the disclaimers and fraud notices',
  basisDescription: 'The description must have at most 5000 characters',
  /** saveLossReport's failure text when the server sends none (verbatim). */
  saveFailed: 'Error Loading Policy Details. Please try again later.',
  /** The report's policy number is not the policy of the contract it is filed on. */
  policyNumberMismatch: 'The policy number does not match the policy this link is for.',
  /** A report on a contract that is not a bound, issued policy. */
  notAPolicy: 'Loss reports can be filed only on an active policy.',
  /** The policy holds the most loss reports it may (MAX_LOSS_REPORTS_PER_POLICY). */
  tooManyReports:
    'This policy already has the most loss reports it can take. Please contact our claims team to add to one.',
  /** A review of a report that is no longer a draft. */
  alreadySigned: 'This loss report has already been signed and submitted.',
  clientSignature: 'Your signature is required',
  readConfirmation: 'Please confirm that you have read and agree to the statements above',
  reviewDate: "The date must be today's date",
  payoutMethod: 'Choose eCheck or ACH',
  achUnavailable: 'ACH payout needs a bank account on file; choose eCheck.',
  /** The policy-number modal. */
  modalPolicyNumber: 'Policy number is required',
} as const;

/**
 * Loss reports one policy may hold, drafts and signed: the settlement reads them all for its claim,
 * so a policyholder cannot grow a claim's view without bound.
 */
export const MAX_LOSS_REPORTS_PER_POLICY = 10;

const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

/** Section I, named insured. */
export const namedInsuredSectionSchema = z.object({
  name: required(lossReportMessages.name),
  address1: required(lossReportMessages.address1),
  city: required(lossReportMessages.city, 100),
  state: required(lossReportMessages.state, 50),
  zipcode: zipCodeSchema(lossReportMessages.zipcode),
  contactEmail: z
    .string({ error: lossReportMessages.contactEmail })
    .trim()
    .max(254, lossReportMessages.contactEmail)
    .pipe(z.email(lossReportMessages.contactEmail)),
  policyNumber: required(lossReportMessages.policyNumber, 40),
});
export type NamedInsuredSection = z.infer<typeof namedInsuredSectionSchema>;

/** Section II, loss details. */
export const lossDetailsSectionSchema = z.object({
  notificationDate: z.iso.date(lossReportMessages.notificationDate),
  basisDescription: z
    .string()
    .trim()
    .max(5000, lossReportMessages.basisDescription)
    .nullish()
    .transform((v) => v || undefined),
});
export type LossDetailsSection = z.infer<typeof lossDetailsSectionSchema>;

/** Sections III and IV: each is complete once its statements are acknowledged, not just opened. */
export const lossReportAcknowledgmentsSchema = z.object({
  representationsAccepted: z.literal(true, { error: lossReportMessages.representationsAccepted }),
  disclaimersAccepted: z.literal(true, { error: lossReportMessages.disclaimersAccepted }),
});

/** The whole form: sections I and II's fields and III and IV's acknowledgments. */
export const lossReportFormSchema = namedInsuredSectionSchema
  .extend(lossDetailsSectionSchema.shape)
  .extend(lossReportAcknowledgmentsSchema.shape);
export type LossReportForm = z.infer<typeof lossReportFormSchema>;

/** saveLossReport(input: contractId, name, address1, city, state, zipcode, contactEmail, policyNumber, notificationDate, basisDescription). */
export const saveLossReportArgsSchema = z.object({
  input: lossReportFormSchema.extend({ contractId: z.string().trim().min(1).max(100) }),
});

/** The four sections of /claims/loss-form. */
export const LOSS_REPORT_SECTIONS = [
  'namedInsured',
  'lossDetails',
  'representations',
  'disclaimers',
] as const;
export type LossReportSection = (typeof LOSS_REPORT_SECTIONS)[number];

export interface LossReportProgress {
  namedInsuredValid: boolean;
  lossDetailsValid: boolean;
  representationsAccepted: boolean;
  disclaimersAccepted: boolean;
}

/** Sections I and II are complete when valid, III and IV once their acknowledgment is ticked. */
export function lossReportSectionsComplete(p: LossReportProgress): Record<LossReportSection, boolean> {
  return {
    namedInsured: p.namedInsuredValid,
    lossDetails: p.lossDetailsValid,
    representations: p.representationsAccepted,
    disclaimers: p.disclaimersAccepted,
  };
}

/**
 * The dates of a loss report against the filing day and the policy period: a policy whose period
 * has not begun takes no report; the notification date is neither in the future nor before the
 * period began (the day after the quoting day is allowed: it is already today east of Hawaii).
 * Core's message for the first problem, or null. Dates are YYYY-MM-DD.
 */
export function lossReportDateProblem(args: {
  notificationDate: string;
  today: string;
  periodStart: string;
}): { field: 'policy' | 'notificationDate'; message: string } | null {
  if (args.today < args.periodStart)
    return { field: 'policy', message: lossReportMessages.policyNotStarted(args.periodStart) };
  if (args.notificationDate > latestUsDayOf(args.today))
    return { field: 'notificationDate', message: lossReportMessages.notificationDateFuture };
  if (args.notificationDate < args.periodStart)
    return {
      field: 'notificationDate',
      message: lossReportMessages.notificationDateBeforePeriod(args.periodStart),
    };
  return null;
}

/** "Continue" is enabled only when the form is valid and III and IV are acknowledged. */
export const canContinueLossReport = (p: LossReportProgress): boolean =>
  Object.values(lossReportSectionsComplete(p)).every(Boolean);

/** The review page's form: signature, read confirmation, today's date, payout method (eCheck by default). */
export const lossReviewFormSchema = (now: Date, achAvailable: boolean) =>
  z.object({
    clientSignature: z
      .string({ error: lossReportMessages.clientSignature })
      .trim()
      .min(1, lossReportMessages.clientSignature)
      .max(100, lossReportMessages.clientSignature),
    readConfirmation: z.literal(true, { error: lossReportMessages.readConfirmation }),
    reviewDate: z
      .string({ error: lossReportMessages.reviewDate })
      .refine((d) => isSignatureDateToday(d, now), lossReportMessages.reviewDate),
    payoutMethod: z
      .enum(payoutMethods, { error: lossReportMessages.payoutMethod })
      .refine((m) => m !== PayoutMethod.ACH || achAvailable, lossReportMessages.achUnavailable),
  });
export type LossReviewForm = z.infer<ReturnType<typeof lossReviewFormSchema>>;

/** The payout method a review starts with. */
export const DEFAULT_PAYOUT_METHOD: PayoutMethod = PayoutMethod.ECHECK;

/**
 * The ids a review names (saveLossReportReview(id, input.contractId)), read first: the rest of its
 * rules depend on that contract (ACH only with an account on file).
 */
export const lossReviewTargetSchema = z.object({
  id: z.string().trim().min(1).max(100),
  input: z.object({ contractId: z.string().trim().min(1).max(100) }),
});

/**
 * The second call (saveLossReportReview(id, input: contractId, agreeElectronicNamedInsured,
 * clientSignature, reviewDate, payoutMethod)): the API's names for the review form's fields.
 */
export const saveLossReviewArgsSchema = (now: Date, achAvailable: boolean) => {
  const form = lossReviewFormSchema(now, achAvailable);
  return lossReviewTargetSchema.extend({
    input: lossReviewTargetSchema.shape.input.extend({
      agreeElectronicNamedInsured: form.shape.readConfirmation,
      clientSignature: form.shape.clientSignature,
      reviewDate: form.shape.reviewDate,
      payoutMethod: z
        .enum(payoutMethods, { error: lossReportMessages.payoutMethod })
        .nullish()
        .transform((m) => m ?? DEFAULT_PAYOUT_METHOD)
        .refine((m) => m !== PayoutMethod.ACH || achAvailable, lossReportMessages.achUnavailable),
    }),
  });
};

/** The policy-number modal: the policy number is required. */
export const policyNumberModalSchema = z.object({
  policyNumber: z
    .string({ error: lossReportMessages.modalPolicyNumber })
    .trim()
    .min(1, lossReportMessages.modalPolicyNumber)
    .max(40, lossReportMessages.modalPolicyNumber),
});

/** getForm(formType, id): the loss report type by either of its names. */
export const getFormArgsSchema = z.object({
  formType: z.enum(['LossReport', 'LOSS_REPORT']),
  id: z.string().trim().min(1).max(100),
});
