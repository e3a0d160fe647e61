/**
 * The application form's rules (docs/requirements.md#application-form, #validation-entity,
 * #validation-business, #validation-diligent-effort): the sections, their fields, the spec's
 * messages verbatim, the revenue rule and the section states. The web form and the server share
 * these schemas: drafts are saved with the lenient `*DraftSchema`s (a half-typed form is kept), and
 * the broker's signature requires the complete ones.
 */
import * as z from 'zod';
import { ApplicationSection } from './application-paths.js';
import {
  contactFieldMessages,
  formatUsPhone,
  US_ZIP,
  usPhoneSchema,
  zipCodeSchema,
} from '../contact/contact-fields.js';
import { isUsStateCode } from '../geo/us-states.js';
import { formatUsdWhole } from '../quoting/format.js';
import { quotingToday } from '../quoting/policy-period.js';
import { tooLongMessage } from '../schemas/too-long.js';
import {
  acknowledgmentNeedsForm,
  diligentEffortAcknowledgments,
  stateRequiresDiligentEffort,
} from './diligent-effort.js';

// ---------------------------------------------------------------- messages (spec, verbatim)

export const applicationMessages = {
  legalName: 'Legal name is required',
  address: 'Address is required',
  city: 'City is required',
  county: 'County is required',
  country: 'Country is required',
  state: 'State is required',
  stateNy: 'Unavailable in NY',
  zip: contactFieldMessages.zip,
  federalTaxId: 'Must have at least 8 digits',
  federalTaxIdTooLong: 'Federal tax ID must have at most 9 digits',
  contactFirstName: 'Contact first name is required',
  contactLastName: 'Contact last name is required',
  email: 'Email must be a valid email address',
  emailRequired: 'At least one email is required',
  emailsMax: 'At most 3 email addresses',
  emailDuplicate: 'This e-mail address is already on the application. Enter a different one or remove it.',
  businessPhone: 'Business phone is required',
  businessPhoneFormat: contactFieldMessages.phone,
  businessType: 'Business type is required',
  description: 'Description of Business Operations is required',
  revenue: 'revenue is required',
  revenueWholeDollars: 'Enter revenue in whole dollars (no cents)',
  revenueYears: 'Revenue for the last 3 calendar years is required',
  revenueRule:
    "The limit of liability must be less than or equal to the insured's revenue averaged over the past 3 years",
  acknowledgment: 'Select an acknowledgment',
  file: 'file is required',
  brokerSignature: "Broker's signature is required",
  brokerConfirmation: 'Confirm that the application is complete and accurate',
  signatureDate: "The date must be today's date",
} as const;

/** The dialog shown when New York is chosen as the insured's state. */
export const NEW_YORK_DIALOG = {
  title: 'Unavailable in New York',
  body: 'Unfortunately, coverage is not available in New York. Please use a different address to proceed.',
} as const;

export const APPLICATION_LOAD_TEXTS = {
  loading: 'Loading Application Information',
  error: 'Error Loading Application',
  dataLoading: 'Data loading...',
  dataError: 'Data failed to load',
} as const;

export const UPLOAD_ERROR_MESSAGE = 'Error uploading file';

// ---------------------------------------------------------------- constants

/** Up to this many client e-mail addresses per application. */
export const MAX_APPLICATION_EMAILS = 3;
/** Revenue is asked for this many previous calendar years. */
export const REVENUE_YEARS = 3;
/** A revenue above this (whole dollars) is a typing slip. */
export const MAX_REVENUE_DOLLARS = 1_000_000_000_000;
/** A revenue above MAX_REVENUE_DOLLARS: say the maximum, not "required" (issue 27). */
export const REVENUE_TOO_LARGE_MESSAGE = `Revenue must be at most ${formatUsdWhole(MAX_REVENUE_DOLLARS)}`;
export const MAX_DESCRIPTION_LENGTH = 2000;
const MAX_TEXT = 200;

