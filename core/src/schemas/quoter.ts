/**
 * Input schemas of the quoter's client, save and share operations
 * (docs/requirements.md#validation-clients, #api-operations, #validation-share), with the spec's
 * messages verbatim. The web forms and the server use the same schemas.
 */
import * as z from 'zod';
import { tooLongMessage } from './too-long.js';
import { CLIENT_LIST_MAX } from '../quoting/clients.js';
import { hasUnsafeText, unsafeTextMessage } from '../text/safe-text.js';

export const FIRST_NAME_REQUIRED_MESSAGE = 'first name is required';
export const LAST_NAME_REQUIRED_MESSAGE = 'last name is required';
export const VALID_EMAIL_REQUIRED_MESSAGE = 'valid email is required';
/**
 * The share dialog's list (docs/requirements.md#validation-share): every address valid, none with a
 * comma.
 */
export const SHARE_EMAILS_MESSAGE = 'Valid email(s) required';
/** The most addresses one share call e-mails. */
export const MAX_SHARE_EMAILS = 10;
export const TOO_MANY_SHARE_EMAILS_MESSAGE = `At most ${MAX_SHARE_EMAILS} email addresses can be shared at once`;
export const CLIENT_LIST_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${CLIENT_LIST_MAX}`;
export const MAX_EMAIL_LENGTH = 254;

/** A person's name: no control, bidi-override or zero-width character (core's safe-text). */
const requiredName = (message: string, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(100, tooLongMessage(label, 100))
    .refine((v) => !hasUnsafeText(v), unsafeTextMessage);

/** A valid e-mail (trimmed, lower-cased); every failure says `message`. */
const emailWith = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(MAX_EMAIL_LENGTH, message)
    .pipe(z.email(message))
    .transform((e) => e.toLowerCase());

/** "Add new client" (the quoter's Select Client modal and the Clients area) and createClientUser. */
export const newClientSchema = z.object({
  firstName: requiredName(FIRST_NAME_REQUIRED_MESSAGE, 'first name'),
  lastName: requiredName(LAST_NAME_REQUIRED_MESSAGE, 'last name'),
  email: emailWith(VALID_EMAIL_REQUIRED_MESSAGE),
});
export type NewClientInput = z.infer<typeof newClientSchema>;
export const createClientUserSchema = newClientSchema;

/** getUserClients: at most 200 (the default); an optional search over name and e-mail. */
export const getUserClientsSchema = z.object({
  limit: z
    .number({ error: CLIENT_LIST_LIMIT_MESSAGE })
    .int(CLIENT_LIST_LIMIT_MESSAGE)
    .min(1, CLIENT_LIST_LIMIT_MESSAGE)
    .nullish()
    .transform((v) => Math.min(v ?? CLIENT_LIST_MAX, CLIENT_LIST_MAX)),
  search: z
    .string()
    .max(100, tooLongMessage('search', 100))
    .nullish()
    .transform((v) => v?.trim() || undefined),
});

export const requiredId = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(200, `${name} is not valid`);

/** saveLPCInsuranceQuote / saveLTCInsuranceQuote / saveHTCInsuranceQuote (quote, client). */
export const saveQuoteSchema = z.object({
  quote: requiredId('quote'),
  client: z
    .string()
    .trim()
    .max(200, 'client is not valid')
    .nullish()
    .transform((v) => v || undefined),
});

/** One address of the share list: valid, no comma (a comma means two addresses typed as one). */
export const shareEmailSchema = z
  .string({ error: SHARE_EMAILS_MESSAGE })
  .trim()
  .refine((v) => !v.includes(','), SHARE_EMAILS_MESSAGE)
  .pipe(emailWith(SHARE_EMAILS_MESSAGE));

/** 1 to 10 addresses, each valid; duplicates (in any case) are e-mailed once. */
export const shareEmailsSchema = z
  .array(shareEmailSchema, { error: SHARE_EMAILS_MESSAGE })
  .min(1, SHARE_EMAILS_MESSAGE)
  .max(MAX_SHARE_EMAILS, TOO_MANY_SHARE_EMAILS_MESSAGE)
  .transform((emails) => [...new Set(emails)]);

/** sharePrecipInsuranceQuote / shareLtcInsuranceQuote (emails, quoteId). */
export const shareQuoteSchema = z.object({
  emails: shareEmailsSchema,
  quoteId: requiredId('quoteId'),
});
