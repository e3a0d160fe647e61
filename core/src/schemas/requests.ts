/**
 * The public premium indication request (docs/requirements.md#validation-request,
 * #premium-indication-request) and the dashboard's Provide Feedback modal, with the spec's messages
 * verbatim.
 */
import * as z from 'zod';
import { tooLongMessage } from './too-long.js';
import { formatUsd } from '../quoting/format.js';
import { isWholeCents, MAX_LIMIT_DOLLARS, MIN_LIMIT_DOLLARS, WHOLE_CENTS_MESSAGE } from '../quoting/money.js';
import { latestEndForStart, MAX_POLICY_MONTHS } from '../quoting/policy-period.js';
import { DEFAULT_PERIL, perilTypes } from '../quoting/perils.js';
import { START_AFTER_END_MESSAGE } from './pricing.js';
import { MAX_EMAIL_LENGTH, VALID_EMAIL_REQUIRED_MESSAGE } from './quoter.js';

export const LIMIT_REQUIRED_MESSAGE = 'Limit of Liability is required';
export const LIMIT_NOT_A_NUMBER_MESSAGE = 'Limit of Liability must be an amount in dollars, e.g. 250,000';
export const LIMIT_TOO_SMALL_MESSAGE = `Limit of Liability must be at least ${formatUsd(MIN_LIMIT_DOLLARS)}`;
export const LIMIT_TOO_LARGE_MESSAGE = 'Limit of Liability is too large';
export const REQUEST_START_IN_PAST_MESSAGE = 'Start date cannot be in the past';
export const REQUEST_PERIOD_TOO_LONG_MESSAGE = `The policy period can be at most ${MAX_POLICY_MONTHS} months`;
export const REQUEST_EMAIL_REQUIRED_MESSAGE =
  'Contact Email is required: we send the premium indication there';
export const PERIL_MESSAGE = 'Select a peril';
export const START_DATE_REQUIRED_MESSAGE = 'Start date is required';
export const END_DATE_REQUIRED_MESSAGE = 'End date is required';
export const START_DATE_INVALID_MESSAGE = 'Start date must be a valid date (YYYY-MM-DD)';
export const END_DATE_INVALID_MESSAGE = 'End date must be a valid date (YYYY-MM-DD)';
export const RATING_MESSAGE = 'Select a rating from 1 to 5';
/** The largest limit the form accepts (a typo guard; the pricing maximum). */
export const MAX_REQUEST_LIMIT = MAX_LIMIT_DOLLARS;
/**
 * Abuse limit of the public request: at most this many requests per address (x-forwarded-for) in
 * a fixed window of PREMIUM_INDICATION_REQUEST_WINDOW_SECONDS that opens with the first one.
 */
export const PREMIUM_INDICATION_REQUEST_LIMIT = 5;
export const PREMIUM_INDICATION_REQUEST_WINDOW_SECONDS = 60 * 60;

/** "$250,000", 250000 → 250000; anything else NaN. */
const limitAmount = (v: unknown): number =>
  typeof v === 'number' ? v : typeof v === 'string' ? Number(v.replace(/[$,\s]/g, '')) : NaN;

/** What is wrong with a limit as typed, or null. */
function limitProblem(v: unknown): string | null {
  if (v === null || v === undefined || (typeof v === 'string' && v.trim() === ''))
    return LIMIT_REQUIRED_MESSAGE;
  const n = limitAmount(v);
  if (!Number.isFinite(n)) return LIMIT_NOT_A_NUMBER_MESSAGE;
  if (n < MIN_LIMIT_DOLLARS) return LIMIT_TOO_SMALL_MESSAGE;
  if (n > MAX_REQUEST_LIMIT) return LIMIT_TOO_LARGE_MESSAGE;
  return isWholeCents(n) ? null : WHOLE_CENTS_MESSAGE;
}

/** A real calendar day: `Date.parse` would roll 2027-02-30 over to March 2. */
const isCalendarDate = (v: string) => {
  const t = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === v;
};

const isoDate = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, invalid)
    .refine(isCalendarDate, invalid);

/** createPremiumIndicationRequest input; `limit` is coerced from the form's text. */
export const premiumIndicationRequestSchema = z
  .object({
    programType: z
      .enum(perilTypes, { error: PERIL_MESSAGE })
      .nullish()
      .transform((v) => v ?? DEFAULT_PERIL),
    start: isoDate(START_DATE_REQUIRED_MESSAGE, START_DATE_INVALID_MESSAGE),
    end: isoDate(END_DATE_REQUIRED_MESSAGE, END_DATE_INVALID_MESSAGE),
    // Checked below with the other fields' rules, so every message shows at once.
    limit: z.unknown(),
    name: z
      .string()
      .trim()
      .max(200, tooLongMessage('Name of insured', 200))
      .nullish()
      .transform((v) => v || undefined),
    email: z
      .string()
      .trim()
      .max(MAX_EMAIL_LENGTH, VALID_EMAIL_REQUIRED_MESSAGE)
      .nullish()
      .transform((v) => v || undefined)
      .pipe(z.email(VALID_EMAIL_REQUIRED_MESSAGE).optional())
      .transform((v) => v?.toLowerCase()),
    recaptcha: z
      .string()
      .max(4000)
      .nullish()
      .transform((v) => v || undefined),
  })
  .superRefine((r, ctx) => {
    const problem = limitProblem(r.limit);
    if (problem) ctx.addIssue({ code: 'custom', path: ['limit'], message: problem });
  })
  .refine((r) => r.start < r.end, { message: START_AFTER_END_MESSAGE, path: ['start'] })
  .transform((r) => ({ ...r, limit: limitAmount(r.limit) }));
export type PremiumIndicationRequestInput = z.infer<typeof premiumIndicationRequestSchema>;

/**
 * The request's rules that need today's date or who is asking (the schema has no clock): a start
 * not before today, at most 12 months of cover, and an e-mail to reply to unless the caller is
 * signed in (then their own). Each problem names its field.
 */
export function premiumIndicationRequestProblems(
  input: Pick<PremiumIndicationRequestInput, 'start' | 'end' | 'email'>,
  context: { today: string; signedIn: boolean },
): { path: 'start' | 'end' | 'email'; message: string }[] {
  const problems: { path: 'start' | 'end' | 'email'; message: string }[] = [];
  if (input.start < context.today) problems.push({ path: 'start', message: REQUEST_START_IN_PAST_MESSAGE });
  if (input.end > latestEndForStart(input.start)) {
    problems.push({ path: 'end', message: REQUEST_PERIOD_TOO_LONG_MESSAGE });
  }
  if (!context.signedIn && !input.email)
    problems.push({ path: 'email', message: REQUEST_EMAIL_REQUIRED_MESSAGE });
  return problems;
}

/** saveFeedback (rating, feedback). */
export const feedbackSchema = z.object({
  rating: z
    .number({ error: RATING_MESSAGE })
    .int(RATING_MESSAGE)
    .min(1, RATING_MESSAGE)
    .max(5, RATING_MESSAGE),
  feedback: z
    .string()
    .trim()
    .max(2000, tooLongMessage('Feedback', 2000))
    .nullish()
    .transform((v) => v || undefined),
});