export const BusinessType = {
  AGRICULTURAL_BUSINESS: 'AGRICULTURAL_BUSINESS',
  HYDROPOWER_GENERATION_COMPANY: 'HYDROPOWER_GENERATION_COMPANY',
  IRRIGATION_BUSINESS: 'IRRIGATION_BUSINESS',
  LANDSCAPING_BUSINESS: 'LANDSCAPING_BUSINESS',
  SUPPLY_CHAIN_LOGISTICS_COMPANY: 'SUPPLY_CHAIN_LOGISTICS_COMPANY',
  WATER_SUPPLY_COMPANY: 'WATER_SUPPLY_COMPANY',
  OTHER: 'OTHER',
} as const;
export type BusinessType = (typeof BusinessType)[keyof typeof BusinessType];
export const businessTypes = Object.values(BusinessType) as [BusinessType, ...BusinessType[]];
export const businessTypeLabels: Readonly<Record<BusinessType, string>> = {
  AGRICULTURAL_BUSINESS: 'Agricultural business',
  HYDROPOWER_GENERATION_COMPANY: 'Hydropower generation company',
  IRRIGATION_BUSINESS: 'Irrigation business',
  LANDSCAPING_BUSINESS: 'Landscaping business',
  SUPPLY_CHAIN_LOGISTICS_COMPANY: 'Supply chain logistics company',
  WATER_SUPPLY_COMPANY: 'Water supply company',
  OTHER: 'Other',
};
export const DEFAULT_BUSINESS_TYPE: BusinessType = BusinessType.OTHER;

// ---------------------------------------------------------------- small rules

/** Names taken from the application are capitalised word by word ("dana o'neil-reyes" → "Dana O'Neil-Reyes"). */
export const capitalizeWords = (value: string): string =>
  value.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());

export const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** A federal tax ID as typed ("12-3456789"): its digits when 8 or 9, else null. */
export const federalTaxIdDigits = (value: string): string | null => {
  const d = digitsOf(value);
  return /^\d{8,9}$/.test(d) && Number(d) >= 10_000_000 ? d : null;
};

/** The masked form shown once stored: only the last four digits. */
export const maskFederalTaxId = (digits: string): string => `•••••${digits.slice(-4)}`;

/** The last `REVENUE_YEARS` calendar years before `today` (YYYY-MM-DD), ascending. */
export const revenueYearsFor = (today: string): number[] => {
  const year = Number(today.slice(0, 4));
  return Array.from({ length: REVENUE_YEARS }, (_, i) => year - REVENUE_YEARS + i);
};

export const defaultRevenue = (today: string): { year: number; revenue: number }[] =>
  revenueYearsFor(today).map((year) => ({ year, revenue: 0 }));

/**
 * The revenue years of an application: the `REVENUE_YEARS` calendar years before the day it was
 * started (`createdAt`, an ISO time), the ones its draft is created with. No other year may be
 * saved, so the revenue rule is met by the years the form asks for.
 */
export const applicationRevenueYears = (createdAt: string): number[] =>
  revenueYearsFor(quotingToday(new Date(createdAt)));

/** Whether revenue entries name only `years`, each at most once (a draft may hold fewer). */
export const revenueYearsWithin = (entries: readonly { year: number }[], years: readonly number[]): boolean =>
  new Set(entries.map((e) => e.year)).size === entries.length && entries.every((e) => years.includes(e.year));

/** The average of the given years' revenue, in whole dollars (0 when none). */
export const averageRevenue = (years: readonly { revenue: number }[]): number =>
  years.length === 0 ? 0 : years.reduce((sum, y) => sum + y.revenue, 0) / years.length;

/** The revenue rule: the limit (whole dollars) is at most the 3-year average revenue. */
export const revenueRuleHolds = (limitDollars: number, years: readonly { revenue: number }[]): boolean =>
  years.length === REVENUE_YEARS && limitDollars <= averageRevenue(years);

// ---------------------------------------------------------------- section schemas

const requiredText = (message: string, label: string, max = MAX_TEXT) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLongMessage(label, max));
const optionalText = (label: string, max = MAX_TEXT) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(label, max))
    .nullish()
    .transform((v) => v || undefined);

