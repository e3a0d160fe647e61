/**
 * The agency application form (docs/requirements.md#onboarding, #entity-organization): the agency's
 * name, website, years in business, its license (state and number) and NPN, its physical and
 * mailing addresses, and the signature (typed name, title, today's date, the agreement). The web's
 * wizard and the server validate with these schemas; a draft may leave fields out.
 */
import * as z from 'zod';
import { applicationMessages } from '../applications/application-form.js';
import { isSignatureDateToday } from '../applications/application-lifecycle.js';
import { OrganizationApplicationStatus } from '../auth/permissions.js';
import { isUsStateCode } from '../geo/us-states.js';
import { tooLongMessage } from '../schemas/too-long.js';
import { contactFieldMessages, licenseNumberSchema, NPN } from '../contact/contact-fields.js';
import { organizationAddressSchema } from './account-forms.js';
import { ORGANIZATION_REVIEW_LISTABLE_STATUSES } from './onboarding.js';

export const MAX_YEARS_IN_BUSINESS = 200;

export const onboardingMessages = {
  name: 'agency name is required',
  website: 'Enter the agency website, e.g. https://agency.example',
  yearsInBusiness: `Enter the years in business as a whole number (0 to ${MAX_YEARS_IN_BUSINESS})`,
  licenseState: 'agency license state is required',
  licenseNumber: 'agency license number is required',
  npn: contactFieldMessages.npn,
  signature: 'Type your full name to sign (at least 3 characters)',
  title: 'title is required',
  signingDate: applicationMessages.signatureDate,
  agreement: 'You must agree to the Agency Agreement to submit',
  primaryAgent: 'Choose the primary agent',
  reason: 'A reason is required to return an application',
  reasonTooLong: 'The reason is too long (2000 characters at most)',
  decision: 'Choose approve or return',
} as const;

const text = (message: string, label: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLongMessage(label, max));

/** A web address with or without its scheme: `agency.example`, `https://www.agency.example/about`. */
const WEBSITE = /^(https?:\/\/)?([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d{1,5})?(\/\S*)?$/i;

/** Years in business: a whole number; the web's field gives a string, GraphQL an Int. */
const yearsInBusiness = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
  z
    .number({ error: onboardingMessages.yearsInBusiness })
    .int(onboardingMessages.yearsInBusiness)
    .min(0, onboardingMessages.yearsInBusiness)
    .max(MAX_YEARS_IN_BUSINESS, onboardingMessages.yearsInBusiness),
);

/** An address (a missing one is told field by field: "address is required", …). */
const address = z.preprocess((v) => v ?? {}, organizationAddressSchema);

/** The agency's answers, each field's rule (the signature's are apart: agencySignatureShape). */
export const agencyAnswersShape = {
  name: text(onboardingMessages.name, 'agency name', 200),
  website: z
    .string({ error: onboardingMessages.website })
    .trim()
    .max(300, tooLongMessage('website', 300))
    .regex(WEBSITE, onboardingMessages.website),
  yearsInBusiness,
  agencyLicenseState: z
    .string({ error: onboardingMessages.licenseState })
    .trim()
    .refine(isUsStateCode, onboardingMessages.licenseState)
    .transform((s) => s.toUpperCase()),
  agencyLicenseNumber: licenseNumberSchema(onboardingMessages.licenseNumber),
  npn: z.string({ error: onboardingMessages.npn }).trim().regex(NPN, onboardingMessages.npn),
  physicalAddress: address,
  mailingAddress: address,
};
export type AgencyAnswerField = keyof typeof agencyAnswersShape;

/** The signature block: the typed name, the signer's title, today's date, the agreement. */
export const agencySignatureShape = (now: Date) => ({
  signature: z
    .string({ error: onboardingMessages.signature })
    .trim()
    .min(3, onboardingMessages.signature)
    .max(100, tooLongMessage('signature', 100)),
  title: text(onboardingMessages.title, 'title', 100),
  signingDate: z
    .string({ error: onboardingMessages.signingDate })
    .refine((d) => isSignatureDateToday(d, now), onboardingMessages.signingDate),
  agreeAgencyAgreement: z.literal(true, { error: onboardingMessages.agreement }),
});

