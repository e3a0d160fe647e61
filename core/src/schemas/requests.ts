/**
 * The public premium indication request (seed 000 section 5; seed 001 sections 2.11, 5) and the
 * dashboard's Provide Feedback modal, with the spec's messages verbatim.
 */
import { z } from 'zod';
import { tooLongMessage } from './too-long.js';
import { isWholeCents, MAX_LIMIT_DOLLARS, WHOLE_CENTS_MESSAGE } from '../quoting/money.js';
import { DEFAULT_PERIL, perilTypes } from '../quoting/perils.js';
import { START_AFTER_END_MESSAGE } from './pricing.js';
import { MAX_EMAIL_LENGTH, VALID_EMAIL_REQUIRED_MESSAGE } from './quoter.js';

export const LIMIT_REQUIRED_MESSAGE = 'Limit of Liability is required';
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
    limit: z.coerce
      .number({ error: LIMIT_REQUIRED_MESSAGE })
      .refine((v) => Number.isFinite(v) && v >= 1, LIMIT_REQUIRED_MESSAGE)
      .refine((v) => v <= MAX_REQUEST_LIMIT, 'Limit of Liability is too large')
      .refine(isWholeCents, WHOLE_CENTS_MESSAGE),
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
  .refine((r) => r.start < r.end, { message: START_AFTER_END_MESSAGE, path: ['start'] });
export type PremiumIndicationRequestInput = z.infer<typeof premiumIndicationRequestSchema>;

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