const stateCode = z
  .string({ error: applicationMessages.state })
  .trim()
  .toUpperCase()
  .min(1, applicationMessages.state)
  .refine((v) => v !== 'NY', applicationMessages.stateNy)
  .refine((v) => v === 'NY' || isUsStateCode(v), applicationMessages.state);

const zip = zipCodeSchema(applicationMessages.zip);

const federalTaxId = z
  .string({ error: applicationMessages.federalTaxId })
  .trim()
  .refine((v) => digitsOf(v).length <= 9, applicationMessages.federalTaxIdTooLong)
  .refine((v) => /^[\d\s-]*$/.test(v) && federalTaxIdDigits(v) !== null, applicationMessages.federalTaxId)
  .transform((v) => federalTaxIdDigits(v)!);

const emailValue = z
  .string({ error: applicationMessages.email })
  .trim()
  .max(254, applicationMessages.email)
  .pipe(z.email(applicationMessages.email))
  .transform((e) => e.toLowerCase());

/**
 * The application's client addresses are distinct, whatever their case (docs/requirements.md#validation-entity):
 * each repeat (of the primary, the first, or of another) is refused at its own field.
 */
const distinctEmails = (emails: readonly { value: string }[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  emails.forEach((e, i) => {
    const key = e.value.trim().toLowerCase();
    if (key && seen.has(key))
      ctx.addIssue({ code: 'custom', message: applicationMessages.emailDuplicate, path: [i, 'value'] });
    seen.add(key);
  });
};

const businessPhone = usPhoneSchema(applicationMessages.businessPhone);

const draftText = (label: string, max = MAX_TEXT) => optionalText(label, max);

const nameText = (message: string, label: string) =>
  requiredText(message, label, 100).transform(capitalizeWords);

/**
 * Entity Information & Contact, complete. `federalTaxId` may be omitted when one is already stored
 * (it is never sent back to the browser): `hasStoredTaxId` tells the schema so.
 */
export const entityInformationSchema = (opts: { hasStoredTaxId?: boolean } = {}) =>
  z.object({
    legalName: requiredText(applicationMessages.legalName, 'legal name'),
    address: requiredText(applicationMessages.address, 'address'),
    city: requiredText(applicationMessages.city, 'city', 100),
    state: stateCode,
    county: requiredText(applicationMessages.county, 'county', 100),
    country: requiredText(applicationMessages.country, 'country', 100),
    zip,
    federalTaxId: opts.hasStoredTaxId
      ? z
          .string()
          .trim()
          .nullish()
          .transform((v) => v || undefined)
          .pipe(federalTaxId.optional())
      : federalTaxId,
    contactFirstName: nameText(applicationMessages.contactFirstName, 'contact first name'),
    contactLastName: nameText(applicationMessages.contactLastName, 'contact last name'),
    emails: z
      .array(z.object({ value: emailValue }), { error: applicationMessages.emailRequired })
      .min(1, applicationMessages.emailRequired)
      .max(MAX_APPLICATION_EMAILS, applicationMessages.emailsMax)
      .superRefine(distinctEmails),
    businessPhone,
  });
export type EntityInformation = z.infer<ReturnType<typeof entityInformationSchema>>;

const revenueEntry = z.object({
  year: z.number().int().min(1900).max(2200),
  revenue: z
    .number({ error: applicationMessages.revenue })
    .min(0, applicationMessages.revenue)
    .max(MAX_REVENUE_DOLLARS, REVENUE_TOO_LARGE_MESSAGE)
    // Whole dollars, as the form takes them: $0.50 is a slip, not a revenue (docs/requirements.md#validation-business).
    .int(applicationMessages.revenueWholeDollars),
});

/** Business Details, complete. */
export const businessDetailsSchema = z.object({
  businessType: z.enum(businessTypes, { error: applicationMessages.businessType }),
  businessOperationsDescription: requiredText(
    applicationMessages.description,
    'description of business operations',
    MAX_DESCRIPTION_LENGTH,
  ),
  currency: z.literal('USD').default('USD'),
  previousAnnualRevenue: z
    .array(revenueEntry)
    .length(REVENUE_YEARS, applicationMessages.revenueYears)
    .refine((ys) => new Set(ys.map((y) => y.year)).size === ys.length, applicationMessages.revenueYears)
    .transform((ys) => [...ys].sort((a, b) => a.year - b.year)),
});
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;

/**
 * Diligent Effort, complete for an insured in `state`: where the state has a form, an
 * acknowledgment and, unless it is the Exempt Commercial Purchaser one, the signed form's upload.
 */
export const diligentSearchUploadSchema = (state: string | null | undefined) =>
  stateRequiresDiligentEffort(state)
    ? z
        .object({
          acknowledgment: z.enum(diligentEffortAcknowledgments, {
            error: applicationMessages.acknowledgment,
          }),
          file: draftText('file name', 255),
          fileId: draftText('file', 200),
        })
        .superRefine((v, ctx) => {
          if (!acknowledgmentNeedsForm(v.acknowledgment)) return;
          for (const path of ['file', 'fileId'] as const)
            if (!v[path]) ctx.addIssue({ code: 'custom', path: [path], message: applicationMessages.file });
        })
    : z.object({}).loose();
export type DiligentSearchUpload = {
  acknowledgment?: (typeof diligentEffortAcknowledgments)[number];
  file?: string;
  fileId?: string;
};

// ---------------------------------------------------------------- drafts (saved on blur)

/** What a save on blur may carry: every field optional, only lengths and shapes checked. */
export const entityInformationDraftSchema = z.object({
  legalName: draftText('legal name'),
  address: draftText('address'),
  city: draftText('city', 100),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .nullish()
    .transform((v) => v || undefined)
    .refine((v) => v !== 'NY', applicationMessages.stateNy)
    .refine((v) => v === undefined || isUsStateCode(v), applicationMessages.state),
  county: draftText('county', 100),
  country: draftText('country', 100),
  zip: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || US_ZIP.test(v), applicationMessages.zip),
  federalTaxId: z
    .string()
    .trim()
    .max(20, applicationMessages.federalTaxIdTooLong)
    .nullish()
    .transform((v) => v || undefined)
    .pipe(federalTaxId.optional()),
  contactFirstName: draftText('contact first name', 100).transform((v) => v && capitalizeWords(v)),
  contactLastName: draftText('contact last name', 100).transform((v) => v && capitalizeWords(v)),
  emails: z
    .array(z.object({ value: z.string().trim().max(254, applicationMessages.email) }))
    .max(MAX_APPLICATION_EMAILS, applicationMessages.emailsMax)
    .superRefine(distinctEmails)
    .nullish()
    .transform((v) => v ?? undefined),
  businessPhone: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || formatUsPhone(v) !== null, applicationMessages.businessPhoneFormat)
    .transform((v) => (v ? (formatUsPhone(v) ?? undefined) : undefined)),
});
export type EntityInformationDraft = z.infer<typeof entityInformationDraftSchema>;