/** The complete, signed application (submitOrganizationApplication). */
export const agencyApplicationSchema = (now: Date) =>
  z.object({ ...agencyAnswersShape, ...agencySignatureShape(now) });
export type AgencyApplication = z.output<ReturnType<typeof agencyApplicationSchema>>;

/** A draft answer: null or absent leaves it as saved; given, it must be valid. */
const draft = <T extends z.ZodType>(rule: T) =>
  z.preprocess((v) => (v === null ? undefined : v), rule.optional());

/** A draft: any of the answers, each valid when given. */
export const agencyApplicationDraftSchema = z.object({
  name: draft(agencyAnswersShape.name),
  website: draft(agencyAnswersShape.website),
  yearsInBusiness: draft(agencyAnswersShape.yearsInBusiness),
  agencyLicenseState: draft(agencyAnswersShape.agencyLicenseState),
  agencyLicenseNumber: draft(agencyAnswersShape.agencyLicenseNumber),
  npn: draft(agencyAnswersShape.npn),
  physicalAddress: draft(agencyAnswersShape.physicalAddress),
  mailingAddress: draft(agencyAnswersShape.mailingAddress),
});
export type AgencyApplicationDraft = z.output<typeof agencyApplicationDraftSchema>;

/** The wizard's steps that ask something, and the answers each one checks before it saves. */
export const agencyDetailsStepSchema = z.object({
  name: agencyAnswersShape.name,
  website: agencyAnswersShape.website,
  yearsInBusiness: agencyAnswersShape.yearsInBusiness,
  physicalAddress: agencyAnswersShape.physicalAddress,
  mailingAddress: agencyAnswersShape.mailingAddress,
});
export const licensesStepSchema = z.object({
  agencyLicenseState: agencyAnswersShape.agencyLicenseState,
  agencyLicenseNumber: agencyAnswersShape.agencyLicenseNumber,
  npn: agencyAnswersShape.npn,
});
export const signStepSchema = (now: Date) => z.object(agencySignatureShape(now));

const id = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(200, `${label} is not valid`);

/** designatePrimaryAgent(user). */
export const designatePrimaryAgentSchema = z.object({
  user: z
    .string({ error: onboardingMessages.primaryAgent })
    .trim()
    .min(1, onboardingMessages.primaryAgent)
    .max(200),
});
/** saveOrganizationApplication(input). */
export const saveOrganizationApplicationSchema = z.object({ input: agencyApplicationDraftSchema });
/** submitOrganizationApplication(input). */
export const submitOrganizationApplicationSchema = (now: Date) =>
  z.object({ input: agencyApplicationSchema(now) });
/** getOrganizationApplication(organization). */
export const organizationIdSchema = z.object({ organization: id('organization') });

/** reviewOrganizationApplication(organization, {decision, reason}): a return needs a reason. */
export const reviewOrganizationApplicationSchema = z.object({
  organization: id('organization'),
  input: z
    .object({
      decision: z.enum(['approve', 'return'], { error: onboardingMessages.decision }),
      reason: z
        .string()
        .trim()
        .max(2000, onboardingMessages.reasonTooLong)
        .nullish()
        .transform((v) => v ?? ''),
    })
    .refine((i) => i.decision === 'approve' || i.reason.length > 0, {
      message: onboardingMessages.reason,
      path: ['reason'],
    }),
});
export type OrganizationReviewDecision = z.output<typeof reviewOrganizationApplicationSchema>['input'];

/** getOrganizationApplicationsForReview(statuses): default NeedsReview (what waits for operations). */
export const organizationApplicationsForReviewSchema = z.object({
  statuses: z
    .array(
      z.enum(
        ORGANIZATION_REVIEW_LISTABLE_STATUSES as [
          OrganizationApplicationStatus,
          ...OrganizationApplicationStatus[],
        ],
        {
          error: 'Operations list agency applications in review, returned, started or approved',
        },
      ),
    )
    .max(ORGANIZATION_REVIEW_LISTABLE_STATUSES.length)
    .nullish()
    .transform((s) => (s && s.length > 0 ? [...new Set(s)] : [OrganizationApplicationStatus.NeedsReview])),
});