export const businessDetailsDraftSchema = z.object({
  businessType: z
    .enum(businessTypes, { error: applicationMessages.businessType })
    .nullish()
    .transform((v) => v ?? undefined),
  businessOperationsDescription: draftText('description of business operations', MAX_DESCRIPTION_LENGTH),
  currency: z.literal('USD').nullish(),
  previousAnnualRevenue: z
    .array(revenueEntry)
    .max(REVENUE_YEARS, applicationMessages.revenueYears)
    .nullish()
    .transform((ys) => (ys ? [...ys].sort((a, b) => a.year - b.year) : undefined)),
});
export type BusinessDetailsDraft = z.infer<typeof businessDetailsDraftSchema>;

export const diligentSearchUploadDraftSchema = z.object({
  acknowledgment: z
    .enum(diligentEffortAcknowledgments, { error: applicationMessages.acknowledgment })
    .nullish()
    .transform((v) => v ?? undefined),
  file: draftText('file name', 255),
  fileId: draftText('file', 200),
});

/** updateLpcInsuranceApplication(contract, input). */
export const updateApplicationSchema = z.object({
  contract: z.string().trim().min(1, 'contract is required').max(200, 'contract is not valid'),
  input: z.object({
    entityInformation: entityInformationDraftSchema.nullish(),
    businessDetails: businessDetailsDraftSchema.nullish(),
    diligentSearchUpload: diligentSearchUploadDraftSchema.nullish(),
  }),
});

// ---------------------------------------------------------------- sections

export const applicationSectionTitles: Readonly<Record<ApplicationSection, string>> = {
  entity: 'Entity Information & Contact',
  business: 'Business Details',
  coverage: 'Coverage Details',
  diligentEffort: 'Diligent Effort',
};

export type SectionProgress = 'notStarted' | 'inProgress' | 'complete';
export const sectionProgressLabels: Readonly<Record<SectionProgress, string>> = {
  notStarted: 'Not Started',
  inProgress: 'In Progress',
  complete: 'Complete',
};

/** The saved answers of an application, as the form and the server hold them. */
export interface ApplicationAnswers {
  readonly entityInformation?: Readonly<Record<string, unknown>> | null;
  readonly businessDetails?: Readonly<Record<string, unknown>> | null;
  readonly diligentSearchUpload?: Readonly<Record<string, unknown>> | null;
  /** A federal tax ID is stored (only its mask is ever sent back). */
  readonly hasFederalTaxId?: boolean;
}

const touched = (section: Readonly<Record<string, unknown>> | null | undefined, ignore: string[] = []) =>
  !!section &&
  Object.entries(section).some(
    ([k, v]) =>
      !ignore.includes(k) &&
      v !== undefined &&
      v !== null &&
      v !== '' &&
      !(Array.isArray(v) && v.length === 0),
  );

/** The first message of a failed parse, or null when the section is complete. */
function firstIssue(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value ?? {});
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid');
}

/** Why each section is not complete (null when it is). */
export function sectionIssues(answers: ApplicationAnswers): Record<ApplicationSection, string | null> {
  const state = (answers.entityInformation?.state as string | undefined) ?? null;
  return {
    entity: firstIssue(
      entityInformationSchema({ hasStoredTaxId: answers.hasFederalTaxId }),
      answers.entityInformation,
    ),
    business: firstIssue(businessDetailsSchema, answers.businessDetails),
    coverage: null,
    diligentEffort: firstIssue(diligentSearchUploadSchema(state), answers.diligentSearchUpload),
  };
}

/** Not Started, In Progress or Complete for each section. */
export function sectionProgress(answers: ApplicationAnswers): Record<ApplicationSection, SectionProgress> {
  const issues = sectionIssues(answers);
  const of = (issue: string | null, started: boolean): SectionProgress =>
    issue === null ? 'complete' : started ? 'inProgress' : 'notStarted';
  return {
    entity: of(issues.entity, touched(answers.entityInformation) || !!answers.hasFederalTaxId),
    business: of(
      issues.business,
      touched(answers.businessDetails, ['businessType', 'currency', 'previousAnnualRevenue']),
    ),
    coverage: 'complete',
    // Until the insured's state is known it is not known what this section needs.
    diligentEffort: !(answers.entityInformation?.state as string | undefined)
      ? 'notStarted'
      : of(issues.diligentEffort, touched(answers.diligentSearchUpload)),
  };
}

/**
 * Why the broker may not sign yet (the first reason), or null: every section complete and the
 * revenue rule holding. The server runs the same check on submit.
 */
export function signingBlock(answers: ApplicationAnswers, limitDollars: number): string | null {
  const issues = sectionIssues(answers);
  const first = issues.entity ?? issues.business ?? issues.diligentEffort;
  if (first) return first;
  const years = (answers.businessDetails?.previousAnnualRevenue as { revenue: number }[] | undefined) ?? [];
  if (!revenueRuleHolds(limitDollars, years)) return applicationMessages.revenueRule;
  return null;
}
